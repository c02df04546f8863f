import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";

// The real public result file (test/fixtures/measure/README.md): nine runs of vLLM's
// benchmark_serving.py from May 2025, aggregates only, with the `request_goodput:` spelling.
const text = readFileSync(
  new URL("../../fixtures/measure/nerdalert-vllm-bench-automation-results.jsonl", import.meta.url),
  "utf8",
);
const { files, runs } = readMeasurements([{ name: "results.json", text }]);

describe("the real vLLM result file", () => {
  it("reads as nine vLLM runs without a problem, one a line", () => {
    expect(files).toEqual([{ name: "results.json", format: "vllm", runCount: 9, problems: [] }]);
    expect(runs.map(({ run }) => run.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps the metadata keys and reads the rate "inf" as unlimited', () => {
    const third = runs[2]?.run;
    expect(third?.meta.requestRate).toBe(Number.POSITIVE_INFINITY);
    expect(third?.meta.extra.deployment).toBe("no-features");
    expect(third?.meta.extra.gpu).toBe("4xNVIDIA_L40S");
    expect(third?.notes).toContainEqual({ code: "goodputKeyWithColon" });
  });

  it("recomputes every throughput it states from its counts and duration, to 1e-12", () => {
    for (const { run } of runs) {
      const { checks } = analyzeRun(run, { percentiles: [99] });
      expect(checks.map((c) => c.key)).toEqual([
        "request_throughput",
        "output_throughput",
        "total_token_throughput",
      ]);
      for (const check of checks) expect(check.relativeError).toBeLessThan(1e-12);
    }
  });

  it("states the first run's TTFT and TPOT as the file has them", () => {
    const analysis = analyzeRun(runs[0]?.run ?? (undefined as never), { percentiles: [99] });
    const ttft = analysis.metrics.find((m) => m.key === "mean_ttft_ms");
    expect(ttft).toEqual({ key: "mean_ttft_ms", value: 54.59561144333596, source: "stated" });
    expect(analysis.metrics.find((m) => m.key === "request_goodput")?.value).toBeNull();
  });
});

describe("the real vLLM result file, held out", () => {
  it("shows every value it states as stated or as a recomputation that matches it", () => {
    for (const { run } of runs) {
      const analysis = analyzeRun(run, { percentiles: [99] });
      for (const [key, stated] of Object.entries(run.stated)) {
        if (typeof stated !== "number") continue;
        const shown = analysis.metrics.find((metric) => metric.key === key)?.value;
        // The recomputed throughputs agree with the file to 1e-9; everything else is the file's.
        expect(Math.abs((shown ?? Number.NaN) - stated), key).toBeLessThanOrEqual(
          Math.abs(stated) * 1e-9,
        );
      }
    }
  });
});
