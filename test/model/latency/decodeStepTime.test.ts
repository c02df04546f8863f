import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { decodeStepTime } from "../../../src/model/latency/decodeStepTime.ts";
import { defaultEfficiency } from "../../../src/model/latency/efficiency.ts";
import { kvBytesPerToken } from "../../../src/model/latency/kvCache.ts";
import { bytesPerElement } from "../../../src/model/latency/numberFormats.ts";
import { parameterBreakdown } from "../../../src/model/latency/params.ts";
import type { GpuSpec } from "../../../src/model/latency/specs.ts";
import { expectedDistinctExperts } from "../../../src/model/latency/weightBytes.ts";
import { setupArbitrary } from "./rooflineArbitrary.ts";
import { bf16, ideal, oneGpu, toyGpu, toyModel, tp2 } from "./toySetup.ts";

const toy = { gpu: toyGpu, model: toyModel, precision: bf16, efficiency: ideal };

describe("decodeStepTime on the toy model", () => {
  it("is memory-bound at batch 4, context 100: weights 20,000 B + KV 16,000 B at 1 MB/s = 36 ms", () => {
    // Weights read: (11,000 − 1,000 embedding) · 2 B = 20,000 B → 20 ms.
    // KV: 4 sequences · 100 tokens · 2 layers · 2 · 1 head · 5 · 2 B = 16,000 B → 16 ms.
    // FLOPs: 2 · 10,000 · 4 = 80,000 linear → 0.08 ms; 4 · 2 layers · 2 · 2 heads · 10 · 100 = 32,000 attention → 0.032 ms.
    const time = decodeStepTime({
      ...toy,
      parallelism: oneGpu,
      batch: 4,
      contextTokens: 100,
      draftTokens: 0,
    });
    expect(time.timeMs).toBeCloseTo(36, 12);
    expect(time.memoryMs).toBeCloseTo(36, 12);
    expect(time.computeMs).toBeCloseTo(0.112, 12);
    expect(time.communicationMs).toBe(0);
    expect(time.boundBy).toBe("memory");
  });

  it("is compute-bound verifying 9 drafts for 1,000 sequences at context 1: 200 ms of linear FLOPs + 40 ms of KV = 240 ms", () => {
    // 10,000 tokens: 2 · 10,000 · 10,000 = 2e8 FLOPs → 200 ms, over its 20 ms of weights (compute-bound op group).
    // Attention: 10,000 tokens · 2 layers · 40 · 1 = 800,000 FLOPs → 0.8 ms, under its 1,000 · 1 · 40 B = 40 ms of KV.
    const time = decodeStepTime({
      ...toy,
      parallelism: oneGpu,
      batch: 1000,
      contextTokens: 1,
      draftTokens: 9,
    });
    expect(time.timeMs).toBeCloseTo(240, 9);
    expect(time.computeMs).toBeCloseTo(200.8, 9);
    expect(time.memoryMs).toBeCloseTo(60, 9);
    expect(time.boundBy).toBe("compute");
  });

  it("adds TP all-reduces and fixed costs: TP2 gives 10 + 16 ms of reads, 4 · 0.58 ms of collectives, 4 ms overhead", () => {
    // Weights halve to 10 ms; the one KV head is replicated, so KV stays 16 ms.
    // Each all-reduce: 4 tokens · 10 · 2 B = 80 B; 80 / 1e6 · 2 · 1/2 s = 0.08 ms + 0.5 ms latency; 2 per layer · 2 layers.
    // Overhead: 3 ms per step + 0.1 ms · 5 ops · 2 layers = 4 ms.
    const efficiency = {
      ...ideal,
      collectiveLatencyMs: 0.5,
      opLatencyMs: 0.1,
      perStepOverheadMs: 3,
    };
    const input = {
      ...toy,
      efficiency,
      parallelism: tp2,
      batch: 4,
      contextTokens: 100,
      draftTokens: 0,
    };
    const time = decodeStepTime(input);
    expect(time.communicationMs).toBeCloseTo(2.32, 12);
    expect(time.overheadMs).toBeCloseTo(4, 12);
    expect(time.timeMs).toBeCloseTo(26 + 2.32 + 4, 12);
    // With two micro-batches the collectives hide behind the 26 ms of memory time.
    expect(decodeStepTime({ ...input, overlapCommunication: true }).timeMs).toBeCloseTo(26 + 4, 12);
  });

  it("is communication-bound on a 1 kB/s link: 4 all-reduces · 80 B / 1e3 B/s · 2 · 1/2 = 320 ms", () => {
    const slowLink: GpuSpec = { ...toyGpu, scaleUpBytesPerSecondPerDirection: 1e3 };
    const time = decodeStepTime({
      ...toy,
      gpu: slowLink,
      parallelism: tp2,
      batch: 4,
      contextTokens: 100,
      draftTokens: 0,
    });
    expect(time.communicationMs).toBeCloseTo(320, 9);
    expect(time.boundBy).toBe("communication");
  });
});

