// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { NumberInput } from "../../../src/ui/form/NumberInput.tsx";

afterEach(cleanup);

const renderInput = (start: number, step = 1) => {
  const [value, setValue] = createSignal(start);
  const reported: number[] = [];
  render(() => (
    <>
      <label for="rate">Rate</label>
      <NumberInput
        id="rate"
        value={value()}
        step={step}
        onValueChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
    </>
  ));
  return { value, setValue, reported };
};

const input = () => screen.getByRole("spinbutton", { name: "Rate" }) as HTMLInputElement;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });

describe("NumberInput", () => {
  it("is a labelled spinbutton with a decimal keypad, showing its value", () => {
    renderInput(12.5);
    expect(input().type).toBe("text");
    expect(input().inputMode).toBe("decimal");
    expect(input().value).toBe("12.5");
    expect(input().getAttribute("aria-valuenow")).toBe("12.5");
  });

  it("reports each number typed, and NaN for an empty or unfinished field", () => {
    const { reported } = renderInput(3);
    type("");
    type("-");
    type("-2");
    expect(reported.map(String)).toEqual(["NaN", "NaN", "-2"]);
    expect(input().hasAttribute("aria-valuenow")).toBe(true);
    type("");
    expect(input().hasAttribute("aria-valuenow")).toBe(false);
  });

  it("refuses text that no number starts with and keeps what was there", () => {
    const { reported } = renderInput(3);
    type("3x");
    expect(input().value).toBe("3");
    expect(reported).toEqual([]);
  });

  it("keeps a trailing point while typing, and tidies the text when committed", () => {
    const { value } = renderInput(3);
    type("4.");
    expect(input().value).toBe("4.");
    expect(value()).toBe(4);
    type("4.50");
    fireEvent.change(input());
    expect(input().value).toBe("4.5");
    expect(value()).toBe(4.5);
  });

  it("reads a comma as the decimal point and writes it back as a point", () => {
    const { value } = renderInput(3);
    type("2,5");
    expect(value()).toBe(2.5);
    fireEvent.change(input());
    expect(input().value).toBe("2.5");
  });

  it("steps with the arrow keys and ten steps with the page keys", () => {
    const { value } = renderInput(0.3, 0.1);
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(value()).toBe(0.4);
    expect(input().value).toBe("0.4");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(value()).toBe(0.2);
    // A page step snaps to its own multiple, as an arrow step does.
    fireEvent.keyDown(input(), { key: "PageUp" });
    expect(value()).toBe(1);
    fireEvent.keyDown(input(), { key: "PageUp" });
    expect(value()).toBe(2);
    fireEvent.keyDown(input(), { key: "PageDown" });
    expect(value()).toBe(1);
  });

  it("leaves Home and End to move the caret", () => {
    const { reported } = renderInput(7);
    const event = fireEvent.keyDown(input(), { key: "Home" });
    expect(event).toBe(true);
    fireEvent.keyDown(input(), { key: "End" });
    expect(reported).toEqual([]);
  });

  it("shows a value set from outside, but keeps typed text that means the same", () => {
    const { setValue } = renderInput(3);
    setValue(8);
    expect(input().value).toBe("8");
    type("8.0");
    setValue(8);
    expect(input().value).toBe("8.0");
    setValue(Number.NaN);
    expect(input().value).toBe("8.0");
  });

  it("marks itself invalid when told", () => {
    render(() => (
      <NumberInput id="x" value={1} step={1} invalid onValueChange={() => {}} describedBy="e" />
    ));
    const field = document.getElementById("x");
    expect(field?.getAttribute("aria-invalid")).toBe("true");
    expect(field?.getAttribute("aria-describedby")).toBe("e");
  });
});
