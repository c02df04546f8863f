import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { type Plan, type PlanResult, PlanSchema, solve } from "../../../src/model/index.ts";
import { parallelismOf } from "../../../src/model/latencyInputs.ts";
import {
  candidatePlan,
  type OptimizeResult,
  optimize,
  searchSettings,
} from "../../../src/model/optimize/index.ts";
import { nearlyEqual } from "../../../src/model/tolerance.ts";
import { planArbitrary } from "../planArbitrary.ts";

interface Scored {
  /** Sustainable QPM per node, as solve estimates it. */
  qpmPerNode: number;
  totalNodes: number;
}

/**
 * What a solved candidate runs: each phase's GPUs, TP, EP and DP, its prefill batches, drafts,
 * x and y, and the load it serves at capacity and sustains (a decode batch that changes neither
 * is the same configuration).
 */
const runsAs = (candidate: Plan, result: PlanResult): string => {
  const layout = (phase: "prefill" | "decode") => {
    const resolved = parallelismOf(candidate, phase);
    return "problem" in resolved ? "invalid" : resolved;
  };
  const batches = (limit: PlanResult["limits"]["decodeBatch"]) => [
    limit.effective,
    Math.min(
      ...limit.caps.filter((cap) => cap.limit !== "routerMaxConcurrency").map((cap) => cap.admits),
    ),
  ];
  return JSON.stringify([
    candidate.prefill.nodesPerInstance,
    layout("prefill"),
    batches(result.limits.prefillBatch),
    candidate.decode.nodesPerInstance,
    layout("decode"),
    result.specDecode,
    candidate.specDecode.stepCostRatio,
    result.allocation.prefillInstances,
    result.allocation.decodeInstances,
    result.throughput.requestsPerSecond.toPrecision(12),
    result.sustainable.requestsPerSecond.toPrecision(12),
  ]);
};

/**
 * Every candidate of the search solved by solve itself and nothing else: the feasible ones that
 * sustain some load, each configuration once (however many candidates run it), best first.
 */
const bruteForce = (plan: Plan): Scored[] => {
  const { allocation, prefill, decode } = searchSettings(plan, catalog);
  const distinct = new Map<string, Scored>();
  for (const p of prefill) {
    for (const d of decode) {
      const candidate = candidatePlan(plan, allocation, p, {
        ...d,
        draft: d.draft ?? plan.specDecode,
      });
      const result = solve(candidate, catalog);
      if (result.feasible && result.sustainable.requestsPerSecond > 0)
        distinct.set(runsAs(candidate, result), {
          qpmPerNode: result.sustainable.qpmPerNode,
          totalNodes: result.allocation.totalNodes,
        });
    }
  }
  const byObjective =
    allocation.mode === "targetQpm"
      ? (a: Scored, b: Scored) => a.totalNodes - b.totalNodes || b.qpmPerNode - a.qpmPerNode
      : (a: Scored, b: Scored) => b.qpmPerNode - a.qpmPerNode;
  return [...distinct.values()].sort(byObjective);
};

const close = (a: number, b: number) => nearlyEqual(a, b) || Math.abs(a - b) <= 1e-9 * Math.abs(b);

/** The optimizer's top list matches the best of every candidate it covers, and each is feasible. */
const expectExhaustive = (plan: Plan, result: OptimizeResult) => {
  const all = bruteForce(plan);
  expect(result.top.length).toBe(Math.min(5, all.length));
  for (const entry of result.top) expect(solve(entry.plan, catalog).feasible).toBe(true);
  result.top.forEach((entry, index) => {
    const expected = all[index] as Scored;
    if (result.objective === "fewestNodes") expect(entry.totalNodes).toBe(expected.totalNodes);
    expect(close(entry.sustainable.qpmPerNode, expected.qpmPerNode)).toBe(true);
  });
  const winner = result.top[0];
  if (!winner) return;
  // No candidate it covered, kept or rejected, beats the winner on the objective.
  for (const other of all) {
    if (result.objective === "qpmPerNode") {
      expect(other.qpmPerNode).toBeLessThanOrEqual(winner.sustainable.qpmPerNode * (1 + 1e-9));
    } else {
      expect(other.totalNodes).toBeGreaterThanOrEqual(winner.totalNodes);
    }
  }
};

// A ratio plan searches within the nodes its ratio uses, which can run to thousands; solving every
// candidate of such a budget by brute force would take minutes, so these plans budget at most 240.
const smallAllocation = fc.oneof(
  fc
    .integer({ min: 2, max: 240 })
    .map((totalNodes) => ({ mode: "nodeBudget" as const, totalNodes })),
  fc
    .double({ min: 0.01, max: 200_000, noNaN: true })
    .map((targetQpm) => ({ mode: "targetQpm" as const, targetQpm })),
  fc
    .tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 16 }))
    .map(([prefillInstances, decodeInstances]) => ({
      mode: "fixed" as const,
      prefillInstances,
      decodeInstances,
    })),
);

