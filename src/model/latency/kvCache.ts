import type { ModelSpec } from "./specs.ts";

// KV-cache bytes (docs/roofline.md §2.1): MHA/GQA 2 · kvHeads · headDim · bytes per layer,
// MLA (kvLoraRank + qkRopeHeadDim) · bytes per layer.

/** K and V: two tensors per KV head. */
const kvTensorsPerHead = 2;
// aiconfigurator indexer_cache_entry_bytes: FP8 indexer keys + one FP32 scale per 128 values (V3.2: 128 + 4 = 132 B).
const indexerScaleBytes = 4;
const indexerScaleGroup = 128;

const indexerBytesPerTokenPerLayer = (model: ModelSpec): number => {
  const sparse = model.sparseAttention;
  if (sparse === null) return 0;
  return (
    sparse.indexerHeadDim + Math.ceil(sparse.indexerHeadDim / indexerScaleGroup) * indexerScaleBytes
  );
};

// GQA KV heads are split across TP ranks and replicated once TP exceeds them (per GPU ⌈kvHeads / TP⌉);
// the MLA latent is shared by all heads, so every TP rank holds all of it (§2.1, InferSim).
const attentionBytesPerTokenPerLayer = (
  model: ModelSpec,
  kvBytesPerElement: number,
  tensorParallel: number,
): number =>
  model.mla === null
    ? kvTensorsPerHead *
      Math.ceil(model.kvHeads / tensorParallel) *
      model.headDim *
      kvBytesPerElement
    : (model.mla.kvLoraRank + model.mla.qkRopeHeadDim) * kvBytesPerElement;

/** KV bytes one token adds across all layers (every layer counted as full attention). */
export const kvBytesPerToken = (model: ModelSpec, kvBytesPerElement: number): number =>
  kvBytesPerTokenPerGpu(model, kvBytesPerElement, 1);

/** KV bytes one token adds on one GPU of a TP group; attention data parallelism shards sequences, not heads. */
export const kvBytesPerTokenPerGpu = (
  model: ModelSpec,
  kvBytesPerElement: number,
  tensorParallel: number,
): number =>
  model.layers *
  (attentionBytesPerTokenPerLayer(model, kvBytesPerElement, tensorParallel) +
    indexerBytesPerTokenPerLayer(model));

/** Token-layers a sequence of `contextTokens` keeps: local-attention layers keep only their last windowTokens. */
const tokenLayersHeld = (model: ModelSpec, contextTokens: number): number => {
  const local = model.localAttention;
  if (local === null) return model.layers * contextTokens;
  return (
    (model.layers - local.layers) * contextTokens +
    local.layers * Math.min(contextTokens, local.windowTokens)
  );
};

/** KV bytes one sequence of `contextTokens` holds on one GPU of a TP group. */
export const kvBytesPerSequencePerGpu = (
  model: ModelSpec,
  kvBytesPerElement: number,
  tensorParallel: number,
  contextTokens: number,
): number =>
  tokenLayersHeld(model, contextTokens) *
  (attentionBytesPerTokenPerLayer(model, kvBytesPerElement, tensorParallel) +
    indexerBytesPerTokenPerLayer(model));

/** KV bytes one decode step reads for one sequence: sparse attention reads only its top tokens' latents. */
export const kvBytesReadPerSequencePerGpu = (
  model: ModelSpec,
  kvBytesPerElement: number,
  tensorParallel: number,
  contextTokens: number,
): number => {
  const attendedTokens = Math.min(contextTokens, model.sparseAttention?.topTokens ?? contextTokens);
  return (
    tokenLayersHeld(model, attendedTokens) *
      attentionBytesPerTokenPerLayer(model, kvBytesPerElement, tensorParallel) +
    tokenLayersHeld(model, contextTokens) * indexerBytesPerTokenPerLayer(model)
  );
};
