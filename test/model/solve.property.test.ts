import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { parsePlan } from "../../src/model/parsePlan.ts";
import { type Plan, PlanSchema } from "../../src/model/plan.ts";
import { fleetNodes, maxPlanNodes } from "../../src/model/planBounds.ts";
import { solve } from "../../src/model/solve.ts";
import { extremePlanArbitrary, planArbitrary } from "./planArbitrary.ts";
import { referenceDecodeRate, referencePrefillRate, referenceRate } from "./reference.ts";

const tolerance = 1e-9;
const close = (a: number, b: number) =>
  Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b));
const nodesOf = (plan: Plan, x: number, y: number) =>
  x * plan.prefill.nodesPerInstance + y * plan.decode.nodesPerInstance;

const numbersIn = (value: unknown): number[] => {
  if (typeof value === "number") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(numbersIn);
};

const runs = { numRuns: 300 };

describe("solve on random valid plans", () => {
  it("never throws and returns only finite numbers", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const result = solve(plan, catalog);
        expect(numbersIn(result).every(Number.isFinite)).toBe(true);
      }),
      runs,
    );
  });

  it("keeps every number finite at the schema's extremes too", () => {
    fc.assert(
      fc.property(extremePlanArbitrary, (plan) => {
        const result = solve(plan, catalog);
        const bad = Object.entries(result.throughput).filter(
          ([, value]) => !Number.isFinite(value),
        );
        expect(bad).toEqual([]);
        expect(numbersIn(result).every(Number.isFinite)).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("never mutates its input", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const before = structuredClone(plan);
        solve(plan, catalog);
        expect(plan).toEqual(before);
      }),
      runs,
    );
  });

  it("puts Little's law exactly λ · (t1 − t2) above the article's concurrency", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const { concurrency, throughput, latency } = solve(plan, catalog);
        const gap = throughput.requestsPerSecond * ((latency.ttftMs - latency.tpotMs) / 1000);
        expect(close(concurrency.littlesLaw - concurrency.article, gap)).toBe(true);
      }),
      runs,
    );
  });

  it("never runs λ above either side's capacity, and λ matches the reference model", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const { allocation, throughput, rates } = solve(plan, catalog);
        const x = allocation.prefillInstances;
        const y = allocation.decodeInstances;
        const lambda = throughput.requestsPerSecond;
        expect(lambda <= x * rates.prefillRequestsPerSecond * (1 + tolerance)).toBe(true);
        expect(lambda <= y * rates.decodeRequestsPerSecond * (1 + tolerance)).toBe(true);
        if (x > 0 && y > 0) expect(close(lambda, referenceRate(plan, x, y))).toBe(true);
      }),
      runs,
    );
  });

  // With SLOs the modes size for the sustainable load instead (test/model/sustainable/): the
  // capacity optimum below is what they reduce to without any.
  const withoutSlos = (plan: Plan): Plan => ({ ...plan, slo: {} });

  it("nodeBudget: stays within the budget, and no pair of whole numbers does better", () => {
    const budgetPlans = planArbitrary
      .filter((plan) => plan.allocation.mode === "nodeBudget")
      .map(withoutSlos);
    fc.assert(
      fc.property(budgetPlans, (plan) => {
        const budget = plan.allocation.totalNodes ?? 0;
        const { allocation, throughput, feasible, violations } = solve(plan, catalog);
        if (allocation.totalNodes === 0) {
          expect(nodesOf(plan, 1, 1)).toBeGreaterThan(budget);
          expect(feasible).toBe(false);
          expect(violations.map((v) => v.field)).toContain("allocation.totalNodes");
          return;
        }
        expect(allocation.totalNodes).toBeLessThanOrEqual(budget);
        const best = throughput.requestsPerSecond;
        for (let x = 1; nodesOf(plan, x, 1) <= budget; x += 1) {
          for (let y = 1; nodesOf(plan, x, y) <= budget; y += 1) {
            const rate = referenceRate(plan, x, y);
            const better = rate > best * (1 + 1e-7);
            const tieWithFewerNodes =
              Math.abs(rate - best) <= 1e-10 * best && nodesOf(plan, x, y) < allocation.totalNodes;
            expect({ x, y, better, tieWithFewerNodes }).toEqual({
              x,
              y,
              better: false,
              tieWithFewerNodes: false,
            });
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it("targetQpm: meets the target, and neither side could use fewer instances", () => {
    const targetPlans = planArbitrary
      .filter((plan) => plan.allocation.mode === "targetQpm")
      .map(withoutSlos);
    fc.assert(
      fc.property(targetPlans, (plan) => {
        const target = (plan.allocation.targetQpm ?? 0) / 60;
        const { allocation, throughput, violations } = solve(plan, catalog);
        const x = allocation.prefillInstances;
        const y = allocation.decodeInstances;
        if (x === 0) {
          expect(violations.some((v) => v.kind === "allocation")).toBe(true);
          return;
        }
        expect(throughput.requestsPerSecond).toBeGreaterThanOrEqual(target * (1 - 1e-9));
        // Node count is separable in x and y, so fewer nodes means a smaller x or y that misses.
        if (x > 1) expect(referencePrefillRate(plan, x - 1)).toBeLessThan(target * (1 + 1e-9));
        // Without a router the decode rate grows with y, so y − 1 missing is enough; with one, try every y.
        const from = plan.engine.router.maxConcurrency === undefined ? Math.max(1, y - 1) : 1;
        for (let fewer = from; fewer < y; fewer += 1) {
          expect(referenceDecodeRate(plan, fewer)).toBeLessThan(target * (1 + 1e-9));
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it("nodeBudget with SLOs: stays within the budget and sustains at least the capacity pair's load", () => {
    const budgetPlans = planArbitrary.filter((plan) => plan.allocation.mode === "nodeBudget");
    fc.assert(
      fc.property(budgetPlans, (plan) => {
        const result = solve(plan, catalog);
        if (result.allocation.totalNodes === 0) return;
        expect(result.allocation.totalNodes).toBeLessThanOrEqual(plan.allocation.totalNodes ?? 0);
        const capacityPair = solve(withoutSlos(plan), catalog).allocation;
        const there = solve(
          {
            ...plan,
            allocation: {
              mode: "fixed",
              prefillInstances: capacityPair.prefillInstances,
              decodeInstances: capacityPair.decodeInstances,
            },
          },
          catalog,
        );
        expect(result.sustainable.requestsPerSecond).toBeGreaterThanOrEqual(
          there.sustainable.requestsPerSecond * (1 - 1e-6),
        );
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("targetQpm with SLOs: a target the router's queue cannot carry is refused, though every SLO holds", () => {
    // Router max concurrency 1 and a 16,218 ms prefill: each request holds the router at least
    // that long, so no deployment carries more than 60 / 16.218 s = 3.70 QPM, and the queues fill
    // before that. The capacity check (decode's concurrency alone) lets 3.66 QPM through.
    const plan = PlanSchema.parse({
      version: 1,
      hardware: { gpusPerNode: 1 },
      workload: { inputTokens: 1, outputTokens: 2 },
      prefill: { nodesPerInstance: 1, batchSize: 1, batchTimeMs: 16_218.28111908031 },
      decode: {
        nodesPerInstance: 1,
        batchSize: 1,
        itlMs: 2.4592521799571814,
        itlMeasuredWith: "specDecode",
      },
      engine: { router: { maxConcurrency: 1 } },
      slo: { tpotMs: 2.459412133292137 },
      rateMatching: { prefill: 0.5, decode: 0.5 },
      allocation: { mode: "targetQpm", targetQpm: 3.6619783456372925 },
    });
    const result = solve(plan, catalog);
    expect(result.slo.tpot?.met).toBe(true);
    expect(result.sustainable.qpm).toBeLessThan(60 / 16.21828111908031);
    expect(result.sustainable.qpm).toBeLessThan(3.6619783456372925);
    expect(result.feasible).toBe(false);
    expect(result.violations).toEqual([
      {
        kind: "allocation",
        code: "targetUnsustained",
        field: "engine.router.maxConcurrency",
        params: {
          targetQpm: 3.6619783456372925,
          sustainableQpm: result.sustainable.qpm,
          prefillInstances: result.allocation.prefillInstances,
          decodeInstances: result.allocation.decodeInstances,
        },
      },
    ]);
  });

  it("targetQpm with SLOs: the sustainable load reaches the target unless a violation says why", () => {
    const targetPlans = planArbitrary.filter((plan) => plan.allocation.mode === "targetQpm");
    fc.assert(
      fc.property(targetPlans, (plan) => {
        const result = solve(plan, catalog);
        const target = (plan.allocation.targetQpm ?? 0) / 60;
        if (result.violations.length > 0) return;
        expect(result.sustainable.requestsPerSecond).toBeGreaterThanOrEqual(target * (1 - 1e-6));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it("ratio: allocates a pair within 2% of the balanced ratio", () => {
    const ratioPlans = planArbitrary.filter((plan) => plan.allocation.mode === "ratio");
    fc.assert(
      fc.property(ratioPlans, (plan) => {
        const { allocation, ratio, violations } = solve(plan, catalog);
        if (ratio.prefillPerDecode === 0) return;
        const shape = {
          prefillNodes: plan.prefill.nodesPerInstance,
          decodeNodes: plan.decode.nodesPerInstance,
        };
        if (ratio.nearest && fleetNodes(shape, ratio.nearest) > maxPlanNodes) {
          expect(violations.map((violation) => violation.code)).toContain("tooManyNodes");
          return;
        }
        const error = Math.abs(
          allocation.prefillInstances / allocation.decodeInstances - ratio.prefillPerDecode,
        );
        expect(error / ratio.prefillPerDecode).toBeLessThanOrEqual(0.02 + 1e-9);
      }),
      runs,
    );
  });

  it("is feasible exactly when it lists no violation", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const result = solve(plan, catalog);
        expect(result.feasible).toBe(result.violations.length === 0);
      }),
      runs,
    );
  });
});

describe("parsePlan on arbitrary input", () => {
  it("never throws and always names a field when it refuses", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (input) => {
        const parsed = parsePlan(input);
        if (!parsed.ok) {
          expect(parsed.problems.length).toBeGreaterThan(0);
          for (const problem of parsed.problems) expect(problem.field.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });
});
