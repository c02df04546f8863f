import { describe, expect, it } from "vitest";
import { readJsonDocuments } from "../../../src/io/measure/readJsonDocuments.ts";
import { isVllmBench, readVllmBench } from "../../../src/io/measure/vllmBench.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import type { MeasuredRun } from "../../../src/model/measure/run.ts";
import { detailedResult, failedRequest } from "./vllmResult.ts";

const read = (text: string) => readVllmBench(readJsonDocuments(text).documents);

const aggregates = {
  date: "20260120-101010",
  endpoint_type: "openai-chat",
  backend: "openai-chat",
  label: null,
  model_id: "Qwen/Qwen3-8B",
  tokenizer_id: "Qwen/Qwen3-8B",
  num_prompts: 10,
  request_rate: 4.0,
  burstiness: 1.0,
  max_concurrency: null,
  duration: 5.0,
  completed: 9,
  failed: 1,
  total_input_tokens: 900,
  total_output_tokens: 450,
  request_throughput: 1.8,
  request_goodput: 1.2,
  output_throughput: 90.0,
  total_token_throughput: 270.0,
  mean_ttft_ms: 31.5,
  median_ttft_ms: 30.1,
  std_ttft_ms: 2.2,
  "p99.9_ttft_ms": 40.0,
  max_output_tokens_per_s: 120.0,
  max_concurrent_requests: 7,
  spec_decode_acceptance_rate: 62.5,
  spec_decode_acceptance_length: 2.25,
  spec_decode_num_drafts: 400,
  spec_decode_draft_tokens: 800,
  spec_decode_accepted_tokens: 500,
  spec_decode_per_position_acceptance_rates: [0.75, 0.5],
};

describe("readVllmBench", () => {
  it("reads a newer result: endpoint_type, failed, peaks and spec-decode window counts", () => {
    const { runs, problems } = read(JSON.stringify(aggregates));
    expect(problems).toEqual([]);
    const run = runs[0];
    expect(run?.meta).toMatchObject({
      backend: "openai-chat",
      model: "Qwen/Qwen3-8B",
      requestRate: 4,
    });
    expect(run?.meta.maxConcurrency).toBeUndefined();
    expect(run?.stated).toMatchObject({
      failed: 1,
      request_goodput: 1.2,
      "p99.9_ttft_ms": 40,
      max_concurrent_requests: 7,
    });
    // Per-position rates are fractions of drafts: 0.75 · 400 = 300 and 0.5 · 400 = 200.
    expect(run?.specDecode).toEqual({
      numDrafts: 400,
      draftTokens: 800,
      acceptedTokens: 500,
      acceptedPerPosition: [300, 200],
    });
    expect(run?.statedAcceptanceLength).toBe(2.25);
    expect(run?.notes).toEqual([{ code: "noPerRequestData" }]);
  });

  it("reads the request_goodput: spelling of 2025 files as request_goodput", () => {
    const { request_goodput: _, ...rest } = aggregates;
    const { runs } = read(JSON.stringify({ ...rest, "request_goodput:": null }));
    expect(runs[0]?.stated.request_goodput).toBeNull();
    expect(runs[0]?.notes).toContainEqual({ code: "goodputKeyWithColon" });
  });

  it("reads bare Infinity burstiness and NaN statistics as Python wrote them", () => {
    const text = JSON.stringify({ ...aggregates, mean_ttft_ms: 0 })
      .replace('"burstiness":1', '"burstiness":Infinity')
      .replace('"mean_ttft_ms":0', '"mean_ttft_ms":NaN');
    const { runs, problems } = read(text);
    expect(problems).toEqual([]);
    expect(runs[0]?.meta.burstiness).toBe(Number.POSITIVE_INFINITY);
    expect(runs[0]?.stated.mean_ttft_ms).toBeNull();
  });

  it("keeps the per-request arrays of a detailed result, failed requests included", () => {
    const document = detailedResult(
      [{ inputLen: 5, outputLen: 2, ttftS: 0.1, itlsS: [0.02] }, failedRequest(7)],
      1,
    );
    const { runs } = read(JSON.stringify(document));
    expect(runs[0]?.requests).toEqual({
      inputLens: [5, 7],
      outputLens: [2, 0],
      ttftsS: [0.1, 0],
      itlsS: [[0.02], []],
      errors: ["", "Bad Request"],
    });
    expect(runs[0]?.meta.maxConcurrency).toBe(64);
  });

  it("names the array whose length differs and keeps the aggregates", () => {
    const document = detailedResult([{ inputLen: 5, outputLen: 2, ttftS: 0.1, itlsS: [0.02] }], 1);
    const { runs, problems } = read(JSON.stringify({ ...document, ttfts: [0.1, 0.2] }));
    expect(problems).toEqual([
      expect.objectContaining({
        line: 1,
        field: "ttfts",
        rule: "length",
        params: { expected: 1, got: 2 },
      }),
    ]);
    expect(runs[0]?.requests).toBeUndefined();
  });

  it("names the line and field of a wrong type in an appended file", () => {
    const good = JSON.stringify(aggregates);
    const bad = JSON.stringify({ ...aggregates, duration: "five" });
    const { runs, problems } = read(`${good}\n${bad}`);
    expect(runs).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, field: "duration", rule: "type" });
    expect(problems[0]?.message).toBe("duration must be number, got string");
  });

  it("names a negative time in the per-request arrays", () => {
    const document = detailedResult([{ inputLen: 5, outputLen: 2, ttftS: -1, itlsS: [0.02] }], 1);
    const { problems } = read(JSON.stringify(document));
    expect(problems[0]).toMatchObject({ field: "ttfts[0]", rule: "value" });
  });

  it("reads a pooling (embedding) result, which has no output total and input_lens alone", () => {
    // The keys vLLM writes for pooling runs (docs/formats.md §3): no total_output_tokens.
    const pooling = {
      date: "20260120-101010",
      endpoint_type: "openai-embeddings",
      backend: "openai-embeddings",
      label: null,
      model_id: "BAAI/bge-m3",
      tokenizer_id: "BAAI/bge-m3",
      num_prompts: 3,
      request_rate: "inf",
      burstiness: 1.0,
      max_concurrency: null,
      duration: 0.5,
      completed: 3,
      total_input_tokens: 600,
      request_throughput: 6.0,
      total_token_throughput: 1200.0,
      input_lens: [100, 200, 300],
      errors: ["", "", ""],
      mean_e2el_ms: 40.0,
      median_e2el_ms: 38.0,
      std_e2el_ms: 3.0,
      p99_e2el_ms: 47.0,
    };
    const { runs, problems } = read(JSON.stringify(pooling));
    expect(problems).toEqual([]);
    expect(runs[0]?.durationS).toBe(0.5);
    expect(runs[0]?.stated).toEqual({
      completed: 3,
      total_input_tokens: 600,
      request_throughput: 6.0,
      total_token_throughput: 1200.0,
      mean_e2el_ms: 40.0,
      median_e2el_ms: 38.0,
      std_e2el_ms: 3.0,
      p99_e2el_ms: 47.0,
    });
    // Per-request data needs the output lengths, TTFTs and ITLs too.
    expect(runs[0]?.requests).toBeUndefined();
    expect(runs[0]?.notes).toEqual([{ code: "noPerRequestData" }]);
  });

  it("still names a wrong output total", () => {
    const { problems } = read(JSON.stringify({ ...aggregates, total_output_tokens: -5 }));
    expect(problems[0]).toMatchObject({ line: 1, field: "total_output_tokens", rule: "value" });
  });

  it("tells a vLLM result from SGLang's and from other JSON", () => {
    expect(isVllmBench(aggregates)).toBe(true);
    expect(isVllmBench({ backend: "sglang", completed: 1, duration: 1, total_throughput: 1 })).toBe(
      false,
    );
    expect(isVllmBench([aggregates])).toBe(false);
    expect(isVllmBench({ version: 1 })).toBe(false);
  });
});

