import type { ModelSpec } from "../../model/index.ts";

// Pieces several model presets share.

/** A model without experts: every layer is a dense FFN. */
export const dense = {
  expertIntermediateSize: null,
  experts: 0,
  activeExperts: 0,
  sharedExperts: 0,
} as const satisfies Partial<ModelSpec>;

/** Plain attention: no latent KV, no local or sparse layers. */
export const noMla = { mla: null, localAttention: null, sparseAttention: null } as const;

// DeepSeek-V3's MLA: 512-wide KV latent + 64 decoupled RoPE dims, 128 + 64 query/key dims, 128 value dims.
export const deepSeekMla = {
  kvLoraRank: 512,
  qkRopeHeadDim: 64,
  qkNopeHeadDim: 128,
  qLoraRank: 1536,
  vHeadDim: 128,
} as const;
