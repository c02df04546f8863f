import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { kvCapacity } from "../../../src/model/latency/kvCapacity.ts";
import { bytesPerElement } from "../../../src/model/latency/numberFormats.ts";

const tp8 = { tensorParallel: 8, expertParallel: 1, dataParallel: 1, gpus: 8 };
const dp = (gpus: number) => ({
  tensorParallel: 1,
  expertParallel: gpus,
  dataParallel: gpus,
  gpus,
});

describe("kvCapacity", () => {
  it("Llama-3.1-70B FP8 on 8 H200 (TP8): 603 sequences of 5,000 tokens", () => {
    const capacity = kvCapacity({
      gpu: gpuPresets.h200,
      model: modelPresets["llama-3.1-70b"],
      parallelism: tp8,
      weightBytesPerParameter: 1,
      kvBytesPerElement: 2,
      contextTokens: 5000,
    });
    // Weights: 70.55e9 params · 1 B / 8 = 8,818,750,000 B.
    expect(capacity.weightBytesPerGpu).toBe(8_818_750_000);
    // 141 GiB · 0.9 − 3.5 GiB − weights = 136,257,837,465.6 − 3,758,096,384 − 8,818,750,000 = 123,680,991,081.6 B.
    expect(capacity.kvBudgetBytesPerGpu).toBeCloseTo(123_680_991_081.6, 1);
    // ⌊123,680,991,081.6 / 40,960⌋ = 3,019,555 tokens.
    expect(capacity.tokensPerReplica).toBe(3_019_555);
    // ⌊123,680,991,081.6 / (5,000 · 40,960)⌋ = ⌊603.9⌋ = 603 sequences on the one replica.
    expect(capacity.maxSequencesPerInstance).toBe(603);
    expect(capacity.weightsFit).toBe(true);
  });

  it("DeepSeek-V3 in FP8 does not fit on 8 H800s: its 98.9 GB per GPU exceeds 80 GiB", () => {
    const capacity = kvCapacity({
      gpu: gpuPresets.h800,
      model: modelPresets["deepseek-v3"],
      parallelism: dp(8),
      weightBytesPerParameter: bytesPerElement("fp8Block128"),
      kvBytesPerElement: 2,
      contextTokens: 5000,
    });
    // (17,121,229,184 non-expert + 653,908,770,816 routed / 8) · (1 + 4 / 16,384) = 98,883,961,235.6 B.
    expect(capacity.weightBytesPerGpu).toBeCloseTo(98_883_961_235.6, 0);
    expect(capacity.weightsFit).toBe(false);
    expect(capacity.kvBudgetBytesPerGpu).toBe(0);
    expect(capacity.maxSequencesPerInstance).toBe(0);
  });

  it("DeepSeek-V3 with NVFP4 routed experts fits on 8 H800s: (17,121,229,184 + 81,738,596,352 · 0.5625) · 1 B = 63,099,189,632 B per GPU", () => {
    const capacity = kvCapacity({
      gpu: gpuPresets.h800,
      model: modelPresets["deepseek-v3"],
      parallelism: dp(8),
      weightBytesPerParameter: 1,
      expertWeightBytesPerParameter: bytesPerElement("nvfp4"),
      kvBytesPerElement: 2,
      contextTokens: 5000,
    });
    expect(capacity.weightBytesPerGpu).toBe(63_099_189_632);
    expect(capacity.weightsFit).toBe(true);
  });

  it("DeepSeek-V3 on 16 H800s with attention DP16: 44 sequences of 5,000 tokens per GPU, 704 per instance", () => {
    const capacity = kvCapacity({
      gpu: gpuPresets.h800,
      model: modelPresets["deepseek-v3"],
      parallelism: dp(16),
      weightBytesPerParameter: bytesPerElement("fp8Block128"),
      kvBytesPerElement: 2,
      contextTokens: 5000,
    });
    // 80 GiB · 0.9 − 3.5 GiB − (17,121,229,184 + 653,908,770,816 / 16) · 1.000244 = 15,546,629,740.4 B.
    expect(capacity.kvBudgetBytesPerGpu).toBeCloseTo(15_546_629_740.4, 0);
    // ⌊15,546,629,740.4 / (5,000 · 70,272)⌋ = ⌊44.2⌋ = 44 per replica, · 16 replicas = 704.
    expect(capacity.maxSequencesPerInstance).toBe(704);
  });

  it("honours a caller's reserve: no fraction and no bytes leaves all 80 GiB but the weights", () => {
    const capacity = kvCapacity({
      gpu: gpuPresets.h100,
      model: modelPresets["llama-3.1-8b"],
      parallelism: { tensorParallel: 1, expertParallel: 1, dataParallel: 1, gpus: 1 },
      weightBytesPerParameter: 2,
      kvBytesPerElement: 2,
      contextTokens: 1000,
      reserveFraction: 0,
      reserveBytes: 0,
    });
    // 85,899,345,920 − 8.03e9 · 2 = 69,839,345,920 B; ⌊/ 131,072,000⌋ = 532 sequences of 1,000 tokens.
    expect(capacity.kvBudgetBytesPerGpu).toBe(69_839_345_920);
    expect(capacity.maxSequencesPerInstance).toBe(532);
  });

  it("never admits more sequences at a longer context", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (ctx, extra) => {
          const at = (contextTokens: number) =>
            kvCapacity({
              gpu: gpuPresets.h200,
              model: modelPresets["gpt-oss-120b"],
              parallelism: { tensorParallel: 2, expertParallel: 1, dataParallel: 1, gpus: 2 },
              weightBytesPerParameter: bytesPerElement("mxfp4"),
              kvBytesPerElement: 1,
              contextTokens,
            }).maxSequencesPerInstance;
          expect(at(ctx + extra)).toBeLessThanOrEqual(at(ctx));
        },
      ),
    );
  });
});