describe("a vLLM result without completed and duration (as some vendors' forks write it)", () => {
  // Under vLLM's names but no `completed`, `duration` or `total_input_tokens`.
  const vendor = {
    model_id: "Qwen/Qwen3-8B",
    request_rate: 4,
    request_throughput: 2.5,
    output_throughput: 320,
    mean_ttft_ms: 80,
    mean_tpot_ms: 12,
  };

  it("is read, its metrics stated and its duration unknown", () => {
    expect(isVllmBench(vendor)).toBe(true);
    const { runs, problems } = read(JSON.stringify(vendor));
    expect(problems).toEqual([]);
    expect(runs[0]?.durationS).toBeUndefined();
    expect(runs[0]?.stated).toMatchObject({ request_throughput: 2.5, mean_ttft_ms: 80 });
    const analysis = analyzeRun(runs[0] as MeasuredRun, { percentiles: [] });
    expect(analysis.metrics.find((m) => m.key === "mean_ttft_ms")).toEqual({
      key: "mean_ttft_ms",
      value: 80,
      source: "stated",
    });
    expect(analysis.missing).toContainEqual({ code: "throughputNeedsDuration" });
  });

  it("counts completed from its per-request arrays and derives the duration from it", () => {
    // Two successes and a failure; 2 / 2.5 req/s = 0.8 s.
    const detailed = detailedResult(
      [
        { inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] },
        { inputLen: 20, outputLen: 2, ttftS: 0.2, itlsS: [0.04] },
        failedRequest(5),
      ],
      1,
      { request_throughput: 2.5 },
    );
    const { duration: _d, completed: _c, ...withoutCounts } = detailed;
    const { runs, problems } = read(JSON.stringify(withoutCounts));
    expect(problems).toEqual([]);
    expect(runs[0]?.durationS).toBeCloseTo(0.8, 12);
    expect(runs[0]?.notes).toEqual([{ code: "completedDerived" }, { code: "durationDerived" }]);
    const analysis = analyzeRun(runs[0] as MeasuredRun, { percentiles: [] });
    expect(analysis.metrics.find((m) => m.key === "duration")?.source).toBe("computed");
    expect(analysis.metrics.find((m) => m.key === "completed")?.value).toBe(2);
  });

  it("still needs a vLLM key and a metric to be told apart from other JSON", () => {
    expect(isVllmBench({ model_id: "m" })).toBe(false);
    expect(isVllmBench({ request_throughput: 1, mean_ttft_ms: 2 })).toBe(false);
  });
});
