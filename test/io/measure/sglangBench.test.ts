import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readJsonDocuments } from "../../../src/io/measure/readJsonDocuments.ts";
import { isSglangBench, readSglangBench } from "../../../src/io/measure/sglangBench.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import type { MeasuredRun } from "../../../src/model/measure/run.ts";

// Key sets of sgl-project/sglang python/sglang/bench_serving.py: line 1 as the copy at commit
// 0033168f (no total_throughput, `accept_length: null`, bare Infinity for the default rate), line 2
// as the newer upstream copy (tag, server_info, vision tokens, total_throughput, peak metrics) with
// `--output-details`; numbers made up but consistent (e.g. 1042 input tokens / 2.5 s = 416.8 tok/s).
const fixture = readFileSync(
  join(import.meta.dirname, "../../fixtures/measure/sglang-bench-serving.jsonl"),
  "utf8",
);

const read = (text: string) => readSglangBench(readJsonDocuments(text).documents);
const fixtureRuns = () => read(fixture).runs;

describe("readSglangBench", () => {
  it("reads one run a line, each knowing its line", () => {
    const parsed = read(fixture);
    expect(parsed.problems).toEqual([]);
    expect(parsed.runs.map((run) => [run.format, run.line])).toEqual([
      ["sglang", 1],
      ["sglang", 2],
    ]);
  });

  it("renames *_e2e_latency_ms to vLLM's *_e2el_ms and keeps TTFT, TPOT and ITL names", () => {
    const stated = fixtureRuns()[0]?.stated ?? {};
    expect(stated).toMatchObject({
      mean_e2el_ms: 12500.5,
      median_e2el_ms: 12480.25,
      std_e2el_ms: 310.75,
      p99_e2el_ms: 13190.0,
      mean_ttft_ms: 820.5,
      median_ttft_ms: 790.25,
      std_ttft_ms: 120.125,
      p99_ttft_ms: 1210.0,
      mean_tpot_ms: 45.8,
      p99_tpot_ms: 49.9,
      mean_itl_ms: 45.7,
      p95_itl_ms: 58.0,
      p99_itl_ms: 91.5,
    });
    expect(stated).not.toHaveProperty("mean_e2e_latency_ms");
  });

  it("states throughputs and counts, and total_throughput as total_token_throughput", () => {
    const [first, second] = fixtureRuns();
    expect(first?.stated).toMatchObject({
      request_throughput: 5.0,
      input_throughput: 5120.0,
      output_throughput: 1280.0,
      completed: 200,
      total_input_tokens: 204800,
      total_output_tokens: 51200,
    });
    expect(second?.stated).toMatchObject({
      total_token_throughput: 493.6,
      max_output_tokens_per_s: 90.0,
      max_concurrent_requests: 2,
    });
    expect(second?.stated).not.toHaveProperty("total_throughput");
  });

  it("keeps the duration out of the stated aggregates, and leaves SGLang-only keys out", () => {
    const [first] = fixtureRuns();
    expect(first?.durationS).toBe(40.0);
    expect(first?.stated).not.toHaveProperty("duration");
    expect(first?.stated).not.toHaveProperty("concurrency");
    expect(first?.stated).not.toHaveProperty("total_output_tokens_retokenized");
  });

  it("reads accept_length as the stated acceptance length, and null as none", () => {
    const [first, second] = fixtureRuns();
    expect(first?.statedAcceptanceLength).toBeUndefined();
    expect(second?.statedAcceptanceLength).toBe(3.25);
  });

  it("reads a bare Infinity request rate as unlimited, and a number as it is", () => {
    const [first, second] = fixtureRuns();
    expect(first?.meta.requestRate).toBe(Number.POSITIVE_INFINITY);
    expect(second?.meta.requestRate).toBe(4.0);
  });

  it('reads the "trace" request rate as no rate, and says so in extra', () => {
    const [run] = read('{"backend": "sglang", "request_rate": "trace", "duration": 10.0}').runs;
    expect(run?.meta.requestRate).toBeUndefined();
    expect(run?.meta.extra.request_rate).toBe("trace");
  });

  it("reads backend, concurrency cap, tag as label, and other text like dataset_name as extra", () => {
    const [first, second] = fixtureRuns();
    expect(first?.meta).toMatchObject({ backend: "sglang-oai", maxConcurrency: 64 });
    expect(first?.meta.label).toBeUndefined();
    expect(first?.meta.extra).toEqual({ dataset_name: "random" });
    expect(second?.meta).toMatchObject({ backend: "sglang", label: "eagle-run" });
    expect(second?.meta.maxConcurrency).toBeUndefined();
    expect(second?.meta.extra).toEqual({ dataset_name: "random" });
  });

  it("reads --output-details arrays as per-request data in seconds, failed requests included", () => {
    const [first, second] = fixtureRuns();
    expect(first?.requests).toBeUndefined();
    expect(second?.requests).toEqual({
      inputLens: [512, 480, 530],
      outputLens: [128, 0, 64],
      ttftsS: [0.21, 0.0, 0.35],
      itlsS: [[0.01, 0.011, 0.0095], [], [0.0105, 0.0102]],
      errors: ["", "Bad Request", ""],
    });
  });

  it("counts every request a success when the file has no errors array", () => {
    const text = JSON.stringify({
      duration: 1.0,
      input_lens: [10, 20],
      output_lens: [5, 6],
      ttfts: [0.1, 0.2],
      itls: [[0.01], [0.02]],
    });
    expect(read(text).runs[0]?.requests?.errors).toEqual(["", ""]);
  });

  it("notes that SGLang's ITL is per token, always", () => {
    for (const run of fixtureRuns())
      expect(run.notes).toContainEqual({ code: "sglangItlPerToken" });
  });

  it("notes that output lengths may be the requested ones, except for the /generate backend", () => {
    const [first, second] = fixtureRuns();
    expect(first?.notes).toContainEqual({ code: "sglangOutputLenRequested" });
    expect(second?.notes).not.toContainEqual({ code: "sglangOutputLenRequested" });
  });

  it("notes a run without per-request data", () => {
    const [first, second] = fixtureRuns();
    expect(first?.notes).toContainEqual({ code: "noPerRequestData" });
    expect(second?.notes).not.toContainEqual({ code: "noPerRequestData" });
  });

  it("names the array, the line and both lengths when the per-request arrays differ in length", () => {
    const good = JSON.stringify({ duration: 1.0, completed: 2 });
    const bad = JSON.stringify({
      duration: 1.0,
      completed: 2,
      input_lens: [10, 20],
      output_lens: [5, 6],
      ttfts: [0.1, 0.2, 0.3],
      itls: [[0.01], [0.02]],
      errors: ["", ""],
    });
    const parsed = read(`${good}\n${bad}\n`);
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        line: 2,
        field: "ttfts",
        rule: "length",
        params: { expected: 2, got: 3 },
      }),
    ]);
    // The aggregates still stand; only the per-request data is dropped.
    expect(parsed.runs[1]?.requests).toBeUndefined();
    expect(parsed.runs[1]?.stated.completed).toBe(2);
  });

  it("names a missing array when the other per-request arrays are there", () => {
    const text = JSON.stringify({ duration: 1.0, input_lens: [1], output_lens: [1], ttfts: [0.1] });
    expect(read(text).problems).toEqual([
      expect.objectContaining({ line: 1, field: "itls", rule: "type" }),
    ]);
  });

  it("names a wrong type with its line and field, and reads no run from that line", () => {
    const good = JSON.stringify({ duration: 1.0, mean_ttft_ms: 10 });
    const bad = JSON.stringify({ duration: 1.0, mean_ttft_ms: "fast" });
    const parsed = read(`${good}\n\n${bad}\n`);
    expect(parsed.runs.map((run) => run.line)).toEqual([1]);
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        line: 3,
        field: "mean_ttft_ms",
        rule: "type",
        params: { expected: "number", got: "string" },
      }),
    ]);
  });

  it("names a negative time in the per-request arrays by its index", () => {
    const text = JSON.stringify({
      duration: 1.0,
      input_lens: [1, 1],
      output_lens: [1, 1],
      ttfts: [0.1, -0.2],
      itls: [[], []],
    });
    expect(read(text).problems).toEqual([
      expect.objectContaining({ line: 1, field: "ttfts[1]", rule: "value" }),
    ]);
  });

  it("names a request rate that is neither a number nor trace", () => {
    expect(read('{"duration": 1.0, "request_rate": true}').problems).toEqual([
      expect.objectContaining({ field: "request_rate", rule: "type" }),
    ]);
  });

  it("reads NaN aggregates as not stated (null)", () => {
    const [run] = read('{"duration": 1.0, "mean_tpot_ms": NaN}').runs;
    expect(run?.stated.mean_tpot_ms).toBeNull();
  });

  it("reports a line that is not an object, and one with nothing SGLang writes", () => {
    const parsed = read('{"hello": "world"}\n[1, 2]\n');
    expect(parsed.runs).toEqual([]);
    expect(parsed.problems).toEqual([
      expect.objectContaining({ line: 1, rule: "nothingToUse" }),
      expect.objectContaining({
        line: 2,
        rule: "type",
        params: { expected: "object", got: "array" },
      }),
    ]);
  });

  it("tells SGLang results from other JSON by their own key names", () => {
    const [firstLine, secondLine] = fixture.split("\n");
    const documents = readJsonDocuments(`${firstLine}\n${secondLine}`).documents;
    expect(documents.map((document) => isSglangBench(document.value))).toEqual([true, true]);
    expect(isSglangBench({ model_id: "m", completed: 1, duration: 1, mean_e2el_ms: 3 })).toBe(
      false,
    );
    expect(isSglangBench([])).toBe(false);
  });

  it("never throws on arbitrary text, and gives each document a run or a problem", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { documents } = readJsonDocuments(text);
        const parsed = readSglangBench(documents);
        expect(parsed.runs.length + parsed.problems.length).toBeGreaterThanOrEqual(
          documents.length,
        );
      }),
    );
  });

  it("never throws on arbitrary JSON values, nor on SGLang keys holding arbitrary values", () => {
    const keys = [
      "backend",
      "tag",
      "request_rate",
      "max_concurrency",
      "duration",
      "completed",
      "mean_ttft_ms",
      "p99_e2e_latency_ms",
      "total_throughput",
      "accept_length",
      "input_lens",
      "output_lens",
      "ttfts",
      "itls",
      "errors",
    ];
    const sglangLike = fc.dictionary(fc.constantFrom(...keys), fc.anything());
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.jsonValue(), sglangLike), { maxLength: 4 }), (values) => {
        const documents = values.map((value, index) => ({ line: index + 1, value }));
        const parsed = readSglangBench(documents);
        for (const document of documents) {
          const ran = parsed.runs.some((run) => run.line === document.line);
          const failed = parsed.problems.some((problem) => problem.line === document.line);
          expect(ran || failed).toBe(true);
        }
      }),
    );
  });
});

