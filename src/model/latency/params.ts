import type { ModelSpec } from "./specs.ts";

// Splits a model's weights into the parts the roofline treats differently.

/** Gate, up and down projections: the three matrices of one gated FFN or expert. */
export const matricesPerGatedFfn = 3;

export interface ParameterBreakdown {
  /** All routed experts of all MoE layers. */
  routedExpertParams: number;
  /** Routed experts one token uses: top-k per MoE layer. */
  routedActiveParams: number;
  /** Everything else: attention, dense FFNs, shared experts, norms, embeddings, LM head. */
  nonExpertParams: number;
  /** Non-expert weights one token multiplies by (the LM head included, the input embedding not). */
  nonExpertActiveParams: number;
  /** The input embedding table, which a step only looks rows up in (untied from the LM head). */
  embeddingParams: number;
}

export const parameterBreakdown = (model: ModelSpec): ParameterBreakdown => {
  const perExpert = matricesPerGatedFfn * model.hiddenSize * (model.expertIntermediateSize ?? 0);
  const routedExpertParams = model.moeLayers * model.experts * perExpert;
  const routedActiveParams = model.moeLayers * model.activeExperts * perExpert;
  return {
    routedExpertParams,
    routedActiveParams,
    nonExpertParams: Math.max(0, model.totalParams - routedExpertParams),
    nonExpertActiveParams: Math.max(0, model.activeParams - routedActiveParams),
    embeddingParams: model.vocabSize * model.hiddenSize,
  };
};
