import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAiperfLike, readAiperfExport } from "../../../src/io/measure/aiperfExport.ts";
import { readJsonDocuments } from "../../../src/io/measure/readJsonDocuments.ts";

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, "../../fixtures/measure", name), "utf8");
const read = (text: string) => {
  const [document] = readJsonDocuments(text).documents;
  if (document === undefined) throw new Error("the test text is not JSON");
  return readAiperfExport(document);
};
const readValue = (value: unknown) => readAiperfExport({ line: 1, value });

// The metrics, summary, status, error and input_config sections of the example file in
// nvda-ci/aiperf docs/tutorials/working-with-profile-exports.md @ 8e6a033d (its ITL row taken from
// the CSV example there); schema_version, aiperf_version and benchmark_id as newer files add them.
const aiperf = () => read(fixture("profile_export_aiperf.json"));
// A real GenAI-Perf 24.12 export pasted in triton-inference-server/perf_analyzer issue #298,
// a few per-request percentiles and input_config keys trimmed.
const genaiPerf = () => read(fixture("profile_export_genai_perf.json"));
// Very old GenAI-Perf: every statistic a string, times in ns (triton-inference-server/client
// src/c++/perf_analyzer/genai-perf/tests/test_json_exporter.py, 2024), trimmed to a few statistics.
const oldGenaiPerf = {
  request_throughput: { unit: "request per sec", avg: "12.222026283281268" },
  request_latency: { unit: "ns", avg: "81694262.3143508", p99: "101977365.62", p50: "81988918.0" },
  time_to_first_token: { unit: "ns", avg: "20757771.22095672", std: "4220849.59851806" },
  inter_token_latency: { unit: "ns", avg: "3860101.1100274306", p90: "5036146.1" },
  output_token_throughput: { unit: "tokens per sec", avg: "217.1010500160076" },
  num_output_token: { unit: "tokens", avg: "17.763097949886106" },
  input_config: { model: "gpt2_vllm", concurrency: 1, request_rate: null },
};

describe("isAiperfLike", () => {
  it("tells AIPerf from GenAI-Perf by AIPerf's own keys", () => {
    expect(isAiperfLike(JSON.parse(fixture("profile_export_aiperf.json")))).toBe("aiperf");
    expect(isAiperfLike(JSON.parse(fixture("profile_export_genai_perf.json")))).toBe("genaiPerf");
    expect(isAiperfLike(oldGenaiPerf)).toBe("genaiPerf");
  });

  it("rejects a vLLM result, whose throughputs are plain numbers, and non-objects", () => {
    expect(isAiperfLike({ request_throughput: 5.0, completed: 10, duration: 2 })).toBeNull();
    expect(isAiperfLike([{ time_to_first_token: { unit: "ms", avg: 1 } }])).toBeNull();
    expect(isAiperfLike(null)).toBeNull();
  });
});

