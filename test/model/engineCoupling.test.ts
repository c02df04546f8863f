import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import {
  busiestEnginePrefillMs,
  coupledEngines,
  engineBoundShare,
  expectedMaxOfPoissons,
  ownEnginePrefillMs,
} from "../../src/model/engineCoupling.ts";
import { noParts } from "../../src/model/latency/stepParts.ts";
import { type Plan, PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";

// DeepSeek-R1 on 8 H200 with attention DP8 and EP8, both phases on the roofline (a published case).
const adp: Plan = PlanSchema.parse(
  JSON.parse(
    readFileSync(
      new URL("../../docs/validation/trtllm-h200-deepseek-r1-aggregated.json", import.meta.url),
      "utf8",
    ),
  ),
);

describe("expectedMaxOfPoissons", () => {
  it("is the mean itself for one count", () => {
    expect(expectedMaxOfPoissons(0.3, 1)).toBe(0.3);
    expect(expectedMaxOfPoissons(0, 8)).toBe(0);
  });

  it("sums P(max > k) = 1 − F(k)² for two counts of mean 1: 1.52378", () => {
    // F(k) = e⁻¹ · (1, 2, 5/2, 8/3, 65/24, 163/60, 1,957/720, 685/252) for k = 0 … 7.
    const cdf = [1, 2, 5 / 2, 8 / 3, 65 / 24, 163 / 60, 1957 / 720, 685 / 252].map(
      (c) => c * Math.exp(-1),
    );
    const byHand = cdf.reduce((sum, f) => sum + (1 - f * f), 0);
    expect(byHand).toBeCloseTo(1.523_78, 4);
    expect(expectedMaxOfPoissons(1, 2)).toBeCloseTo(byHand, 5);
  });

  it("takes 8 engines at a sixteenth of a prompt each: the busiest has one in 39% of steps, 0.4087 on average", () => {
    // P(max > 0) = 1 − e^(−8/16) = 0.393469; P(max > 1) = 1 − (e^(−1/16) · 17/16)⁸ = 0.014891; the rest 0.0003.
    const p0 = 1 - Math.exp(-0.5);
    const p1 = 1 - (Math.exp(-1 / 16) * (17 / 16)) ** 8;
    expect(p0).toBeCloseTo(0.393_469, 6);
    expect(p1).toBeCloseTo(0.014_891, 5);
    expect(expectedMaxOfPoissons(1 / 16, 8)).toBeCloseTo(0.4087, 4);
  });

  it("agrees with the plain sum of 1 − F(k)^n, F summed from e^(−mean) up, for means to 200", () => {
    const reference = (mean: number, count: number): number => {
      let pmf = Math.exp(-mean);
      let cdf = 0;
      let sum = 0;
      for (let k = 0; k < 2000; k++) {
        cdf += pmf;
        sum += 1 - Math.min(1, cdf) ** count;
        pmf *= mean / (k + 1);
      }
      return sum;
    };
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 200, noNaN: true }),
        fc.integer({ min: 2, max: 64 }),
        (mean, count) => {
          const exact = reference(mean, count);
          expect(Math.abs(expectedMaxOfPoissons(mean, count) / exact - 1)).toBeLessThan(1e-7);
        },
      ),
    );
  });

  it("holds the busiest to its cap: E[min(max, c)] = Σ_{k<c} P(max > k)", () => {
    // One prompt at most: P(max > 0) = 1 − e^(−8/16).
    expect(expectedMaxOfPoissons(1 / 16, 8, 1)).toBeCloseTo(1 - Math.exp(-0.5), 12);
    // Two counts of mean 1 capped at 1: P(max > 0) = 1 − e^(−2) = 0.864665, below min(mean, cap) = 1.
    expect(expectedMaxOfPoissons(1, 2, 1)).toBeCloseTo(1 - Math.exp(-2), 12);
    // One count capped at 1: P(X > 0) = 1 − e^(−1); a cap of 1.9 is taken as 1.
    expect(expectedMaxOfPoissons(1, 1, 1)).toBeCloseTo(1 - Math.exp(-1), 12);
    expect(expectedMaxOfPoissons(1, 2, 1.9)).toBeCloseTo(1 - Math.exp(-2), 12);
    expect(expectedMaxOfPoissons(50, 8, 3)).toBeCloseTo(3, 9);
    expect(expectedMaxOfPoissons(50, 8, 0)).toBe(0);
  });

  it("grows with the count and the mean, continuously through the largest mean it sums", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (mean, count, more) => {
          const max = expectedMaxOfPoissons(mean, count);
          expect(expectedMaxOfPoissons(mean, count + more)).toBeGreaterThanOrEqual(max - 1e-9);
          expect(expectedMaxOfPoissons(mean * 1.01 + 0.01, count)).toBeGreaterThan(max);
        },
      ),
    );
    const at = expectedMaxOfPoissons(1e6, 8);
    const past = expectedMaxOfPoissons(1e6 * (1 + 1e-9), 8);
    expect(Math.abs(past - at)).toBeLessThan(0.01);
  });

  it("never returns NaN or a negative for hostile counts and means", () => {
    for (const [mean, count] of [
      [1, Number.POSITIVE_INFINITY],
      [1e-3, 1e17],
      [1e308, 8],
      [Number.NaN, 8],
      [1, Number.NaN],
      [Number.POSITIVE_INFINITY, 8],
    ] as const) {
      const value = expectedMaxOfPoissons(mean, count);
      expect(Number.isNaN(value)).toBe(false);
      expect(value).toBeGreaterThanOrEqual(0);
    }
    // Counts past a hundred thousand (more engines than a plan may have) are taken as that many.
    expect(expectedMaxOfPoissons(0.5, 1e17)).toBe(expectedMaxOfPoissons(0.5, 100_000));
    expect(expectedMaxOfPoissons(Number.POSITIVE_INFINITY, 8)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("busiestEnginePrefillMs", () => {
  it("scales the engine's share from the mean 64 tokens to the busiest engine's 1,024 · 0.4087", () => {
    // 512 prompt tokens a step over 8 engines, whole 1,024-token prompts: 10 ms were they spread evenly, of
    // which 6 ms stay on the prompt's engine: 4 + 6 · 418.49 / 64 = 43.23 ms.
    const ms = busiestEnginePrefillMs({
      engines: 8,
      prefillTokensPerStep: 512,
      inputTokens: 1024,
      prefillChunks: 1,
      freeTokens: Number.POSITIVE_INFINITY,
      balancedMs: 10,
      engineShare: 0.6,
    });
    expect(ms).toBeCloseTo(4 + (6 * 1024 * expectedMaxOfPoissons(1 / 16, 8)) / 64, 9);
    expect(ms).toBeCloseTo(43.23, 2);
  });

  it("is the balanced time for one engine, or when the experts hold all of it", () => {
    const load = {
      engines: 8,
      prefillTokensPerStep: 512,
      inputTokens: 1024,
      prefillChunks: 4,
      freeTokens: Number.POSITIVE_INFINITY,
      balancedMs: 10,
      engineShare: 0,
    };
    expect(busiestEnginePrefillMs(load)).toBeCloseTo(10, 12);
    expect(busiestEnginePrefillMs({ ...load, engines: 1, engineShare: 1 })).toBeCloseTo(10, 12);
  });

  it("without a budget charges less as prompts are chunked finer; a budget never charges more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (engines, prefillTokensPerStep, inputTokens, chunks, engineShare) => {
          // A chunk holds at least one token, as the engine's budget does (aggregated.ts).
          const prefillChunks = Math.min(chunks, inputTokens);
          const load = {
            engines,
            prefillTokensPerStep,
            inputTokens,
            prefillChunks,
            freeTokens: Number.POSITIVE_INFINITY,
            balancedMs: 7,
            engineShare,
          };
          const ms = busiestEnginePrefillMs(load);
          expect(Number.isFinite(ms)).toBe(true);
          // A budget of one chunk a step never charges more than no budget.
          const budgeted = busiestEnginePrefillMs({
            ...load,
            freeTokens: inputTokens / prefillChunks,
          });
          expect(budgeted).toBeLessThanOrEqual(ms * (1 + 1e-8));
          const finer = busiestEnginePrefillMs({
            ...load,
            prefillChunks: Math.min(prefillChunks * 2, inputTokens),
          });
          expect(finer).toBeLessThanOrEqual(ms * (1 + 1e-8));
        },
      ),
    );
  });
});

