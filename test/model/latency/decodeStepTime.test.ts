import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { decodeStepTime } from "../../../src/model/latency/decodeStepTime.ts";
import { defaultEfficiency, type Efficiency } from "../../../src/model/latency/efficiency.ts";
import { kvBytesPerToken } from "../../../src/model/latency/kvCache.ts";
import { bytesPerElement, expertWeightFormat } from "../../../src/model/latency/numberFormats.ts";
import { parameterBreakdown } from "../../../src/model/latency/params.ts";
import type { GpuSpec, ModelSpec } from "../../../src/model/latency/specs.ts";
import { partsTotalMs } from "../../../src/model/latency/stepParts.ts";
import { expectedDistinctExperts } from "../../../src/model/latency/weightBytes.ts";
import { setupArbitrary } from "./rooflineArbitrary.ts";
import { bf16, ideal, oneGpu, toyElementwiseBytes, toyGpu, toyModel, tp2 } from "./toySetup.ts";

const toy = { gpu: toyGpu, model: toyModel, precision: bf16, efficiency: ideal };

describe("decodeStepTime on the toy model", () => {
  it("is memory-bound at batch 4, context 100: weights 20,000 B + KV 16,000 B + 2,240 B of norms at 1 MB/s = 38.24 ms", () => {
    // Weights read: (11,000 − 1,000 embedding) · 2 B = 20,000 B → 20 ms.
    // KV: 4 sequences · 100 tokens · 2 layers · 2 · 1 head · 5 · 2 B = 16,000 B → 16 ms.
    // Norms and activations: 4 tokens · 560 B = 2,240 B → 2.24 ms.
    // FLOPs: 2 · 10,000 · 4 = 80,000 linear → 0.08 ms; 4 · 2 layers · 2 · 2 heads · 10 · 100 = 32,000 attention → 0.032 ms.
    const time = decodeStepTime({
      ...toy,
      parallelism: oneGpu,
      batch: 4,
      contextTokens: 100,
      draftTokens: 0,
    });
    expect(time.parts.elementwiseMs).toBeCloseTo((4 * toyElementwiseBytes.tp1) / 1000, 12);
    expect(time.parts.elementwiseMs).toBeCloseTo(2.24, 12);
    expect(time.timeMs).toBeCloseTo(38.24, 12);
    expect(time.memoryMs).toBeCloseTo(38.24, 12);
    expect(time.computeMs).toBeCloseTo(0.112, 12);
    expect(time.communicationMs).toBe(0);
    expect(time.boundBy).toBe("memory");
  });

  it("verifies 9 drafts for 1,000 sequences at context 1 in 240 + 5,600 ms after 9 drafter passes of 31 + 280 ms", () => {
    // Verify, 10,000 tokens: 2 · 10,000 · 10,000 = 2e8 FLOPs → 200 ms, over its 20 ms of weights (compute-bound op
    // group). Attention: 10,000 tokens · 2 layers · 40 · 1 = 800,000 FLOPs → 0.8 ms, under its 1,000 · 1 · 40 B =
    // 40 ms of KV. 240 ms.
    // Drafter: one of the 2 layers with the LM head, (10,000 − 1,000) / 2 + 1,000 = 5,500 active params and
    // 5,500 · 2 B = 11,000 B of weights; 1,000 tokens: 2 · 5,500 · 1,000 = 1.1e7 FLOPs → 11 ms, equal to its 11 ms
    // of weights; attention 1,000 · 1 layer · 40 = 40,000 FLOPs → 0.04 ms under 1,000 · 20 B = 20 ms of KV. 31 ms.
    // Norms and activations: 10,000 verify tokens · 560 B = 5,600 ms; 1,000 draft tokens · 280 B = 280 ms a pass,
    // so the step waits on memory most.
    const time = decodeStepTime({
      ...toy,
      parallelism: oneGpu,
      batch: 1000,
      contextTokens: 1,
      draftTokens: 9,
    });
    expect(time.parts.elementwiseMs).toBeCloseTo(5600, 9);
    expect(time.parts.drafterMs).toBeCloseTo(9 * (31 + 280), 9);
    expect(time.timeMs).toBeCloseTo(240 + 5600 + 9 * (31 + 280), 9);
    expect(time.computeMs).toBeCloseTo(200.8 + 9 * 11.04, 9);
    expect(time.memoryMs).toBeCloseTo(60 + 5600 + 9 * (31 + 280), 9);
    expect(time.boundBy).toBe("memory");
  });

  it("adds TP all-reduces and fixed costs: TP2 gives 10 + 16 + 1.76 ms of reads, 4 · 0.58 ms of collectives, 4 ms overhead", () => {
    // Weights halve to 10 ms; the one KV head is replicated, so KV stays 16 ms; norms and activations,
    // 4 tokens · 440 B, take 1.76 ms: 27.76 ms of memory time.
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
    expect(time.parts.elementwiseMs).toBeCloseTo((4 * toyElementwiseBytes.tp2) / 1000, 12);
    expect(time.timeMs).toBeCloseTo(27.76 + 2.32 + 4, 12);
    // Two micro-batches hide the default share, (1 − 12,929 / 17,552) / 0.5 = 0.52678, of the 2.32 ms of
    // collectives (the shorter side) behind the 27.76 ms of memory time: 27.76 + 2.32 · (1 − 0.52678) + 4 = 32.8579 ms.
    expect(decodeStepTime({ ...input, overlapCommunication: true }).timeMs).toBeCloseTo(
      32.857_876,
      6,
    );
    // A perfect overlap (efficiency 1) charges max(27.76, 2.32) + 4 = 31.76 ms; none (0) the sum, 34.08 ms.
    expect(
      decodeStepTime({
        ...input,
        overlapCommunication: true,
        efficiency: { ...input.efficiency, overlapEfficiency: 1 },
      }).timeMs,
    ).toBeCloseTo(27.76 + 4, 12);
    expect(
      decodeStepTime({
        ...input,
        overlapCommunication: true,
        efficiency: { ...input.efficiency, overlapEfficiency: 0 },
      }).timeMs,
    ).toBeCloseTo(27.76 + 2.32 + 4, 12);
  });

  it("hides the overlap share of the roofline when communication is the longer side: 320 + 27.76 · (1 − 0.5) ms", () => {
    // On a 1 kB/s link the 4 all-reduces take 4 · 80 B / 1e3 B/s · 2 · 1/2 = 320 ms; the 27.76 ms of reads are
    // the shorter side, and an overlap efficiency of 0.5 hides 13.88 ms of them: 320 + 27.76 − 13.88 = 333.88 ms.
    const slowLink: GpuSpec = { ...toyGpu, scaleUpBytesPerSecondPerDirection: 1e3 };
    const time = decodeStepTime({
      ...toy,
      gpu: slowLink,
      parallelism: tp2,
      batch: 4,
      contextTokens: 100,
      draftTokens: 0,
      overlapCommunication: true,
      efficiency: { ...toy.efficiency, overlapEfficiency: 0.5 },
    });
    expect(time.timeMs).toBeCloseTo(333.88, 9);
    expect(time.boundBy).toBe("communication");
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

describe("decodeStepTime: compute efficiency from the GPU record", () => {
  // The compute-bound step above (200 ms of linear FLOPs + 40 ms of KV at peak, and 9 drafter passes of
  // 1.1e7 linear FLOPs over 11 ms of weights + 20 ms of KV) on a GPU that declares 0.5.
  const halfEfficientGpu: GpuSpec = { ...toyGpu, computeEfficiency: 0.5 };
  const { computeEfficiency: _, ...noComputeEfficiency } = ideal;
  // Norms and activations, memory-bound whatever the compute efficiency: 10,000 verify tokens · 560 B and
  // 9 drafter passes of 1,000 tokens · 280 B, 5,600 + 2,520 ms on the 1 MB/s toy.
  const elementwiseMs = 5600 + 9 * 280;
  const input = {
    ...toy,
    gpu: halfEfficientGpu,
    parallelism: oneGpu,
    batch: 1000,
    contextTokens: 1,
    draftTokens: 9,
  };

  it("uses the GPU's 0.5 when the setup gives none: 2e8 FLOPs / 0.5e9 = 400 + 40 ms, drafts 9 · (22 + 20) ms", () => {
    // Attention: 800,000 FLOPs / 0.5e9 = 1.6 ms, still under its 40 ms of KV reads; the drafter's 40,000 → 0.08 ms.
    const time = decodeStepTime({ ...input, efficiency: noComputeEfficiency });
    expect(time.computeMs).toBeCloseTo(401.6 + 9 * 22.08, 9);
    expect(time.timeMs).toBeCloseTo(440 + 9 * 42 + elementwiseMs, 9);
  });

  it("lets the setup's own compute efficiency override the GPU's: at 0.25, 800 + 40 + 9 · (44 + 20) ms", () => {
    const time = decodeStepTime({
      ...input,
      efficiency: { ...noComputeEfficiency, computeEfficiency: 0.25 },
    });
    expect(time.timeMs).toBeCloseTo(840 + 9 * 64 + elementwiseMs, 9);
  });

  it("falls back to the 0.45 default on a GPU without one: 2e8 / 0.45e9 + 40, drafts 9 · (1.1e7 / 0.45e9 + 20)", () => {
    const time = decodeStepTime({ ...input, gpu: toyGpu, efficiency: noComputeEfficiency });
    expect(time.timeMs).toBeCloseTo(
      2e8 / 0.45e6 + 40 + 9 * (1.1e7 / 0.45e6 + 20) + elementwiseMs,
      9,
    );
  });
});

describe("decodeStepTime: routed experts in their own weight format", () => {
  // Toy MoE: 1 layer, hidden 10, 4 experts of width 10 (3 · 10 · 10 = 300 params each), top-1; 2,000 non-expert
  // params (1,000 of them the input embedding), 1,200 active non-expert; GPU with FP4 at 4 GFLOP/s, HBM 1 GB/s.
  // Norms and activations a token: two add-norms of 4 · 10 values, the sum of its 1 + 1 expert outputs
  // (20 values) and its expert's activation (3 · 10), 130 values of 2 B: 260 B.
  const toyMoe: ModelSpec = {
    ...toyModel,
    layers: 1,
    denseLayers: 0,
    moeLayers: 1,
    denseIntermediateSize: null,
    expertIntermediateSize: 10,
    experts: 4,
    activeExperts: 1,
    totalParams: 3_200,
    activeParams: 1_500,
  };
  const fp4Gpu: GpuSpec = { ...toyGpu, fp4FlopsPerSecond: 4e9, hbmBytesPerSecond: 1e9 };
  const moe = { gpu: fp4Gpu, model: toyMoe, efficiency: ideal, parallelism: oneGpu };
  const nvfp4Experts = {
    weights: "bf16",
    expertWeights: "nvfp4",
    kvCache: "bf16",
    activations: "nvfp4",
  } as const;

  it("reads one touched expert at 0.5625 B per weight for one token: 2,000 + 168.75 + 20 + 260 B at 1 MB/s", () => {
    // Non-expert reads (2,000 − 1,000) · 2 B = 2,000 B; routed 1,200 · (1/4 touched) · 0.5625 B = 168.75 B;
    // KV 1 token · 1 layer · 2 · 1 head · 5 · 2 B = 20 B; norms and activations 260 B. Every group is
    // memory-bound on the 1 MB/s toy GPU.
    const time = decodeStepTime({
      ...moe,
      gpu: toyGpu,
      precision: nvfp4Experts,
      batch: 1,
      contextTokens: 1,
      draftTokens: 0,
    });
    expect(time.memoryMs).toBeCloseTo(2.44875, 12);
    expect(time.timeMs).toBeCloseTo(2.44875, 12);
  });

  it("runs the experts at the measured FP4 rate and the rest at BF16 for 100,000 tokens: 240 + 19.672 + 4 + 26 ms", () => {
    // Non-expert: 2 · 1,200 · 1e5 = 2.4e8 FLOPs at BF16 1e9 (the wider of bf16 weights, nvfp4 activations) = 240 ms.
    // Experts: 2 · 300 · 1e5 = 6e7 FLOPs at FP4 4e9 · 0.7625 (the measured share) = 19.672 ms, over
    // 1,200 · 0.5625 B = 0.000675 ms of reads.
    // Attention: 1e5 · 1 layer · 1 pair · 2 · 2 heads · 10 = 4e6 FLOPs at BF16 = 4 ms, over 2e6 B of KV = 2 ms.
    // Norms and activations: 1e5 tokens · 260 B at 1 GB/s = 26 ms.
    const step = { ...moe, batch: 100_000, contextTokens: 1, draftTokens: 0 };
    expect(decodeStepTime({ ...step, precision: nvfp4Experts }).timeMs).toBeCloseTo(
      240 + 6e7 / 3.05e6 + 4 + 26,
      9,
    );
    // One format for all (expertWeights unset): the experts run at BF16 too, 60 ms: 240 + 60 + 4 + 26 = 330 ms.
    const { expertWeights: _, ...bf16Everywhere } = nvfp4Experts;
    expect(decodeStepTime({ ...step, precision: bf16Everywhere }).timeMs).toBeCloseTo(330, 9);
  });

  it("slows the busiest GPU's expert FLOPs by the load imbalance under EP2: 240 + 29.508 + 4 + 29 + 0.00128 ms", () => {
    // 200,000 tokens over 2 replicas: non-expert and attention as above per replica (240 ms, 4 ms). Experts:
    // 2 · 300 · 2e5 / 2 GPUs = 6e7 FLOPs, · 1.5 on the busiest = 9e7 at 3.05e9 = 29.508 ms. All-to-all on a 1 TB/s
    // link: each GPU sends 1e5 · 10 values to the other GPU with probability 1/2, 0.5625 B out and 2 B back:
    // 5e5 · 2.5625 B / 1e12 B/s = 0.00128125 ms. Norms and activations: 1e5 replica tokens · 100 values (norms
    // and the expert sum), and 2e5 · 30 / 2 GPUs · 1.5 = 4.5e6 values of expert activation: 2.9e7 B, 29 ms.
    const fastLink: GpuSpec = { ...fp4Gpu, scaleUpBytesPerSecondPerDirection: 1e12 };
    const ep2 = { tensorParallel: 1, expertParallel: 2, dataParallel: 2, gpus: 2 };
    const step = {
      ...moe,
      gpu: fastLink,
      parallelism: ep2,
      precision: nvfp4Experts,
      batch: 200_000,
      contextTokens: 1,
      draftTokens: 0,
    };
    const time = decodeStepTime({
      ...step,
      efficiency: { ...step.efficiency, expertLoadImbalance: 1.5 },
    });
    expect(time.communicationMs).toBeCloseTo(0.001_281_25, 12);
    expect(time.timeMs).toBeCloseTo(240 + 9e7 / 3.05e6 + 4 + 29 + 0.001_281_25, 9);
    // The default, 59,337 / 50,302 (SGLang's balanced against measured placement): 6e7 · 1.17962 / 3.05e9 ms,
    // and the expert activations (1e7 + 3e6 · 1.17962) · 2 B / 1 GB/s.
    const load = 59_337 / 50_302;
    expect(decodeStepTime(step).timeMs).toBeCloseTo(
      240 + (6e7 * load) / 3.05e6 + 4 + ((1e7 + 3e6 * load) * 2) / 1e6 + 0.001_281_25,
      9,
    );
  });

  it("leaves the experts balanced without expert parallelism (EP1): still 289.672 ms at an imbalance of 1.5", () => {
    const step = {
      ...moe,
      precision: nvfp4Experts,
      batch: 100_000,
      contextTokens: 1,
      draftTokens: 0,
    };
    expect(
      decodeStepTime({ ...step, efficiency: { ...step.efficiency, expertLoadImbalance: 1.5 } })
        .timeMs,
    ).toBeCloseTo(240 + 6e7 / 3.05e6 + 4 + 26, 9);
  });
});

describe("decodeStepTime: docs/roofline.md §3.9 worked example", () => {
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

  // Norms and activations a token: 80 layers · 2 add-norms · 4 · 8,192 = 5,242,880 values and 80 · 3 · 28,672 / 8
  // = 860,160 of activation, 12,206,080 B; 64 tokens move 781,189,120 B, 0.20343 ms at 0.8 · 4.8 TB/s.
  const elementwiseMs = (781_189_120 / 3.84e12) * 1000;

  it("memory time ≈ 5.3 ms: (8,687,415,856 B weights + 10,737,418,240 B KV + 781,189,120 B of norms) / (0.8 · 4.8 TB/s) = 5.2620 ms", () => {
    expect(time.parts.elementwiseMs).toBeCloseTo(elementwiseMs, 9);
    expect(time.memoryMs).toBeCloseTo(5.261_985, 5);
    expect(Math.abs(time.memoryMs - 5.3) / 5.3).toBeLessThan(0.01);
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

  it("is bound by its GEMMs' floors, and its TP collectives add 2.4156 ms, inside the 1.5–3 ms of §3.9", () => {
    expect(time.boundBy).toBe("kernelFloor");
    expect(time.communicationMs).toBeCloseTo(2.415_59, 4);
  });

  it("totals 4 · 80 GEMMs · 9.5 µs + attention 2.7962 · (1 + (0.1736 / 2.7962)^1.5)^(2/3) + 0.2034 + 2.4156 + 1.2 = 9.6839 ms", () => {
    // Non-expert GEMMs: 2.2623 ms of weights, 1.1239 ms of FLOPs, p-norm 2.7636 ms, under 320 floors of 9.5 µs = 3.04 ms.
    // Attention: 2.7962 ms of KV, 0.1736 ms of FLOPs, p-norm 2.8250 ms, over 80 floors of 20.9 µs = 1.672 ms.
    const kvMs = (10_737_418_240 / 3.84e12) * 1000;
    const attentionMs = (85_899_345_920 / 494.7e12) * 1000;
    const attentionGroupMs = kvMs * (1 + (attentionMs / kvMs) ** 1.5) ** (1 / 1.5);
    expect(attentionGroupMs).toBeCloseTo(2.825, 3);
    expect(time.overheadMs).toBeCloseTo(1.2, 12);
    expect(time.timeMs).toBeCloseTo(
      4 * 80 * 0.0095 + attentionGroupMs + elementwiseMs + 2.415_59 + 1.2,
      4,
    );
    expect(time.timeMs).toBeCloseTo(9.6839, 3);
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
        // Lower bounds on the instance's work per token, from the formulas of docs/roofline.md.
        const flopsPerToken = 2 * model.activeParams;
        const params = parameterBreakdown(model);
        const weightBytes =
          (params.nonExpertParams - params.embeddingParams) * bytesPerElement(precision.weights) +
          ((params.routedExpertParams *
            expectedDistinctExperts(model.experts, model.activeExperts, tokens)) /
            Math.max(1, model.experts)) *
            bytesPerElement(expertWeightFormat(precision));
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

describe("decodeStepTime: kernel floors at a small batch", () => {
  it("charges the toy's 4 GEMMs and 1 attention kernel a layer at their floors when the work is tiny", () => {
    // Batch 1, context 1: 2 · 10,000 FLOPs and 20,000 B of weights on a 1 GB/s, 1 TFLOP/s GPU are 0.02 ms;
    // the floors: 4 GEMMs · 2 layers · 0.01 ms = 0.08 ms and 2 attention kernels · 0.02 ms = 0.04 ms. Norms and
    // activations have no floor: 560 B, 0.00056 ms.
    const fast = { ...toyGpu, bf16FlopsPerSecond: 1e12, hbmBytesPerSecond: 1e9 };
    const time = decodeStepTime({
      ...toy,
      gpu: fast,
      efficiency: { ...ideal, gemmFloorMs: 0.01, attentionFloorMs: 0.02 },
      parallelism: oneGpu,
      batch: 1,
      contextTokens: 1,
      draftTokens: 0,
    });
    expect(time.timeMs).toBeCloseTo(0.08 + 0.04 + 0.000_56, 12);
    expect(time.boundBy).toBe("kernelFloor");
  });
});

describe("decodeStepTime without CUDA graphs", () => {
  // The kernel-floor step above: 0.12056 ms of GPU work (0.08 GEMM floors, 0.04 attention floors, 0.00056 norms).
  const fast = { ...toyGpu, bf16FlopsPerSecond: 1e12, hbmBytesPerSecond: 1e9 };
  const floors = { ...ideal, gemmFloorMs: 0.01, attentionFloorMs: 0.02 };
  const tinyStep = (efficiency: Efficiency, eagerMode: boolean, draftTokens = 0) =>
    decodeStepTime({
      ...toy,
      gpu: fast,
      efficiency,
      eagerMode,
      parallelism: oneGpu,
      batch: 1,
      contextTokens: 1,
      draftTokens,
    });

  it("waits for the host's launches when they take longer than the GPU's work: 2 layers · 0.4 ms = 0.8 ms", () => {
    const time = tinyStep({ ...floors, eagerLaunchMsPerLayer: 0.4 }, true);
    expect(time.timeMs).toBeCloseTo(0.8, 12);
    // The GPU's 0.12056 ms, then 0.8 − 0.12056 = 0.67944 ms waiting for the host.
    expect(time.parts.eagerLaunchMs).toBeCloseTo(0.8 - 0.120_56, 12);
    expect(time.boundBy).toBe("hostLaunch");
    expect(partsTotalMs(time.parts)).toBeCloseTo(time.timeMs, 12);
  });

  it("adds the host's per-step work after the launches, and each op's latency runs on the GPU", () => {
    // GPU: 0.12056 + 5 ops · 2 layers · 0.003 ms = 0.15056 ms; launches 0.8 ms; then 3 ms of per-step host work.
    const time = tinyStep(
      { ...floors, eagerLaunchMsPerLayer: 0.4, opLatencyMs: 0.003, perStepOverheadMs: 3 },
      true,
    );
    expect(time.timeMs).toBeCloseTo(0.8 + 3, 12);
    expect(time.parts.eagerLaunchMs).toBeCloseTo(0.8 - 0.150_56, 12);
    expect(time.parts.overheadMs).toBeCloseTo(3 + 0.03, 12);
  });

  it("costs nothing when the GPU's work outlasts the launches", () => {
    const time = tinyStep({ ...floors, eagerLaunchMsPerLayer: 0.05 }, true);
    expect(time.timeMs).toBeCloseTo(0.120_56, 12);
    expect(time.parts.eagerLaunchMs).toBe(0);
    expect(time.boundBy).toBe("kernelFloor");
  });

  it("is off unless the phase runs eagerly", () => {
    const time = tinyStep({ ...floors, eagerLaunchMsPerLayer: 0.4 }, false);
    expect(time.timeMs).toBeCloseTo(0.120_56, 12);
    expect(time.parts.eagerLaunchMs).toBe(0);
  });

  it("launches each drafter pass too: one layer, 0.4 ms, before a verify step of 0.8 ms", () => {
    const time = tinyStep({ ...floors, eagerLaunchMsPerLayer: 0.4 }, true, 1);
    expect(time.parts.drafterMs).toBeCloseTo(0.4, 12);
    expect(time.timeMs).toBeCloseTo(0.8 + 0.4, 12);
  });

  it("never makes a step faster, and graphs on is the step as before, whatever the setup", () => {
    fc.assert(
      fc.property(
        setupArbitrary,
        fc.integer({ min: 1, max: 4096 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 7 }),
        (setup, batch, contextTokens, draftTokens) => {
          const at = (eagerMode: boolean) =>
            decodeStepTime({ ...setup, eagerMode, batch, contextTokens, draftTokens });
          const graphs = at(false);
          const eager = at(true);
          expect(eager.timeMs).toBeGreaterThanOrEqual(graphs.timeMs * (1 - 1e-12));
          expect(graphs.parts.eagerLaunchMs).toBe(0);
          expect(partsTotalMs(eager.parts)).toBeCloseTo(eager.timeMs, 6);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("decodeStepTime's all-to-all", () => {
  it("runs the low-latency kernels once EP leaves the node: DeepSeek-V3 at EP16 on H800, 64 sequences", () => {
    const v3 = modelPresets["deepseek-v3"];
    const precision = {
      weights: "fp8" as const,
      activations: "fp8Group128" as const,
      kvCache: "bf16" as const,
    };
    const time = decodeStepTime({
      gpu: gpuPresets.h800,
      model: v3,
      precision,
      efficiency: defaultEfficiency,
      parallelism: { tensorParallel: 1, expertParallel: 16, dataParallel: 16, gpus: 16 },
      batch: 1024,
      contextTokens: 2000,
      draftTokens: 0,
    });
    // 64 tokens per GPU: dispatch 64 · 8 · 7,168 · 1.03125 B = 3,784,704 B / 63 GB/s = 60.0747 µs, combine
    // 7,340,032 B / 74 GB/s = 99.1896 µs; 58 MoE layers · 159.2643 µs = 9.2373 ms (no TP).
    expect(time.communicationMs).toBeCloseTo(58 * (0.060_074_7 + 0.099_189_6), 5);
  });
});
