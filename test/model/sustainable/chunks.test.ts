import { describe, expect, it } from "vitest";
import { chunkMoments, planChunks, stepsFor } from "../../../src/model/sustainable/chunks.ts";

describe("tokens per decode step", () => {
  it("emits 1 or 2 tokens with k = 1, p = 0.5: mean 1.5, E[X²] = 0.5 · 1 + 0.5 · 4 = 2.5, Var 0.25", () => {
    expect(chunkMoments(1, 0.5)).toEqual({ mean: 1.5, second: 2.5, variance: 0.25 });
  });

  it("emits exactly one token without drafts", () => {
    expect(chunkMoments(0, 0.7)).toEqual({ mean: 1, second: 1, variance: 0 });
  });

  it("takes p from α when the plan gives α: α = 1.5 with k = 1 is p = 0.5", () => {
    expect(planChunks(1, 1.5, undefined).mean).toBeCloseTo(1.5, 9);
  });

  it("needs 999 / 1.5 + (2.5 − 1.5) / (2 · 1.5²) = 666.2222 steps for 999 tokens, with variance 999 · 0.25 / 1.5³ = 74", () => {
    const steps = stepsFor(999, chunkMoments(1, 0.5));
    expect(steps.mean).toBeCloseTo(666 + 1 / 4.5, 9);
    expect(steps.variance).toBeCloseTo(74, 9);
  });

  it("matches the exact expected steps of the recursion e(n) = 1 + e(n − 1) / 2 + e(n − 2) / 2", () => {
    const exact = [0, 1];
    for (let n = 2; n <= 60; n += 1)
      exact.push(1 + 0.5 * (exact[n - 1] ?? 0) + 0.5 * (exact[n - 2] ?? 0));
    expect(stepsFor(60, chunkMoments(1, 0.5)).mean).toBeCloseTo(exact[60] ?? 0, 9);
  });

  it("takes no step for no tokens and never more steps than tokens", () => {
    expect(stepsFor(0, chunkMoments(3, 0.7)).mean).toBe(0);
    expect(stepsFor(1, chunkMoments(3, 0.7)).mean).toBe(1);
  });
});