describe("decodeStepTime: hardware-and-models.md §3.9 worked example", () => {
  // Llama-3.1-70B, FP8 weights and activations, BF16 KV, H200 TP8, B = 64, ℓ = 4,096, 50% of peak compute.
  const time = decodeStepTime({
    gpu: gpuPresets.h200,
    model: modelPresets["llama-3.1-70b"],
    parallelism: { tensorParallel: 8, expertParallel: 1, dataParallel: 1, gpus: 8 },
    precision: { weights: "fp8", kvCache: "bf16", activations: "fp8" },
    efficiency: { ...defaultEfficiency, computeEfficiency: 0.5 },
    batch: 64,
    contextTokens: 4096,
    draftTokens: 0,
  });

  it("memory time ≈ 5.1 ms: (8,687,415,856 B weights + 10,737,418,240 B KV) / (0.8 · 4.8 TB/s) = 5.0585 ms", () => {
    expect(time.memoryMs).toBeCloseTo(5.058_55, 5);
    expect(Math.abs(time.memoryMs - 5.1) / 5.1).toBeLessThan(0.01);
  });

  it("compute ≈ 1.2 ms: 1.112e12 linear FLOPs at 0.5 · 1,978.9 TFLOPS (1.1238 ms) + 8.59e10 attention FLOPs at 0.5 · 989.4 (0.1736 ms)", () => {
    // Linear: 2 · 69.5e9 · 64 / 8 = 1.112e12. Attention: 64 · 80 · 2 · 64 · 256 · 4,096 / 8 = 85,899,345,920.
    expect(time.computeMs).toBeCloseTo(
      (1.112e12 / 989.45e12) * 1000 + (85_899_345_920 / 494.7e12) * 1000,
      9,
    );
    expect(time.computeMs).toBeGreaterThan(1.2);
    expect(time.computeMs).toBeLessThan(1.35);
  });

  it("is memory-bound, and its TP collectives add 2.4156 ms, inside the reference's 1.5–3 ms", () => {
    expect(time.boundBy).toBe("memory");
    expect(time.communicationMs).toBeCloseTo(2.415_59, 4);
  });

  it("totals 5.0585 + 2.4156 + 80 layers · 5 ops · 3 µs = 8.6741 ms", () => {
    expect(time.overheadMs).toBeCloseTo(1.2, 12);
    expect(time.timeMs).toBeCloseTo(8.674_11, 4);
  });
});

const peakFlops = (gpu: GpuSpec) =>
  Math.max(gpu.bf16FlopsPerSecond, gpu.fp8FlopsPerSecond ?? 0, gpu.fp4FlopsPerSecond ?? 0);

describe("decodeStepTime properties", () => {
  const step = fc.record({
    batch: fc.integer({ min: 1, max: 4096 }),
    more: fc.integer({ min: 0, max: 4096 }),
    contextTokens: fc.integer({ min: 1, max: 200_000 }),
    draftTokens: fc.integer({ min: 0, max: 7 }),
  });

  it("never falls as the batch grows", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, more, contextTokens, draftTokens }) => {
        const at = (b: number) =>
          decodeStepTime({ ...setup, batch: b, contextTokens, draftTokens }).timeMs;
        expect(at(batch + more)).toBeGreaterThanOrEqual(at(batch));
      }),
      { numRuns: 500 },
    );
  });

  it("never falls as the context grows", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, more, contextTokens, draftTokens }) => {
        const at = (ctx: number) =>
          decodeStepTime({ ...setup, batch, contextTokens: ctx, draftTokens }).timeMs;
        expect(at(contextTokens + more)).toBeGreaterThanOrEqual(at(contextTokens));
      }),
      { numRuns: 300 },
    );
  });

  it("implies tokens/s per GPU within min(peak FLOP/s / FLOPs per token, HBM B/s / bytes per token)", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, contextTokens, draftTokens }) => {
        const { gpu, model, parallelism, precision } = setup;
        const time = decodeStepTime({ ...setup, batch, contextTokens, draftTokens });
        const tokens = batch * (draftTokens + 1);
        const tokensPerSecondPerGpu = tokens / (time.timeMs / 1000) / parallelism.gpus;
        // Lower bounds on the instance's work per token, from the reference formulas directly.
        const flopsPerToken = 2 * model.activeParams;
        const params = parameterBreakdown(model);
        const weightBytes =
          (params.nonExpertParams -
            params.embeddingParams +
            (params.routedExpertParams *
              expectedDistinctExperts(model.experts, model.activeExperts, tokens)) /
              Math.max(1, model.experts)) *
          bytesPerElement(precision.weights);
        const fullAttention = model.localAttention === null && model.sparseAttention === null;
        const kvBytes = fullAttention
          ? batch * contextTokens * kvBytesPerToken(model, bytesPerElement(precision.kvCache))
          : 0;
        const bytesPerToken = (weightBytes + kvBytes) / tokens;
        const bound = Math.min(
          peakFlops(gpu) / flopsPerToken,
          gpu.hbmBytesPerSecond / bytesPerToken,
        );
        expect(tokensPerSecondPerGpu).toBeLessThanOrEqual(bound * (1 + 1e-9));
      }),
      { numRuns: 500 },
    );
  });

  it("returns finite, positive times whatever the setup", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, contextTokens, draftTokens }) => {
        const time = decodeStepTime({ ...setup, batch, contextTokens, draftTokens });
        for (const value of [
          time.timeMs,
          time.computeMs,
          time.memoryMs,
          time.communicationMs,
          time.overheadMs,
        ]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(time.timeMs).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
