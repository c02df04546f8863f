import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectJsonFormat } from "../../../src/io/measure/detectFormat.ts";
import { isGuidellmReport, readGuidellmReport } from "../../../src/io/measure/guidellmReport.ts";
import { maxDocuments } from "../../../src/io/measure/readLimits.ts";
import { readMeasurements } from "../../../src/io/measure/readMeasurements.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";

// A real GuideLLM 0.8.0.dev18 report (test/fixtures/measure/README.md): a constant-rate sweep at
// 2 and 4 requests/s, two requests each, against a mock server.
const name = "guidellm-report-v2-llm-d-benchmark.json";
const text = readFileSync(new URL(`../../fixtures/measure/${name}`, import.meta.url), "utf8");
const report = JSON.parse(text) as unknown;
const read = () => readGuidellmReport([{ line: 1, value: report }]);

describe("isGuidellmReport", () => {
  it("tells a GuideLLM report by benchmarks[] whose metrics split by status", () => {
    expect(isGuidellmReport(report)).toBe(true);
    expect(detectJsonFormat(report)).toBe("guidellm");
    expect(isGuidellmReport({ benchmarks: [] })).toBe(false);
    expect(isGuidellmReport({ benchmarks: [{ metrics: { request_latency: 1 } }] })).toBe(false);
    expect(isGuidellmReport({ model_id: "m", completed: 1, duration: 1 })).toBe(false);
  });
});

describe("readGuidellmReport on the real report", () => {
  it("reads one run per benchmark, at the rate each ran, noting that its ITL is TPOT", () => {
    const { runs, problems } = read();
    expect(problems).toEqual([]);
    expect(runs.map((run) => run.meta.requestRate)).toEqual([2, 4]);
    expect(runs.map((run) => run.format)).toEqual(["guidellm", "guidellm"]);
    expect(runs[0]?.meta).toMatchObject({
      model: "e2e-mock-model",
      label: "constant",
      extra: { guidellm_version: "0.8.0.dev18", strategy: "constant" },
    });
    expect(runs[0]?.notes).toEqual([{ code: "guidellmItlIsTpot" }]);
    // start_time 1786678148.2526348 s after the epoch.
    expect(runs[0]?.meta.date).toBe("2026-08-14T03:29:08.252Z");
    // A constant rate caps concurrency at 10240 workers; that is no concurrency the run asked for.
    expect(runs[0]?.meta.maxConcurrency).toBeUndefined();
  });

  it("states TTFT in ms as written: mean, median, std and every percentile", () => {
    const stated = read().runs[0]?.stated ?? {};
    // The two requests' TTFTs are 11.276006698608398 and 11.686325073242188 ms: their mean is
    // 22.962331771850586 / 2 = 11.481165885925293, their population spread 0.41031837463379 / 2.
    expect(stated.mean_ttft_ms).toBe(11.481165885925293);
    expect(stated.median_ttft_ms).toBe(11.276006698608398);
    expect(stated.p50_ttft_ms).toBe(11.276006698608398);
    expect(stated.std_ttft_ms).toBe(0.20515918731689453);
    expect(stated.p99_ttft_ms).toBe(11.686325073242188);
    expect(stated["p0.1_ttft_ms"]).toBe(11.276006698608398);
    expect(stated["p99.9_ttft_ms"]).toBe(11.686325073242188);
  });

  it("reads inter_token_latency_ms as TPOT, request_latency from seconds to ms, and no ITL", () => {
    const stated = read().runs[1]?.stated ?? {};
    expect(stated.mean_tpot_ms).toBe(1.0904414313180106);
    expect(stated.median_tpot_ms).toBe(0.9067058563232422);
    expect(stated.p99_tpot_ms).toBe(1.274177006312779);
    // 0.017633914947509766 s and 0.019294023513793945 s.
    expect(stated.mean_e2el_ms).toBeCloseTo(17.63391494751, 12);
    expect(stated.p99_e2el_ms).toBeCloseTo(19.294023513794, 12);
    expect(Object.keys(stated).some((key) => key.includes("_itl_"))).toBe(false);
  });

  it("reads no TPOT where outputs differ in length, since GuideLLM weights each request by its tokens", () => {
    // The real report with one change: its outputs of 8 tokens given a spread, as a run with
    // outputs of different lengths writes. Token weights then tilt the summary toward long
    // requests: 5 and 1 ms at 3 and 9 tokens average (5·2 + 1·8) / 10 = 1.8 ms, where vLLM's
    // TPOT averages 3 ms and its ITL depends on chunks.
    const unequal = structuredClone(report) as {
      benchmarks: { metrics: { output_token_count: { successful: { std_dev: number } } } }[];
    };
    for (const benchmark of unequal.benchmarks) {
      benchmark.metrics.output_token_count.successful.std_dev = 3;
    }
    const { runs } = readGuidellmReport([{ line: 1, value: unequal }]);
    const stated = runs[0]?.stated ?? {};
    expect(Object.keys(stated).some((key) => key.includes("_tpot_"))).toBe(false);
    expect(Object.keys(stated).some((key) => key.includes("_itl_"))).toBe(false);
    expect(stated.mean_ttft_ms).toBe(11.481165885925293);
    expect(runs[0]?.notes).toEqual([{ code: "guidellmItlWeighted" }]);
  });

  it("states counts, token totals and the mean throughputs the file gives", () => {
    const [first, second] = read().runs;
    expect(first?.stated).toMatchObject({
      completed: 2,
      failed: 0,
      request_throughput: 0.39843430656414264,
      output_throughput: 3.1950675815128577,
      total_token_throughput: 31.75098409128402,
      total_input_tokens: 143,
      total_output_tokens: 16,
    });
    expect(first?.durationS).toBe(5.01964807510376);
    // Two requests in 5.01964807510376 s: 0.3984343…/s, as stated.
    expect(2 / (first?.durationS ?? 1)).toBeCloseTo(0.39843430656414, 6);
    expect(second?.stated.request_throughput).toBe(0.7940882013937378);
    expect(second?.durationS).toBe(2.5186119079589844);
  });

  it("shows the stated TTFT and TPOT as stated in the analysis", () => {
    const run = read().runs[0];
    if (run === undefined) throw new Error("no run");
    const { metrics } = analyzeRun(run, { percentiles: [99] });
    expect(metrics.find((m) => m.key === "mean_ttft_ms")).toEqual({
      key: "mean_ttft_ms",
      value: 11.481165885925293,
      source: "stated",
    });
    expect(metrics.find((m) => m.key === "p99_tpot_ms")).toEqual({
      key: "p99_tpot_ms",
      value: 1.2557165963309151,
      source: "stated",
    });
  });

  it("reads through readMeasurements as one GuideLLM file of two runs", () => {
    const { files, runs } = readMeasurements([{ name, text }]);
    expect(files).toEqual([{ name, format: "guidellm", runCount: 2, problems: [] }]);
    expect(runs).toHaveLength(2);
  });
});

