// The latency model's public surface: roofline step times, KV cache, transfer, queueing, profiles.
export {
  allReduceMs,
  expectedDestinationRanks,
  expertParallelMs,
  groupLinkBytesPerSecond,
  tensorParallelMs,
} from "./communication.ts";
export { type DecodeStepInput, decodeStepTime } from "./decodeStepTime.ts";
export {
  computeEfficiencyOn,
  defaultComputeEfficiency,
  defaultEfficiency,
  defaultExpertLoadImbalance,
  defaultOverlapEfficiency,
  type Efficiency,
  EfficiencySchema,
  efficiencyOverDefaults,
  type StepEfficiency,
} from "./efficiency.ts";
export { attendedPairs, decodeStepFlops, prefillFlops, type StepFlops } from "./flops.ts";
export {
  kvBytesPerSequencePerGpu,
  kvBytesPerToken,
  kvBytesPerTokenPerGpu,
  kvBytesReadPerSequencePerGpu,
} from "./kvCache.ts";
export {
  defaultReserveBytes,
  defaultReserveFraction,
  type KvCapacity,
  type KvCapacityInput,
  kvCapacity,
} from "./kvCapacity.ts";
export { kvTransferMs } from "./kvTransfer.ts";
export {
  bytesPerElement,
  expertWeightFormat,
  type NumberFormatName,
  numberFormats,
  type Precision,
  PrecisionSchema,
  peakFlopsPerSecond,
} from "./numberFormats.ts";
export { type Parallelism, ParallelismSchema } from "./parallelism.ts";
export { type ParameterBreakdown, parameterBreakdown } from "./params.ts";
export { type PrefillInput, prefillTime } from "./prefillTime.ts";
export {
  type BuiltProfile,
  buildProfile,
  interpolateProfile,
  type Profile,
  type ProfilePoint,
  ProfilePointSchema,
  type ProfileTime,
} from "./profile.ts";
export { maxModelledUtilization } from "./queueing.ts";
export type { BoundBy, PhaseTime, RooflineSetup } from "./roofline.ts";
export {
  type AttentionKind,
  type GpuSpec,
  GpuSpecSchema,
  type ModelSpec,
  ModelSpecSchema,
  parseGpuSpec,
  parseModelSpec,
} from "./specs.ts";
export {
  expectedDistinctExperts,
  weightBytesPerGpu,
  weightBytesReadPerGpu,
} from "./weightBytes.ts";