describe("busiestEnginePrefillMs within a token budget", () => {
  it("holds each engine to the chunks its free tokens admit: one prompt a step at a mean of one", () => {
    // 8 engines, one 1,024-token prompt each a step on average, 10 ms spread, all of it on the engine.
    const load = {
      engines: 8,
      prefillTokensPerStep: 8192,
      inputTokens: 1024,
      prefillChunks: 1,
      freeTokens: Number.POSITIVE_INFINITY,
      balancedMs: 10,
      engineShare: 1,
    };
    // No budget: the busiest holds E[max of 8 Poisson(1)] = 2.5785 prompts, 25.785 ms.
    expect(busiestEnginePrefillMs(load)).toBeCloseTo(10 * expectedMaxOfPoissons(1, 8), 9);
    expect(busiestEnginePrefillMs(load)).toBeCloseTo(25.785, 3);
    // Room for one prompt a step: at most one each, never below the mean load, so 10 ms.
    expect(busiestEnginePrefillMs({ ...load, freeTokens: 1024 })).toBeCloseTo(10, 9);
    // Room for two: E[min(max, 2)] = 1 − e^(−8) + 1 − (2e^(−1))^8 = 1.91616 prompts.
    const two = 2 - Math.exp(-8) - (2 * Math.exp(-1)) ** 8;
    expect(busiestEnginePrefillMs({ ...load, freeTokens: 2048 })).toBeCloseTo(10 * two, 9);
  });

  it("keeps the spread time without an engine share, and returns 0 or the input for hostile times", () => {
    const load = {
      engines: 8,
      prefillTokensPerStep: 1e308,
      inputTokens: 1e-308,
      prefillChunks: 1,
      freeTokens: Number.POSITIVE_INFINITY,
      balancedMs: 10,
      engineShare: 0,
    };
    expect(busiestEnginePrefillMs(load)).toBe(10);
    expect(busiestEnginePrefillMs({ ...load, balancedMs: Number.POSITIVE_INFINITY })).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(busiestEnginePrefillMs({ ...load, balancedMs: -1 })).toBe(0);
    expect(ownEnginePrefillMs(10, Number.NaN, 0.5)).toBeCloseTo(10, 12);
    expect(ownEnginePrefillMs(10, Number.POSITIVE_INFINITY, 0)).toBeCloseTo(10, 12);
    expect(ownEnginePrefillMs(-3, 8, 0.5)).toBe(0);
  });
});