describe("readGuidellmReport on broken reports", () => {
  const benchmark = { metrics: { time_to_first_token_ms: { successful: { mean: 10 } } } };

  it("names the benchmark and field of a wrong type, and still reads the others", () => {
    const value = {
      benchmarks: [
        benchmark,
        { metrics: { time_to_first_token_ms: { successful: { mean: "slow" } } } },
      ],
    };
    const { runs, problems } = readGuidellmReport([{ line: 1, value }]);
    expect(runs).toHaveLength(1);
    expect(problems.map((p) => [p.rule, p.field])).toEqual([
      ["type", "benchmarks[1].metrics.time_to_first_token_ms.successful.mean"],
    ]);
  });

  it("says a benchmark without any metric it reads has nothing to use", () => {
    const value = { benchmarks: [{ metrics: { request_concurrency: { successful: {} } } }] };
    const { problems } = readGuidellmReport([{ line: 3, value }]);
    expect(problems.map((p) => [p.line, p.rule])).toEqual([[3, "nothingToUse"]]);
  });

  it("reads no more than the document cap of benchmarks, and says so", () => {
    const value = { benchmarks: Array.from({ length: maxDocuments + 5 }, () => benchmark) };
    const { runs, problems } = readGuidellmReport([{ line: 1, value }]);
    expect(runs).toHaveLength(maxDocuments);
    expect(problems.map((p) => p.rule)).toEqual(["tooMany"]);
  });
});
