// Where a roofline step's time goes, operator group by operator group (docs/roofline.md §3.11).
// The parts add up to the step's time: every positive part, less what overlap hides.

export interface StepParts {
  /** GEMMs outside the routed experts: QKV and output projections, dense or shared FFN, LM head. */
  denseGemmMs: number;
  /** The routed experts' grouped GEMMs. */
  expertGemmMs: number;
  /** Attention kernels, with a sparse-attention indexer where the model has one. */
  attentionMs: number;
  /** Memory-bound kernels between them: residual adds with norms, activations, the MoE sum. */
  elementwiseMs: number;
  /** Tensor-parallel all-reduces. */
  tensorParallelMs: number;
  /** Expert-parallel dispatch and combine. */
  expertParallelMs: number;
  /** Hand-offs between pipeline stages. */
  stageHandoffMs: number;
  /** Fixed costs: each op's launch latency and the host's per-step overhead. */
  overheadMs: number;
  /** Without CUDA graphs: how long the GPU waits for the host to launch the layers' kernels. */
  eagerLaunchMs: number;
  /** The drafter's passes before a verify step (speculative decoding). */
  drafterMs: number;
  /** What two micro-batches hide by running communication under compute; subtracted. */
  overlapHiddenMs: number;
}

export type StepPartKey = keyof StepParts;

/** The parts in display order; overlapHiddenMs, the one subtracted, comes last. */
export const stepPartKeys = [
  "denseGemmMs",
  "expertGemmMs",
  "attentionMs",
  "elementwiseMs",
  "tensorParallelMs",
  "expertParallelMs",
  "stageHandoffMs",
  "drafterMs",
  "overheadMs",
  "eagerLaunchMs",
  "overlapHiddenMs",
] as const satisfies readonly StepPartKey[];

export const noParts: StepParts = {
  denseGemmMs: 0,
  expertGemmMs: 0,
  attentionMs: 0,
  elementwiseMs: 0,
  tensorParallelMs: 0,
  expertParallelMs: 0,
  stageHandoffMs: 0,
  overheadMs: 0,
  eagerLaunchMs: 0,
  drafterMs: 0,
  overlapHiddenMs: 0,
};

/** The step time the parts make: every part added, the hidden share taken off. */
export const partsTotalMs = (parts: StepParts): number =>
  stepPartKeys.reduce(
    (sum, key) => (key === "overlapHiddenMs" ? sum - parts[key] : sum + parts[key]),
    0,
  );

/** Every part times `factor`. */
export const scaleParts = (parts: StepParts, factor: number): StepParts => {
  const scaled = { ...parts };
  for (const key of stepPartKeys) scaled[key] = parts[key] * factor;
  return scaled;
};

export type SpentPartKey = Exclude<StepPartKey, "overlapHiddenMs">;

export interface PartShare {
  key: SpentPartKey;
  ms: number;
  /** Share of the time spent before overlap: the shares of a step add up to 1. */
  share: number;
}

/** The parts that take time, in display order, each with its share of all the time they take. */
export const partShares = (parts: StepParts): PartShare[] => {
  const spent = stepPartKeys.filter((key): key is SpentPartKey => key !== "overlapHiddenMs");
  const totalMs = spent.reduce((sum, key) => sum + parts[key], 0);
  if (!(totalMs > 0)) return [];
  return spent
    .filter((key) => parts[key] > 0)
    .map((key) => ({ key, ms: parts[key], share: parts[key] / totalMs }));
};
