import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../../src/model/index.ts";
import { erlangC, multiServerWait } from "../../../src/model/latency/queueing.ts";
import { parallelismOf } from "../../../src/model/latencyInputs.ts";
import { prefillFromTtft, type RunLoadMeta } from "../../../src/model/measure/prefillFromTtft.ts";
import { kvTransfer, prefillStep, stepContext } from "../../../src/model/step/index.ts";
import { analysisWith } from "./runAnalysis.ts";

// One client request at a time: TTFT 54.6 ms, 0.25 requests a second (E2EL 4 s).
const singleRequest = analysisWith({ mean_ttft_ms: 54.6, request_throughput: 0.25 });
const alone: RunLoadMeta = { maxConcurrency: 1 };
const withBatch = (batchSize: number, more: Partial<Plan> = {}): Plan =>
  PlanSchema.parse({
    ...defaultPlan,
    prefill: { ...defaultPlan.prefill, batchSize },
    engine: { ...defaultPlan.engine, prefill: {} },
    ...more,
  });
const read = (
  plan: Plan,
  analysis = singleRequest,
  meta: RunLoadMeta = alone,
  prefillInstances = 1,
) =>
  prefillFromTtft({
    plan,
    catalog,
    analysis,
    meta,
    ttftMs: analysis.metrics.find((m) => m.key === "mean_ttft_ms")?.value ?? 0,
    statistic: "mean",
    prefillInstances,
  });

describe("prefillFromTtft on a single-request run", () => {
  it("refuses a batch-of-8 plan with an entered t1: nothing says how t1 grows from batch 1", () => {
    expect(read(defaultPlan)).toEqual({
      ok: false,
      refusal: { code: "batchScaleUnknown", runBatch: 1, planBatch: 8 },
    });
  });

  it("gives a batch-1 plan the run's TTFT as t1: a lone request never waits", () => {
    const result = read(withBatch(1));
    expect(result.ok && result.reading.batchTimeMs).toBe(54.6);
    expect(result.ok && result.reading.waitMs).toBe(0);
    expect(result.ok && result.reading.scaledBy).toBe("constant");
  });

  it("scales by a measured profile: batch 8 takes 300 / 50 = 6 times batch 1", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
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
    const result = read(plan);
    expect(result.ok && result.reading.batchScale).toBeCloseTo(6, 12);
    expect(result.ok && result.reading.batchTimeMs).toBeCloseTo(54.6 * 6, 9);
    expect(result.ok && result.reading.scaledBy).toBe("profile");
  });

  it("scales by the roofline's own time at batch 8 over batch 1, after its KV transfer", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      latency: {
        model: "llama-3.1-8b",
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "constant" },
      },
    });
    const ctx = stepContext(plan, catalog);
    const layout = parallelismOf(plan, "prefill");
    if ("problem" in layout) throw new Error("the test plan's layout must split");
    const kvMs = kvTransfer(ctx, layout)?.timeMs ?? 0;
    const scale = prefillStep(ctx, layout, 8).timeMs / prefillStep(ctx, layout, 1).timeMs;
    const result = read(plan);
    expect(result.ok && result.reading.kvTransferMs).toBe(kvMs);
    expect(result.ok && result.reading.batchTimeMs).toBeCloseTo((54.6 - kvMs) * scale, 9);
    expect(result.ok && result.reading.scaledBy).toBe("roofline");
  });
});

