import { type Parallelism, pipelineStages } from "./parallelism.ts";
import { parameterBreakdown } from "./params.ts";
import { stageLayerShare } from "./pipeline.ts";
import type { ModelSpec } from "./specs.ts";

// Weight bytes held and read per GPU (docs/roofline.md §3.3–3.5). Non-expert weights are
// split across the TP group and replicated per attention replica; routed experts are split over all
// GPUs; pipeline stages each hold their own layers' (§3.10).

/**
 * Expected distinct routed experts that `tokens` routings touch when each token picks `activeExperts`
 * of `experts` uniformly: E · (1 − (1 − k/E)^T) (§3.5; uniform routing is the upper bound on bytes read).
 */
export const expectedDistinctExperts = (
  experts: number,
  activeExperts: number,
  tokens: number,
): number => (experts === 0 ? 0 : experts * (1 - (1 - activeExperts / experts) ** tokens));

/** Weight bytes one GPU holds in HBM; routed experts at `expertBytesPerParameter` when their format differs. */
export const weightBytesPerGpu = (
  model: ModelSpec,
  parallelism: Parallelism,
  weightBytesPerParameter: number,
  expertBytesPerParameter = weightBytesPerParameter,
): number => {
  const params = parameterBreakdown(model);
  // Pipeline stages each hold their layers' share: the busiest stage's, on gpus / PP GPUs.
  const stages = pipelineStages(parallelism);
  const share = stageLayerShare(model, parallelism);
  return (
    ((params.nonExpertParams * share) / parallelism.tensorParallel) * weightBytesPerParameter +
    ((params.routedExpertParams * share) / (parallelism.gpus / stages)) * expertBytesPerParameter
  );
};

export interface WeightBytesRead {
  /** Attention, dense FFN, shared-expert and LM-head weights: read once by every GPU of each replica. */
  nonExpertBytes: number;
  /** The routed experts the step's tokens touch. */
  routedExpertBytes: number;
}

/**
 * Weight bytes one GPU reads in one forward step whose routing sees `tokens` tokens across the
 * instance: every non-expert weight but the input embedding (a row lookup), plus the share of
 * routed experts those tokens touch, at `expertBytesPerParameter` when their format differs.
 */
export const weightBytesReadPerGpu = (
  model: ModelSpec,
  parallelism: Parallelism,
  weightBytesPerParameter: number,
  tokens: number,
  expertBytesPerParameter = weightBytesPerParameter,
): WeightBytesRead => {
  const params = parameterBreakdown(model);
  const touchedFraction =
    model.experts === 0
      ? 0
      : expectedDistinctExperts(model.experts, model.activeExperts, tokens) / model.experts;
  const nonExpertRead = Math.max(0, params.nonExpertParams - params.embeddingParams);
  return {
    nonExpertBytes: (nonExpertRead / parallelism.tensorParallel) * weightBytesPerParameter,
    routedExpertBytes:
      ((params.routedExpertParams * touchedFraction) / parallelism.gpus) * expertBytesPerParameter,
  };
};
