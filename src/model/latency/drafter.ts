import { parameterBreakdown } from "./params.ts";
import type { ModelSpec } from "./specs.ts";

// What a drafter runs for each draft token: one decoder layer of the target model and its LM head.
// DeepSeek-V3's multi-token-prediction module is one transformer block that shares the embedding and
// the output head with the main model (DeepSeek-V3 technical report §2.2; config.json
// "num_nextn_predict_layers": 1), and EAGLE-3's draft head is a single decoder layer
// (arXiv 2503.01840 §3). Engines run it once per draft token, one after another (TensorRT-LLM's
// "autoregressive MTP layers", tech blog 1), so k drafts cost k such passes before the verify step.
// A separate draft model is not priced here.

/** One layer of `model` (an MoE layer where the model has any) with the model's LM head. */
export const drafterModel = (model: ModelSpec): ModelSpec => {
  const params = parameterBreakdown(model);
  const moe = model.moeLayers > 0;
  const lmHeadParams = params.embeddingParams;
  const nonExpertPerLayer = Math.max(
    0,
    (params.nonExpertActiveParams - lmHeadParams) / model.layers,
  );
  const routedPerLayer = moe ? params.routedExpertParams / model.moeLayers : 0;
  const routedActivePerLayer = moe ? params.routedActiveParams / model.moeLayers : 0;
  return {
    ...model,
    layers: 1,
    moeLayers: moe ? 1 : 0,
    denseLayers: moe ? 0 : 1,
    localAttention: null,
    totalParams: nonExpertPerLayer + routedPerLayer + lmHeadParams + params.embeddingParams,
    activeParams: nonExpertPerLayer + routedActivePerLayer + lmHeadParams,
  };
};
