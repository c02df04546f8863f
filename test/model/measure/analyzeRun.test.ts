import { describe, expect, it } from "vitest";
import { readVllmBench } from "../../../src/io/measure/vllmBench.ts";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import type { MeasuredRun } from "../../../src/model/measure/run.ts";
import { detailedResult, failedRequest, generatedRequests } from "../../io/measure/vllmResult.ts";
import { npMean, npMedian, npPercentile, npStd } from "./numpyReference.ts";

const runOf = (document: Record<string, unknown>): MeasuredRun => {
  const { runs, problems } = readVllmBench([{ line: 1, value: document }]);
  expect(problems).toEqual([]);
  return runs[0] as MeasuredRun;
};

const metricOf = (analysis: RunAnalysis, key: string): number | null | undefined =>
  analysis.metrics.find((metric) => metric.key === key)?.value;

// Four requests by hand: r1 3 tokens over 2 chunks, r2 2 tokens, r3 failed, r4 a single token.
const handRun = runOf(
  detailedResult(
    [
      { inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] },
      { inputLen: 20, outputLen: 2, ttftS: 0.2, itlsS: [0.04] },
      failedRequest(99),
      { inputLen: 30, outputLen: 1, ttftS: 0.3, itlsS: [] },
    ],
    2,
  ),
);

describe("analyzeRun on per-request data", () => {
  const analysis = analyzeRun(handRun, {
    percentiles: [99],
    goodput: { ttftMs: 200, tpotMs: 30 },
  });
  const expectMs = (key: string, ms: number) => expect(metricOf(analysis, key)).toBeCloseTo(ms, 9);

  it("counts successes, failures and tokens of successful requests only", () => {
    expect(metricOf(analysis, "completed")).toBe(3);
    expect(metricOf(analysis, "failed")).toBe(1);
    expect(metricOf(analysis, "total_input_tokens")).toBe(60);
    expect(metricOf(analysis, "total_output_tokens")).toBe(6);
  });

  it("divides by the duration for every throughput", () => {
    expect(metricOf(analysis, "request_throughput")).toBe(1.5);
    expect(metricOf(analysis, "output_throughput")).toBe(3);
    expect(metricOf(analysis, "total_token_throughput")).toBe(33);
  });

  it("computes TTFT over successful requests: mean 200, std √(0.02/3) s, p99 298 ms", () => {
    expectMs("mean_ttft_ms", 200);
    expectMs("median_ttft_ms", 200);
    expectMs("std_ttft_ms", Math.sqrt(0.02 / 3) * 1000);
    expectMs("p99_ttft_ms", 298);
  });

  it("leaves the one-token request out of TPOT: [25, 40] ms", () => {
    expectMs("mean_tpot_ms", 32.5);
    expectMs("median_tpot_ms", 32.5);
    expectMs("std_tpot_ms", 7.5);
    expectMs("p99_tpot_ms", 25 + 0.99 * 15);
  });

  it("weighs ITL per chunk: [20, 30, 40] ms", () => {
    expectMs("mean_itl_ms", 30);
    expectMs("std_itl_ms", Math.sqrt(200 / 3));
    expectMs("p99_itl_ms", 30 + 0.98 * 10);
  });

  it("takes E2EL as TTFT plus the chunk gaps: [150, 240, 300] ms", () => {
    expectMs("mean_e2el_ms", 230);
    expectMs("median_e2el_ms", 240);
    expectMs("std_e2el_ms", Math.sqrt(3800));
    expectMs("p99_e2el_ms", 240 + 0.98 * 60);
  });

  it("counts a request good only within every SLO, limits inclusive", () => {
    // r1 passes both; r2 meets TTFT exactly (200 ms) but not TPOT (40 ms); r4 misses TTFT.
    expect(metricOf(analysis, "request_goodput")).toBe(0.5);
    expect(analysis.attainment.ttft).toBeCloseTo(2 / 3, 12);
    // TPOT counts as 0 for the one-token request, as in vLLM's goodput.
    expect(analysis.attainment.tpot).toBeCloseTo(2 / 3, 12);
  });

  it("measures tokens per chunk and the token-weighted TPOT: 3 tokens over 3 chunks in 90 ms", () => {
    expect(metricOf(analysis, "tokens_per_chunk")).toBe(1);
    expect(analysis.identity?.tokenWeightedTpotMs).toBeCloseTo(30, 9);
    expect(analysis.identity?.acceptanceAssumed).toBe(true);
    // mean ITL / 1 = 30 ms against the token-weighted 30 ms: no gap.
    expect(analysis.identity?.gap).toBeCloseTo(0, 9);
  });

  it("takes Little's law, not a max concurrency of 64 the run never reached", () => {
    // Σ E2EL / duration = (0.15 + 0.24 + 0.3) s / 2 s.
    expect(analysis.concurrency?.source).toBe("littlesLaw");
    expect(analysis.concurrency?.value).toBeCloseTo(0.345, 12);
  });
});

