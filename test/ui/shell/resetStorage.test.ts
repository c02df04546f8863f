// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { resetStorage } from "../../../src/ui/shell/resetStorage.ts";

afterEach(() => localStorage.clear());

describe("resetting stored data", () => {
  it("removes the planner's draft, saved plans, language and theme, and nothing else", () => {
    for (const key of ["xpyd.draft", "xpyd.savedPlans", "xpyd.language", "xpyd.theme"]) {
      localStorage.setItem(key, "x");
    }
    localStorage.setItem("other.app", "kept");
    resetStorage();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem("other.app")).toBe("kept");
  });

  it("does nothing, and does not throw, without storage", () => {
    expect(() => resetStorage(undefined)).not.toThrow();
  });
});
