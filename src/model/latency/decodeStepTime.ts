import { decodeStepFlops } from "./flops.ts";
import { kvBytesReadPerSequencePerGpu } from "./kvCache.ts";
import { bytesPerElement } from "./numberFormats.ts";
import { sequencesPerReplica } from "./parallelism.ts";
import { type PhaseTime, type RooflineSetup, stepTime } from "./roofline.ts";

export interface DecodeStepInput extends RooflineSetup {
  /** Sequences in the decode batch (b_d) on one instance. */
  batch: number;
  /** Tokens each sequence attends to (docs/model.md §5: l_i + l_o / 2 on average). */
  contextTokens: number;
  /** Draft tokens k verified per step; the step runs k + 1 tokens per sequence. The drafter's own cost is not included. */
  draftTokens: number;
}

/** Time of one decode step (ITL with speculation, TPOT without) from the roofline (docs/roofline.md §3.3). */
export const decodeStepTime = (input: DecodeStepInput): PhaseTime => {
  const { model, parallelism, batch, contextTokens } = input;
  const tokensPerSequence = input.draftTokens + 1;
  const replicaSequences = sequencesPerReplica(batch, parallelism);
  const kvBytesPerGpu =
    replicaSequences *
    kvBytesReadPerSequencePerGpu(
      model,
      bytesPerElement(input.precision.kvCache),
      parallelism.tensorParallel,
      contextTokens,
    );
  return stepTime(input, {
    replicaFlops: decodeStepFlops(model, replicaSequences, contextTokens, tokensPerSequence),
    instanceFlops: decodeStepFlops(model, batch, contextTokens, tokensPerSequence),
    replicaTokens: replicaSequences * tokensPerSequence,
    instanceTokens: batch * tokensPerSequence,
    kvBytesPerGpu,
  });
};
