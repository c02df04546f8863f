import {
  bytesPerElement,
  decodeStepFlops,
  kvBytesPerSequencePerGpu,
  kvBytesReadPerSequencePerGpu,
  type PhaseTime,
  prefillFlops,
  type RooflineSetup,
  type StepFlops,
} from "../../src/model/latency/index.ts";
import { sequencesPerReplica } from "../../src/model/latency/parallelism.ts";
import { stepTime } from "../../src/model/latency/roofline.ts";

// One forward step that carries a chunk of prompt tokens alongside every sequence's decode token, as
// chunked prefill (in-flight batching) runs them: the linear layers read their weights once for both.
// Used only for a what-if in docs/validation.md; the predictions run prefill and decode as separate steps.

export interface MixedStepInput extends RooflineSetup {
  /** Decoding sequences on the instance. */
  decodeSequences: number;
  contextTokens: number;
  /** Prompts' worth of tokens prefilled in the same step on the instance; may be a fraction. */
  prompts: number;
  inputTokens: number;
}

const sum = (a: StepFlops, b: StepFlops): StepFlops => ({
  nonExpertFlops: a.nonExpertFlops + b.nonExpertFlops,
  routedExpertFlops: a.routedExpertFlops + b.routedExpertFlops,
  attentionFlops: a.attentionFlops + b.attentionFlops,
});

/** decodeStepTime and prefillTime's work added together and run through the same roofline. */
export const mixedStepTime = (input: MixedStepInput): PhaseTime => {
  const { model, parallelism, contextTokens, inputTokens } = input;
  const replicaDecode = sequencesPerReplica(input.decodeSequences, parallelism);
  // A chunk is a share of each replica's prompts, so no rounding up to whole prompts.
  const replicaPrompts = input.prompts / parallelism.dataParallel;
  const kvBytes = bytesPerElement(input.precision.kvCache);
  const tp = parallelism.tensorParallel;
  const flopsFor = (decodeSequences: number, prompts: number) =>
    sum(
      decodeStepFlops(model, decodeSequences, contextTokens, 1),
      prefillFlops(model, prompts, inputTokens),
    );
  return stepTime(input, {
    replicaFlops: flopsFor(replicaDecode, replicaPrompts),
    instanceFlops: flopsFor(input.decodeSequences, input.prompts),
    replicaTokens: replicaDecode + replicaPrompts * inputTokens,
    instanceTokens: input.decodeSequences + input.prompts * inputTokens,
    kvBytesPerGpu:
      replicaDecode * kvBytesReadPerSequencePerGpu(model, kvBytes, tp, contextTokens) +
      replicaPrompts * kvBytesPerSequencePerGpu(model, kvBytes, tp, inputTokens),
  });
};
