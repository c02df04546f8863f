import { decodeStepTime } from "../latency/decodeStepTime.ts";
import { kvBytesPerTokenPerGpu } from "../latency/kvCache.ts";
import { kvTransferMs } from "../latency/kvTransfer.ts";
import { bytesPerElement } from "../latency/numberFormats.ts";
import type { Parallelism } from "../latency/parallelism.ts";
import { prefillTime } from "../latency/prefillTime.ts";
import { interpolateProfile } from "../latency/profile.ts";
import type { BoundBy, PhaseTime } from "../latency/roofline.ts";
import type { LatencySource } from "../latencyPlan.ts";
import type { StepContext } from "./stepContext.ts";

// The one implementation of each phase's step time. solve reads it at the plan's batches, the
// optimizer at every candidate, the simulator at every step's actual batch and token count.

export interface StepTime {
  /** The source that gave the time: a profile or roofline that cannot be read gives the constant. */
  source: LatencySource;
  timeMs: number;
  /** The roofline's limiting resource, when the roofline gave the time. */
  boundBy: BoundBy | null;
  /** True when a profile was read outside its measured batches. */
  extrapolated: boolean;
  /** The roofline's parts, for the derivation; null for the other sources. */
  roofline: PhaseTime | null;
}

// A microsecond, the plan's shortest duration: a profile read at a batch of 0 (a limit that
// admits nothing) or far below its data never gives a step of no time, whose rate is 0 / 0.
const shortestStepMs = 0.001;

const entered = (source: LatencySource, timeMs: number, extrapolated = false): StepTime => ({
  source,
  timeMs,
  boundBy: null,
  extrapolated,
  roofline: null,
});

const modelled = (time: PhaseTime): StepTime => ({
  source: "roofline",
  timeMs: time.timeMs,
  boundBy: time.boundBy,
  extrapolated: false,
  roofline: time,
});

/**
 * One prefill batch of `batch` prompts of `inputTokens` each. The constant t1 and a profile's
 * times were measured at the plan's l_i; other prompt lengths scale them by tokens, as prefill is
 * compute-bound. The roofline prices the prompt length itself.
 */
export const prefillStep = (
  ctx: StepContext,
  layout: Parallelism | null,
  batch: number,
  inputTokens: number = ctx.plan.workload.inputTokens,
): StepTime => {
  const { plan, inputs } = ctx;
  const tokenScale = inputTokens / plan.workload.inputTokens;
  const source = plan.latency.prefill.source;
  if (source === "profile" && ctx.profiles.prefill) {
    const read = interpolateProfile(ctx.profiles.prefill, batch);
    return entered(
      "profile",
      Math.max(shortestStepMs, read.timeMs * tokenScale),
      read.extrapolated,
    );
  }
  if (source === "roofline" && layout && inputs.model && inputs.prefillGpu && batch > 0) {
    return modelled(
      prefillTime({
        gpu: inputs.prefillGpu,
        model: inputs.model,
        parallelism: layout,
        precision: inputs.precision,
        efficiency: inputs.efficiency,
        batch,
        inputTokens,
      }),
    );
  }
  return entered("constant", plan.prefill.batchTimeMs * tokenScale);
};

/**
 * One decode step (the ITL) of `batch` sequences with k drafts each, at a mean context of
 * `contextTokens`. The constant and a profile do not depend on the context; the roofline does.
 */
export const decodeStep = (
  ctx: StepContext,
  layout: Parallelism | null,
  batch: number,
  draftTokens: number = ctx.plan.specDecode.draftTokens,
  contextTokens: number = ctx.contextTokens,
): StepTime => {
  const { plan, inputs } = ctx;
  const source = plan.latency.decode.source;
  if (source === "profile" && ctx.profiles.decode) {
    const read = interpolateProfile(ctx.profiles.decode, batch);
    return entered("profile", Math.max(shortestStepMs, read.timeMs), read.extrapolated);
  }
  if (source === "roofline" && layout && inputs.model && inputs.decodeGpu && batch > 0) {
    return modelled(
      decodeStepTime({
        gpu: inputs.decodeGpu,
        model: inputs.model,
        parallelism: layout,
        precision: inputs.precision,
        efficiency: inputs.efficiency,
        batch,
        contextTokens,
        draftTokens,
      }),
    );
  }
  return entered("constant", plan.decode.itlMs);
};

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
  const perGpu = kvBytesPerTokenPerGpu(
    inputs.model,
    bytesPerElement(inputs.precision.kvCache),
    prefillLayout.tensorParallel,
  );
  return {
    timeMs: kvTransferMs(inputTokens, perGpu, nic, inputs.efficiency.networkEfficiency),
    bytesPerTokenPerGpu: perGpu,
    nicBytesPerSecond: nic,
  };
};