describe("readAiperfExport", () => {
  it("reads an AIPerf export as one run at its line, noting that its ITL is TPOT", () => {
    const parsed = aiperf();
    expect(parsed.problems).toEqual([]);
    expect(parsed.runs).toHaveLength(1);
    expect(parsed.runs[0]).toMatchObject({ format: "aiperf", line: 1 });
    expect(parsed.runs[0]?.notes).toEqual([{ code: "aiperfItlIsTpot" }]);
  });

  it("maps TTFT's avg to mean, p50 to median and p50, and every other percentile present", () => {
    const stated = aiperf().runs[0]?.stated ?? {};
    expect(stated.mean_ttft_ms).toBe(1588.797775365);
    expect(stated.median_ttft_ms).toBe(787.5439584999999);
    expect(stated.p50_ttft_ms).toBe(787.5439584999999);
    expect(stated.p95_ttft_ms).toBe(4051.42644575);
    // This TTFT has no std or p99; nothing is made up for them.
    expect(stated).not.toHaveProperty("std_ttft_ms");
    expect(stated).not.toHaveProperty("p99_ttft_ms");
  });

  it("reads inter_token_latency as TPOT and request_latency as E2EL, every statistic", () => {
    const stated = aiperf().runs[0]?.stated ?? {};
    expect(stated).toMatchObject({
      mean_tpot_ms: 51.76,
      median_tpot_ms: 51.98,
      std_tpot_ms: 1.23,
      p1_tpot_ms: 50.41,
      p5_tpot_ms: 50.5,
      p10_tpot_ms: 50.53,
      p25_tpot_ms: 50.86,
      p75_tpot_ms: 52.17,
      p90_tpot_ms: 53.18,
      p95_tpot_ms: 54.32,
      p99_tpot_ms: 55.87,
      mean_e2el_ms: 6550.356151749999,
      std_e2el_ms: 1171.13614778278,
      p99_e2el_ms: 9381.628943169999,
    });
    expect(stated).not.toHaveProperty("mean_itl_ms");
  });

  it("states throughput, counts and token totals under vLLM's names, and skips null metrics", () => {
    const run = aiperf().runs[0];
    expect(run?.stated).toMatchObject({
      request_throughput: 13.16084556379392,
      completed: 200,
      total_input_tokens: 110000,
      total_output_tokens: 19370,
    });
    // goodput and error_request_count are null in this file.
    expect(run?.stated).not.toHaveProperty("request_goodput");
    expect(run?.stated).not.toHaveProperty("failed");
    expect(run?.durationS).toBe(15.196591969000002);
  });

  it("reads model, concurrency, start time and versions into the meta", () => {
    expect(aiperf().runs[0]?.meta).toEqual({
      date: "2025-10-17T20:22:08.939332",
      model: "openai/gpt-oss-20b",
      maxConcurrency: 100,
      extra: {
        aiperf_version: "0.3.0",
        schema_version: "1.1",
        benchmark_id: "2f0c4c1e-7d7e-4f55-9a5b-3b1f0c8e2a10",
        endpoint_type: "chat",
      },
    });
  });

  it("reads a GenAI-Perf export, its p25 and p75 included, and its model and concurrency", () => {
    const parsed = genaiPerf();
    expect(parsed.problems).toEqual([]);
    const run = parsed.runs[0];
    expect(run?.format).toBe("genaiPerf");
    expect(run?.stated).toMatchObject({
      mean_ttft_ms: 184.63779366666665,
      p25_ttft_ms: 124.51677875,
      p75_ttft_ms: 234.43528899999998,
      mean_tpot_ms: 2.1767344516666665,
      median_e2el_ms: 5778.654798,
      request_throughput: 17.222547659562533,
      output_throughput: 44190.56002502682,
    });
    expect(run?.durationS).toBeUndefined();
    expect(run?.meta).toMatchObject({ model: "ensemble", maxConcurrency: 100 });
    expect(run?.meta.requestRate).toBeUndefined();
    expect(run?.notes).toEqual([{ code: "aiperfItlIsTpot" }]);
  });

  it("reads old GenAI-Perf's numeric strings and converts its nanoseconds to milliseconds", () => {
    const parsed = readValue(oldGenaiPerf);
    expect(parsed.problems).toEqual([]);
    const stated = parsed.runs[0]?.stated ?? {};
    // 20,757,771.22 ns = 20.75777122 ms; 101,977,365.62 ns = 101.97736562 ms.
    expect(stated.mean_ttft_ms).toBeCloseTo(20.75777122095672, 9);
    expect(stated.std_ttft_ms).toBeCloseTo(4.22084959851806, 9);
    expect(stated.p99_e2el_ms).toBeCloseTo(101.97736562, 9);
    expect(stated.median_e2el_ms).toBeCloseTo(81.988918, 9);
    expect(stated.p90_tpot_ms).toBeCloseTo(5.0361461, 9);
    expect(stated.request_throughput).toBeCloseTo(12.222026283281268, 12);
    expect(stated.output_throughput).toBeCloseTo(217.1010500160076, 10);
    expect(parsed.runs[0]?.meta.model).toBe("gpt2_vllm");
  });

  it("converts seconds, microseconds and nanoseconds to milliseconds", () => {
    const parsed = readValue({
      time_to_first_token: { unit: "s", avg: 0.25, p99: 1.5 },
      inter_token_latency: { unit: "us", avg: 12500 },
      request_latency: { unit: "sec", avg: 3 },
      inter_chunk_latency: { unit: "ns", avg: 7_000_000 },
    });
    expect(parsed.runs[0]?.stated).toEqual({
      mean_ttft_ms: 250,
      p99_ttft_ms: 1500,
      mean_tpot_ms: 12.5,
      mean_e2el_ms: 3000,
      mean_itl_ms: 7,
    });
  });

  it("reads the benchmark duration in sec, s, ms or ns as seconds", () => {
    const durationS = (unit: string, avg: number) =>
      readValue({ benchmark_duration: { unit, avg } }).runs[0]?.durationS;
    expect(durationS("sec", 15.5)).toBe(15.5);
    expect(durationS("s", 2)).toBe(2);
    expect(durationS("ms", 1500)).toBeCloseTo(1.5, 12);
    expect(durationS("ns", 2_500_000_000)).toBeCloseTo(2.5, 12);
  });

  it("reads failures, goodput and total token throughput when the file states them", () => {
    const parsed = readValue({
      benchmark_duration: { unit: "sec", avg: 10 },
      error_request_count: { unit: "requests", avg: 3 },
      goodput: { unit: "requests/sec", avg: 8.5 },
      total_token_throughput: { unit: "tokens/sec", avg: 4200 },
    });
    expect(parsed.runs[0]?.stated).toEqual({
      failed: 3,
      request_goodput: 8.5,
      total_token_throughput: 4200,
    });
  });

  it("reads an inter_chunk_latency aggregate as ITL, and ignores it as a per-request list", () => {
    const asList = readValue({
      time_to_first_token: { unit: "ms", avg: 10 },
      inter_chunk_latency: { unit: "ms", value: [4.9, 5.3] },
    });
    expect(asList.problems).toEqual([]);
    expect(asList.runs[0]?.stated).toEqual({ mean_ttft_ms: 10 });
  });

  it("names a latency unit it cannot read, with the field", () => {
    const parsed = readValue({ time_to_first_token: { unit: "minutes", avg: 1 } });
    expect(parsed.runs).toEqual([]);
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        line: 1,
        field: "time_to_first_token.unit",
        rule: "value",
        params: { got: "minutes" },
      }),
    ]);
  });

  it("names a wrong type with its document's line and the field", () => {
    const parsed = readAiperfExport({
      line: 2,
      value: { time_to_first_token: { unit: "ms", avg: "fast" }, request_latency: 12 },
    });
    expect(parsed.runs).toEqual([]);
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        line: 2,
        field: "time_to_first_token.avg",
        rule: "type",
        params: { expected: "number", got: "string" },
      }),
      expect.objectContaining({ line: 2, field: "request_latency", rule: "type" }),
    ]);
  });

  it("names a latency without a unit", () => {
    const parsed = readValue({
      request_throughput: { unit: "requests/sec", avg: 2 },
      request_latency: { avg: 12 },
    });
    expect(parsed.problems).toEqual([
      expect.objectContaining({ field: "request_latency.unit", rule: "type" }),
    ]);
  });

  it("reads NaN statistics as not stated", () => {
    const [run] = readValue({ time_to_first_token: { unit: "ms", avg: 10, std: Number.NaN } }).runs;
    expect(run?.stated).toEqual({ mean_ttft_ms: 10, std_ttft_ms: null });
  });

  it("reports JSON that is neither export", () => {
    expect(readValue({ completed: 3 }).problems).toEqual([
      expect.objectContaining({ line: 1, rule: "unknownFormat" }),
    ]);
    expect(readValue(42).problems).toEqual([expect.objectContaining({ rule: "unknownFormat" })]);
  });

  it("never throws on arbitrary JSON values, and gives either a run or problems", () => {
    const unit = fc.constantFrom("ms", "s", "sec", "us", "ns", "tokens", "hours", "");
    const statistic = fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.anything());
    const metric = fc.oneof(
      fc.record({ unit, avg: statistic, p50: statistic, p99: statistic, std: statistic }),
      fc.anything(),
    );
    const keys = [
      "time_to_first_token",
      "inter_token_latency",
      "inter_chunk_latency",
      "request_latency",
      "benchmark_duration",
      "request_count",
      "goodput",
      "input_config",
      "aiperf_version",
    ];
    const exportLike = fc.dictionary(fc.constantFrom(...keys), metric);
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), exportLike), (value) => {
        const parsed = readValue(value);
        expect(parsed.runs.length === 1 || parsed.problems.length > 0).toBe(true);
        expect(parsed.runs.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("never throws on arbitrary text read as JSON", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const document of readJsonDocuments(text).documents) {
          const parsed = readAiperfExport(document);
          expect(parsed.runs.length + parsed.problems.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
