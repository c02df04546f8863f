// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { RangeSlider } from "../../../src/ui/form/RangeSlider.tsx";

afterEach(cleanup);

const renderSlider = (visibleLabel: boolean) => {
  const [value, setValue] = createSignal(32);
  render(() => (
    <RangeSlider
      label="Decode batch"
      visibleLabel={visibleLabel}
      value={value()}
      min={1}
      max={64}
      step={1}
      valueText={`${value()} sequences`}
      onChange={setValue}
    />
  ));
  return { value };
};

const slider = () => screen.getByRole("slider", { name: "Decode batch" }) as HTMLInputElement;

describe("RangeSlider", () => {
  it("is a native range input with its bounds, step and value", () => {
    renderSlider(false);
    expect(slider().type).toBe("range");
    expect([slider().min, slider().max, slider().step, slider().value]).toEqual([
      "1",
      "64",
      "1",
      "32",
    ]);
    expect(slider().getAttribute("aria-valuetext")).toBe("32 sequences");
  });

  it("hides its label unless asked, and then shows the value beside it", () => {
    renderSlider(false);
    expect(document.querySelector("output")).toBeNull();
    cleanup();
    renderSlider(true);
    expect(screen.getByText("Decode batch").tagName).toBe("LABEL");
    expect(document.querySelector("output")?.textContent).toBe("32 sequences");
  });

  it("reports each value it moves to, and follows the value given back", () => {
    const { value } = renderSlider(true);
    fireEvent.input(slider(), { target: { value: "40" } });
    expect(value()).toBe(40);
    expect(slider().getAttribute("aria-valuetext")).toBe("40 sequences");
    expect(document.querySelector("output")?.textContent).toBe("40 sequences");
  });

  it("fills the track up to the thumb", () => {
    const { value } = renderSlider(false);
    const fill = () => Number(slider().style.getPropertyValue("--fill"));
    expect(fill()).toBeCloseTo(31 / 63);
    fireEvent.input(slider(), { target: { value: "64" } });
    expect(value()).toBe(64);
    expect(fill()).toBe(1);
  });
});