describe("readSglangBench value checks", () => {
  const run = (extra: Record<string, unknown>) =>
    JSON.stringify({ backend: "sglang", completed: 10, mean_e2e_latency_ms: 900, ...extra });

  it("names a duration that is not above 0, with its line, and reads no run from that line", () => {
    const parsed = read(`${run({ duration: 2.0 })}
${run({ duration: 0 })}
${run({ duration: -1 })}`);
    expect(parsed.runs.map((found) => found.line)).toEqual([1]);
    expect(parsed.problems.map((problem) => [problem.line, problem.field, problem.rule])).toEqual([
      [2, "duration", "value"],
      [3, "duration", "value"],
    ]);
    expect(parsed.problems[0]?.message).toBe("duration must be above 0 seconds, got 0");
  });

  it("names a max_concurrency that is not a whole number of at least 1, and keeps null as no cap", () => {
    const parsed = read(
      [2.5, 0, -3, null].map((cap) => run({ duration: 1.0, max_concurrency: cap })).join("\n"),
    );
    expect(parsed.problems.map((problem) => [problem.line, problem.field, problem.rule])).toEqual([
      [1, "max_concurrency", "value"],
      [2, "max_concurrency", "value"],
      [3, "max_concurrency", "value"],
    ]);
    expect(parsed.runs.map((found) => [found.line, found.meta.maxConcurrency])).toEqual([
      [4, undefined],
    ]);
  });

  it("ignores accept_length 0, written without speculative decoding, and names one below 1", () => {
    const parsed = read(
      [0, 0.5, 1, 2.75].map((length) => run({ duration: 1.0, accept_length: length })).join("\n"),
    );
    expect(parsed.problems.map((problem) => [problem.line, problem.field, problem.rule])).toEqual([
      [2, "accept_length", "value"],
    ]);
    expect(parsed.runs.map((found) => [found.line, found.statedAcceptanceLength])).toEqual([
      [1, undefined],
      [3, 1],
      [4, 2.75],
    ]);
  });
});

