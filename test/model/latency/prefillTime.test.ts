import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { defaultEfficiency } from "../../../src/model/latency/efficiency.ts";
import { bytesPerElement } from "../../../src/model/latency/numberFormats.ts";
import { parameterBreakdown } from "../../../src/model/latency/params.ts";
import { prefillTime } from "../../../src/model/latency/prefillTime.ts";
import type { GpuSpec } from "../../../src/model/latency/specs.ts";
import { setupArbitrary } from "./rooflineArbitrary.ts";
import { bf16, ideal, oneGpu, toyElementwiseBytes, toyGpu, toyModel } from "./toySetup.ts";

const toy = {
  gpu: toyGpu,
  model: toyModel,
  precision: bf16,
  efficiency: ideal,
  parallelism: oneGpu,
};

describe("prefillTime on the toy model", () => {
  it("two 10-token prompts are memory-bound: 20 ms of weights + 0.8 ms of KV writes + 11.2 ms of norms = 32 ms", () => {
    // Linear: 2 · 2 · ((10,000 − 1,000 LM head) · 10 + 1,000) = 364,000 FLOPs → 0.364 ms, under 20,000 B of weights.
    // Attention: 2 · 2 layers · 40 · (1 + … + 10 = 55) = 8,800 FLOPs → 0.0088 ms, under 2 · 10 · 40 B = 800 B of KV.
    // Norms and activations: 20 tokens · 560 B = 11,200 B → 11.2 ms.
    const time = prefillTime({ ...toy, batch: 2, inputTokens: 10 });
    expect(time.parts.elementwiseMs).toBeCloseTo((20 * toyElementwiseBytes.tp1) / 1000, 12);
    expect(time.timeMs).toBeCloseTo(32, 12);
    expect(time.computeMs).toBeCloseTo(0.3728, 12);
    expect(time.boundBy).toBe("memory");
  });

  it("a hundred 100-token prompts on 100 MB/s HBM are compute-bound: 180.2 + 40.4 + 56 = 276.6 ms", () => {
    // Linear: 2 · 100 · (9,000 · 100 + 1,000) = 180,200,000 FLOPs → 180.2 ms (weights: 0.2 ms).
    // Attention: 100 · 2 · 40 · 5,050 = 40,400,000 FLOPs → 40.4 ms (KV: 100 · 100 · 40 B = 400,000 B → 4 ms).
    // Norms and activations: 10,000 tokens · 560 B = 5.6e6 B → 56 ms, less than the compute-bound 220.6 ms.
    const fastHbm: GpuSpec = { ...toyGpu, hbmBytesPerSecond: 1e8 };
    const time = prefillTime({ ...toy, gpu: fastHbm, batch: 100, inputTokens: 100 });
    expect(time.timeMs).toBeCloseTo(276.6, 9);
    expect(time.memoryMs).toBeCloseTo(60.2, 9);
    expect(time.boundBy).toBe("compute");
  });

  it("charges a cached prefix for attention and KV reads only: 10 new tokens after 90 cached take 20 + 4 + 5.6 = 29.6 ms", () => {
    // Linear: 2 · (9,000 · 10 + 1,000) = 182,000 FLOPs → 0.182 ms, under 20 ms of weights.
    // Attention: 2 layers · 40 · (91 + … + 100 = 955) = 76,400 FLOPs → 0.0764 ms, under 100 · 40 B = 4,000 B → 4 ms.
    // Norms and activations run on the 10 new tokens only: 5,600 B → 5.6 ms.
    const time = prefillTime({ ...toy, batch: 1, inputTokens: 10, cachedTokens: 90 });
    expect(time.timeMs).toBeCloseTo(29.6, 12);
    expect(time.computeMs).toBeCloseTo(0.2584, 12);
  });
});