describe("analyzeRun against an independent computation", () => {
  const requests = generatedRequests(500, 7);
  const run = runOf(detailedResult(requests, 12.5));
  const percentiles = [50, 90, 99, 99.9];
  const slo = { ttftMs: 600, tpotMs: 20, e2elMs: 1500 };
  const analysis = analyzeRun(run, { percentiles, goodput: slo });
  const ok = requests.filter((r) => !r.error);
  const e2el = ok.map((r) => r.ttftS + r.itlsS.reduce((a, b) => a + b, 0));
  const tpot = ok
    .filter((r) => r.outputLen > 1)
    .map((r) => r.itlsS.reduce((a, b) => a + b, 0) / (r.outputLen - 1));
  const lists: Record<string, number[]> = {
    ttft: ok.map((r) => r.ttftS),
    tpot,
    itl: ok.flatMap((r) => r.itlsS),
    e2el,
  };

  it.each(Object.keys(lists))("matches numpy's statistics of %s", (metric) => {
    const list = lists[metric] as number[];
    const close = (key: string, seconds: number) =>
      expect(metricOf(analysis, key)).toBeCloseTo(seconds * 1000, 8);
    close(`mean_${metric}_ms`, npMean(list));
    close(`median_${metric}_ms`, npMedian(list));
    close(`std_${metric}_ms`, npStd(list));
    for (const p of percentiles) close(`p${p}_${metric}_ms`, npPercentile(list, p));
  });

  it("matches the goodput counted request by request", () => {
    const good = ok.filter((r, i) => {
      const t = r.outputLen > 1 ? r.itlsS.reduce((a, b) => a + b, 0) / (r.outputLen - 1) : 0;
      return r.ttftS <= 0.6 && t <= 0.02 && (e2el[i] as number) <= 1.5;
    }).length;
    expect(metricOf(analysis, "request_goodput")).toBeCloseTo(good / 12.5, 12);
  });

  it("matches tokens per chunk summed over the requests", () => {
    const multi = ok.filter((r) => r.outputLen > 1);
    const tokens = multi.reduce((sum, r) => sum + r.outputLen - 1, 0);
    const chunks = multi.reduce((sum, r) => sum + r.itlsS.length, 0);
    expect(metricOf(analysis, "tokens_per_chunk")).toBeCloseTo(tokens / chunks, 12);
    expect(metricOf(analysis, "tokens_per_chunk")).toBeGreaterThan(1.5);
  });

  it("lists percentiles in ascending order after mean, median and std", () => {
    const keys = analysis.metrics.map((m) => m.key).filter((k) => k.endsWith("_ttft_ms"));
    expect(keys).toEqual([
      "mean_ttft_ms",
      "median_ttft_ms",
      "std_ttft_ms",
      "p50_ttft_ms",
      "p90_ttft_ms",
      "p99_ttft_ms",
      "p99.9_ttft_ms",
    ]);
  });
});

