import type { ModelSpec } from "../../model/index.ts";
import { billionParams } from "../../model/index.ts";
import { deepSeekMla } from "./modelParts.ts";

// DeepSeek-V3-architecture models (MLA, DeepSeekMoE): DeepSeek-V3/R1, V3.2 and Kimi K2.

export const deepSeekPresets = {
  // https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json (R1: identical architecture)
  "deepseek-v3": {
    name: "DeepSeek-V3 / DeepSeek-R1",
    // 61 layers without the MTP module (DeepSeek counts 62 KV layers when MTP drafts).
    layers: 61,
    hiddenSize: 7168,
    attention: "mla",
    heads: 128,
    kvHeads: 1,
    headDim: 192,
    mla: deepSeekMla,
    localAttention: null,
    sparseAttention: null,
    denseLayers: 3,
    moeLayers: 58,
    denseIntermediateSize: 18432,
    expertIntermediateSize: 2048,
    experts: 256,
    activeExperts: 8,
    sharedExperts: 1,
    vocabSize: 129280,
    totalParams: billionParams(671.03),
    activeParams: billionParams(36.62),
    source: "https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json",
  },
  // https://huggingface.co/deepseek-ai/DeepSeek-V3.2/blob/main/config.json
  "deepseek-v3.2": {
    name: "DeepSeek-V3.2",
    layers: 61,
    hiddenSize: 7168,
    attention: "mla",
    heads: 128,
    kvHeads: 1,
    headDim: 192,
    mla: deepSeekMla,
    localAttention: null,
    // DeepSeek Sparse Attention: index_n_heads 64, index_head_dim 128, index_topk 2048.
    sparseAttention: { indexerHeads: 64, indexerHeadDim: 128, topTokens: 2048 },
    denseLayers: 3,
    moeLayers: 58,
    denseIntermediateSize: 18432,
    expertIntermediateSize: 2048,
    experts: 256,
    activeExperts: 8,
    sharedExperts: 1,
    vocabSize: 129280,
    // V3's counts; the indexer projections are small and not counted.
    totalParams: billionParams(671.03),
    activeParams: billionParams(36.62),
    source: "https://huggingface.co/deepseek-ai/DeepSeek-V3.2/blob/main/config.json",
  },
  // https://huggingface.co/moonshotai/Kimi-K2-Instruct/blob/main/config.json
  "kimi-k2": {
    name: "Kimi K2 (Instruct)",
    layers: 61,
    hiddenSize: 7168,
    attention: "mla",
    heads: 64,
    kvHeads: 1,
    headDim: 192,
    mla: deepSeekMla,
    localAttention: null,
    sparseAttention: null,
    denseLayers: 1,
    moeLayers: 60,
    denseIntermediateSize: 18432,
    expertIntermediateSize: 2048,
    experts: 384,
    activeExperts: 8,
    sharedExperts: 1,
    vocabSize: 163840,
    // Computed from the config; the model card rounds it to 1T.
    totalParams: billionParams(1026.41),
    activeParams: billionParams(31.69),
    source: "https://huggingface.co/moonshotai/Kimi-K2-Instruct/blob/main/config.json",
  },
} satisfies Record<string, ModelSpec>;
