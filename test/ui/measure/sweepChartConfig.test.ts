import { describe, expect, it } from "vitest";
import type { ChartColors } from "../../../src/ui/charts/chartColors.ts";
import { sweepDatasets, sweepOptions } from "../../../src/ui/measure/sweepChartConfig.ts";

const colors = {
  series: ["#111111", "#222222"],
  text: "#000000",
  textMuted: "#555555",
  border: "#cccccc",
} as unknown as ChartColors;

const spec = {
  points: [
    { tokensPerS: 400, ms: 12.5, label: "c4" },
    { tokensPerS: 900, ms: 30, label: "c16" },
  ],
  seriesLabel: "Mean TPOT",
  xTitle: "Output token throughput (tok/s)",
  yTitle: "Mean TPOT (ms)",
  colors,
};

describe("the sweep chart's configuration", () => {
  it("puts throughput across and latency up, one point a run", () => {
    const [dataset] = sweepDatasets(spec);
    expect(dataset?.data).toEqual([
      { x: 400, y: 12.5 },
      { x: 900, y: 30 },
    ]);
    expect(dataset?.borderColor).toBe("#111111");
    const options = sweepOptions(spec);
    expect(options.scales?.x?.type).toBe("linear");
    const y = options.scales?.y as { title?: { text?: string } } | undefined;
    expect(y?.title?.text).toBe("Mean TPOT (ms)");
  });
});
