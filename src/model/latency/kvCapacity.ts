import { kvBytesPerSequencePerGpu, kvBytesPerTokenPerGpu } from "./kvCache.ts";
import type { Parallelism } from "./parallelism.ts";
import { stageLayerShare } from "./pipeline.ts";
import type { GpuSpec, ModelSpec } from "./specs.ts";
import { bytesPerGiB } from "./specUnits.ts";
import { weightBytesPerGpu } from "./weightBytes.ts";

// KV budget per GPU = HBM · (1 − reserve fraction) − reserve bytes − weights (docs/roofline.md §3.4).

// vLLM gpu_memory_utilization defaults to 0.9: the last 10% of HBM is left to the CUDA context and NCCL.
export const defaultReserveFraction = 0.1;
// aiconfigurator systems/*.yaml other_mem: 3.5 GiB per GPU for activations, workspace and runtime.
export const defaultReserveBytes = 3.5 * bytesPerGiB;

export interface KvCapacityInput {
  gpu: GpuSpec;
  model: ModelSpec;
  parallelism: Parallelism;
  weightBytesPerParameter: number;
  /** Bytes per routed-expert weight when the experts' format differs; defaults to weightBytesPerParameter. */
  expertWeightBytesPerParameter?: number;
  kvBytesPerElement: number;
  /** Tokens each sequence holds (worst case l_i + l_o; a continuous-batching average l_i + l_o / 2). */
  contextTokens: number;
  /** Share of HBM left unused; defaults to vLLM's 0.1. */
  reserveFraction?: number;
  /** Bytes per GPU kept for activations and runtime; defaults to aiconfigurator's 3.5 GiB. */
  reserveBytes?: number;
}

export interface KvCapacity {
  weightBytesPerGpu: number;
  /** HBM left for the KV cache on one GPU (0 when the weights do not fit). */
  kvBudgetBytesPerGpu: number;
  kvBytesPerTokenPerGpu: number;
  /** Tokens one attention replica's GPUs can hold. */
  tokensPerReplica: number;
  /** Sequences of `contextTokens` the instance can hold: the KV-cache cap on the decode batch. */
  maxSequencesPerInstance: number;
  /** False when the weights and reserve alone exceed HBM. */
  weightsFit: boolean;
}

export const kvCapacity = (input: KvCapacityInput): KvCapacity => {
  const { gpu, model, parallelism, kvBytesPerElement } = input;
  const reserveFraction = input.reserveFraction ?? defaultReserveFraction;
  const reserveBytes = input.reserveBytes ?? defaultReserveBytes;
  const weights = weightBytesPerGpu(
    model,
    parallelism,
    input.weightBytesPerParameter,
    input.expertWeightBytesPerParameter,
  );
  const budget = gpu.hbmBytes * (1 - reserveFraction) - reserveBytes - weights;
  const kvBudgetBytesPerGpu = Math.max(0, budget);
  const tp = parallelism.tensorParallel;
  // A GPU keeps KV only for its pipeline stage's layers: the busiest stage's share.
  const share = stageLayerShare(model, parallelism);
  const perToken = kvBytesPerTokenPerGpu(model, kvBytesPerElement, tp) * share;
  const perSequence =
    kvBytesPerSequencePerGpu(model, kvBytesPerElement, tp, input.contextTokens) * share;
  // Each GPU of a replica holds its shard of the same sequences, so one GPU's budget sets the replica's.
  const sequencesPerReplica = perSequence > 0 ? Math.floor(kvBudgetBytesPerGpu / perSequence) : 0;
  return {
    weightBytesPerGpu: weights,
    kvBudgetBytesPerGpu,
    kvBytesPerTokenPerGpu: perToken,
    tokensPerReplica: perToken > 0 ? Math.floor(kvBudgetBytesPerGpu / perToken) : 0,
    maxSequencesPerInstance: sequencesPerReplica * parallelism.dataParallel,
    weightsFit: budget > 0,
  };
};
