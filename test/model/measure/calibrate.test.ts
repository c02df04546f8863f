import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/examples.ts";
import { defaultPlan, parsePlan, solve } from "../../../src/model/index.ts";
import { erlangC } from "../../../src/model/latency/queueing.ts";
import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";
import {
  calibratePlan,
  tokensPerRequest,
  workloadMismatch,
} from "../../../src/model/measure/calibrate.ts";

const analysisWith = (
  values: Record<string, number>,
  acceptance: RunAnalysis["acceptance"] = null,
): RunAnalysis => ({
  metrics: Object.entries(values).map(([key, value]) => ({ key, value, source: "computed" })),
  checks: [],
  attainment: {},
  acceptance,
  identity: null,
  distributions: {},
  missing: [],
  itlPerToken: false,
  concurrency: null,
});

// 8,000 / 812.34567 requests a second: λ · TTFT = 8 requests in prefill, the plan's batch.
const measuredRun = analysisWith(
  {
    mean_ttft_ms: 812.34567,
    p90_ttft_ms: 990,
    mean_itl_ms: 61.5,
    p90_itl_ms: 70.25,
    request_throughput: 8000 / 812.34567,
  },
  { meanLength: 2.4, rate: 0.7, perPosition: [0.8, 0.6], source: "counts" },
);
// The plan's 8 slots at that rate: t1 + C(8, λ t1) · ½ / (8 / t1 − λ) = TTFT (an M/D/8 queue,
// Allen–Cunneen), to the microsecond.
const lambdaPerMs = 8 / 812.34567;
const mdcTtftMs = (t1: number) =>
  t1 + (erlangC(8, lambdaPerMs * t1) * 0.5) / (8 / t1 - lambdaPerMs);
const all = { ttft: true, itl: true, acceptance: true };

describe("calibratePlan", () => {
  it("sets t1 (TTFT less its wait), ITL and α from the means, and records each one's file", () => {
    const { plan, gaps } = calibratePlan(defaultPlan, catalog, measuredRun, {
      statistic: "mean",
      use: all,
      fileName: "run.json",
    });
    expect(gaps).toEqual([]);
    expect(mdcTtftMs(plan.prefill.batchTimeMs)).toBeCloseTo(812.34567, 2);
    expect(plan.decode.itlMs).toBe(61.5);
    expect(plan.specDecode.acceptanceLength).toBe(2.4);
    // Two per-position rates: two draft tokens.
    expect(plan.specDecode.draftTokens).toBe(2);
    expect(plan.decode.itlMeasuredWith).toBe("specDecode");
    expect(plan.measured).toEqual({
      "prefill.batchTimeMs": { file: "run.json", statistic: "mean" },
      "decode.itlMs": { file: "run.json", statistic: "mean" },
      "specDecode.acceptanceLength": { file: "run.json", statistic: "mean" },
    });
  });

  it("gives a plan the schema accepts and the solver reads: t2 = 61.5 / 2.4 ms", () => {
    const { plan } = calibratePlan(defaultPlan, catalog, measuredRun, {
      statistic: "mean",
      use: all,
      fileName: "r",
    });
    const parsed = parsePlan(plan);
    expect(parsed.ok).toBe(true);
    expect(solve(plan, catalog).latency.tpotMs).toBeCloseTo(61.5 / 2.4, 9);
  });

  it("takes a chosen percentile and leaves the unticked values as they were", () => {
    const { plan, changes } = calibratePlan(defaultPlan, catalog, measuredRun, {
      statistic: { percentile: 90 },
      use: { ttft: false, itl: true, acceptance: false },
      fileName: "run.json",
    });
    expect(plan.decode.itlMs).toBe(70.25);
    expect(plan.prefill.batchTimeMs).toBe(defaultPlan.prefill.batchTimeMs);
    expect(changes).toEqual([{ field: "decode.itlMs", from: 60, to: 70.25 }]);
    expect(plan.measured).toEqual({ "decode.itlMs": { file: "run.json", statistic: "p90" } });
  });

  it("does not take the ITL where a roofline gives decode's time, and says why", () => {
    // The first-visit plan estimates its ITL with the roofline, which scales with the batch: the
    // run's ITL, at its own concurrency, in the entered field would change nothing.
    expect(firstVisitPlan.latency.decode.source).toBe("roofline");
    const { plan, changes, gaps } = calibratePlan(firstVisitPlan, catalog, measuredRun, {
      statistic: { percentile: 90 },
      use: { ttft: false, itl: true, acceptance: false },
      fileName: "run.json",
    });
    expect(changes).toEqual([]);
    expect(gaps).toEqual([{ code: "itlNotEntered", source: "roofline" }]);
    expect(plan.decode.itlMs).toBe(firstVisitPlan.decode.itlMs);
    expect(plan.latency.decode).toEqual(firstVisitPlan.latency.decode);
  });

  it("reports a statistic the run lacks instead of inventing it", () => {
    const { plan, gaps } = calibratePlan(defaultPlan, catalog, measuredRun, {
      statistic: { percentile: 99 },
      use: { ttft: true, itl: true, acceptance: false },
      fileName: "run.json",
    });
    expect(gaps).toEqual([
      { code: "metricMissing", key: "p99_ttft_ms" },
      { code: "metricMissing", key: "p99_itl_ms" },
    ]);
    expect(plan).toEqual(defaultPlan);
  });

  it("reads an ITL without a measured α as a plain decode step", () => {
    const plain = analysisWith({ mean_itl_ms: 20 });
    const use = { ttft: false, itl: true, acceptance: true };
    const { plan, gaps } = calibratePlan(defaultPlan, catalog, plain, {
      statistic: "mean",
      use,
      fileName: "r",
    });
    expect(gaps).toEqual([{ code: "noAcceptance" }]);
    expect(plan.decode.itlMeasuredWith).toBe("plainDecode");
    expect(plan.specDecode.acceptanceLength).toBe(defaultPlan.specDecode.acceptanceLength);
  });

  it("never changes the plan it is given", () => {
    const before = structuredClone(defaultPlan);
    calibratePlan(defaultPlan, catalog, measuredRun, {
      statistic: "mean",
      use: all,
      fileName: "r",
    });
    expect(defaultPlan).toEqual(before);
  });
});

