import { msPerSecond } from "../units.ts";
import type { Efficiency } from "./efficiency.ts";
import { numberFormats } from "./numberFormats.ts";
import type { Parallelism } from "./parallelism.ts";
import type { GpuSpec } from "./specs.ts";
import { gigabitsPerSecond, gigabytesPerSecond } from "./specUnits.ts";

// Collectives of one forward step (docs/roofline.md §3.6): TP all-reduces and EP
// dispatch/combine all-to-alls, each a bandwidth term plus a fixed per-collective latency.

// Megatron-style TP: one all-reduce after the attention output projection, one after the FFN down projection.
const allReducesPerLayer = 2;
// Partial sums are reduced and expert outputs combined in BF16 (§3.6: DeepSeek dispatches FP8, combines BF16).
const reduceBytesPerElement = numberFormats.bf16.bytesPerElement;

/** What a collective reads of the efficiency factors. */
type LinkEfficiency = Pick<Efficiency, "networkEfficiency" | "collectiveLatencyMs">;

/** Per-GPU one-direction bandwidth a group of `ranks` GPUs gets: scale-up inside one domain, the NIC beyond. */
export const groupLinkBytesPerSecond = (gpu: GpuSpec, ranks: number): number =>
  ranks <= gpu.gpusPerScaleUpDomain
    ? gpu.scaleUpBytesPerSecondPerDirection
    : (gpu.scaleOutBytesPerSecondPerGpu ?? gpu.scaleUpBytesPerSecondPerDirection);

/** Ring all-reduce of `bytes` on each of `ranks` GPUs: (bytes / bandwidth) · 2(n − 1)/n + latency (nccl-tests). */
export const allReduceMs = (
  bytes: number,
  ranks: number,
  linkBytesPerSecond: number,
  efficiency: LinkEfficiency,
): number => {
  if (ranks <= 1) return 0;
  const busFactor = (2 * (ranks - 1)) / ranks;
  const seconds = (bytes / (linkBytesPerSecond * efficiency.networkEfficiency)) * busFactor;
  return seconds * msPerSecond + efficiency.collectiveLatencyMs;
};

/** TP all-reduces of one step in which each attention replica runs `tokensPerReplica` tokens. */
export const tensorParallelMs = (
  layers: number,
  hiddenSize: number,
  gpu: GpuSpec,
  parallelism: Parallelism,
  tokensPerReplica: number,
  efficiency: LinkEfficiency,
): number => {
  const ranks = parallelism.tensorParallel;
  const bytes = tokensPerReplica * hiddenSize * reduceBytesPerElement;
  const link = groupLinkBytesPerSecond(gpu, ranks);
  return layers * allReducesPerLayer * allReduceMs(bytes, ranks, link, efficiency);
};

/**
 * Expected distinct EP ranks among a token's `activeExperts` routed experts when `experts` are spread
 * evenly over `ranks`: ranks · (1 − C(E − E/ranks, k) / C(E, k)) (§3.6: 5.29 at EP8 for 256 experts, top-8).
 */
export const expectedDestinationRanks = (
  experts: number,
  activeExperts: number,
  ranks: number,
): number => {
  const expertsPerRank = experts / ranks;
  let missesRank = 1;
  for (let pick = 0; pick < activeExperts; pick++) {
    missesRank *= Math.max(0, (experts - expertsPerRank - pick) / (experts - pick));
  }
  return ranks * (1 - missesRank);
};

/** One all-to-all: each GPU sends `scaleUpBytes` to peers in its domain and `scaleOutBytes` through its NIC, at once. */
const allToAllMs = (
  scaleUpBytes: number,
  scaleOutBytes: number,
  gpu: GpuSpec,
  ranks: number,
  efficiency: LinkEfficiency,
): number => {
  const seconds = Math.max(
    scaleUpBytes / (gpu.scaleUpBytesPerSecondPerDirection * efficiency.networkEfficiency),
    scaleOutBytes / (groupLinkBytesPerSecond(gpu, ranks) * efficiency.networkEfficiency),
  );
  return seconds * msPerSecond + efficiency.collectiveLatencyMs;
};

/** Which EP all-to-all kernels a step runs: DeepEP's normal ones in prefill, its low-latency ones in decode. */
export type ExpertKernels = "normal" | "lowLatency";