const constantPlanArbitrary = fc
  .tuple(planArbitrary, smallAllocation)
  .map(([plan, allocation]) => PlanSchema.parse({ ...plan, allocation }));

const profileOf = fc
  .uniqueArray(fc.integer({ min: 1, max: 2048 }), { minLength: 1, maxLength: 5 })
  .chain((batches) =>
    fc
      .tuple(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), {
          minLength: batches.length,
          maxLength: batches.length,
        }),
      )
      .map(([first, steps]) => {
        const sorted = [...batches].sort((a, b) => a - b);
        let timeMs = first;
        return sorted.map((batch, index) => {
          timeMs += index === 0 ? 0 : (steps[index] as number);
          return { batch, timeMs };
        });
      }),
  );

/** Random plans whose prefill or decode times come from measured profiles. */
const profilePlanArbitrary = fc
  .tuple(constantPlanArbitrary, profileOf, profileOf, fc.constantFrom("prefill", "decode", "both"))
  .map(([plan, prefillProfile, decodeProfile, which]) =>
    PlanSchema.parse({
      ...plan,
      latency: {
        prefill: which === "decode" ? {} : { source: "profile", profile: prefillProfile },
        decode: which === "prefill" ? {} : { source: "profile", profile: decodeProfile },
      },
    }),
  );

/** Random plans estimated by the roofline: a preset model and GPU, small instances. */
const rooflinePlanArbitrary = fc
  .tuple(
    planArbitrary,
    fc.constantFrom(...Object.keys(modelPresets)),
    fc.constantFrom(...Object.keys(gpuPresets)),
    fc.integer({ min: 1, max: 4 }),
  )
  .map(([plan, model, gpu, nodes]) =>
    PlanSchema.parse({
      ...plan,
      hardware: { gpusPerNode: 8 },
      prefill: { ...plan.prefill, nodesPerInstance: nodes, dataParallel: 1 },
      decode: { ...plan.decode, nodesPerInstance: nodes, dataParallel: 1 },
      latency: {
        model,
        prefill: { source: "roofline", gpu },
        decode: { source: "roofline", gpu },
      },
    }),
  );

describe("optimize: properties", () => {
  it("finds the best candidates of its space for entered constants (checked against solve)", () => {
    fc.assert(
      fc.property(constantPlanArbitrary, (plan) => expectExhaustive(plan, optimize(plan, catalog))),
      { numRuns: 60 },
    );
  }, 180_000);

  it("finds the best candidates of its space for measured profiles (checked against solve)", () => {
    fc.assert(
      fc.property(profilePlanArbitrary, (plan) => expectExhaustive(plan, optimize(plan, catalog))),
      { numRuns: 60 },
    );
  }, 180_000);

  it("finds the best of a roofline space of layouts, batches and drafts (checked against solve)", () => {
    const plan = PlanSchema.parse({
      version: 1,
      hardware: { gpusPerNode: 8 },
      workload: { inputTokens: 2000, outputTokens: 500 },
      prefill: { nodesPerInstance: 1, batchSize: 8, batchTimeMs: 500, dataParallel: 1 },
      decode: { nodesPerInstance: 1, batchSize: 128, itlMs: 30, dataParallel: 1 },
      specDecode: { draftTokens: 2, acceptanceLength: 2 },
      engine: { decode: { maxNumSeqs: 512 } },
      slo: { ttftMs: 2000, tpotMs: 30, e2elMs: 20_000 },
      allocation: { mode: "nodeBudget", totalNodes: 6 },
      latency: {
        model: "qwen3-32b",
        prefill: { source: "roofline", gpu: "h100" },
        decode: { source: "roofline", gpu: "h100" },
      },
    });
    const result = optimize(plan, catalog);
    expect(result.space.candidates).toBeGreaterThan(1000);
    expectExhaustive(plan, result);
  }, 180_000);

  it("gives the same answer every time and never throws, whatever the plan", () => {
    fc.assert(
      fc.property(fc.oneof(planArbitrary, profilePlanArbitrary, rooflinePlanArbitrary), (plan) => {
        const first = optimize(plan, catalog);
        expect(optimize(plan, catalog)).toEqual(first);
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }),
      { numRuns: 20 },
    );
  }, 180_000);

  it("finds the same winner again once the winner is applied (its grid does not move with the plan)", () => {
    fc.assert(
      fc.property(
        fc.oneof(constantPlanArbitrary, profilePlanArbitrary, rooflinePlanArbitrary),
        (plan) => {
          const winner = optimize(plan, catalog).top[0];
          if (!winner) return;
          const again = optimize(winner.plan, catalog).top[0];
          expect(again?.changes).toEqual([]);
          expect(close(again?.sustainable.qpmPerNode ?? 0, winner.sustainable.qpmPerNode)).toBe(
            true,
          );
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);

  it("never changes the plan it is given", () => {
    fc.assert(
      fc.property(fc.oneof(planArbitrary, rooflinePlanArbitrary), (plan) => {
        const before = structuredClone(plan);
        optimize(plan, catalog);
        expect(plan).toEqual(before);
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
