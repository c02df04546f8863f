import type { ModelSpec } from "../../model/index.ts";
import { billionParams } from "../../model/index.ts";
import { noMla } from "./modelParts.ts";

// Open-weight MoE models from other labs: gpt-oss and Mixtral.

export const openMoePresets = {
  // https://huggingface.co/openai/gpt-oss-120b/blob/main/config.json
  "gpt-oss-120b": {
    name: "gpt-oss-120b",
    layers: 36,
    hiddenSize: 2880,
    attention: "gqa",
    heads: 64,
    kvHeads: 8,
    headDim: 64,
    mla: null,
    // Alternating 128-token sliding-window and full-attention layers.
    localAttention: { layers: 18, windowTokens: 128 },
    sparseAttention: null,
    denseLayers: 0,
    moeLayers: 36,
    denseIntermediateSize: null,
    expertIntermediateSize: 2880,
    experts: 128,
    activeExperts: 4,
    sharedExperts: 0,
    vocabSize: 201088,
    totalParams: billionParams(116.79),
    activeParams: billionParams(5.13),
    source: "https://huggingface.co/openai/gpt-oss-120b/blob/main/config.json",
  },
  // https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json
  "gpt-oss-20b": {
    name: "gpt-oss-20b",
    layers: 24,
    hiddenSize: 2880,
    attention: "gqa",
    heads: 64,
    kvHeads: 8,
    headDim: 64,
    mla: null,
    // Alternating 128-token sliding-window and full-attention layers.
    localAttention: { layers: 12, windowTokens: 128 },
    sparseAttention: null,
    denseLayers: 0,
    moeLayers: 24,
    denseIntermediateSize: null,
    expertIntermediateSize: 2880,
    experts: 32,
    activeExperts: 4,
    sharedExperts: 0,
    vocabSize: 201088,
    totalParams: billionParams(20.91),
    activeParams: billionParams(3.61),
    source: "https://huggingface.co/openai/gpt-oss-20b/blob/main/config.json",
  },
  // https://huggingface.co/mistralai/Mixtral-8x7B-v0.1/blob/main/config.json
  "mixtral-8x7b": {
    name: "Mixtral-8x7B-v0.1",
    layers: 32,
    hiddenSize: 4096,
    attention: "gqa",
    heads: 32,
    kvHeads: 8,
    headDim: 128,
    // sliding_window is null in the HF config: full attention.
    ...noMla,
    denseLayers: 0,
    moeLayers: 32,
    denseIntermediateSize: null,
    expertIntermediateSize: 14336,
    experts: 8,
    activeExperts: 2,
    sharedExperts: 0,
    vocabSize: 32000,
    totalParams: billionParams(46.7),
    activeParams: billionParams(12.75),
    source: "https://huggingface.co/mistralai/Mixtral-8x7B-v0.1/blob/main/config.json",
  },
} satisfies Record<string, ModelSpec>;
