import type { Parallelism } from "./parallelism.ts";
import type { ModelSpec } from "./specs.ts";

// The memory-bound kernels a layer runs between its GEMMs and attention (docs/roofline.md §3.2):
// the residual adds with their RMSNorms, the gated activation and the MoE layer's sum over its
// top-k experts. Each reads and writes whole activations and does a few FLOPs per element, so the
// step pays their bytes at the achieved HBM bandwidth. Norms are not split by tensor parallelism:
// every rank of a TP group normalises each of its replica's tokens in full.

// The residual stream stays in the checkpoint's 16-bit dtype whatever format the GEMMs run in.
const activationBytes = 2;

// Two residual adds fused with their RMSNorms a layer (input_layernorm and post_attention_layernorm,
// each called with the residual in vllm/model_executor/models/llama.py's LlamaDecoderLayer), each
// reading the hidden state and the residual and writing both back (fused_add_rms_norm,
// vllm csrc/layernorm_kernels.cu): 4 hidden-size vectors a norm.
const normsPerLayer = 2;
const vectorsPerNorm = 4;

// The gated activation reads the gate and up halves and writes their product: 3 intermediate-size
// vectors a token (SiluAndMul, vllm/model_executor/layers/activation.py: (tokens, 2d) → (tokens, d)).
const vectorsPerActivation = 3;

/** Bytes one GPU's elementwise kernels move in a step of `replicaTokens` on its replica. */
export const elementwiseBytesPerGpu = (
  model: ModelSpec,
  parallelism: Parallelism,
  /** Tokens on the busiest attention replica. */
  replicaTokens: number,
  /** Tokens routed across the whole instance. */
  instanceTokens: number,
  /** The busiest GPU's share of routed tokens over the mean (expert load imbalance, 1 without EP). */
  expertLoad: number,
): number => {
  const tp = parallelism.tensorParallel;
  const hidden = model.hiddenSize;
  const expertWidth = model.expertIntermediateSize ?? 0;
  const norms = model.layers * normsPerLayer * vectorsPerNorm * hidden;
  const denseActivations =
    (model.denseLayers * vectorsPerActivation * (model.denseIntermediateSize ?? 0)) / tp;
  // Each MoE layer sums the top-k experts' outputs into one: reads k hidden vectors and writes one
  // (ops.moe_sum in vllm/model_executor/layers/fused_moe/fused_moe.py), and activates its shared
  // experts, split by TP like the dense FFN.
  const moeCombines = model.moeLayers * (model.activeExperts + 1) * hidden;
  const sharedActivations =
    (model.moeLayers * model.sharedExperts * vectorsPerActivation * expertWidth) / tp;
  const perReplicaToken = norms + denseActivations + moeCombines + sharedActivations;
  // The routed experts' activations follow their tokens to the GPUs that hold them (silu_and_mul
  // over the (tokens · k, 2d) grouped-GEMM output in fused_moe.py), the busiest GPU taking its load.
  const routedActivations =
    ((model.moeLayers * instanceTokens * model.activeExperts * vectorsPerActivation * expertWidth) /
      parallelism.gpus) *
    expertLoad;
  return activationBytes * (perReplicaToken * replicaTokens + routedActivations);
};
