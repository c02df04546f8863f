// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { MetricSelect } from "../../../src/ui/measure/MetricSelect.tsx";

afterEach(cleanup);

const metrics = ["ttft", "tpot", "e2el"] as const;
type Metric = (typeof metrics)[number];

describe("MetricSelect", () => {
  it("labels the select, names each option and reports the one chosen", () => {
    const chosen: Metric[] = [];
    const [value, setValue] = createSignal<Metric>("ttft");
    render(() => (
      <MetricSelect
        id="metric"
        label="Metric"
        value={value()}
        options={metrics}
        optionLabel={(option) => option.toUpperCase()}
        onChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      />
    ));
    const select = screen.getByLabelText("Metric") as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "TTFT",
      "TPOT",
      "E2EL",
    ]);
    expect(select.value).toBe("ttft");
    fireEvent.change(select, { target: { value: "e2el" } });
    expect(chosen).toEqual(["e2el"]);
    expect(select.value).toBe("e2el");
  });

  it("ignores a value that is none of its options", () => {
    const chosen: Metric[] = [];
    render(() => (
      <MetricSelect
        id="metric"
        label="Metric"
        value="ttft"
        options={metrics}
        optionLabel={(option) => option}
        onChange={(next) => chosen.push(next)}
      />
    ));
    const select = screen.getByLabelText("Metric") as HTMLSelectElement;
    const stray = document.createElement("option");
    stray.value = "__proto__";
    select.append(stray);
    fireEvent.change(select, { target: { value: "__proto__" } });
    expect(chosen).toEqual([]);
  });
});
