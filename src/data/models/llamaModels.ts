import type { ModelSpec } from "../../model/index.ts";
import { billionParams } from "../../model/index.ts";
import { dense, noMla } from "./modelParts.ts";

// Llama 3.1 (dense) and Llama 4 (MoE, interleaved local attention).

export const llamaPresets = {
  // https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json
  "llama-3.1-8b": {
    name: "Llama-3.1-8B",
    layers: 32,
    hiddenSize: 4096,
    attention: "gqa",
    heads: 32,
    kvHeads: 8,
    headDim: 128,
    ...noMla,
    denseLayers: 32,
    moeLayers: 0,
    denseIntermediateSize: 14336,
    ...dense,
    vocabSize: 128256,
    totalParams: billionParams(8.03),
    activeParams: billionParams(7.5),
    source: "https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json",
  },
  // https://huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json
  "llama-3.1-70b": {
    name: "Llama-3.1-70B",
    layers: 80,
    hiddenSize: 8192,
    attention: "gqa",
    heads: 64,
    kvHeads: 8,
    headDim: 128,
    ...noMla,
    denseLayers: 80,
    moeLayers: 0,
    denseIntermediateSize: 28672,
    ...dense,
    vocabSize: 128256,
    totalParams: billionParams(70.55),
    activeParams: billionParams(69.5),
    source: "https://huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json",
  },
  // https://huggingface.co/meta-llama/Llama-3.1-405B/blob/main/config.json
  "llama-3.1-405b": {
    name: "Llama-3.1-405B",
    layers: 126,
    hiddenSize: 16384,
    attention: "gqa",
    heads: 128,
    kvHeads: 8,
    headDim: 128,
    ...noMla,
    denseLayers: 126,
    moeLayers: 0,
    denseIntermediateSize: 53248,
    ...dense,
    vocabSize: 128256,
    totalParams: billionParams(405.85),
    activeParams: billionParams(403.75),
    source: "https://huggingface.co/meta-llama/Llama-3.1-405B/blob/main/config.json",
  },
  // https://huggingface.co/meta-llama/Llama-4-Maverick-17B-128E-Instruct/blob/main/config.json (text_config)
  "llama-4-maverick": {
    name: "Llama-4-Maverick-17B-128E",
    layers: 48,
    hiddenSize: 5120,
    attention: "gqa",
    heads: 40,
    kvHeads: 8,
    headDim: 128,
    mla: null,
    // iRoPE: 3 of 4 layers attend within 8,192-token chunks (attention_chunk_size); verify against the runtime.
    localAttention: { layers: 36, windowTokens: 8192 },
    sparseAttention: null,
    // MoE every second layer (interleave_moe_layer_step 2).
    denseLayers: 24,
    moeLayers: 24,
    denseIntermediateSize: 16384,
    expertIntermediateSize: 8192,
    experts: 128,
    activeExperts: 1,
    sharedExperts: 1,
    vocabSize: 202048,
    totalParams: billionParams(400.71),
    activeParams: billionParams(16.15),
    source:
      "https://huggingface.co/meta-llama/Llama-4-Maverick-17B-128E-Instruct/blob/main/config.json",
  },
  // https://huggingface.co/meta-llama/Llama-4-Scout-17B-16E-Instruct/blob/main/config.json (text_config)
  "llama-4-scout": {
    name: "Llama-4-Scout-17B-16E",
    layers: 48,
    hiddenSize: 5120,
    attention: "gqa",
    heads: 40,
    kvHeads: 8,
    headDim: 128,
    mla: null,
    // iRoPE as Maverick: 36 of 48 layers chunked at 8,192 tokens; verify against the runtime.
    localAttention: { layers: 36, windowTokens: 8192 },
    sparseAttention: null,
    denseLayers: 0,
    moeLayers: 48,
    // The reference's dense FFN width 16384 is unused: every layer is MoE.
    denseIntermediateSize: null,
    expertIntermediateSize: 8192,
    experts: 16,
    activeExperts: 1,
    sharedExperts: 1,
    vocabSize: 202048,
    // Text weights only; Meta's 109B includes the vision encoder.
    totalParams: billionParams(107.77),
    activeParams: billionParams(16.14),
    source:
      "https://huggingface.co/meta-llama/Llama-4-Scout-17B-16E-Instruct/blob/main/config.json",
  },
} satisfies Record<string, ModelSpec>;