describe("analyzeRun on aggregates only", () => {
  const run = runOf({
    backend: "vllm",
    model_id: "m",
    duration: 10,
    completed: 100,
    total_input_tokens: 1000,
    total_output_tokens: 5000,
    request_throughput: 10,
    output_throughput: 400,
    total_token_throughput: 600,
    mean_ttft_ms: 50,
    median_ttft_ms: 45,
    mean_itl_ms: 30,
    mean_tpot_ms: 20,
    mean_e2el_ms: 2000,
    spec_decode_num_drafts: 100,
    spec_decode_draft_tokens: 300,
    spec_decode_accepted_tokens: 150,
    spec_decode_per_position_acceptance_rates: [0.8, 0.5, 0.2],
  });
  const analysis = analyzeRun(run, { percentiles: [50, 99] });

  it("recomputes throughputs from the counts and flags the stated ones that disagree", () => {
    const byKey = Object.fromEntries(analysis.checks.map((c) => [c.key, c]));
    expect(byKey.request_throughput?.relativeError).toBe(0);
    // 5000 tokens / 10 s = 500, not the stated 400.
    expect(byKey.output_throughput?.computed).toBe(500);
    expect(byKey.output_throughput?.relativeError).toBeCloseTo(0.25, 12);
  });

  it("reads the stated median as p50 and says which percentiles need per-request data", () => {
    expect(metricOf(analysis, "p50_ttft_ms")).toBe(45);
    expect(analysis.missing).toContainEqual({ code: "percentileNotStated", key: "p99_ttft_ms" });
  });

  it("says nothing of a percentile computed only besides, for a comparison", () => {
    const besides = analyzeRun(run, { percentiles: [50, 99], alsoComputed: [90, 99] });
    expect(besides.missing).toEqual(analysis.missing);
    expect(besides.missing).not.toContainEqual({
      code: "percentileNotStated",
      key: "p90_ttft_ms",
    });
  });

  it("computes vLLM's acceptance figures from the draft counts", () => {
    // 1 + 150 / 100 = 2.5; 150 / 300 = 0.5; per position 0.8, 0.5, 0.2 (sum 1.5 = α − 1).
    expect(analysis.acceptance?.meanLength).toBe(2.5);
    expect(analysis.acceptance?.rate).toBe(0.5);
    expect(analysis.acceptance?.perPosition?.map((r) => Math.round(r * 1e9) / 1e9)).toEqual([
      0.8, 0.5, 0.2,
    ]);
    expect(metricOf(analysis, "mean_acceptance_length")).toBe(2.5);
  });

  it("checks mean TPOT = mean ITL / α against the stated mean TPOT: 30 / 2.5 = 12 vs 20 ms", () => {
    expect(analysis.identity?.itlOverAcceptanceMs).toBe(12);
    expect(analysis.identity?.gap).toBeCloseTo(-0.4, 12);
    expect(analysis.identity?.acceptanceAssumed).toBe(false);
  });

  it("estimates the concurrency by Little's law: 100 · 2 s / 10 s = 20", () => {
    expect(analysis.concurrency).toEqual({ value: 20, source: "littlesLaw" });
  });

  it("takes the max concurrency when the run reached nine tenths of it", () => {
    const capped = { ...run, meta: { ...run.meta, maxConcurrency: 22 } };
    expect(analyzeRun(capped, { percentiles: [] }).concurrency).toEqual({
      value: 22,
      source: "maxConcurrency",
    });
    const unreached = { ...run, meta: { ...run.meta, maxConcurrency: 23 } };
    expect(analyzeRun(unreached, { percentiles: [] }).concurrency?.source).toBe("littlesLaw");
  });
});

describe("analyzeRun on partial files", () => {
  it("computes no output throughput for a pooling run, which states no output total", () => {
    // vLLM's pooling (embedding) result: 40 requests, 8000 prompt tokens in 4 s.
    const pooling = runOf({
      date: "20260101-120000",
      endpoint_type: "openai-embeddings",
      backend: "openai-embeddings",
      model_id: "BAAI/bge-m3",
      duration: 4,
      completed: 40,
      total_input_tokens: 8000,
      request_throughput: 10,
      total_token_throughput: 2000,
      mean_e2el_ms: 120,
      median_e2el_ms: 110,
      input_lens: Array<number>(40).fill(200),
      errors: Array<string>(40).fill(""),
    });
    const analysis = analyzeRun(pooling, { percentiles: [] });
    // 40 / 4 s = 10 req/s, as stated.
    expect(metricOf(analysis, "request_throughput")).toBe(10);
    expect(analysis.checks).toEqual([
      { key: "request_throughput", stated: 10, computed: 10, relativeError: 0 },
    ]);
    expect(metricOf(analysis, "output_throughput")).toBeUndefined();
    expect(analysis.metrics.find((metric) => metric.key === "total_token_throughput")).toEqual({
      key: "total_token_throughput",
      value: 2000,
      source: "stated",
    });
    expect(metricOf(analysis, "mean_e2el_ms")).toBe(120);
  });

  it("gives a V0 scrape's acceptance rate without a length", () => {
    const v0: MeasuredRun = {
      format: "prometheus",
      line: 1,
      meta: { extra: {} },
      stated: {},
      histograms: {},
      counters: {},
      specDecode: { draftTokens: 400, acceptedTokens: 300 },
      notes: [],
    };
    const analysis = analyzeRun(v0, { percentiles: [] });
    // 300 / 400 = 0.75, in percent as vLLM states it.
    expect(metricOf(analysis, "acceptance_rate_percent")).toBe(75);
    expect(metricOf(analysis, "mean_acceptance_length")).toBeUndefined();
    expect(analysis.acceptance).toBeNull();
  });
});

