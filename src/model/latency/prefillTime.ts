import { prefillFlops } from "./flops.ts";
import { kvBytesPerSequencePerGpu } from "./kvCache.ts";
import { bytesPerElement } from "./numberFormats.ts";
import { sequencesPerReplica } from "./parallelism.ts";
import { pipelinedStep } from "./pipeline.ts";
import { type PhaseTime, type RooflineSetup, stepTime } from "./roofline.ts";

export interface PrefillInput extends RooflineSetup {
  /** Prompts in the prefill batch (b_p) on one instance. */
  batch: number;
  /** New prompt tokens per sequence. */
  inputTokens: number;
  /** Prefix tokens already cached per sequence (prefix-cache hits); 0 by default. */
  cachedTokens?: number;
}

/** One prefill step over every layer on the input's GPUs. */
const allLayersPrefill = (input: PrefillInput): PhaseTime => {
  const { model, parallelism, batch, inputTokens } = input;
  const cachedTokens = input.cachedTokens ?? 0;
  const replicaSequences = sequencesPerReplica(batch, parallelism);
  // Writing the new tokens' KV and reading the cached prefix's.
  const kvBytesPerGpu =
    replicaSequences *
    kvBytesPerSequencePerGpu(
      model,
      bytesPerElement(input.precision.kvCache),
      parallelism.tensorParallel,
      cachedTokens + inputTokens,
    );
  return stepTime(input, {
    replicaFlops: prefillFlops(model, replicaSequences, inputTokens, cachedTokens),
    instanceFlops: prefillFlops(model, batch, inputTokens, cachedTokens),
    replicaTokens: replicaSequences * inputTokens,
    instanceTokens: batch * inputTokens,
    kvBytesPerGpu,
  });
};

/**
 * Time of one prefill step (t1 without queueing) from the roofline (docs/roofline.md §3.2), through
 * the pipeline stages when the layout has them (§3.10).
 */
export const prefillTime = (input: PrefillInput): PhaseTime =>
  pipelinedStep(input, allLayersPrefill, input.inputTokens);
