import { decodeStepTime } from "../latency/decodeStepTime.ts";
import { kvBytesPerTokenPerGpu } from "../latency/kvCache.ts";
import { kvTransferMs } from "../latency/kvTransfer.ts";
import { bytesPerElement } from "../latency/numberFormats.ts";
import type { Parallelism } from "../latency/parallelism.ts";
import { prefillTime } from "../latency/prefillTime.ts";
import { interpolateProfile } from "../latency/profile.ts";
import type { SearchContext } from "./context.ts";

// The step times solve reads through phaseLatencies, without the derivation text it also writes:
// the search asks for thousands of them. Tests check that they agree with solve.

/** t1 of one prefill batch from the plan's prefill source. */
export const prefillStepMs = (
  ctx: SearchContext,
  layout: Parallelism | null,
  batch: number,
): number => {
  const { plan, inputs } = ctx;
  const source = plan.latency.prefill.source;
  if (source === "profile" && ctx.profiles.prefill)
    return interpolateProfile(ctx.profiles.prefill, batch).timeMs;
  if (source === "roofline" && layout && inputs.model && inputs.prefillGpu) {
    return prefillTime({
      gpu: inputs.prefillGpu,
      model: inputs.model,
      parallelism: layout,
      precision: inputs.precision,
      efficiency: inputs.efficiency,
      batch,
      inputTokens: plan.workload.inputTokens,
    }).timeMs;
  }
  return plan.prefill.batchTimeMs;
};

/** One decode step (ITL) of `batch` sequences with k drafts, from the plan's decode source. */
export const decodeStepMs = (
  ctx: SearchContext,
  layout: Parallelism | null,
  batch: number,
  draftTokens: number,
): number => {
  const { plan, inputs } = ctx;
  const source = plan.latency.decode.source;
  if (source === "profile" && ctx.profiles.decode)
    return interpolateProfile(ctx.profiles.decode, batch).timeMs;
  if (source === "roofline" && layout && inputs.model && inputs.decodeGpu) {
    return decodeStepTime({
      gpu: inputs.decodeGpu,
      model: inputs.model,
      parallelism: layout,
      precision: inputs.precision,
      efficiency: inputs.efficiency,
      batch,
      contextTokens: ctx.contextTokens,
      draftTokens,
    }).timeMs;
  }
  return plan.decode.itlMs;
};

/** The P → D KV transfer added to TTFT: each prefill GPU sends its shard over its own NIC. */
export const transferMs = (ctx: SearchContext, prefillLayout: Parallelism | null): number => {
  const { plan, inputs } = ctx;
  const nic = inputs.prefillGpu?.scaleOutBytesPerSecondPerGpu ?? null;
  if (!inputs.model || !prefillLayout || nic === null) return 0;
  const perGpu = kvBytesPerTokenPerGpu(
    inputs.model,
    bytesPerElement(inputs.precision.kvCache),
    prefillLayout.tensorParallel,
  );
  return kvTransferMs(plan.workload.inputTokens, perGpu, nic, inputs.efficiency.networkEfficiency);
};