// https://github.com/deepseek-ai/DeepEP README (at 567632d), "Low-latency kernels with pure RDMA": H800 with a CX7
// 400 Gb/s NIC each, 128 tokens per GPU, 7168 hidden, top-8, FP8 dispatch and BF16 combine. Bandwidth counts a
// token once per selected expert (tests/test_low_latency.py: bytes · num_selections) over the kernel's whole time.
// From 16 ranks (two nodes) up; past 256, 256's.
const lowLatencyNicBytesPerSecond = gigabitsPerSecond(400);
const lowLatencyMeasured = [
  { ranks: 16, dispatch: gigabytesPerSecond(63), combine: gigabytesPerSecond(74) },
  { ranks: 32, dispatch: gigabytesPerSecond(48), combine: gigabytesPerSecond(53) },
  { ranks: 64, dispatch: gigabytesPerSecond(43), combine: gigabytesPerSecond(46) },
  { ranks: 128, dispatch: gigabytesPerSecond(39), combine: gigabytesPerSecond(39) },
  { ranks: 256, dispatch: gigabytesPerSecond(39), combine: gigabytesPerSecond(40) },
] as const;

/** The low-latency kernels' measured bandwidth at `ranks`, between the table's rows by log(ranks). */
export const lowLatencyBytesPerSecond = (ranks: number, kind: "dispatch" | "combine"): number => {
  const first = lowLatencyMeasured[0];
  const last = lowLatencyMeasured[lowLatencyMeasured.length - 1] ?? first;
  if (ranks <= first.ranks) return first[kind];
  if (ranks >= last.ranks) return last[kind];
  const above = lowLatencyMeasured.findIndex((row) => row.ranks >= ranks);
  const high = lowLatencyMeasured[above] ?? last;
  const low = lowLatencyMeasured[above - 1] ?? first;
  const share = Math.log(ranks / low.ranks) / Math.log(high.ranks / low.ranks);
  return low[kind] + share * (high[kind] - low[kind]);
};

/**
 * One MoE layer's dispatch and combine by DeepEP's low-latency kernels, used in decode once the EP
 * group leaves the scale-up domain: each selected expert's copy of a token goes to its rank at the
 * bandwidth DeepEP measured at that EP size, scaled by the GPU's NIC over the 400 Gb/s it was
 * measured with; each at least the fixed collective latency.
 */
const lowLatencyLayerMs = (
  model: { activeExperts: number; hiddenSize: number },
  gpu: GpuSpec,
  ranks: number,
  tokensPerGpu: number,
  dispatchBytesPerElement: number,
  efficiency: LinkEfficiency,
): number => {
  const nicShare =
    (gpu.scaleOutBytesPerSecondPerGpu ?? gpu.scaleUpBytesPerSecondPerDirection) /
    lowLatencyNicBytesPerSecond;
  const values = tokensPerGpu * model.activeExperts * model.hiddenSize;
  const collectiveMs = (bytes: number, kind: "dispatch" | "combine") =>
    Math.max(
      (bytes / (lowLatencyBytesPerSecond(ranks, kind) * nicShare)) * msPerSecond,
      efficiency.collectiveLatencyMs,
    );
  return (
    collectiveMs(values * dispatchBytesPerElement, "dispatch") +
    collectiveMs(values * reduceBytesPerElement, "combine")
  );
};

/**
 * EP dispatch and combine of one step in which each GPU routes `tokensPerGpu` tokens (§3.6). With
 * the normal kernels (and with any inside one scale-up domain), per MoE layer a token goes once to each distinct expert rank in its own scale-up domain, and once to each
 * other domain holding one of its experts (DeepEP forwards inside the domain, so NIC traffic dedups by domain).
 */
export const expertParallelMs = (
  model: { moeLayers: number; experts: number; activeExperts: number; hiddenSize: number },
  gpu: GpuSpec,
  parallelism: Parallelism,
  tokensPerGpu: number,
  dispatchBytesPerElement: number,
  efficiency: LinkEfficiency,
  kernels: ExpertKernels = "normal",
): number => {
  const ranks = parallelism.expertParallel;
  if (ranks <= 1 || model.moeLayers === 0) return 0;
  if (kernels === "lowLatency" && ranks > gpu.gpusPerScaleUpDomain) {
    return (
      model.moeLayers *
      lowLatencyLayerMs(model, gpu, ranks, tokensPerGpu, dispatchBytesPerElement, efficiency)
    );
  }
  const { experts, activeExperts } = model;
  const domainRanks = Math.min(ranks, gpu.gpusPerScaleUpDomain);
  const domains = Math.ceil(ranks / domainRanks);
  // Each of the other ranks (domains) is a destination with probability destinations / ranks (domains).
  const scaleUpCopies =
    (expectedDestinationRanks(experts, activeExperts, ranks) * (domainRanks - 1)) / ranks;
  const scaleOutCopies =
    domains > 1
      ? (expectedDestinationRanks(experts, activeExperts, domains) * (domains - 1)) / domains
      : 0;
  const values = tokensPerGpu * model.hiddenSize;
  const phase = (bytesPerValue: number) =>
    allToAllMs(
      values * scaleUpCopies * bytesPerValue,
      values * scaleOutCopies * bytesPerValue,
      gpu,
      ranks,
      efficiency,
    );
  return model.moeLayers * (phase(dispatchBytesPerElement) + phase(reduceBytesPerElement));
};