describe("calibratePlan at the plan's bounds", () => {
  it("skips a value the plan cannot hold and says so, rather than rounding it to 0", () => {
    const tiny = analysisWith({ mean_itl_ms: 0.0004, mean_ttft_ms: 4e6 });
    const { plan, gaps } = calibratePlan(defaultPlan, catalog, tiny, {
      statistic: "mean",
      use: { ttft: true, itl: true, acceptance: false },
      fileName: "r",
    });
    expect(plan).toEqual(defaultPlan);
    expect(gaps).toEqual([
      { code: "outOfRange", field: "prefill.batchTimeMs", value: 4e6 },
      { code: "outOfRange", field: "decode.itlMs", value: 0.0004 },
    ]);
  });

  it("refuses an acceptance length beyond 65 tokens", () => {
    const huge = analysisWith({}, { meanLength: 70, source: "stated" });
    const { plan, gaps } = calibratePlan(defaultPlan, catalog, huge, {
      statistic: "mean",
      use: { ttft: false, itl: false, acceptance: true },
      fileName: "r",
    });
    expect(plan.specDecode).toEqual(defaultPlan.specDecode);
    expect(gaps).toEqual([{ code: "outOfRange", field: "specDecode.acceptanceLength", value: 70 }]);
  });

  it("multiplies SGLang's per-token ITL by α to get the step it stands for", () => {
    const sglang = {
      ...analysisWith({ mean_itl_ms: 10 }, { meanLength: 3, source: "stated" as const }),
      itlPerToken: true,
    };
    const { plan } = calibratePlan(defaultPlan, catalog, sglang, {
      statistic: "mean",
      use: all,
      fileName: "s",
    });
    // A 30 ms step emitting 3 tokens: t2 = 30 / 3 = 10 ms, the TPOT SGLang measured.
    expect(plan.decode.itlMs).toBe(30);
    expect(solve(plan, catalog).latency.tpotMs).toBeCloseTo(10, 9);
  });

  it("keeps a file name within what plan.measured holds", () => {
    const { plan } = calibratePlan(defaultPlan, catalog, measuredRun, {
      statistic: "mean",
      use: { ttft: true, itl: false, acceptance: false },
      fileName: "x".repeat(300),
    });
    expect(plan.measured?.["prefill.batchTimeMs"]?.file).toHaveLength(200);
  });
});

describe("calibratePlan on a plan that already holds the values", () => {
  it("lists no change whose value the plan already has", () => {
    const once = calibratePlan(defaultPlan, catalog, measuredRun, {
      statistic: "mean",
      use: all,
      fileName: "run.json",
    });
    const again = calibratePlan(once.plan, catalog, measuredRun, {
      statistic: "mean",
      use: all,
      fileName: "run.json",
    });
    expect(again.changes).toEqual([]);
    expect(again.gaps).toEqual([]);
  });

  it("keeps the changes that do move a value", () => {
    // The plan's ITL is already the run's P90 ITL, 70.25 ms; only t1 moves.
    const start = { ...defaultPlan, decode: { ...defaultPlan.decode, itlMs: 70.25 } };
    const { changes } = calibratePlan(start, catalog, measuredRun, {
      statistic: { percentile: 90 },
      use: { ttft: true, itl: true, acceptance: false },
      fileName: "run.json",
    });
    expect(changes.map((change) => change.field)).toEqual(["prefill.batchTimeMs"]);
  });
});

describe("workloadMismatch", () => {
  const withTokens = (completed: number, input: number, output: number) =>
    analysisWith({ completed, total_input_tokens: input, total_output_tokens: output });

  it("reads tokens a request from the run's totals over its successful requests", () => {
    expect(tokensPerRequest(withTokens(200, 200_000, 53_600))).toEqual({
      inputTokens: 1000,
      outputTokens: 268,
    });
    expect(tokensPerRequest(analysisWith({ total_input_tokens: 10 }))).toEqual({});
  });

  it("flags a run whose requests are far shorter than the plan's workload", () => {
    // The plan asks 4,000 input and 1,000 output tokens; the run averaged 1,000 and 268.
    expect(workloadMismatch(defaultPlan, withTokens(200, 200_000, 53_600))).toEqual({
      inputTokens: 1000,
      outputTokens: 268,
      planInputTokens: 4000,
      planOutputTokens: 1000,
    });
  });

  it("accepts a run within 10% of the plan's input and output tokens", () => {
    // 4,400 / 4,000 = +10% and 910 / 1,000 = −9%.
    expect(workloadMismatch(defaultPlan, withTokens(10, 44_000, 9_100))).toBeNull();
    // 4,420 input tokens a request: 10.5% above the plan's.
    expect(workloadMismatch(defaultPlan, withTokens(10, 44_200, 10_000))).not.toBeNull();
  });

  it("says nothing when the run does not state its token totals", () => {
    expect(workloadMismatch(defaultPlan, analysisWith({ mean_ttft_ms: 5 }))).toBeNull();
  });
});