describe("an SGLang run with per-request data keeps the E2E latency it states", () => {
  // One request: TTFT 100 ms, gaps 20 and 30 ms, so TTFT + gaps = 150 ms; SGLang's own clock ran
  // to the end of the stream and states 170 ms.
  const document = {
    backend: "sglang",
    duration: 1,
    completed: 1,
    total_input_tokens: 10,
    total_output_tokens: 3,
    request_throughput: 1,
    output_throughput: 3,
    mean_e2e_latency_ms: 170,
    mean_ttft_ms: 100,
    input_lens: [10],
    output_lens: [3],
    ttfts: [0.1],
    itls: [[0.02, 0.03]],
    errors: [""],
  };

  it("shows the file's 170 ms, with the rebuilt 150 ms beside it", () => {
    const { runs, problems } = read(JSON.stringify(document));
    expect(problems).toEqual([]);
    const analysis = analyzeRun(runs[0] as MeasuredRun, { percentiles: [99] });
    expect(analysis.metrics.find((m) => m.key === "mean_e2el_ms")).toEqual({
      key: "mean_e2el_ms",
      value: 170,
      source: "stated",
    });
    const check = analysis.checks.find((c) => c.key === "mean_e2el_ms");
    expect(check?.computed).toBeCloseTo(150, 9);
    // A percentile it does not state is the rebuilt one, marked approximate.
    expect(analysis.metrics.find((m) => m.key === "p99_e2el_ms")?.source).toBe("approximate");
    expect(analysis.metrics.find((m) => m.key === "mean_ttft_ms")?.source).toBe("computed");
  });
});
