import { msPerSecond } from "../units.ts";
import type { Efficiency } from "./efficiency.ts";
import { numberFormats } from "./numberFormats.ts";
import type { Parallelism } from "./parallelism.ts";
import type { GpuSpec } from "./specs.ts";

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

/**
 * EP dispatch and combine of one step in which each GPU routes `tokensPerGpu` tokens (§3.6). Per MoE
 * layer a token goes once to each distinct expert rank in its own scale-up domain, and once to each
 * other domain holding one of its experts (DeepEP forwards inside the domain, so NIC traffic dedups by domain).
 */
export const expertParallelMs = (
  model: { moeLayers: number; experts: number; activeExperts: number; hiddenSize: number },
  gpu: GpuSpec,
  parallelism: Parallelism,
  tokensPerGpu: number,
  dispatchBytesPerElement: number,
  efficiency: LinkEfficiency,
): number => {
  const ranks = parallelism.expertParallel;
  if (ranks <= 1 || model.moeLayers === 0) return 0;
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
