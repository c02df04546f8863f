import { describe, expect, it } from "vitest";
import type { RunAnalysis } from "../../src/model/measure/analysis.ts";
import { predictedVsMeasured } from "../../src/model/predicted.ts";

const analysisOf = (metrics: RunAnalysis["metrics"]): RunAnalysis => ({
  metrics,
  checks: [],
  attainment: {},
  acceptance: null,
  identity: null,
  distributions: {},
  missing: [],
  concurrency: null,
});

describe("predictedVsMeasured", () => {
  const analysis = analysisOf([
    { key: "mean_ttft_ms", value: 880, source: "computed" },
    { key: "mean_tpot_ms", value: 38, source: "stated" },
    { key: "request_goodput", value: null, source: "computed" },
    { key: "median_ttft_ms", value: 850, source: "computed" },
  ]);

  it("gives the error as (measured − predicted) / predicted in percent, in the prediction's order", () => {
    const rows = predictedVsMeasured({ mean_tpot_ms: 40, mean_ttft_ms: 800 }, analysis);
    expect(rows.map((row) => row.key)).toEqual(["mean_tpot_ms", "mean_ttft_ms"]);
    // (38 − 40) / 40 = −5%; (880 − 800) / 800 = +10%.
    expect(rows[0]).toMatchObject({ predicted: 40, measured: 38 });
    expect(rows[0]?.errorPercent).toBeCloseTo(-5, 12);
    expect(rows[1]).toMatchObject({ predicted: 800, measured: 880 });
    expect(rows[1]?.errorPercent).toBeCloseTo(10, 12);
  });

  it("reports no measurement and no error for keys the run lacks or could not compute", () => {
    const rows = predictedVsMeasured({ request_goodput: 120, output_throughput: 1000 }, analysis);
    expect(rows).toEqual([
      { key: "request_goodput", predicted: 120, measured: null, errorPercent: null },
      { key: "output_throughput", predicted: 1000, measured: null, errorPercent: null },
    ]);
  });

  it("gives no error percentage against a prediction of zero", () => {
    const [row] = predictedVsMeasured({ mean_ttft_ms: 0 }, analysis);
    expect(row).toEqual({ key: "mean_ttft_ms", predicted: 0, measured: 880, errorPercent: null });
  });

  it("does not change its inputs", () => {
    const expected = { mean_ttft_ms: 800 };
    const before = JSON.stringify([expected, analysis]);
    predictedVsMeasured(expected, analysis);
    expect(JSON.stringify([expected, analysis])).toBe(before);
  });
});
