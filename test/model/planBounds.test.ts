import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { parsePlan } from "../../src/model/parsePlan.ts";
import { type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { maxPlanNodes, oversizedFleet } from "../../src/model/planBounds.ts";
import { solve } from "../../src/model/solve.ts";
import { workedExampleInput } from "./workedExample.ts";

// The worked example: prefill instances of 2 nodes at r_p = 10 req/s, decode instances of 4 nodes
// at r_d = 256 / (1000 · 40 ms) = 6.4 req/s, no SLOs.
const solved = (changes: Partial<PlanInput>) =>
  solve(PlanSchema.parse({ ...workedExampleInput, ...changes }), catalog);

describe("the nodes a plan may use", () => {
  it("solves a fixed fleet of exactly 10,000 nodes: 4,998 · 2 + 1 · 4", () => {
    const result = solved({
      allocation: { mode: "fixed", prefillInstances: 4998, decodeInstances: 1 },
    });
    expect(result.feasible).toBe(true);
    expect(result.allocation.totalNodes).toBe(10_000);
  });

  it("refuses a fixed fleet of 10,004 nodes, naming the larger side's count, and allocates nothing", () => {
    const result = solved({
      allocation: { mode: "fixed", prefillInstances: 5000, decodeInstances: 1 },
    });
    expect(result.feasible).toBe(false);
    expect(result.violations).toContainEqual(
      expect.objectContaining({
        code: "tooManyNodes",
        field: "allocation.prefillInstances",
        params: { prefillInstances: 5000, decodeInstances: 1, nodes: 10_004, limit: 10_000 },
      }),
    );
    expect(result.allocation).toMatchObject({ prefillInstances: 0, decodeInstances: 0 });
    expect(result.throughput.qpm).toBe(0);
  });

  it("calls 1.2 million QPM out of reach: 2,000 · 2 + 3,125 · 4 = 16,500 nodes", () => {
    // λ = 20,000 req/s: x = 20,000 / 10, y = ⌈20,000 · 40 s / 256⌉ = 3,125.
    const result = solved({ allocation: { mode: "targetQpm", targetQpm: 1_200_000 } });
    expect(result.violations).toContainEqual(
      expect.objectContaining({
        code: "tooManyInstances",
        field: "allocation.targetQpm",
        params: {
          targetQpm: 1_200_000,
          prefillInstances: 2000,
          decodeInstances: 3125,
          nodes: 16_500,
          limit: 10_000,
        },
      }),
    );
  });

  it("refuses the ratio mode's 1 : 2.4e22 pair instead of allocating it (the reproducer)", () => {
    // r_p = 10⁶ / 1 µs = 10¹² req/s; r_d = 1 / (10⁷ tokens · 2,400 s) ≈ 4.2e-11 req/s.
    const result = solved({
      workload: { inputTokens: 1, outputTokens: 10_000_000 },
      prefill: { nodesPerInstance: 2, batchSize: 1_000_000, batchTimeMs: 0.001 },
      decode: { nodesPerInstance: 4, batchSize: 1, itlMs: 3_600_000 },
      allocation: { mode: "ratio" },
    });
    const violation = result.violations.find((each) => each.code === "tooManyNodes");
    expect(violation?.field).toBe("allocation.mode");
    expect(Number(violation?.params.decodeInstances) / 2.4e22).toBeCloseTo(1, 1);
    expect(result.allocation.decodeInstances).toBe(0);
  });

  it("holds node budgets and instance counts to the bound in the schema, with the bound in the message", () => {
    const parsed = parsePlan({
      ...workedExampleInput,
      allocation: { mode: "nodeBudget", totalNodes: 10_001 },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems[0]).toMatchObject({
        field: "allocation.totalNodes",
        message: "must be at most 10000, got 10001",
      });
    }
    const fixed = parsePlan({
      ...workedExampleInput,
      allocation: { mode: "fixed", prefillInstances: 1, decodeInstances: 10_001 },
    });
    expect(!fixed.ok && fixed.problems[0]?.field).toBe("allocation.decodeInstances");
  });

  it("lets through every pair within the bound and refuses every pair past it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (prefillNodes, decodeNodes, prefillInstances, decodeInstances) => {
          const nodes = prefillInstances * prefillNodes + decodeInstances * decodeNodes;
          const violation = oversizedFleet(
            { prefillNodes, decodeNodes },
            { prefillInstances, decodeInstances },
            "allocation.mode",
          );
          expect(violation === null).toBe(nodes <= maxPlanNodes);
        },
      ),
    );
  });
});
