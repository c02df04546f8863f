import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import {
  busiestEnginePrefillMs,
  coupledEngines,
  engineBoundShare,
  expectedMaxOfPoissons,
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

  it("never falls below the mean, and grows with the count", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (mean, count, more) => {
          const max = expectedMaxOfPoissons(mean, count);
          expect(Number.isFinite(max)).toBe(true);
          expect(max).toBeGreaterThanOrEqual(mean);
          expect(expectedMaxOfPoissons(mean, count + more)).toBeGreaterThanOrEqual(max - 1e-9);
        },
      ),
    );
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
      balancedMs: 10,
      engineShare: 0,
    };
    expect(busiestEnginePrefillMs(load)).toBeCloseTo(10, 12);
    expect(busiestEnginePrefillMs({ ...load, engines: 1, engineShare: 1 })).toBeCloseTo(10, 12);
  });

  it("never charges less than the balanced time, and less as prompts are chunked finer", () => {
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
            balancedMs: 7,
            engineShare,
          };
          const ms = busiestEnginePrefillMs(load);
          expect(Number.isFinite(ms)).toBe(true);
          expect(ms).toBeGreaterThanOrEqual(7 * (1 - 1e-8));
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

describe("coupledEngines and engineBoundShare", () => {
  it("joins the 8 engines of attention DP8 with EP8, not the same engines without shared experts", () => {
    expect(coupledEngines(adp, solve(adp, catalog))).toBe(true);
    const ownExperts = PlanSchema.parse({
      ...adp,
      latency: { ...adp.latency, decode: { ...adp.latency.decode, expertParallel: 1 } },
    });
    expect(coupledEngines(ownExperts, solve(ownExperts, catalog))).toBe(false);
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
