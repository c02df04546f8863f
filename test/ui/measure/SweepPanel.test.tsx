// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import type { RunSummary } from "../../../src/io/index.ts";
import { I18nProvider } from "../../../src/ui/i18n/i18n.tsx";
import { SweepPanel } from "../../../src/ui/measure/SweepPanel.tsx";
import { analysisWith } from "../../model/measure/runAnalysis.ts";
import { scrollBoxes } from "../scrollBoxes.ts";

// Two runs of a sweep, given out of order: concurrency 16 then 4.
const summary = (
  id: string,
  maxConcurrency: number,
  values: Record<string, number>,
): RunSummary => ({
  id,
  fileName: `c${maxConcurrency}/run=0.json`,
  line: 1,
  format: "vllm",
  meta: { maxConcurrency, model: "m", extra: {} },
  notes: [],
  analysis: analysisWith(values),
});
const runs = [
  summary("a", 16, { request_throughput: 3, output_throughput: 900, mean_tpot_ms: 30 }),
  summary("b", 4, { request_throughput: 1.5, output_throughput: 400, mean_tpot_ms: 12.5 }),
];

afterEach(() => cleanup());

describe("SweepPanel", () => {
  it("lists a row a run by concurrency and picks the run to calibrate from", () => {
    const [chosen, setChosen] = createSignal<string | null>(null);
    render(() => (
      <I18nProvider>
        <SweepPanel runs={runs} chosenId={chosen()} onChoose={setChosen} />
      </I18nProvider>
    ));
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-run"))).toEqual(["b", "a"]);
    expect(rows[0]?.textContent).toContain("max concurrency 4");
    expect(rows[0]?.textContent).toContain("400.00");
    expect(rows[0]?.textContent).toContain("12.50");
    // The first run given is the calibration's until another is chosen.
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true]);
    fireEvent.click(radios[0] as HTMLInputElement);
    expect(radios[0]?.checked).toBe(true);
    expect(radios[1]?.checked).toBe(false);
    expect(screen.getByRole("img").getAttribute("data-points")).toBe("2");
    expect(scrollBoxes()).toEqual([
      { holds: "table", focusable: true, name: "Each run's throughput and latency, by load" },
    ]);
  });
});
