import type { ModelSpec } from "../../model/index.ts";
import { billionParams } from "../../model/index.ts";
import { dense, noMla } from "./modelParts.ts";

// Qwen3: two MoE models and the dense 32B.

export const qwenPresets = {
  // https://huggingface.co/Qwen/Qwen3-235B-A22B/blob/main/config.json
  "qwen3-235b-a22b": {
    name: "Qwen3-235B-A22B",
    layers: 94,
    hiddenSize: 4096,
    attention: "gqa",
    heads: 64,
    kvHeads: 4,
    headDim: 128,
    ...noMla,
    denseLayers: 0,
    moeLayers: 94,
    // The config's intermediate_size 12288 is unused: every layer is MoE.
    denseIntermediateSize: null,
    expertIntermediateSize: 1536,
    experts: 128,
    activeExperts: 8,
    sharedExperts: 0,
    vocabSize: 151936,
    totalParams: billionParams(235.09),
    activeParams: billionParams(21.57),
    source: "https://huggingface.co/Qwen/Qwen3-235B-A22B/blob/main/config.json",
  },
  // https://huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json
  "qwen3-30b-a3b": {
    name: "Qwen3-30B-A3B",
    layers: 48,
    hiddenSize: 2048,
    attention: "gqa",
    heads: 32,
    kvHeads: 4,
    headDim: 128,
    ...noMla,
    denseLayers: 0,
    moeLayers: 48,
    // The config's intermediate_size 6144 is unused: every layer is MoE.
    denseIntermediateSize: null,
    expertIntermediateSize: 768,
    experts: 128,
    activeExperts: 8,
    sharedExperts: 0,
    vocabSize: 151936,
    totalParams: billionParams(30.53),
    activeParams: billionParams(3.04),
    source: "https://huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json",
  },
  // https://huggingface.co/Qwen/Qwen3-32B/blob/main/config.json
  "qwen3-32b": {
    name: "Qwen3-32B",
    layers: 64,
    hiddenSize: 5120,
    attention: "gqa",
    heads: 64,
    kvHeads: 8,
    headDim: 128,
    ...noMla,
    denseLayers: 64,
    moeLayers: 0,
    denseIntermediateSize: 25600,
    ...dense,
    vocabSize: 151936,
    totalParams: billionParams(32.76),
    activeParams: billionParams(31.98),
    source: "https://huggingface.co/Qwen/Qwen3-32B/blob/main/config.json",
  },
} satisfies Record<string, ModelSpec>;
