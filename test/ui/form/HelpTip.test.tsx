// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import type { JSX } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { HelpTip } from "../../../src/ui/form/HelpTip.tsx";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The tip for "t1", beside `rest`, in `language`. */
const renderTip = (rest?: JSX.Element, language: "en" | "zh" = "en") => {
  localStorage.setItem("xpyd.language", language);
  render(() => (
    <I18nProvider>
      <HelpTip text="What t1 is." name="t1" />
      {rest}
    </I18nProvider>
  ));
};

const tip = () => screen.queryByRole("tooltip");

// A tap: the press, the touch pointer leaving as it lifts, then the click a browser sends.
const tap = (element: Element) => {
  fireEvent.pointerDown(element, { pointerType: "touch" });
  fireEvent.pointerUp(element, { pointerType: "touch" });
  fireEvent.pointerLeave(element, { pointerType: "touch" });
  // A pointer's click counts its presses; a keyboard's counts none.
  fireEvent.click(element, { detail: 1 });
};

describe("HelpTip", () => {
  it("opens on a tap, which a touch screen's only way in, and closes on a second", () => {
    renderTip();
    const button = screen.getByRole("button", { name: "t1: What t1 is." });
    expect(tip()).toBeNull();
    tap(button);
    expect(tip()?.textContent).toBe("What t1 is.");
    expect(button.getAttribute("aria-describedby")).toBe(tip()?.id);
    tap(button);
    expect(tip()).toBeNull();
  });

  it("closes on a press anywhere else", () => {
    renderTip(<p>elsewhere</p>);
    tap(screen.getByRole("button", { name: "t1: What t1 is." }));
    expect(tip()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText("elsewhere"), { pointerType: "touch" });
    expect(tip()).toBeNull();
  });

  it("closes on Escape", () => {
    renderTip();
    const button = screen.getByRole("button", { name: "t1: What t1 is." });
    fireEvent.click(button);
    expect(tip()).not.toBeNull();
    fireEvent.keyDown(button, { key: "Escape" });
    expect(tip()).toBeNull();
  });

  it("toggles on Enter or Space (a click with no press), whatever a cancelled press left", () => {
    renderTip();
    const button = screen.getByRole("button", { name: "t1: What t1 is." });
    // A press that scrolls away instead of clicking.
    fireEvent.pointerDown(button, { pointerType: "touch" });
    fireEvent.pointerCancel(button, { pointerType: "touch" });
    fireEvent.click(button, { detail: 0 });
    expect(tip()).not.toBeNull();
    fireEvent.click(button, { detail: 0 });
    expect(tip()).toBeNull();
  });

  it("is announced as what it explains, then the explanation, with the language's colon", () => {
    renderTip(undefined, "zh");
    expect(screen.getByRole("button", { name: "t1：What t1 is." })).toBeTruthy();
  });
});
