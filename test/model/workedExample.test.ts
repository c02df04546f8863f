import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import type { Plan } from "../../src/model/plan.ts";
import { solve, solveTraced } from "../../src/model/solve.ts";
import { derivationOf, type ExplainedPath } from "../../src/text/index.ts";
import { workedExample } from "./workedExample.ts";

const explained = (plan: Plan, path: ExplainedPath): string | undefined =>
  derivationOf(path, plan, solveTraced(plan, catalog), "en")?.substituted;

// Every row of docs/model.md §6, each expected value computed by hand in the comment above it.
describe("the worked example of docs/model.md §6", () => {
  const result = solve(workedExample(), catalog);

  it("derives t2 = ITL / α = 60 / 1.5 = 40 ms", () => {
    expect(result.latency.tpotMs).toBeCloseTo(40, 12);
  });

  it("gives r_p = 8 / 0.8 = 10 req/s and r_d = 256 / (1000 · 0.04) = 6.4 req/s", () => {
    expect(result.rates.prefillRequestsPerSecond).toBeCloseTo(10, 12);
    expect(result.rates.decodeRequestsPerSecond).toBeCloseTo(6.4, 12);
  });

  it("runs p_loop = 1000 · 40 ms / 800 ms = 50 prefill rounds per decode lifetime", () => {
    expect(result.rates.prefillLoops).toBeCloseTo(50, 12);
  });

  it("gives each user 1 / 0.04 s = 25 tokens/s", () => {
    expect(result.latency.tokensPerSecondPerUser).toBeCloseTo(25, 12);
  });

  it("balances y / x = 10 / 6.4 = 1.5625 the other way round", () => {
    expect(result.ratio.decodePerPrefill).toBeCloseTo(1.5625, 12);
  });

  it("moves 480,000 / 800 = 600 input and 600 + 150 = 750 tokens/s in all per GPU", () => {
    expect(result.throughput.inputTokensPerSecondPerGpu).toBeCloseTo(600, 9);
    expect(result.throughput.totalTokensPerSecondPerGpu).toBeCloseTo(750, 9);
  });

  it("balances x / y = 6.4 / 10 = 0.64, the fraction 16 : 25", () => {
    expect(result.ratio.prefillPerDecode).toBeCloseTo(0.64, 12);
    expect(result.ratio.exact).toEqual({ prefillInstances: 16, decodeInstances: 25 });
  });

  it("hands over 1000 · 0.04 · 8 · 16 / 0.8 = 6400 requests with x = 16, held by y = 6400 / 256 = 25", () => {
    const fixed = solve(
      workedExample({ mode: "fixed", prefillInstances: 16, decodeInstances: 25 }),
      catalog,
    );
    expect(fixed.concurrency.article).toBeCloseTo(6400, 9);
    expect(fixed.concurrency.decodeSlots).toBe(6400);
  });

  it("fits x = 12, y = 19 in 100 nodes at λ = min(120, 121.6) = 120 req/s", () => {
    expect(result.allocation).toMatchObject({
      prefillInstances: 12,
      decodeInstances: 19,
      totalNodes: 100,
    });
    expect(result.throughput.requestsPerSecond).toBeCloseTo(120, 9);
  });

  it("serves QPM 60 · 120 = 7200, 7200 / 100 = 72 per node, 72 / 8 = 9 per GPU", () => {
    expect(result.throughput.qpm).toBeCloseTo(7200, 9);
    expect(result.throughput.qpmPerNode).toBeCloseTo(72, 9);
    expect(result.throughput.qpmPerGpu).toBeCloseTo(9, 9);
  });

  it("uses prefill 120 / 120 = 100% and decode 120 / 121.6 = 98.68%, prefill the bottleneck", () => {
    expect(result.utilization.prefill).toBeCloseTo(1, 12);
    expect(result.utilization.decode).toBeCloseTo(0.986842105, 8);
    expect(result.bottleneck).toBe("prefill");
  });

  it("reports concurrency 120 · 1000 · 0.04 = 4800, 19 · 256 = 4864, 120 · 40.76 = 4891.2", () => {
    expect(result.concurrency.article).toBeCloseTo(4800, 9);
    expect(result.concurrency.decodeSlots).toBe(4864);
    expect(result.concurrency.littlesLaw).toBeCloseTo(4891.2, 9);
  });

  it("moves 480,000 input and 120,000 output tokens/s; 20,000 per prefill node, 1,578.9 per decode node, 150 output per GPU", () => {
    expect(result.throughput.inputTokensPerSecond).toBeCloseTo(480_000, 6);
    expect(result.throughput.outputTokensPerSecond).toBeCloseTo(120_000, 6);
    expect(result.throughput.inputTokensPerSecondPerPrefillNode).toBeCloseTo(20_000, 6);
    // 120,000 / 76 = 1,578.947368…
    expect(result.throughput.outputTokensPerSecondPerDecodeNode).toBeCloseTo(1578.947368, 5);
    expect(result.throughput.outputTokensPerSecondPerGpu).toBeCloseTo(150, 9);
  });

  it("takes E2EL = 0.8 + 999 · 0.04 = 40.76 s", () => {
    expect(result.latency.e2elMs).toBeCloseTo(40_760, 9);
  });

  it("costs 800 GPUs · $2 = $1,600/h and $1,600 / 432 = $3.70 per million output tokens", () => {
    expect(result.cost?.perHourUsd).toBeCloseTo(1600, 9);
    // 120,000 tokens/s · 3600 s = 432 million tokens per hour
    expect(result.cost?.perMillionOutputTokensUsd).toBeCloseTo(3.7037037, 6);
  });

  it("prices decode GPUs at their own rate: 192 · $2 + 608 · $3 = $2,208/h, $5.11 per million output tokens", () => {
    const plan = workedExample();
    const priced: Plan = { ...plan, hardware: { ...plan.hardware, decodeGpuHourlyCostUsd: 3 } };
    const split = solveTraced(priced, catalog);
    // x = 12 P instances of 2 nodes (192 GPUs), y = 19 D instances of 4 nodes (608 GPUs).
    expect(split.result.cost?.perHourUsd).toBeCloseTo(2208, 9);
    // $2,208 / 432 million output tokens an hour.
    expect(split.result.cost?.perMillionOutputTokensUsd).toBeCloseTo(2208 / 432, 9);
    expect(derivationOf("cost.perHourUsd", priced, split, "en")?.substituted).toBe(
      "192 · $2 + 608 · $3 = $2,208",
    );
    // The same price twice is one price: the same cost to the last digit.
    const same: Plan = { ...plan, hardware: { ...plan.hardware, decodeGpuHourlyCostUsd: 2 } };
    expect(solve(same, catalog).cost).toEqual(result.cost);
  });

  it("meets a 6000 QPM target (λ = 100) with x = 10, y = 16 on 84 nodes", () => {
    const target = solve(workedExample({ mode: "targetQpm", targetQpm: 6000 }), catalog);
    expect(target.allocation).toMatchObject({
      prefillInstances: 10,
      decodeInstances: 16,
      totalNodes: 84,
    });
    expect(target.throughput.qpm).toBeGreaterThanOrEqual(6000 - 1e-6);
  });

  it("is feasible with no violations", () => {
    expect(result.feasible).toBe(true);
    expect(result.violations).toEqual([]);
  });

  it("shows its work with the plan's numbers substituted", () => {
    expect(explained(workedExample(), "throughput.requestsPerSecond")).toBe(
      "λ = min(12 · 10, 19 · 6.4) = min(120, 121.6) = 120 req/s",
    );
    expect(explained(workedExample(), "latency.tpotMs")).toBe("t2 = 60 ms / 1.5 = 40 ms");
    expect(explained(workedExample(), "throughput.qpmPerNode")).toBe(
      "7,200 / (12 · 2 + 19 · 4 = 100 nodes) = 72",
    );
  });
});

describe("why the allocation is what it is", () => {
  it("explains each mode's choice with the plan's numbers", () => {
    expect(explained(workedExample(), "allocation.prefillInstances")).toBe(
      "min(x · 10, y · 6.4) with 2x + 4y ≤ 100 → x = 12, y = 19",
    );
    expect(
      explained(
        workedExample({ mode: "targetQpm", targetQpm: 6000 }),
        "allocation.decodeInstances",
      ),
    ).toBe("λ* = 6,000 / 60 = 100 req/s → x = 10, y = 16");
    expect(explained(workedExample({ mode: "ratio" }), "allocation.prefillInstances")).toBe(
      "7 : 11 = 0.636364, 0.568182% off 0.64",
    );
    expect(explained(workedExample(), "allocation.totalNodes")).toBe("12 · 2 + 19 · 4 = 100");
  });
});
