import { describe, expect, it } from "vitest";
import { cdfDatasets, cdfOptions } from "../../../src/ui/measure/cdfChartConfig.ts";

const spec = {
  lines: [
    {
      label: "run",
      points: [
        { ms: 10, share: 0.5 },
        { ms: 20, share: 1 },
      ],
      stepped: false,
    },
  ],
  xTitle: "TTFT (ms)",
  yTitle: "Share of requests",
  colors: {
    text: "#000",
    textMuted: "#555",
    border: "#ccc",
    surface: "#fff",
    series: ["#00f", "#f00"],
    current: "#0f0",
    guide: "#888",
    warn: "#fa0",
  },
};

describe("cdfChartConfig", () => {
  it("draws each CDF unclipped, so its top at 100% is not cut in half by the chart's edge", () => {
    const [line] = cdfDatasets(spec);
    expect(line?.clip).toBe(false);
    expect(line?.data).toEqual([
      { x: 10, y: 0.5 },
      { x: 20, y: 1 },
    ]);
    expect(cdfOptions(spec).scales?.y?.max).toBe(1);
  });
});
