import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import {
  aggregatedBatchCap,
  aggregatedPoint,
  aggregatedServing,
  prefillGpuMsPerToken,
} from "../../src/model/aggregated.ts";
import { balancedFleet } from "../../src/model/curves/balancedFleet.ts";
import { type Plan, type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
import { planArbitrary } from "./planArbitrary.ts";
import { workedExample, workedExampleInput } from "./workedExample.ts";

const withBudget = (maxNumBatchedTokens: number, batchSize = 256): Plan =>
  PlanSchema.parse({
    ...workedExampleInput,
    decode: { ...workedExampleInput.decode, batchSize },
    engine: { decode: { maxNumBatchedTokens } },
  } satisfies PlanInput);

describe("aggregated serving", () => {
  it("prices a prompt token at the prefill side's GPU time: 800 ms · 16 GPUs / (8 · 4,000) = 0.4 GPU-ms", () => {
    const plan = workedExample();
    expect(prefillGpuMsPerToken(plan, solve(plan, catalog))).toBeCloseTo(0.4, 12);
  });

  it("works the worked example by hand at b_d = 256", () => {
    const point = aggregatedServing(workedExample(), catalog);
    // Each 60 ms step completes 256 · 1.5 / 1,000 requests, so carries 1,536 prompt tokens:
    // 1,536 · 0.4 / 32 GPUs = 19.2 ms; step 79.2 ms; TPOT = 79.2 / 1.5 = 52.8 ms.
    expect(point).toMatchObject({ batch: 256, draftTokens: 1, acceptanceLength: 1.5 });
    expect(point?.decodeStepMs).toBeCloseTo(60, 12);
    expect(point?.prefillTokensPerStep).toBeCloseTo(1536, 12);
    expect(point?.prefillMsPerStep).toBeCloseTo(19.2, 12);
    expect(point?.stepMs).toBeCloseTo(79.2, 12);
    expect(point?.tpotMs).toBeCloseTo(52.8, 12);
    expect(point?.tokensPerSecondPerUser).toBeCloseTo(18.939_393_94, 6);
    // 256 / (0.0528 s · 32 GPUs) = 151.52 tokens/s per GPU; 256 / (1,000 · 0.0528) = 4.848 req/s.
    expect(point?.outputTokensPerSecondPerGpu).toBeCloseTo(151.515_151_5, 6);
    expect(point?.requestsPerSecondPerInstance).toBeCloseTo(4.848_484_85, 6);
    // 60 · 4.848 / 4 nodes.
    expect(point?.qpmPerNode).toBeCloseTo(72.727_272_7, 6);
    // One chunk without a budget: 60 ms + 4,000 · 0.4 / 32 = 110 ms.
    expect(point?.prefillChunks).toBe(1);
    expect(point?.ttftMs).toBeCloseTo(110, 12);
    expect(point?.cappedByStepBudget).toBe(false);
  });

  it("splits a prompt over the token budget left after the decode tokens", () => {
    // 2,048 − 256 · 2 = 1,536 free tokens: ⌈4,000 / 1,536⌉ = 3 chunks, 3 · 60 + 50 = 230 ms.
    const point = aggregatedServing(withBudget(2048), catalog);
    expect(point?.prefillChunks).toBe(3);
    expect(point?.ttftMs).toBeCloseTo(230, 12);
  });

  it("caps the batch where a step's decode and prompt tokens fill the budget", () => {
    // Each sequence needs k + 1 + α · l_i / l_o = 2 + 6 = 8 tokens a step: 2,048 / 8 = 256.
    expect(aggregatedBatchCap(withBudget(2048), 1.5)).toBe(256);
    const point = aggregatedServing(withBudget(2048, 512), catalog);
    expect(point?.batch).toBe(256);
    expect(point?.cappedByStepBudget).toBe(true);
    expect(aggregatedBatchCap(workedExample(), 1.5)).toBeNull();
  });

  it("matches the balanced disaggregated fleet's tokens/s per GPU at the same batch, with a longer TPOT", () => {
    fc.assert(
      fc.property(planArbitrary, (drawn) => {
        const plan: Plan = { ...drawn, rateMatching: { prefill: 1, decode: 1 } };
        const result = solve(plan, catalog);
        const shared = aggregatedPoint(plan, result);
        const split = balancedFleet(plan, result);
        if (shared === null || split === null) return;
        const gap = Math.abs(
          shared.outputTokensPerSecondPerGpu - split.outputTokensPerSecondPerGpu,
        );
        expect(gap).toBeLessThanOrEqual(1e-9 * split.outputTokensPerSecondPerGpu);
        expect(shared.tpotMs).toBeGreaterThanOrEqual(result.latency.tpotMs);
      }),
      { numRuns: 300 },
    );
  });

  it("stays finite and never throws for any valid plan", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const point = aggregatedServing(plan, catalog);
        if (point === null) return;
        for (const value of Object.values(point))
          if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
