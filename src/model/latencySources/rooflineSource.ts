import { decodeStepTime } from "../latency/decodeStepTime.ts";
import { type Parallelism, pipelineStages } from "../latency/parallelism.ts";
import { stagesFit } from "../latency/pipeline.ts";
import { prefillTime } from "../latency/prefillTime.ts";
import type { ModelSpec } from "../latency/specs.ts";
import type { LatencySourceDef, PhaseReader } from "./sourceDef.ts";
import { modelled } from "./stepTimeOf.ts";

/**
 * The roofline estimate from the model, the phase's GPU and its instance layout. It prices the
 * prompt length, the decode context and the k + 1 tokens of a verify step itself.
 */
// vLLM recomputes the last prompt token even when the whole prompt hits the prefix cache, to get
// its logits (vllm/v1/core/kv_cache_manager.py, get_computed_blocks: at most num_tokens − 1 hit).
const leastNewTokens = 1;

/** A prompt's tokens computed anew and read from the prefix cache, at the plan's hit rate. */
export const promptSplit = (inputTokens: number, hitRate: number) => {
  const newTokens = Math.min(inputTokens, Math.max(leastNewTokens, inputTokens * (1 - hitRate)));
  return { newTokens, cachedTokens: inputTokens - newTokens };
};

// More stages than layers leave a stage idle: no engine runs that, so the roofline does not price it
// (solve names the problem: latencyStagesOverLayers).
const staged = (layout: Parallelism, model: ModelSpec): boolean =>
  stagesFit(model, pipelineStages(layout));

const rooflineReader: PhaseReader = {
  measuredBatches: [],
  prefill: (ctx, layout, batch, inputTokens) => {
    const { inputs } = ctx;
    if (!layout || !inputs.model || !inputs.prefillGpu || !(batch > 0)) return null;
    if (!staged(layout, inputs.model)) return null;
    const { newTokens, cachedTokens } = promptSplit(
      inputTokens,
      ctx.plan.workload.prefixCacheHitRate ?? 0,
    );
    return modelled(
      prefillTime({
        gpu: inputs.prefillGpu,
        model: inputs.model,
        parallelism: layout,
        precision: inputs.precision,
        efficiency: inputs.efficiency.prefill,
        overlapCommunication: inputs.overlap.prefill,
        eagerMode: inputs.eager.prefill,
        batch,
        inputTokens: newTokens,
        cachedTokens,
      }),
    );
  },
  decode: (ctx, layout, batch, draftTokens, contextTokens) => {
    const { inputs } = ctx;
    if (!layout || !inputs.model || !inputs.decodeGpu || !(batch > 0)) return null;
    if (!staged(layout, inputs.model)) return null;
    return modelled(
      decodeStepTime({
        gpu: inputs.decodeGpu,
        model: inputs.model,
        parallelism: layout,
        precision: inputs.precision,
        efficiency: inputs.efficiency.decode,
        overlapCommunication: inputs.overlap.decode,
        eagerMode: inputs.eager.decode,
        batch,
        contextTokens,
        draftTokens,
      }),
    );
  },
};

export const rooflineSource: LatencySourceDef = {
  needs: { profile: false, gpu: true, model: true },
  estimated: true,
  follows: { batch: true, layout: true, context: true, drafts: true },
  dataField: () => null,
  open: () => ({ reader: rooflineReader }),
  // Priced at any batch: the search's own ceiling, or the plan's batch on the plan's layout.
  searchUpper: ({ own, ownLayout, pricedUpTo }) =>
    ownLayout ? Math.max(own, pricedUpTo) : pricedUpTo,
};
