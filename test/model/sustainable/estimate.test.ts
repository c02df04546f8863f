import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { parallelismOf } from "../../../src/model/latencyInputs.ts";
import { defaultPlan, type Plan, PlanSchema } from "../../../src/model/plan.ts";
import { estimateAtRate, solve } from "../../../src/model/solve.ts";
import { kvTransfer, prefillStep, stepContext } from "../../../src/model/step/index.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { referenceTtftMs } from "./referenceQueue.ts";

const numbersIn = (value: unknown): number[] => {
  if (typeof value === "number") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(numbersIn);
};

const capacityOf = (plan: Plan) => solve(plan, catalog).throughput.requestsPerSecond;

describe("the estimate at an offered load", () => {
  const result = solve(defaultPlan, catalog);

  it("is t1 + KV transfer with no load: TTFT 800 ms, TPOT 39,973.33 / 999 = 40.0133 ms", () => {
    const estimate = estimateAtRate(defaultPlan, catalog, result, 0);
    expect(estimate.ttftMs).toEqual({ mean: 800, p50: 800, p90: 800, p95: 800, p99: 800 });
    expect(estimate.tpotMs.mean).toBeCloseTo(((999 / 1.5 + 1 / 4.5) * 60) / 999, 9);
    expect(estimate.stable).toBe(true);
  });

  it("matches the plain M/D/c restatement of the default plan's mean TTFT at 100, 110 and 117 req/s", () => {
    for (const rate of [100, 110, 117]) {
      expect(estimateAtRate(defaultPlan, catalog, result, rate).ttftMs.mean).toBeCloseTo(
        referenceTtftMs(rate),
        6,
      );
    }
  });

  it("reads TTFT quantiles off a zero-or-exponential wait: p50 is t1 while fewer than half wait", () => {
    const estimate = estimateAtRate(defaultPlan, catalog, result, 100);
    expect(estimate.ttftMs.p50).toBe(800);
    expect(estimate.ttftMs.p99).toBeGreaterThanOrEqual(estimate.ttftMs.p95);
  });

  // Llama 3.1 70B on 52 one-node H100 prefill instances (the roofline, batch up to 8): at 60% of
  // capacity an instance is busy with one prompt about 60% of the time, so a prompt mostly runs
  // alone, at the batch-1 step time. A replica prices ⌈n⌉ prompts: a mean occupancy just over one,
  // read as a batch, would price two prompts' time.
  it("prices a lone prompt at the batch-1 roofline step, not at a rounded-up mean occupancy", () => {
    const plan = PlanSchema.parse({
      ...defaultPlan,
      prefill: { ...defaultPlan.prefill, nodesPerInstance: 1 },
      decode: { ...defaultPlan.decode, nodesPerInstance: 1, batchSize: 64 },
      engine: { prefill: {}, decode: {}, router: {} },
      allocation: { mode: "fixed", prefillInstances: 52, decodeInstances: 48 },
      latency: {
        model: "llama-3.1-70b",
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "roofline", gpu: "h100" },
      },
    });
    const result = solve(plan, catalog);
    const ctx = stepContext(plan, catalog);
    const layout = parallelismOf(plan, "prefill");
    if ("problem" in layout) throw new Error(layout.problem.code);
    const alone = prefillStep(ctx, layout, 1).timeMs + (kvTransfer(ctx, layout)?.timeMs ?? 0);
    expect(prefillStep(ctx, layout, 2).timeMs).toBeGreaterThan(
      1.9 * prefillStep(ctx, layout, 1).timeMs,
    );
    const estimate = estimateAtRate(
      plan,
      catalog,
      result,
      0.6 * result.throughput.requestsPerSecond,
    );
    expect(estimate.ttftMs.p50).toBeCloseTo(alone, 6);
    expect(estimate.ttftMs.mean).toBeGreaterThanOrEqual(alone * (1 - 1e-9));
    expect(estimate.ttftMs.mean).toBeLessThan(alone * 1.01);
  });

  it("flags a load past capacity as unstable and keeps its numbers finite", () => {
    const estimate = estimateAtRate(defaultPlan, catalog, result, 500);
    expect(estimate.stable).toBe(false);
    expect(numbersIn(estimate).every(Number.isFinite)).toBe(true);
  });

  it("raises the TTFT statistic of the plan's SLO with the load, on random plans", () => {
    fc.assert(
      fc.property(
        planArbitrary,
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        fc.constantFrom("mean", "p50", "p90", "p95", "p99" as const),
        (plan, a, b, statistic) => {
          const result = solve(plan, catalog);
          const capacity = result.throughput.requestsPerSecond;
          const [low, high] = a < b ? [a, b] : [b, a];
          const light = estimateAtRate(plan, catalog, result, low * capacity).ttftMs[statistic];
          const heavy = estimateAtRate(plan, catalog, result, high * capacity).ttftMs[statistic];
          expect(heavy).toBeGreaterThanOrEqual(light * (1 - 1e-9) - 1e-9);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it("never throws and stays finite for random plans at any rate, odd ones included", () => {
    const rates = fc.oneof(
      fc.double({ min: 0, max: 2, noNaN: true }),
      fc.constantFrom(0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e300),
    );
    fc.assert(
      fc.property(planArbitrary, rates, (plan, share) => {
        const result = solve(plan, catalog);
        const estimate = estimateAtRate(plan, catalog, result, share * capacityOf(plan));
        expect(numbersIn(estimate).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