describe("prefillTime on presets", () => {
  it("Llama-3.1-8B, one 4,096-token prompt on an H100 in BF16: 128.33 ms of linear + 9.88 ms of attention FLOPs at 45% of 989.4 TFLOPS", () => {
    // Linear: 2 · ((7.5e9 − 525,336,576) · 4,096 + 525,336,576) = 57,137,493,442,560 FLOPs.
    // Attention: 32 · 2 · 32 · 256 · 4,096 · 4,097 / 2 = 4,399,120,252,928 FLOPs. Overhead: 32 layers · 5 · 3 µs.
    // Each group runs its FLOPs with its bytes, (c^1.5 + m^1.5)^(2/3): the linear group with
    // (8.03e9 − 525,336,576) · 2 B of weights at 0.8 · 3.35 TB/s = 5.6005 ms, attention with
    // 4,096 · 32 layers · 2 · 8 heads · 128 · 2 B of KV written = 0.20032 ms. Norms and activations, 32 layers ·
    // (2 · 4 · 4,096 + 3 · 14,336) = 2,424,832 values a token, 4,096 · 4,849,664 B at 2.68 TB/s = 7.41202 ms.
    const time = prefillTime({
      gpu: gpuPresets.h100,
      model: modelPresets["llama-3.1-8b"],
      parallelism: oneGpu,
      precision: bf16,
      efficiency: defaultEfficiency,
      batch: 1,
      inputTokens: 4096,
    });
    const group = (computeMs: number, memoryMs: number) =>
      computeMs * (1 + (memoryMs / computeMs) ** 1.5) ** (1 / 1.5);
    expect(time.computeMs).toBeCloseTo(128.332_53 + 9.880_56, 4);
    expect(time.timeMs).toBeCloseTo(
      group(128.332_53, 5.600_5) + group(9.880_56, 0.200_32) + 7.412_02 + 0.48,
      4,
    );
    expect(time.timeMs).toBeCloseTo(146.9029, 3);
    expect(time.boundBy).toBe("compute");
  });
});

const peakFlops = (gpu: GpuSpec) =>
  Math.max(gpu.bf16FlopsPerSecond, gpu.fp8FlopsPerSecond ?? 0, gpu.fp4FlopsPerSecond ?? 0);

describe("prefillTime properties", () => {
  const step = fc.record({
    batch: fc.integer({ min: 1, max: 256 }),
    inputTokens: fc.integer({ min: 1, max: 32_768 }),
    cachedTokens: fc.integer({ min: 0, max: 32_768 }),
    more: fc.integer({ min: 0, max: 4096 }),
  });

  it("never falls as the batch grows", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, inputTokens, cachedTokens, more }) => {
        const at = (b: number) =>
          prefillTime({ ...setup, batch: b, inputTokens, cachedTokens }).timeMs;
        expect(at(batch + more)).toBeGreaterThanOrEqual(at(batch));
      }),
      { numRuns: 400 },
    );
  });

  it("never falls as the prompt grows", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, inputTokens, cachedTokens, more }) => {
        const at = (s: number) =>
          prefillTime({ ...setup, batch, inputTokens: s, cachedTokens }).timeMs;
        expect(at(inputTokens + more)).toBeGreaterThanOrEqual(at(inputTokens));
      }),
      { numRuns: 400 },
    );
  });

  it("implies input tokens/s per GPU within min(peak FLOP/s / FLOPs per token, HBM B/s / weight bytes per token)", () => {
    fc.assert(
      fc.property(setupArbitrary, step, (setup, { batch, inputTokens }) => {
        const { gpu, model, parallelism, precision } = setup;
        const time = prefillTime({ ...setup, batch, inputTokens });
        const tokens = batch * inputTokens;
        const tokensPerSecondPerGpu = tokens / (time.timeMs / 1000) / parallelism.gpus;
        const params = parameterBreakdown(model);
        // Every prompt token but the last skips the LM head; every weight but the embedding is read at least once.
        const flopsPerToken = 2 * (model.activeParams - params.embeddingParams);
        const bytesPerToken =
          ((params.nonExpertParams - params.embeddingParams) * bytesPerElement(precision.weights)) /
          tokens;
        const bound = Math.min(
          peakFlops(gpu) / flopsPerToken,
          gpu.hbmBytesPerSecond / bytesPerToken,
        );
        expect(tokensPerSecondPerGpu).toBeLessThanOrEqual(bound * (1 + 1e-9));
      }),
      { numRuns: 400 },
    );
  });
});
