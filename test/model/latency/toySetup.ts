import { defaultEfficiency, type Efficiency } from "../../../src/model/latency/efficiency.ts";
import type { Precision } from "../../../src/model/latency/numberFormats.ts";
import type { GpuSpec, ModelSpec } from "../../../src/model/latency/specs.ts";

// A toy GPU and model with round numbers, so each step time can be worked by hand.

/** 1 GFLOP/s BF16, 1 MB/s of HBM, 1 MB/s per direction between GPUs. */
export const toyGpu: GpuSpec = {
  name: "toy",
  bf16FlopsPerSecond: 1e9,
  fp8FlopsPerSecond: 2e9,
  fp4FlopsPerSecond: null,
  hbmBytes: 1e12,
  hbmBytesPerSecond: 1e6,
  scaleUpBytesPerSecondPerDirection: 1e6,
  scaleOutBytesPerSecondPerGpu: 1e5,
  gpusPerScaleUpDomain: 8,
  source: "made up for hand arithmetic",
};

/**
 * Dense GQA, 2 layers, hidden 10, 2 query heads of dim 5 sharing 1 KV head, vocab 100:
 * embedding 100 · 10 = 1,000 params; 10,000 active (LM head included), 11,000 in all.
 */
export const toyModel: ModelSpec = {
  name: "toy",
  layers: 2,
  hiddenSize: 10,
  attention: "gqa",
  heads: 2,
  kvHeads: 1,
  headDim: 5,
  mla: null,
  localAttention: null,
  sparseAttention: null,
  denseLayers: 2,
  moeLayers: 0,
  denseIntermediateSize: 20,
  expertIntermediateSize: null,
  experts: 0,
  activeExperts: 0,
  sharedExperts: 0,
  vocabSize: 100,
  totalParams: 11_000,
  activeParams: 10_000,
  source: "made up for hand arithmetic",
};

export const bf16: Precision = { weights: "bf16", kvCache: "bf16", activations: "bf16" };

/** Peak rates, no fixed costs; overlap and expert imbalance at the defaults a plan gets. */
export const ideal: Efficiency = {
  computeEfficiency: 1,
  memoryEfficiency: 1,
  networkEfficiency: 1,
  collectiveLatencyMs: 0,
  opLatencyMs: 0,
  perStepOverheadMs: 0,
  gemmFloorMs: 0,
  attentionFloorMs: 0,
  // The roofline's own max(compute, memory), so the hand arithmetic below stays one term per group.
  computeMemoryExponent: Number.POSITIVE_INFINITY,
  overlapEfficiency: defaultEfficiency.overlapEfficiency,
  expertLoadImbalance: defaultEfficiency.expertLoadImbalance,
  eagerLaunchMsPerLayer: defaultEfficiency.eagerLaunchMsPerLayer,
};

export const oneGpu = { tensorParallel: 1, expertParallel: 1, dataParallel: 1, gpus: 1 };
export const tp2 = { tensorParallel: 2, expertParallel: 1, dataParallel: 1, gpus: 2 };

/**
 * Bytes the toy's norms and activations move for one token (elementwise.ts): two fused add-norms a
 * layer of 4 · 10 values each, 2 layers · 2 · 40 = 160, and the gated activation's 3 · 20 / TP a
 * layer, 2 · 60 = 120 at TP1 (60 at TP2), at 2 B a value: 560 B at TP1, 440 B at TP2. The one-layer
 * drafter moves (80 + 60) · 2 = 280 B. On the toy's 1 MB/s HBM a byte takes a microsecond.
 */
export const toyElementwiseBytes = { tp1: 560, tp2: 440, drafter: 280 };
