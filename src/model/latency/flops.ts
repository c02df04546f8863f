import { parameterBreakdown } from "./params.ts";
import type { ModelSpec } from "./specs.ts";

// FLOPs of one forward step (docs/roofline.md §3.1): 2 FLOPs per weight per token for the
// linear layers, 2 · h · (d_qk + d_v) per attended (query, key) pair per layer for attention.

export interface StepFlops {
  /** Attention projections, dense FFNs, shared experts and the LM head. */
  nonExpertFlops: number;
  /** Routed experts (top-k per token per MoE layer). */
  routedExpertFlops: number;
  /** Attention scores and values, plus the sparse-attention indexer. */
  attentionFlops: number;
}

/** One multiply-add per weight per token. */
const flopsPerMultiplyAdd = 2;

/**
 * Causal (query, key) pairs when `newTokens` queries follow `cachedTokens`, each seeing at most
 * `windowTokens` keys: Σ_{j=C+1}^{C+S} min(j, w), which is S · (C + (S + 1) / 2) when uncapped.
 */
export const attendedPairs = (
  cachedTokens: number,
  newTokens: number,
  windowTokens = Number.POSITIVE_INFINITY,
): number => {
  const first = cachedTokens + 1;
  const last = cachedTokens + newTokens;
  const lastUnwindowed = Math.min(last, windowTokens);
  const growing =
    lastUnwindowed >= first ? ((first + lastUnwindowed) * (lastUnwindowed - first + 1)) / 2 : 0;
  const capped =
    last > windowTokens ? (last - Math.max(cachedTokens, windowTokens)) * windowTokens : 0;
  return growing + capped;
};

// Prefill runs MLA in MHA mode (d_qk = nope + rope, d_v = vHeadDim); decode runs it absorbed, every head
// attending one latent (d_k = kvLoraRank + rope, d_v = kvLoraRank) (§3.1, FlashMLA).
const prefillHeadDims = (model: ModelSpec): number =>
  model.mla === null ? 2 * model.headDim : model.headDim + model.mla.vHeadDim;
const decodeHeadDims = (model: ModelSpec): number =>
  model.mla === null ? 2 * model.headDim : 2 * model.mla.kvLoraRank + model.mla.qkRopeHeadDim;

/** Attention FLOPs for one sequence, given how many pairs a layer sees under a key cap. */
const attentionFlopsPerSequence = (
  model: ModelSpec,
  headDims: number,
  pairsUnder: (keyCap: number) => number,
): number => {
  const topTokens = model.sparseAttention?.topTokens ?? Number.POSITIVE_INFINITY;
  const localLayers = model.localAttention?.layers ?? 0;
  const window = model.localAttention?.windowTokens ?? Number.POSITIVE_INFINITY;
  const pairs =
    (model.layers - localLayers) * pairsUnder(topTokens) +
    localLayers * pairsUnder(Math.min(topTokens, window));
  const indexer = model.sparseAttention;
  const indexerFlops =
    indexer === null
      ? 0
      : model.layers *
        pairsUnder(Number.POSITIVE_INFINITY) *
        flopsPerMultiplyAdd *
        indexer.indexerHeads *
        indexer.indexerHeadDim;
  return pairs * flopsPerMultiplyAdd * model.heads * headDims + indexerFlops;
};

/** FLOPs of prefilling `sequences` prompts of `inputTokens` new tokens after `cachedTokens` cached ones. */
export const prefillFlops = (
  model: ModelSpec,
  sequences: number,
  inputTokens: number,
  cachedTokens = 0,
): StepFlops => {
  const params = parameterBreakdown(model);
  // Only the last position needs logits, so the LM head runs once per sequence (§3.1, scaling book).
  const lmHeadParams = Math.min(params.embeddingParams, params.nonExpertActiveParams);
  const perPromptToken = params.nonExpertActiveParams - lmHeadParams;
  return {
    nonExpertFlops: flopsPerMultiplyAdd * sequences * (perPromptToken * inputTokens + lmHeadParams),
    routedExpertFlops: flopsPerMultiplyAdd * params.routedActiveParams * sequences * inputTokens,
    attentionFlops:
      sequences *
      attentionFlopsPerSequence(model, prefillHeadDims(model), (cap) =>
        attendedPairs(cachedTokens, inputTokens, cap),
      ),
  };
};

/**
 * FLOPs of one decode step over `sequences` sequences, each with `tokensPerSequence` query tokens
 * (k + 1 when verifying k drafts) attending `contextTokens` keys.
 */
export const decodeStepFlops = (
  model: ModelSpec,
  sequences: number,
  contextTokens: number,
  tokensPerSequence: number,
): StepFlops => {
  const params = parameterBreakdown(model);
  const tokens = sequences * tokensPerSequence;
  return {
    nonExpertFlops: flopsPerMultiplyAdd * params.nonExpertActiveParams * tokens,
    routedExpertFlops: flopsPerMultiplyAdd * params.routedActiveParams * tokens,
    attentionFlops:
      tokens *
      attentionFlopsPerSequence(model, decodeHeadDims(model), (cap) =>
        Math.min(contextTokens, cap),
      ),
  };
};
