import { kvBytesPerToken } from "./latency/kvCache.ts";
import { bytesPerElement } from "./latency/numberFormats.ts";
import type { BoundBy, PhaseTime } from "./latency/roofline.ts";
import type { StepParts } from "./latency/stepParts.ts";
import { type LatencyInputs, parallelismOf } from "./latencyInputs.ts";
import type { LatencySource } from "./latencyPlan.ts";
import { sourceDef } from "./latencySources/table.ts";
import type { Plan } from "./plan.ts";
import type { StepContext } from "./step/stepContext.ts";
import {
  decodeStep,
  type KvTransfer,
  kvTransfer,
  prefillStep,
  type StepTime,
} from "./step/stepTime.ts";
import type { Violation } from "./violation.ts";

export interface PhaseOutcome {
  source: LatencySource;
  timeMs: number;
  /** The roofline's limiting resource, when the roofline gave the time. */
  boundBy: BoundBy | null;
  /** True when a profile was read outside its measured batches. */
  extrapolated: boolean;
  /** Where the roofline's step time goes, by operator group; null when another source gave it. */
  parts: StepParts | null;
}

export interface PhaseLatencies {
  prefill: PhaseOutcome;
  decode: PhaseOutcome;
  /** Sequences one decode instance's KV cache holds at the mean context, when model and GPU are known. */
  kvCacheSequences: number | null;
  /** P → D KV transfer added to TTFT, when the model and the prefill GPU are known. */
  kvTransferMs: number;
  kvBytesPerToken: number | null;
  violations: Violation[];
  /** Each phase's roofline parts, when the roofline gave its time (for the derivations). */
  roofline: { prefill: PhaseTime | null; decode: PhaseTime | null };
  /** The P → D transfer's terms, when it was modelled. */
  transfer: KvTransfer | null;
}

const outcomeOf = (read: StepTime): PhaseOutcome => ({
  source: read.source,
  timeMs: read.timeMs,
  boundBy: read.boundBy,
  extrapolated: read.extrapolated,
  parts: read.roofline?.parts ?? null,
});

/**
 * t1 and the decode ITL from each phase's source, at the batches the limits admit; and the P → D
 * KV transfer when the model and the prefill GPU are known. A source that cannot be evaluated
 * falls back to the entered constant and says why.
 */
export const phaseLatencies = (
  plan: Plan,
  inputs: LatencyInputs,
  batches: { prefill: number; decode: number },
  ctx: StepContext,
): PhaseLatencies => {
  const { latency } = plan;
  const violations: Violation[] = [...ctx.unreadable];
  const layoutFor = (phase: "prefill" | "decode") => {
    const layout = parallelismOf(plan, phase, inputs.model);
    if ("problem" in layout) {
      if (sourceDef(latency[phase].source).follows.layout) violations.push(layout.problem);
      return null;
    }
    return layout;
  };
  const prefillLayout = layoutFor("prefill");
  const prefillRead = prefillStep(ctx, prefillLayout, batches.prefill);
  const prefill = outcomeOf(prefillRead);
  const decodeRead = decodeStep(ctx, layoutFor("decode"), batches.decode);
  const decode = outcomeOf(decodeRead);

  // Bytes per token depend on the model and the KV format alone.
  const bytesPerToken = inputs.model
    ? kvBytesPerToken(inputs.model, bytesPerElement(inputs.precision.kvCache))
    : null;
  const transfer = kvTransfer(ctx, prefillLayout);
  return {
    prefill,
    decode,
    kvCacheSequences: null,
    kvTransferMs: transfer?.timeMs ?? 0,
    kvBytesPerToken: bytesPerToken,
    violations,
    roofline: { prefill: prefillRead.roofline, decode: decodeRead.roofline },
    transfer,
  };
};
