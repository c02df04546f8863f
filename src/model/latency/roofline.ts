import { msPerSecond } from "../units.ts";
import { expertParallelMs, tensorParallelMs } from "./communication.ts";
import { computeEfficiencyOn, type StepEfficiency } from "./efficiency.ts";
import type { StepFlops } from "./flops.ts";
import {
  bytesPerElement,
  expertWeightFormat,
  type Precision,
  peakFlopsPerSecond,
} from "./numberFormats.ts";
import type { Parallelism } from "./parallelism.ts";
import type { GpuSpec, ModelSpec } from "./specs.ts";
import { weightBytesReadPerGpu } from "./weightBytes.ts";

// Per-op-group roofline of one forward step on the busiest GPU (docs/roofline.md §3.2–3.3):
// each group takes max(FLOPs / achieved FLOP/s, bytes / achieved bandwidth); groups run one after another.

export type BoundBy = "compute" | "memory" | "communication";

export interface PhaseTime {
  timeMs: number;
  /** What the largest share of the step waits on. */
  boundBy: BoundBy;
  /** All FLOPs at the achieved rate, as if nothing else mattered. */
  computeMs: number;
  /** All bytes at the achieved HBM bandwidth, as if nothing else mattered. */
  memoryMs: number;
  communicationMs: number;
  overheadMs: number;
}

export interface RooflineSetup {
  gpu: GpuSpec;
  model: ModelSpec;
  parallelism: Parallelism;
  precision: Precision;
  /** Without a compute efficiency, the GPU record's own applies (else the default). */
  efficiency: StepEfficiency;
  /**
   * Two micro-batches hide communication behind compute (DeepSeek, SGLang TBO, vLLM DBO); off by
   * default. The share hidden is the efficiency's overlapEfficiency.
   */
  overlapCommunication?: boolean;
}

/** What one step does: FLOPs on the busiest replica and on the whole instance, tokens and KV bytes. */
export interface StepWork {
  replicaFlops: StepFlops;
  instanceFlops: StepFlops;
  /** Tokens on the busiest attention replica. */
  replicaTokens: number;
  /** Tokens routed across the whole instance (they decide which experts are touched). */
  instanceTokens: number;
  /** KV bytes one GPU reads or writes. */
  kvBytesPerGpu: number;
}

// The ops each layer launches that the roofline charges: QKV projection, attention, output projection,
// FFN (or grouped-expert) up and down; each pays the fixed op latency.
export const opsPerLayer = 5;

interface OpGroup {
  flops: number;
  flopsPerSecond: number;
  bytes: number;
}

export const stepTime = (setup: RooflineSetup, work: StepWork): PhaseTime => {
  const { gpu, model, parallelism, precision, efficiency } = setup;
  const tp = parallelism.tensorParallel;
  const headShare = Math.ceil(model.heads / tp) / model.heads;
  const expertFormat = expertWeightFormat(precision);
  // Expert parallelism places whole experts on GPUs, so the busiest GPU gets more than the mean share of the
  // routed tokens; experts split by TP alone (EP 1) load every GPU alike.
  const expertLoad = parallelism.expertParallel > 1 ? efficiency.expertLoadImbalance : 1;
  const weights = weightBytesReadPerGpu(
    model,
    parallelism,
    bytesPerElement(precision.weights),
    work.instanceTokens,
    bytesPerElement(expertFormat),
  );
  const groups: OpGroup[] = [
    {
      flops: work.replicaFlops.nonExpertFlops / tp,
      flopsPerSecond: peakFlopsPerSecond(gpu, precision.weights, precision.activations),
      bytes: weights.nonExpertBytes,
    },
    {
      flops: (work.instanceFlops.routedExpertFlops / parallelism.gpus) * expertLoad,
      flopsPerSecond: peakFlopsPerSecond(gpu, expertFormat, precision.activations),
      bytes: weights.routedExpertBytes,
    },
    {
      flops: work.replicaFlops.attentionFlops * headShare,
      flopsPerSecond: peakFlopsPerSecond(gpu, precision.kvCache, precision.activations),
      bytes: work.kvBytesPerGpu,
    },
  ];
  const computeEfficiency = computeEfficiencyOn(gpu, efficiency);
  let computeMs = 0;
  let memoryMs = 0;
  let computeBoundMs = 0;
  let memoryBoundMs = 0;
  for (const group of groups) {
    const groupComputeMs = (group.flops / (group.flopsPerSecond * computeEfficiency)) * msPerSecond;
    const groupMemoryMs =
      (group.bytes / (gpu.hbmBytesPerSecond * efficiency.memoryEfficiency)) * msPerSecond;
    computeMs += groupComputeMs;
    memoryMs += groupMemoryMs;
    if (groupComputeMs >= groupMemoryMs) computeBoundMs += groupComputeMs;
    else memoryBoundMs += groupMemoryMs;
  }
  const communicationMs =
    tensorParallelMs(
      model.layers,
      model.hiddenSize,
      gpu,
      parallelism,
      work.replicaTokens,
      efficiency,
    ) +
    expertParallelMs(
      model,
      gpu,
      parallelism,
      work.replicaTokens / tp,
      bytesPerElement(precision.activations),
      efficiency,
    );
  const overheadMs =
    efficiency.perStepOverheadMs + efficiency.opLatencyMs * opsPerLayer * model.layers;
  const rooflineMs = computeBoundMs + memoryBoundMs;
  // Without overlap the collectives sit between the layers' ops (sum); two micro-batches hide a share of the
  // shorter of the two behind the longer: sum − efficiency · min, written as max + (1 − efficiency) · min so
  // rounding keeps it monotone (an efficiency of 1 gives max(roofline, communication)).
  const { overlapEfficiency } = efficiency;
  const busyMs = setup.overlapCommunication
    ? Math.max(rooflineMs, communicationMs) +
      (1 - overlapEfficiency) * Math.min(rooflineMs, communicationMs)
    : rooflineMs + communicationMs;
  const boundBy: BoundBy =
    communicationMs > Math.max(computeBoundMs, memoryBoundMs)
      ? "communication"
      : computeBoundMs >= memoryBoundMs
        ? "compute"
        : "memory";
  return { timeMs: busyMs + overheadMs, boundBy, computeMs, memoryMs, communicationMs, overheadMs };
};
