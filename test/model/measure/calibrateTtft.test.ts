import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type Plan, PlanSchema, parsePlan, solve } from "../../../src/model/index.ts";
import { type CalibrationChoice, calibratePlan } from "../../../src/model/measure/calibrate.ts";
import { analysisWith } from "./runAnalysis.ts";

// A single-request run (max concurrency 1): TTFT 54.6 ms, ITL 13.7 ms, 200 requests of 1,000
// input and 270 output tokens, one every 4 s.
const singleRequest = analysisWith({
  mean_ttft_ms: 54.6,
  mean_itl_ms: 13.7,
  request_throughput: 0.25,
  completed: 200,
  total_input_tokens: 200_000,
  total_output_tokens: 54_000,
});
const ttftOnly: CalibrationChoice = {
  statistic: "mean",
  use: { ttft: true, itl: false, acceptance: false },
  fileName: "single.json",
  load: { maxConcurrency: 1 },
};
const planWith = (changes: Partial<Plan>): Plan => PlanSchema.parse({ ...defaultPlan, ...changes });
const batchOne = planWith({
  workload: { inputTokens: 1000, outputTokens: 270 },
  prefill: { ...defaultPlan.prefill, batchSize: 1 },
  engine: { ...defaultPlan.engine, prefill: {} },
});

describe("calibrating t1 from a single-request run", () => {
  it("refuses the batch-of-8 plan and leaves its t1 (and its capacity) as it was", () => {
    const { plan, changes, gaps, prefill } = calibratePlan(
      defaultPlan,
      catalog,
      singleRequest,
      ttftOnly,
    );
    expect(gaps).toEqual([
      {
        code: "prefillRefused",
        refusal: { code: "batchScaleUnknown", runBatch: 1, planBatch: 8 },
      },
    ]);
    expect(changes).toEqual([]);
    expect(prefill).toBeNull();
    expect(plan.prefill.batchTimeMs).toBe(800);
    expect(solve(plan, catalog).throughput.qpm).toBe(solve(defaultPlan, catalog).throughput.qpm);
  });

  it("gives a batch-1 plan t1 = 54.6 ms: one instance prefills 1 / 54.6 ms = 18.3 requests a second", () => {
    const { plan, gaps } = calibratePlan(batchOne, catalog, singleRequest, ttftOnly);
    expect(gaps).toEqual([]);
    expect(plan.prefill.batchTimeMs).toBe(54.6);
    expect(solve(plan, catalog).rates.prefillRequestsPerSecond).toBeCloseTo(1000 / 54.6, 9);
  });

  it("moves a measured profile to pass through the run and reads t1 at batch 8 from it", () => {
    // Profile 50 ms at batch 1 and 300 ms at 8: the run's 54.6 ms at batch 1 scales it by 1.092.
    const profiled = planWith({
      latency: {
        prefill: {
          source: "profile",
          profile: [
            { batch: 1, timeMs: 50 },
            { batch: 8, timeMs: 300 },
          ],
        },
        decode: { source: "constant" },
      },
    });
    const { plan, changes } = calibratePlan(profiled, catalog, singleRequest, ttftOnly);
    expect(plan.latency.prefill.profile).toEqual([
      { batch: 1, timeMs: 54.6 },
      { batch: 8, timeMs: 327.6 },
    ]);
    expect(plan.prefill.batchTimeMs).toBe(327.6);
    expect(changes).toEqual([
      { field: "prefill.batchTimeMs", from: 800, to: 327.6 },
      { field: "latency.prefill.profile", from: 300, to: 327.6 },
    ]);
    expect(plan.measured?.["latency.prefill.profile"]).toMatchObject({
      file: "single.json",
      runs: 1,
    });
    expect(solve(plan, catalog).latency.prefillBatchTimeMs).toBeCloseTo(327.6, 9);
  });

  it("turns a roofline into a profile through the run's batch and the roofline's time at b_p", () => {
    const roofline = planWith({
      latency: {
        model: "llama-3.1-8b",
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "constant" },
      },
    });
    const { plan, changes, prefill } = calibratePlan(roofline, catalog, singleRequest, ttftOnly);
    expect(plan.latency.prefill.source).toBe("profile");
    expect(plan.latency.prefill.profile?.map((point) => point.batch)).toEqual([1, 8]);
    expect(plan.latency.prefill.profile?.[1]?.timeMs).toBe(plan.prefill.batchTimeMs);
    expect(changes.map((change) => change.field)).toEqual([
      "prefill.batchTimeMs",
      "latency.prefill.source",
      "latency.prefill.profile",
    ]);
    expect(prefill?.scaledBy).toBe("roofline");
    // Once applied, the same run changes nothing.
    expect(calibratePlan(plan, catalog, singleRequest, ttftOnly).changes).toEqual([]);
  });
});

describe("calibration records the run's request sizes", () => {
  it("keeps them with the value, and the plan then warns when its workload is another", () => {
    const { plan } = calibratePlan(batchOne, catalog, singleRequest, ttftOnly);
    expect(plan.measured?.["prefill.batchTimeMs"]).toEqual({
      file: "single.json",
      statistic: "mean",
      inputTokens: 1000,
      outputTokens: 270,
    });
    expect(solve(plan, catalog).warnings.map((w) => w.code)).not.toContain("measuredWorkload");
    const longer = { ...plan, workload: { inputTokens: 4000, outputTokens: 270 } };
    expect(
      solve(longer, catalog).warnings.find((w) => w.code === "measuredWorkload")?.params,
    ).toEqual({
      file: "single.json",
      inputTokens: 1000,
      outputTokens: 270,
      planInputTokens: 4000,
      planOutputTokens: 270,
    });
  });

  it("warns on the Plan tab's warnings right away when the run was of other sizes", () => {
    // The default plan's requests are 4,000 and 1,000 tokens; the run's 1,000 and 270.
    const { plan } = calibratePlan(defaultPlan, catalog, singleRequest, {
      ...ttftOnly,
      use: { ttft: false, itl: true, acceptance: false },
    });
    expect(solve(plan, catalog).warnings.map((w) => w.code)).toContain("measuredWorkload");
  });
});

describe("calibratePlan's invariants", () => {
  const metric = fc.oneof(
    fc.double({ noNaN: false }),
    fc.constantFrom(0, -1, 1e-9, 1e12, Number.POSITIVE_INFINITY),
  );

  it("never throws, never changes its inputs, and always gives a plan the schema accepts", () => {
    fc.assert(
      fc.property(
        fc.record({
          mean_ttft_ms: metric,
          p90_ttft_ms: metric,
          mean_itl_ms: metric,
          request_throughput: metric,
          completed: metric,
          total_input_tokens: metric,
          total_output_tokens: metric,
        }),
        fc.option(fc.double(), { nil: undefined }),
        fc.option(fc.integer({ min: -3, max: 5000 }), { nil: undefined }),
        fc.integer({ min: -10, max: 1e6 }),
        fc.constantFrom("mean" as const, { percentile: 90 }),
        fc.constantFrom("__proto__", "constructor", "", " r.json ", "x".repeat(500)),
        (values, requestRate, maxConcurrency, prefillInstances, statistic, fileName) => {
          const analysis = analysisWith(values);
          const before = structuredClone({ plan: batchOne, analysis });
          const { plan } = calibratePlan(batchOne, catalog, analysis, {
            statistic,
            use: { ttft: true, itl: true, acceptance: true },
            fileName,
            load: { requestRate, maxConcurrency },
            prefillInstances,
          });
          expect({ plan: batchOne, analysis }).toEqual(before);
          expect(parsePlan(plan).ok).toBe(true);
        },
      ),
    );
  });
});
