import { describe, expect, it } from "vitest";
import type { MetricValue, RunAnalysis } from "../../../src/model/measure/analysis.ts";
import { summaryRows } from "../../../src/ui/measure/summaryRows.ts";

const analysis = (metrics: MetricValue[], extra: Partial<RunAnalysis> = {}): RunAnalysis => ({
  metrics,
  checks: [],
  attainment: {},
  acceptance: null,
  identity: null,
  distributions: {},
  missing: [],
  concurrency: null,
  ...extra,
});

const stated = (key: string, value: number | null): MetricValue => ({
  key,
  value,
  source: "stated",
});
const computed = (key: string, value: number): MetricValue => ({ key, value, source: "computed" });

describe("summaryRows", () => {
  it("orders rows as vllm bench serve prints them, whatever order the runs hold them in", () => {
    const rows = summaryRows(
      [
        analysis([
          stated("mean_itl_ms", 20),
          stated("p99_ttft_ms", 300),
          stated("mean_ttft_ms", 200),
          stated("duration", 10),
          stated("completed", 100),
          computed("mean_acceptance_length", 2.5),
          computed("tokens_per_chunk", 2.4),
        ]),
      ],
      [99],
    );
    expect(rows.map((row) => row.key)).toEqual([
      "completed",
      "duration",
      "mean_ttft_ms",
      "p99_ttft_ms",
      "mean_itl_ms",
      "tokens_per_chunk",
      "mean_acceptance_length",
    ]);
  });

  it("leaves out rows no run has a number for, and shows a run's absent value as null", () => {
    const rows = summaryRows(
      [analysis([stated("request_goodput", null), stated("completed", 3)]), analysis([])],
      [99],
    );
    expect(rows.map((row) => row.key)).toEqual(["completed"]);
    expect(rows[0]?.cells[1]).toBeNull();
  });

  it("shows stated percentiles and chosen ones, not those computed only for calibration", () => {
    const rows = summaryRows(
      [
        analysis([
          computed("p75_ttft_ms", 1),
          computed("p90_ttft_ms", 2),
          stated("p99.9_ttft_ms", 4),
        ]),
      ],
      [75],
    );
    expect(rows.map((row) => row.key)).toEqual(["p75_ttft_ms", "p99.9_ttft_ms"]);
  });

  it("adds no P50 row: the median row already shows it", () => {
    const rows = summaryRows(
      [analysis([stated("median_ttft_ms", 3), stated("p50_ttft_ms", 3)])],
      [50, 99],
    );
    expect(rows.map((row) => row.key)).toEqual(["median_ttft_ms"]);
  });

  it("attaches the file's value where the recomputed one differs by more than a millionth", () => {
    const checks = [
      { key: "request_throughput", stated: 10, computed: 10.5, relativeError: 0.05 },
      { key: "output_throughput", stated: 100, computed: 100.00001, relativeError: 1e-7 },
    ];
    const rows = summaryRows(
      [
        analysis([computed("request_throughput", 10.5), computed("output_throughput", 100.00001)], {
          checks,
        }),
      ],
      [99],
    );
    expect(rows[0]?.cells[0]?.check?.stated).toBe(10);
    expect(rows[1]?.cells[0]?.check).toBeUndefined();
  });

  it("flags a recomputed value more than 1% from the file's, and only notes a smaller one", () => {
    // 10.5 against 10 is 5% off; 100.5 against 100 is 0.5% off.
    const checks = [
      { key: "request_throughput", stated: 10, computed: 10.5, relativeError: 0.05 },
      { key: "output_throughput", stated: 100, computed: 100.5, relativeError: 0.005 },
    ];
    const rows = summaryRows(
      [
        analysis([computed("request_throughput", 10.5), computed("output_throughput", 100.5)], {
          checks,
        }),
      ],
      [99],
    );
    expect(rows[0]?.cells[0]?.flagged).toBe(true);
    expect(rows[1]?.cells[0]?.check?.stated).toBe(100);
    expect(rows[1]?.cells[0]?.flagged).toBeUndefined();
  });

  it("adds a row of SLO attainment per metric a run has it for", () => {
    const rows = summaryRows([analysis([], { attainment: { ttft: 0.75, e2el: 1 } })], [99]);
    expect(rows.map((row) => [row.key, row.attainment, row.cells[0]?.value])).toEqual([
      ["attainment_ttft", "ttft", 0.75],
      ["attainment_e2el", "e2el", 1],
    ]);
  });
});
