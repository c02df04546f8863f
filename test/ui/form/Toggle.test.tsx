// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { Toggle } from "../../../src/ui/form/Toggle.tsx";

afterEach(cleanup);

const renderToggle = (start: boolean, accept = true) => {
  const [checked, setChecked] = createSignal(start);
  const seen: boolean[] = [];
  render(() => (
    <Toggle
      label="Chunked prefill"
      checked={checked()}
      onChange={(next) => {
        seen.push(next);
        if (accept) setChecked(next);
      }}
      path="engine.prefill.chunkedPrefill"
    >
      <button type="button" aria-label="About chunked prefill">
        ?
      </button>
    </Toggle>
  ));
  return { checked, seen };
};

const toggle = () => screen.getByRole("switch", { name: "Chunked prefill" }) as HTMLInputElement;

describe("Toggle", () => {
  it("is a checkbox with the switch role, named by its label only", () => {
    renderToggle(false);
    expect(toggle().type).toBe("checkbox");
    expect(toggle().checked).toBe(false);
    expect(screen.getByRole("button", { name: "About chunked prefill" })).toBeTruthy();
  });

  it("flips when clicked, and marks its box checked for the drawing", () => {
    const { checked, seen } = renderToggle(false);
    fireEvent.click(toggle());
    expect(seen).toEqual([true]);
    expect(checked()).toBe(true);
    expect(toggle().checked).toBe(true);
    const box = document.querySelector("[data-path='engine.prefill.chunkedPrefill']");
    expect(box?.hasAttribute("data-checked")).toBe(true);
  });

  it("flips when its label is clicked", () => {
    const { seen } = renderToggle(true);
    fireEvent.click(screen.getByText("Chunked prefill"));
    expect(seen).toEqual([false]);
    expect(toggle().checked).toBe(false);
  });

  it("springs back when the caller keeps its state", () => {
    const { seen } = renderToggle(false, false);
    fireEvent.click(toggle());
    expect(seen).toEqual([true]);
    expect(toggle().checked).toBe(false);
  });
});
