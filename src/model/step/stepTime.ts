import { kvBytesPerTokenPerGpu } from "../latency/kvCache.ts";
import { kvTransferMs } from "../latency/kvTransfer.ts";
import { bytesPerElement } from "../latency/numberFormats.ts";
import type { Parallelism } from "../latency/parallelism.ts";
import { stageLayerShare } from "../latency/pipeline.ts";
import { enteredDecode, enteredPrefill } from "../latencySources/constantSource.ts";
import type { StepTime } from "../latencySources/stepTimeOf.ts";
import type { StepContext } from "./stepContext.ts";

export type { StepTime };

// The one implementation of each phase's step time. solve reads it at the plan's batches, the
// optimizer at every candidate, the simulator at every step's actual batch and token count.

/**
 * One prefill batch of `batch` prompts of `inputTokens` each, read from the phase's source; a
 * source that cannot price it gives the entered constant.
 */
export const prefillStep = (
  ctx: StepContext,
  layout: Parallelism | null,
  batch: number,
  inputTokens: number = ctx.plan.workload.inputTokens,
): StepTime =>
  ctx.readers.prefill.prefill(ctx, layout, batch, inputTokens) ?? enteredPrefill(ctx, inputTokens);

/**
 * One decode step (the ITL) of `batch` sequences with k drafts each, at a mean context of
 * `contextTokens`, read from the phase's source; one that cannot price it gives the constant.
 */
export const decodeStep = (
  ctx: StepContext,
  layout: Parallelism | null,
  batch: number,
  draftTokens: number = ctx.plan.specDecode.draftTokens,
  contextTokens: number = ctx.contextTokens,
): StepTime =>
  ctx.readers.decode.decode(ctx, layout, batch, draftTokens, contextTokens) ?? enteredDecode(ctx);

export interface KvTransfer {
  timeMs: number;
  /** KV bytes per prompt token each prefill GPU sends. */
  bytesPerTokenPerGpu: number;
  nicBytesPerSecond: number;
}

/**
 * The P → D KV transfer of a prompt of `inputTokens`: each prefill GPU sends its shard over its own
 * NIC, in parallel. Null when the model, the prefill GPU or its NIC is unknown (no transfer is priced).
 */
export const kvTransfer = (
  ctx: StepContext,
  prefillLayout: Parallelism | null,
  inputTokens: number = ctx.plan.workload.inputTokens,
): KvTransfer | null => {
  const { inputs } = ctx;
  const nic = inputs.prefillGpu?.scaleOutBytesPerSecondPerGpu ?? null;
  if (!inputs.model || !prefillLayout || nic === null) return null;
  // A prefill GPU holds, and sends, the KV of its pipeline stage's layers only.
  const perGpu =
    kvBytesPerTokenPerGpu(
      inputs.model,
      bytesPerElement(inputs.precision.kvCache),
      prefillLayout.tensorParallel,
    ) * stageLayerShare(inputs.model, prefillLayout);
  return {
    timeMs: kvTransferMs(inputTokens, perGpu, nic, inputs.efficiency.prefill.networkEfficiency),
    bytesPerTokenPerGpu: perGpu,
    nicBytesPerSecond: nic,
  };
};
