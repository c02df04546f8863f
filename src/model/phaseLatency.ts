import { type Derivation, derive } from "./explain.ts";
import { formatNumber as f } from "./format.ts";
import { kvBytesPerToken } from "./latency/kvCache.ts";
import { bytesPerElement } from "./latency/numberFormats.ts";
import { buildProfile } from "./latency/profile.ts";
import type { BoundBy } from "./latency/roofline.ts";
import { type LatencyInputs, parallelismOf } from "./latencyInputs.ts";
import type { LatencySource } from "./latencyPlan.ts";
import type { Plan } from "./plan.ts";
import type { StepContext } from "./step/stepContext.ts";
import { decodeStep, kvTransfer, prefillStep, type StepTime } from "./step/stepTime.ts";
import type { Violation } from "./violation.ts";

export interface PhaseOutcome {
  source: LatencySource;
  timeMs: number;
  /** The roofline's limiting resource, when the roofline gave the time. */
  boundBy: BoundBy | null;
  /** True when a profile was read outside its measured batches. */
  extrapolated: boolean;
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
  explain: Record<string, Derivation>;
}

const outcomeOf = (read: StepTime): PhaseOutcome => ({
  source: read.source,
  timeMs: read.timeMs,
  boundBy: read.boundBy,
  extrapolated: read.extrapolated,
});

const profileViolation = (phase: "prefill" | "decode", message: string): Violation => ({
  kind: "latency",
  code: "latencyProfile",
  field: `latency.${phase}.profile`,
  params: { phase },
  message: `latency.${phase}.profile ${message}; the entered constant is used instead`,
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
  const violations: Violation[] = [];
  const explain: Record<string, Derivation> = {};
  const layoutFor = (phase: "prefill" | "decode") => {
    const layout = parallelismOf(plan, phase);
    if ("problem" in layout) {
      if (latency[phase].source === "roofline") violations.push(layout.problem);
      return null;
    }
    return layout;
  };
  for (const phase of ["prefill", "decode"] as const) {
    if (latency[phase].source !== "profile") continue;
    const built = buildProfile(latency[phase].profile ?? []);
    if (!built.ok) {
      const first = built.problems[0];
      violations.push(
        profileViolation(phase, first ? `row ${first.index + 1}: ${first.message}` : "is empty"),
      );
    }
  }
  const prefillLayout = layoutFor("prefill");
  const prefillRead = prefillStep(ctx, prefillLayout, batches.prefill);
  const prefill = outcomeOf(prefillRead);
  if (prefillRead.roofline) {
    const time = prefillRead.roofline;
    explain["latency.prefillBatchTimeMs"] = derive(
      "t1 = Σ op groups max(FLOPs / achieved FLOP/s, bytes / achieved bandwidth) + communication + overheads",
      `roofline: ${f(time.computeMs)} ms compute, ${f(time.memoryMs)} ms memory, ${f(time.communicationMs)} ms communication, ${f(time.overheadMs)} ms overhead → t1 = ${f(time.timeMs)} ms, ${time.boundBy}-bound`,
    );
  }
  const decodeRead = decodeStep(ctx, layoutFor("decode"), batches.decode);
  const decode = outcomeOf(decodeRead);
  if (decodeRead.roofline) {
    const time = decodeRead.roofline;
    explain["latency.itlMs"] = derive(
      "ITL = one decode step of b_d sequences, k + 1 tokens each, at context l_i + l_o / 2",
      `roofline: ${f(time.computeMs)} ms compute, ${f(time.memoryMs)} ms memory, ${f(time.communicationMs)} ms communication, ${f(time.overheadMs)} ms overhead → ITL = ${f(time.timeMs)} ms, ${time.boundBy}-bound`,
    );
  }

  // Bytes per token depend on the model and the KV format alone.
  const bytesPerToken = inputs.model
    ? kvBytesPerToken(inputs.model, bytesPerElement(inputs.precision.kvCache))
    : null;
  const layout = parallelismOf(plan, "prefill");
  const transfer = kvTransfer(ctx, "problem" in layout ? null : layout);
  if (transfer) {
    explain["latency.kvTransferMs"] = derive(
      "KV transfer = l_i · KV bytes per token per GPU / (NIC bandwidth · efficiency)",
      `${f(plan.workload.inputTokens)} · ${f(transfer.bytesPerTokenPerGpu)} B / (${f(transfer.nicBytesPerSecond / 1e9)} GB/s · ${f(inputs.efficiency.networkEfficiency)}) = ${f(transfer.timeMs)} ms`,
    );
  }
  return {
    prefill,
    decode,
    kvCacheSequences: null,
    kvTransferMs: transfer?.timeMs ?? 0,
    kvBytesPerToken: bytesPerToken,
    violations,
    explain,
  };
};