describe("prefillFromTtft under load", () => {
  it("pools the slots of least-loaded instances: an M/D/4 wait over 4 batch-1 instances", () => {
    // 40 requests a second over 4 instances of one slot, TTFT 50 ms. A request waits with
    // probability C(4, λ t1) (Erlang C), then ½ / (4 / t1 − λ) (Allen–Cunneen, deterministic
    // service) plus ½ · (t1 − t1 / 4) for its own instance's slot rather than the first of four.
    const run = analysisWith({ mean_ttft_ms: 50, request_throughput: 40 });
    const result = read(withBatch(1), run, { requestRate: 40 }, 4);
    const t1 = result.ok ? result.reading.batchTimeMs : Number.NaN;
    const lambda = 0.04;
    const conditional = 0.5 / (4 / t1 - lambda) + 0.5 * (t1 - t1 / 4);
    expect(t1 + erlangC(4, lambda * t1) * conditional).toBeCloseTo(50, 6);
    expect(result.ok && result.reading.utilization).toBeCloseTo((lambda * t1) / 4, 12);
  });

  it("reads vLLM's burstiness as gamma gaps of squared CV 1 / burstiness", () => {
    // Burstiness 0.5: ca² = 2. The wait is the shared queue's at that variability.
    const run = analysisWith({ mean_ttft_ms: 50, request_throughput: 10 });
    const result = read(withBatch(1), run, { requestRate: 10, burstiness: 0.5 });
    const t1 = result.ok ? result.reading.batchTimeMs : Number.NaN;
    const wait = multiServerWait({
      servers: 1,
      offeredErlangs: 0.01 * t1,
      drainPerMs: 1 / t1,
      arrivalsPerMs: 0.01,
      arrivalScv: 2,
      serviceScv: 0,
    });
    expect(t1 + wait.probability * wait.conditionalMs).toBeCloseTo(50, 6);
    // Burstier arrivals wait longer, so less of the same TTFT is prefill.
    const poisson = read(withBatch(1), run, { requestRate: 10 });
    expect(poisson.ok && poisson.reading.batchTimeMs).toBeGreaterThan(t1);
  });

  it("solves t1 + ρ t1 / (2 (1 − ρ)) = TTFT below one request in prefill, with ρ = λ t1", () => {
    // 10 requests a second, TTFT 50 ms: 0.5 in prefill, a batch of one.
    const run = analysisWith({ mean_ttft_ms: 50, request_throughput: 10 });
    const result = read(withBatch(1), run, { requestRate: 10 });
    const t1 = result.ok ? result.reading.batchTimeMs : Number.NaN;
    const rho = 0.01 * t1;
    expect(t1 + (rho * t1) / (2 * (1 - rho))).toBeCloseTo(50, 6);
  });

  it("shares the rate among the prefill instances behind the run", () => {
    const run = analysisWith({ mean_ttft_ms: 50, request_throughput: 40 });
    const result = read(withBatch(1), run, { requestRate: 40 }, 4);
    // 40 / 4 = 10 a second each: 0.5 requests in prefill.
    expect(result.ok && result.reading.arrivalsPerSecond).toBe(10);
    expect(result.ok && result.reading.inPrefill).toBeCloseTo(0.5, 12);
  });

  it("counts arrivals at the rate asked, not the completions a run's tail dilutes", () => {
    const run = analysisWith({ mean_ttft_ms: 50, request_throughput: 8.37 });
    const result = read(withBatch(1), run, { requestRate: 10 });
    expect(result.ok && result.reading.arrivalsPerSecond).toBe(10);
  });

  it("refuses a burst (every request at once, no cap) and a run that states no load", () => {
    const run = analysisWith({ mean_ttft_ms: 4000, request_throughput: 31 });
    expect(read(withBatch(1), run, { requestRate: Number.POSITIVE_INFINITY })).toEqual({
      ok: false,
      refusal: { code: "burst" },
    });
    expect(read(withBatch(1), analysisWith({ mean_ttft_ms: 50 }), {})).toEqual({
      ok: false,
      refusal: { code: "loadUnknown" },
    });
  });
});

describe("prefillFromTtft's invariants", () => {
  const statistic = fc.oneof(
    fc.constant("mean" as const),
    fc.constant("median" as const),
    fc.record({ percentile: fc.double({ min: 0, max: 100, noNaN: true }) }),
  );

  it("never throws and, with an entered t1, never gives more than the TTFT nor less than 0", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 3_600_000, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 1e6 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
        fc.integer({ min: -5, max: 1000 }),
        statistic,
        (ttftMs, throughput, requestRate, maxConcurrency, instances, chosen) => {
          const run = analysisWith({ mean_ttft_ms: ttftMs, request_throughput: throughput });
          const result = prefillFromTtft({
            plan: withBatch(1),
            catalog,
            analysis: run,
            meta: { requestRate, maxConcurrency },
            ttftMs,
            statistic: chosen,
            prefillInstances: instances,
          });
          if (!result.ok) return;
          expect(result.reading.batchTimeMs).toBeGreaterThanOrEqual(0);
          expect(result.reading.batchTimeMs).toBeLessThanOrEqual(ttftMs);
          expect(result.reading.waitMs).toBeGreaterThanOrEqual(-1e-9 * ttftMs);
        },
      ),
    );
  });

  it("never changes the plan or the run it reads", () => {
    const plan = withBatch(1);
    const before = structuredClone(plan);
    const run = analysisWith({ mean_ttft_ms: 50, request_throughput: 10 });
    const runBefore = structuredClone(run);
    read(plan, run, {});
    expect(plan).toEqual(before);
    expect(run).toEqual(runBefore);
  });
});
