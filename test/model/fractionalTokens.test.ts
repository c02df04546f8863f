import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { parsePlan } from "../../src/model/parsePlan.ts";
import { type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { randomStreams, uniform } from "../../src/model/simulate/rng.ts";
import { wholeTokensAround } from "../../src/model/simulate/sizes.ts";
import { solve } from "../../src/model/solve.ts";
import { workedExampleInput } from "./workedExample.ts";

const planWith = (changes: Partial<PlanInput>) =>
  PlanSchema.parse({ ...workedExampleInput, ...changes });

describe("fractional mean request sizes", () => {
  it("accepts a production mean of 3,619.05 input tokens as it is, and still refuses below 1", () => {
    const parsed = parsePlan({
      ...workedExampleInput,
      workload: { inputTokens: 3619.05, outputTokens: 999.5 },
    });
    expect(parsed.ok && parsed.value.workload).toEqual({
      inputTokens: 3619.05,
      outputTokens: 999.5,
    });
    const tooSmall = parsePlan({
      ...workedExampleInput,
      workload: { inputTokens: 0.5, outputTokens: 1000 },
    });
    expect(!tooSmall.ok && tooSmall.problems[0]?.field).toBe("workload.inputTokens");
  });

  it("solves the mean as a mean: r_d = 256 / (1,000.5 · 40 ms), E2EL = 800 + 999.5 · 40 ms", () => {
    const result = solve(
      planWith({ workload: { inputTokens: 4000, outputTokens: 1000.5 } }),
      catalog,
    );
    expect(result.rates.decodeRequestsPerSecond).toBeCloseTo(6.396801599, 8);
    expect(result.latency.e2elMs).toBeCloseTo(40_780, 9);
  });

  it("asks for a whole token budget: ⌊10,000 / 3,619.05⌋ = 2 prompts, raise to ⌈8 · 3,619.05⌉ = 28,953", () => {
    const result = solve(
      planWith({
        workload: { inputTokens: 3619.05, outputTokens: 1000 },
        engine: { prefill: { maxNumBatchedTokens: 10_000 } },
      }),
      catalog,
    );
    expect(result.limits.prefillBatch.effective).toBe(2);
    expect(result.violations[0]?.params.needed).toBe(28_953);
  });

  it("serves whole requests around a fractional mean, ⌊m⌋ or ⌈m⌉, keeping the mean", () => {
    const [random] = randomStreams(7, 1);
    if (!random) throw new Error("no stream");
    const draws = Array.from({ length: 20_000 }, () => wholeTokensAround(3619.05, random));
    expect(new Set(draws)).toEqual(new Set([3619, 3620]));
    const mean = draws.reduce((sum, draw) => sum + draw, 0) / draws.length;
    // 0.05 ± 3 standard errors of a Bernoulli(0.05) mean over 20,000 draws (0.0015 each).
    expect(Math.abs(mean - 3619.05)).toBeLessThan(0.005);
  });

  it("draws no random number for a whole mean, so plans of whole tokens simulate as before", () => {
    const [used, untouched] = [randomStreams(3, 1)[0], randomStreams(3, 1)[0]];
    if (!used || !untouched) throw new Error("no stream");
    expect(wholeTokensAround(4000, used)).toBe(4000);
    expect(uniform(used)).toBe(uniform(untouched));
  });
});