describe("analyzeRun never overwrites a measured value", () => {
  // One request: TTFT 100 ms, gaps 20 and 30 ms, 3 tokens. Rebuilt E2EL = 150 ms, TPOT = 25 ms.
  const request = { inputLen: 10, outputLen: 3, ttftS: 0.1, itlsS: [0.02, 0.03] };

  it("keeps an older vLLM's stated E2EL (its clock ran to the final message) and marks the rebuilt one approximate", () => {
    const analysis = analyzeRun(
      runOf(detailedResult([request], 1, { mean_e2el_ms: 160, mean_tpot_ms: 30 })),
      { percentiles: [90] },
    );
    const e2el = analysis.metrics.find((metric) => metric.key === "mean_e2el_ms");
    expect(e2el).toEqual({ key: "mean_e2el_ms", value: 160, source: "stated" });
    // |150 − 160| / 160 = 6.25%, carried beside the file's value.
    const check = analysis.checks.find((c) => c.key === "mean_e2el_ms");
    expect(check?.computed).toBeCloseTo(150, 9);
    expect(check?.relativeError).toBeCloseTo(0.0625, 12);
    expect(analysis.metrics.find((m) => m.key === "mean_tpot_ms")).toEqual({
      key: "mean_tpot_ms",
      value: 30,
      source: "stated",
    });
    // A percentile the file does not state is the rebuilt one, marked so.
    const p90 = analysis.metrics.find((metric) => metric.key === "p90_e2el_ms");
    expect(p90?.source).toBe("approximate");
    expect(p90?.value).toBeCloseTo(150, 9);
    // TTFT needs no latency: exact, and it agrees with nothing stated against it.
    expect(analysis.metrics.find((m) => m.key === "mean_ttft_ms")?.source).toBe("computed");
  });

  it("keeps a non-streaming run's TPOT and E2EL, which the empty gaps would make 0", () => {
    // A backend that does not stream: one chunk, no gaps; the file states TPOT 40, E2EL 660 ms.
    const analysis = analyzeRun(
      runOf(
        detailedResult([{ inputLen: 10, outputLen: 5, ttftS: 0.5, itlsS: [] }], 1, {
          mean_tpot_ms: 40,
          mean_e2el_ms: 660,
        }),
      ),
      { percentiles: [] },
    );
    expect(metricOf(analysis, "mean_tpot_ms")).toBe(40);
    expect(metricOf(analysis, "mean_e2el_ms")).toBe(660);
    expect(analysis.checks.find((c) => c.key === "mean_tpot_ms")?.computed).toBe(0);
  });

  it("takes E2EL and TPOT from the file's own per-request latencies", () => {
    // Latency 160 ms: E2EL 160, TPOT (160 − 100) / (3 − 1) = 30 ms, both exact.
    const analysis = analyzeRun(runOf(detailedResult([request], 1, { latencies: [0.16] })), {
      percentiles: [],
    });
    const e2el = analysis.metrics.find((m) => m.key === "mean_e2el_ms");
    expect(e2el?.source).toBe("computed");
    expect(e2el?.value).toBeCloseTo(160, 9);
    expect(metricOf(analysis, "mean_tpot_ms")).toBeCloseTo(30, 9);
  });

  it("recomputes the peaks from start times and keeps stated peaks that disagree", () => {
    // Two requests from 0 s and 0.5 s, TTFT 100 ms, gaps 20 and 30 ms: all six chunks in bin 0,
    // both requests in bin 0. The file states peaks 5 and 3.
    const run = runOf(
      detailedResult([request, request], 1, {
        start_times: [0, 0.5],
        max_output_tokens_per_s: 5,
        max_concurrent_requests: 3,
      }),
    );
    const analysis = analyzeRun(run, { percentiles: [] });
    expect(metricOf(analysis, "max_output_tokens_per_s")).toBe(5);
    expect(analysis.checks.find((c) => c.key === "max_output_tokens_per_s")?.computed).toBe(6);
    expect(analysis.checks.find((c) => c.key === "max_concurrent_requests")?.computed).toBe(2);
    const unstated = analyzeRun(
      runOf(detailedResult([request, request], 1, { start_times: [0, 0.5] })),
      {
        percentiles: [],
      },
    );
    expect(unstated.metrics.find((m) => m.key === "max_output_tokens_per_s")).toEqual({
      key: "max_output_tokens_per_s",
      value: 6,
      source: "computed",
    });
    expect(unstated.metrics.find((m) => m.key === "max_concurrent_requests")?.source).toBe(
      "approximate",
    );
  });
});
