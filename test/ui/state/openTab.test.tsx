// @vitest-environment happy-dom

import { afterEach, describe, expect, it } from "vitest";
import { createOpenTab, tabNames } from "../../../src/ui/state/openTab.tsx";
import { prototypeKeys } from "../../hostile.ts";

afterEach(() => sessionStorage.clear());

describe("the open view", () => {
  it("starts on the plan in a fresh browser tab", () => {
    expect(createOpenTab().tab()).toBe("plan");
  });

  it("reopens the view a reload of this browser tab left open", () => {
    createOpenTab().open("curves");
    expect(createOpenTab().tab()).toBe("curves");
  });

  it("opens every view by its name", () => {
    const openTab = createOpenTab();
    for (const name of tabNames) {
      openTab.open(name);
      expect(openTab.tab()).toBe(name);
    }
  });

  it("ignores a stored or asked name that is no view, prototype keys included", () => {
    for (const name of [...prototypeKeys, "", "Plan", "x".repeat(10_000)]) {
      sessionStorage.setItem("xpyd.tab", name);
      const openTab = createOpenTab();
      expect(openTab.tab()).toBe("plan");
      openTab.open("deploy");
      openTab.open(name);
      expect(openTab.tab()).toBe("deploy");
    }
  });
});
