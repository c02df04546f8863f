import { drafterModel } from "./drafter.ts";
import { decodeStepFlops } from "./flops.ts";
import { kvBytesReadPerSequencePerGpu } from "./kvCache.ts";
import { bytesPerElement } from "./numberFormats.ts";
import { sequencesPerReplica } from "./parallelism.ts";
import { pipelinedStep } from "./pipeline.ts";
import { type PhaseTime, type RooflineSetup, stepTime } from "./roofline.ts";
import type { ModelSpec } from "./specs.ts";

export interface DecodeStepInput extends RooflineSetup {
  /** Sequences in the decode batch (b_d) on one instance. */
  batch: number;
  /** Tokens each sequence attends to (docs/model.md §5: l_i + l_o / 2 on average). */
  contextTokens: number;
  /** Draft tokens k verified per step: k drafter passes, then a verify step of k + 1 tokens per sequence. */
  draftTokens: number;
}

/** The verify step after `times` drafter passes: the drafter's whole time is one part of the step. */
const afterDrafts = (verify: PhaseTime, draft: PhaseTime, times: number): PhaseTime => ({
  timeMs: verify.timeMs + times * draft.timeMs,
  boundBy: verify.boundBy,
  computeMs: verify.computeMs + times * draft.computeMs,
  memoryMs: verify.memoryMs + times * draft.memoryMs,
  communicationMs: verify.communicationMs + times * draft.communicationMs,
  overheadMs: verify.overheadMs + times * draft.overheadMs,
  parts: { ...verify.parts, drafterMs: verify.parts.drafterMs + times * draft.timeMs },
});

/** One forward pass of `model` over the batch, `tokensPerSequence` query tokens each. */
const forwardTime = (
  input: DecodeStepInput,
  model: ModelSpec,
  tokensPerSequence: number,
): PhaseTime => {
  const { parallelism, batch, contextTokens } = input;
  const replicaSequences = sequencesPerReplica(batch, parallelism);
  const kvBytesPerGpu =
    replicaSequences *
    kvBytesReadPerSequencePerGpu(
      model,
      bytesPerElement(input.precision.kvCache),
      parallelism.tensorParallel,
      contextTokens,
    );
  return stepTime(
    { ...input, model },
    {
      replicaFlops: decodeStepFlops(model, replicaSequences, contextTokens, tokensPerSequence),
      instanceFlops: decodeStepFlops(model, batch, contextTokens, tokensPerSequence),
      replicaTokens: replicaSequences * tokensPerSequence,
      instanceTokens: batch * tokensPerSequence,
      kvBytesPerGpu,
      // https://github.com/deepseek-ai/DeepEP README: "For latency-sensitive inference decoding, DeepEP
      // includes a set of low-latency kernels with pure RDMA"; the normal kernels serve prefill.
      expertKernels: "lowLatency",
    },
  );
};

/** One decode step over every layer on the input's GPUs. */
const allLayersDecode = (input: DecodeStepInput): PhaseTime => {
  const verify = forwardTime(input, input.model, input.draftTokens + 1);
  if (input.draftTokens === 0) return verify;
  return afterDrafts(verify, forwardTime(input, drafterModel(input.model), 1), input.draftTokens);
};

/**
 * Time of one decode step (ITL with speculation, TPOT without) from the roofline (docs/roofline.md
 * §3.3): with k drafts, k drafter passes of one token per sequence and the verify step of k + 1;
 * through the pipeline stages when the layout has them (§3.10).
 */
export const decodeStepTime = (input: DecodeStepInput): PhaseTime =>
  pipelinedStep(input, allLayersDecode, input.draftTokens + 1);