describe("coupledEngines and engineBoundShare", () => {
  it("joins the 8 engines of attention DP8 on an MoE model, with EP8 or with the experts split by TP", () => {
    expect(coupledEngines(adp, solve(adp, catalog))).toBe(true);
    // EP1: the roofline still spreads each MoE layer over all 8 GPUs, as tensor-parallel experts.
    const tensorExperts = PlanSchema.parse({
      ...adp,
      latency: { ...adp.latency, decode: { ...adp.latency.decode, expertParallel: 1 } },
    });
    expect(coupledEngines(tensorExperts, solve(tensorExperts, catalog))).toBe(true);
    const dense = PlanSchema.parse({ ...adp, latency: { ...adp.latency, model: "llama-3.1-8b" } });
    expect(coupledEngines(dense, solve(dense, catalog))).toBe(false);
    const oneEngine = PlanSchema.parse({ ...adp, decode: { ...adp.decode, dataParallel: 1 } });
    expect(coupledEngines(oneEngine, solve(oneEngine, catalog))).toBe(false);
    const entered = PlanSchema.parse({
      ...adp,
      latency: { ...adp.latency, decode: { source: "constant" } },
    });
    expect(coupledEngines(entered, solve(entered, catalog))).toBe(false);
  });

  it("keeps on the engine all but the experts' GEMMs and all-to-all", () => {
    expect(engineBoundShare(null)).toBe(1);
    expect(engineBoundShare(noParts)).toBe(1);
    const parts = {
      ...noParts,
      denseGemmMs: 3,
      attentionMs: 1,
      expertGemmMs: 4,
      expertParallelMs: 2,
    };
    expect(engineBoundShare(parts)).toBeCloseTo(0.4, 12);
  });
});

describe("ownEnginePrefillMs", () => {
  it("runs a prompt's engine share on one engine of 8: 10 ms spread is 4 + 6 · 8 = 52 ms", () => {
    expect(ownEnginePrefillMs(10, 8, 0.6)).toBeCloseTo(52, 12);
    expect(ownEnginePrefillMs(10, 1, 0.6)).toBeCloseTo(10, 12);
    expect(ownEnginePrefillMs(10, 8, Number.NaN)).toBeCloseTo(80, 12);
  });
});
