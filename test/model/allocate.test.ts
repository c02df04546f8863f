import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
import { workedExample, workedExampleInput } from "./workedExample.ts";

describe("allocation modes", () => {
  it("ratio: picks 7 : 11, the smallest pair within 2% of 0.64, giving λ = min(70, 70.4) = 70 req/s", () => {
    const result = solve(workedExample({ mode: "ratio" }), catalog);
    expect(result.allocation).toMatchObject({
      prefillInstances: 7,
      decodeInstances: 11,
      totalNodes: 58,
    });
    expect(result.throughput.requestsPerSecond).toBeCloseTo(70, 9);
  });

  it("fixed: runs the given x = 16, y = 25 at λ = 160 req/s, both sides full", () => {
    const result = solve(
      workedExample({ mode: "fixed", prefillInstances: 16, decodeInstances: 25 }),
      catalog,
    );
    expect(result.throughput.requestsPerSecond).toBeCloseTo(160, 9);
    expect(result.bottleneck).toBe("balanced");
    // 60 · 160 / (32 + 100) = 72.7272…
    expect(result.throughput.qpmPerNode).toBeCloseTo(72.727272, 5);
  });

  it("fixed: names decode the bottleneck when x = 2, y = 1 (λ = min(20, 6.4))", () => {
    const result = solve(
      workedExample({ mode: "fixed", prefillInstances: 2, decodeInstances: 1 }),
      catalog,
    );
    expect(result.bottleneck).toBe("decode");
    expect(result.utilization.prefill).toBeCloseTo(0.32, 12);
    expect(result.utilization.decode).toBe(1);
  });

  it("nodeBudget: with 6 nodes runs one of each (λ = 6.4), and with 5 says the budget is too small", () => {
    const six = solve(workedExample({ mode: "nodeBudget", totalNodes: 6 }), catalog);
    expect(six.allocation).toMatchObject({
      prefillInstances: 1,
      decodeInstances: 1,
      totalNodes: 6,
    });
    const five = solve(workedExample({ mode: "nodeBudget", totalNodes: 5 }), catalog);
    expect(five.feasible).toBe(false);
    expect(five.allocation.totalNodes).toBe(0);
    expect(five.violations[0]).toMatchObject({
      kind: "allocation",
      field: "allocation.totalNodes",
    });
    expect(five.violations[0]?.params).toEqual({
      totalNodes: 5,
      prefillNodes: 2,
      decodeNodes: 4,
      minimum: 6,
    });
  });

  it("nodeBudget: spends 10 nodes on x = 1, y = 2 (λ = 10), but on a tie takes the fewer nodes", () => {
    // Budget 10: (1,2) uses 10 nodes for λ = min(10, 12.8) = 10; (2,1) uses 8 for 6.4; (1,1) 6 for 6.4.
    const result = solve(workedExample({ mode: "nodeBudget", totalNodes: 10 }), catalog);
    expect(result.allocation).toMatchObject({
      prefillInstances: 1,
      decodeInstances: 2,
      totalNodes: 10,
    });
    // Budget 9: (1,1) and (2,1) both give 6.4; the tie goes to 6 nodes.
    const nine = solve(workedExample({ mode: "nodeBudget", totalNodes: 9 }), catalog);
    expect(nine.allocation).toMatchObject({
      prefillInstances: 1,
      decodeInstances: 1,
      totalNodes: 6,
    });
  });

  it("targetQpm: needs x = ⌈100 / 10⌉ = 10 and y = ⌈100 / 6.4⌉ = 16 for 6000 QPM", () => {
    const result = solve(workedExample({ mode: "targetQpm", targetQpm: 6000 }), catalog);
    expect(result.allocation).toMatchObject({ prefillInstances: 10, decodeInstances: 16 });
  });

  it("targetQpm: hits an exact multiple without rounding up: 9600 QPM is λ = 160 on x = 16, y = 25", () => {
    const result = solve(workedExample({ mode: "targetQpm", targetQpm: 9600 }), catalog);
    expect(result.allocation).toMatchObject({ prefillInstances: 16, decodeInstances: 25 });
  });

  it("targetQpm: says the router caps decode below the target, and by how much to raise it", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      engine: { router: { maxConcurrency: 1000 } },
      allocation: { mode: "targetQpm", targetQpm: 6000 },
    } satisfies PlanInput);
    const result = solve(plan, catalog);
    expect(result.feasible).toBe(false);
    // 1,000 sequences / 40 s per request = 25 req/s = 1,500 QPM; 100 req/s needs 4,000 sequences.
    expect(result.violations).toContainEqual({
      kind: "allocation",
      code: "targetRouterCapped",
      field: "engine.router.maxConcurrency",
      params: { targetQpm: 6000, maxConcurrency: 1000, cappedQpm: 1500, needed: 4000 },
    });
  });

  it("names no bottleneck when nothing runs", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      engine: { prefill: { maxNumBatchedTokens: 1000 } },
    });
    expect(solve(plan, catalog).bottleneck).toBe("none");
  });

  it("rate matching: the AIConfigurator factors 0.9 / 0.92 scale r_p to 9 and r_d to 5.888 req/s", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      rateMatching: { prefill: 0.9, decode: 0.92 },
    });
    const result = solve(plan, catalog);
    expect(result.rates.prefillRequestsPerSecond).toBeCloseTo(9, 12);
    expect(result.rates.decodeRequestsPerSecond).toBeCloseTo(5.888, 12);
  });
});
