import { msPerSecond } from "../units.ts";
import { type ExpertKernels, expertParallelMs, tensorParallelMs } from "./communication.ts";
import { computeEfficiencyOn, type StepEfficiency } from "./efficiency.ts";
import { elementwiseBytesPerGpu } from "./elementwise.ts";
import type { StepFlops } from "./flops.ts";
import {
  bytesPerElement,
  expertWeightFormat,
  type Precision,
  peakFlopsPerSecond,
} from "./numberFormats.ts";
import type { Parallelism } from "./parallelism.ts";
import type { GpuSpec, ModelSpec } from "./specs.ts";
import type { StepParts } from "./stepParts.ts";
import { weightBytesReadPerGpu } from "./weightBytes.ts";

// Per-op-group roofline of one forward step on the busiest GPU (docs/roofline.md §3.2–3.3): each group
// takes its compute and memory time combined as one kernel runs them (overlappedMs), at least its kernels'
// floors; groups run one after another.

export type BoundBy = "compute" | "memory" | "communication" | "kernelFloor" | "hostLaunch";

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
  /** Where the time goes, operator group by operator group; the parts add up to timeMs. */
  parts: StepParts;
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
  /**
   * The engine launches each kernel from the host instead of replaying a CUDA graph (vLLM's
   * --enforce-eager, SGLang's --disable-cuda-graph); off by default. The step then lasts at least
   * the layers' launches, the efficiency's eagerLaunchMsPerLayer each.
   */
  eagerMode?: boolean;
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
  /** The EP all-to-all kernels the step runs (communication.ts); normal when not said. */
  expertKernels?: ExpertKernels;
}

// The ops each layer launches that the roofline charges: QKV projection, attention, output projection,
// FFN (or grouped-expert) up and down; each pays the fixed op latency.
export const opsPerLayer = 5;

// GEMMs each layer runs outside the routed experts (QKV and output projections, dense or shared FFN up and
// down) and in them (the grouped up and down GEMMs); one attention kernel a layer.
export const nonExpertGemmsPerLayer = 4;
export const expertGemmsPerMoeLayer = 2;

/**
 * The time of work needing `computeMs` of compute and `memoryMs` of memory traffic, run as one
 * kernel: the p-norm (c^p + m^p)^(1/p), the sum at p = 1 and the roofline's max as p grows (an
 * infinite p is the max itself). See defaultComputeMemoryExponent for the measured p.
 */
export const overlappedMs = (computeMs: number, memoryMs: number, exponent: number): number => {
  const larger = Math.max(computeMs, memoryMs);
  if (larger === 0 || !Number.isFinite(exponent)) return larger;
  // Scaled by the larger so the powers stay in range for any input.
  const ratio = Math.min(computeMs, memoryMs) / larger;
  return larger * (1 + ratio ** exponent) ** (1 / exponent);
};

/** Work run as one kernel (or one group of kernels): its FLOPs at a format's peak, its bytes and floor. */
export interface OpGroup {
  flops: number;
  flopsPerSecond: number;
  bytes: number;
  /** The shortest the group's kernels run, however little they have to do. */
  floorMs: number;
}

export interface OpGroupTime {
  computeMs: number;
  memoryMs: number;
  /** Compute and memory as one kernel runs them (overlappedMs). */
  kernelMs: number;
  /** The kernel time, at least the floor: what the group takes. */
  ms: number;
}

/**
 * How long `group` takes on `gpu`: its FLOPs at the achieved compute rate and its bytes at the
 * achieved bandwidth, combined as one kernel runs them, never below its kernels' floor.
 */
