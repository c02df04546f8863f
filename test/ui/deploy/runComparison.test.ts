import { describe, expect, it } from "vitest";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import { measuredAttainment, runComparison } from "../../../src/ui/deploy/runComparison.ts";

const analysis = (values: Record<string, number | null>): RunAnalysis => ({
  metrics: Object.entries(values).map(([key, value]) => ({ key, value, source: "stated" })),
  checks: [],
  attainment: {},
  acceptance: null,
  identity: null,
  distributions: {},
  missing: [],
  concurrency: null,
});

describe("runComparison", () => {
  it("compares percentiles key by key and reads attainment as goodput over throughput", () => {
    const run = analysis({
      p90_ttft_ms: 1100,
      p99_ttft_ms: 2000,
      request_goodput: 95,
      request_throughput: 100,
    });
    const rows = runComparison(
      { p90_ttft_ms: 1000, p99_ttft_ms: 1600, median_tpot_ms: 40, slo_attainment: 0.99 },
      run,
    );
    expect(rows).toEqual([
      // (1,100 − 1,000) / 1,000 = +10%; (2,000 − 1,600) / 1,600 = +25%.
      { key: "p90_ttft_ms", predicted: 1000, measured: 1100, errorPercent: 10 },
      { key: "p99_ttft_ms", predicted: 1600, measured: 2000, errorPercent: 25 },
      { key: "median_tpot_ms", predicted: 40, measured: null, errorPercent: null },
      // 95 / 100 = 0.95 against 0.99: (0.95 − 0.99) / 0.99.
      {
        key: "slo_attainment",
        predicted: 0.99,
        measured: 0.95,
        errorPercent: ((0.95 - 0.99) / 0.99) * 100,
      },
    ]);
  });

  it("has no attainment without goodput (a run without --goodput writes null)", () => {
    expect(measuredAttainment(analysis({ request_goodput: null, request_throughput: 10 }))).toBe(
      undefined,
    );
    expect(measuredAttainment(analysis({ request_goodput: 0, request_throughput: 10 }))).toBe(0);
  });
});
