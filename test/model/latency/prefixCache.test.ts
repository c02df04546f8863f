import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { efficiencyOverDefaults } from "../../../src/model/latency/efficiency.ts";
import { prefillTime } from "../../../src/model/latency/prefillTime.ts";
import type { LatencySource } from "../../../src/model/latencyPlan.ts";
import { type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";
import { workedExampleInput } from "../workedExample.ts";

// DeepSeek-V3 prefill on 4 H800 nodes (32 GPUs, DP 32), 8 prompts of 4,000 tokens a batch.
const prefillPlan = (prefixCacheHitRate?: number, source: LatencySource = "roofline") =>
  PlanSchema.parse({
    ...workedExampleInput,
    workload: { ...workedExampleInput.workload, inputTokens: 4000, prefixCacheHitRate },
    prefill: { nodesPerInstance: 4, batchSize: 8, batchTimeMs: 800, dataParallel: 32 },
    latency: { model: "deepseek-v3", prefill: { source, gpu: "h800" } },
  } satisfies PlanInput);

const t1 = (hitRate?: number, source?: LatencySource) =>
  solve(prefillPlan(hitRate, source), catalog).latency.prefillBatchTimeMs;

const stepWith = (inputTokens: number, cachedTokens: number) =>
  prefillTime({
    gpu: gpuPresets.h800,
    model: modelPresets["deepseek-v3"],
    parallelism: { tensorParallel: 1, dataParallel: 32, expertParallel: 32, gpus: 32 },
    precision: { weights: "fp8", kvCache: "bf16", activations: "fp8" },
    efficiency: efficiencyOverDefaults(),
    batch: 8,
    inputTokens,
    cachedTokens,
  }).timeMs;

describe("prefix-cache hits in the roofline's prefill", () => {
  it("computes only the uncached 43.7% of each prompt at a hit rate of 56.3%", () => {
    // 4,000 · (1 − 0.563) = 1,748 new tokens, attending over 2,252 cached ones.
    expect(t1(0.563)).toBeCloseTo(stepWith(1748, 2252), 9);
    expect(t1(0.563)).toBeLessThan(t1());
  });

  it("means nothing cached at 0, and computes the last token even when all of the prompt hits", () => {
    expect(t1(0)).toBe(t1());
    expect(t1(1)).toBeCloseTo(stepWith(1, 3999), 9);
  });

  it("takes less time as more of the prompt hits", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(t1(high)).toBeLessThanOrEqual(t1(low) * (1 + 1e-12));
        },
      ),
      { numRuns: 50 },
    );
  });

  it("leaves an entered t1 as measured, and the decode step alone", () => {
    expect(t1(0.9, "constant")).toBe(800);
    const itl = (hitRate?: number) => solve(prefillPlan(hitRate), catalog).latency.itlMs;
    expect(itl(0.9)).toBe(itl());
  });
});