export const opGroupTime = (
  group: OpGroup,
  gpu: GpuSpec,
  efficiency: StepEfficiency,
): OpGroupTime => {
  const computeMs =
    (group.flops / (group.flopsPerSecond * computeEfficiencyOn(gpu, efficiency))) * msPerSecond;
  const memoryMs =
    (group.bytes / (gpu.hbmBytesPerSecond * efficiency.memoryEfficiency)) * msPerSecond;
  const kernelMs = overlappedMs(computeMs, memoryMs, efficiency.computeMemoryExponent);
  return { computeMs, memoryMs, kernelMs, ms: Math.max(group.floorMs, kernelMs) };
};

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
      floorMs: nonExpertGemmsPerLayer * model.layers * efficiency.gemmFloorMs,
    },
    {
      flops: (work.instanceFlops.routedExpertFlops / parallelism.gpus) * expertLoad,
      flopsPerSecond: peakFlopsPerSecond(gpu, expertFormat, precision.activations),
      bytes: weights.routedExpertBytes,
      floorMs:
        model.experts > 0 ? expertGemmsPerMoeLayer * model.moeLayers * efficiency.gemmFloorMs : 0,
    },
    {
      flops: work.replicaFlops.attentionFlops * headShare,
      flopsPerSecond: peakFlopsPerSecond(gpu, precision.kvCache, precision.activations),
      bytes: work.kvBytesPerGpu,
      floorMs: model.layers * efficiency.attentionFloorMs,
    },
    {
      // Norms, activations and the MoE sum: bytes only, their few FLOPs an element uncounted, and
      // no floor of their own (the fixed op latency below is charged per GEMM and attention op).
      flops: 0,
      flopsPerSecond: gpu.bf16FlopsPerSecond,
      bytes: elementwiseBytesPerGpu(
        model,
        parallelism,
        work.replicaTokens,
        work.instanceTokens,
        expertLoad,
      ),
      floorMs: 0,
    },
  ];
  let computeMs = 0;
  let memoryMs = 0;
  let computeBoundMs = 0;
  let memoryBoundMs = 0;
  let floorBoundMs = 0;
  const groupMs: number[] = [];
  for (const group of groups) {
    const time = opGroupTime(group, gpu, efficiency);
    computeMs += time.computeMs;
    memoryMs += time.memoryMs;
    groupMs.push(time.ms);
    if (group.floorMs > time.kernelMs) floorBoundMs += group.floorMs;
    else if (time.computeMs >= time.memoryMs) computeBoundMs += time.kernelMs;
    else memoryBoundMs += time.kernelMs;
  }
  const allReduceMs = tensorParallelMs(
    model.layers,
    model.hiddenSize,
    gpu,
    parallelism,
    work.replicaTokens,
    efficiency,
  );
  const allToAllMs = expertParallelMs(
    model,
    gpu,
    parallelism,
    work.replicaTokens / tp,
    bytesPerElement(precision.activations),
    efficiency,
    work.expertKernels,
  );
  const communicationMs = allReduceMs + allToAllMs;
  const opOverheadMs = efficiency.opLatencyMs * opsPerLayer * model.layers;
  const overheadMs = efficiency.perStepOverheadMs + opOverheadMs;
  const rooflineMs = computeBoundMs + memoryBoundMs + floorBoundMs;
  // Without overlap the collectives sit between the layers' ops (sum); two micro-batches hide a share of the
  // shorter of the two behind the longer: sum − efficiency · min, written as max + (1 − efficiency) · min so
  // rounding keeps it monotone (an efficiency of 1 gives max(roofline, communication)).
  const { overlapEfficiency } = efficiency;
  const busyMs = setup.overlapCommunication
    ? Math.max(rooflineMs, communicationMs) +
      (1 - overlapEfficiency) * Math.min(rooflineMs, communicationMs)
    : rooflineMs + communicationMs;
  // Launched eagerly, the host runs ahead of the GPU one kernel at a time: the GPU's work (its kernels and
  // their fixed op latencies) waits for the host where the launches take longer. Two micro-batches launch
  // every layer's kernels twice. The per-step host work comes on top either way. The step is the larger of
  // the two sums as they stand, so it never shrinks as the work grows (a wait read off the work could, by
  // rounding), and without launches it is the GPU's sum exactly (that sum is at least the per-step work).
  const microBatches = setup.overlapCommunication ? 2 : 1;
  const launchMs =
    setup.eagerMode === true ? efficiency.eagerLaunchMsPerLayer * model.layers * microBatches : 0;
  const workMs = busyMs + overheadMs;
  const timeMs = Math.max(efficiency.perStepOverheadMs + launchMs, workMs);
  const eagerLaunchMs = timeMs - workMs;
  const largest = Math.max(computeBoundMs, memoryBoundMs, floorBoundMs);
  const boundBy: BoundBy =
    eagerLaunchMs > 0
      ? "hostLaunch"
      : communicationMs > largest
        ? "communication"
        : computeBoundMs === largest
          ? "compute"
          : memoryBoundMs === largest
            ? "memory"
            : "kernelFloor";
  const [denseGemmMs = 0, expertGemmMs = 0, attentionMs = 0, elementwiseMs = 0] = groupMs;
  const parts: StepParts = {
    denseGemmMs,
    expertGemmMs,
    attentionMs,
    elementwiseMs,
    tensorParallelMs: allReduceMs,
    expertParallelMs: allToAllMs,
    stageHandoffMs: 0,
    overheadMs,
    eagerLaunchMs,
    drafterMs: 0,
    // What the overlap took off the plain sum; 0 without it.
    overlapHiddenMs: rooflineMs + communicationMs - busyMs,
  };
  return {
    timeMs,
    boundBy,
    computeMs,
    memoryMs,
    communicationMs,
    overheadMs,
    parts,
  };
};
