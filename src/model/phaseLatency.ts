import { type Derivation, derive } from "./explain.ts";
import { formatNumber as f } from "./format.ts";
import { decodeStepTime } from "./latency/decodeStepTime.ts";
import { kvBytesPerToken, kvBytesPerTokenPerGpu } from "./latency/kvCache.ts";
import { kvTransferMs } from "./latency/kvTransfer.ts";
import { bytesPerElement } from "./latency/numberFormats.ts";
import { prefillTime } from "./latency/prefillTime.ts";
import { buildProfile, interpolateProfile } from "./latency/profile.ts";
import type { BoundBy } from "./latency/roofline.ts";
import { type LatencyInputs, parallelismOf } from "./latencyInputs.ts";
import type { LatencySource } from "./latencyPlan.ts";
import type { Plan } from "./plan.ts";
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

const constant = (timeMs: number): PhaseOutcome => ({
  source: "constant",
  timeMs,
  boundBy: null,
  extrapolated: false,
});

const profileViolation = (phase: "prefill" | "decode", message: string): Violation => ({
  kind: "latency",
  code: "latencyProfile",
  field: `latency.${phase}.profile`,
  params: { phase },
  message: `latency.${phase}.profile ${message}; the entered constant is used instead`,
});

const fromProfile = (
  plan: Plan,
  phase: "prefill" | "decode",
  batch: number,
  fallbackMs: number,
): { outcome: PhaseOutcome; violations: Violation[] } => {
  const built = buildProfile(plan.latency[phase].profile ?? []);
  if (!built.ok) {
    const first = built.problems[0];
    const where = first ? `row ${first.index + 1}: ${first.message}` : "is empty";
    return { outcome: constant(fallbackMs), violations: [profileViolation(phase, where)] };
  }
  const read = interpolateProfile(built.profile, batch);
  return {
    outcome: {
      source: "profile",
      timeMs: read.timeMs,
      boundBy: null,
      extrapolated: read.extrapolated,
    },
    violations: [],
  };
};

/**
 * t1 and the decode ITL from each phase's source, at the batches the limits admit; and the P → D
 * KV transfer when the model and the prefill GPU are known. A source that cannot be evaluated
 * falls back to the entered constant and says why.
 */
export const phaseLatencies = (
  plan: Plan,
  inputs: LatencyInputs,
  batches: { prefill: number; decode: number },
): PhaseLatencies => {
  const { workload, latency } = plan;
  const violations: Violation[] = [];
  const explain: Record<string, Derivation> = {};
  const setupFor = (phase: "prefill" | "decode") => {
    const gpu = phase === "prefill" ? inputs.prefillGpu : inputs.decodeGpu;
    const layout = parallelismOf(plan, phase);
    if ("problem" in layout) {
      violations.push(layout.problem);
      return null;
    }
    if (!gpu || !inputs.model) return null;
    return {
      gpu,
      model: inputs.model,
      parallelism: layout,
      precision: inputs.precision,
      efficiency: inputs.efficiency,
    };
  };
  const contextTokens = workload.inputTokens + workload.outputTokens / 2;

  let prefill = constant(plan.prefill.batchTimeMs);
  if (latency.prefill.source === "profile") {
    const read = fromProfile(plan, "prefill", batches.prefill, plan.prefill.batchTimeMs);
    prefill = read.outcome;
    violations.push(...read.violations);
  } else if (latency.prefill.source === "roofline") {
    const setup = setupFor("prefill");
    if (setup && batches.prefill > 0) {
      const time = prefillTime({
        ...setup,
        batch: batches.prefill,
        inputTokens: workload.inputTokens,
      });
      prefill = {
        source: "roofline",
        timeMs: time.timeMs,
        boundBy: time.boundBy,
        extrapolated: false,
      };
      explain["latency.prefillBatchTimeMs"] = derive(
        "t1 = Σ op groups max(FLOPs / achieved FLOP/s, bytes / achieved bandwidth) + communication + overheads",
        `roofline: ${f(time.computeMs)} ms compute, ${f(time.memoryMs)} ms memory, ${f(time.communicationMs)} ms communication, ${f(time.overheadMs)} ms overhead → t1 = ${f(time.timeMs)} ms, ${time.boundBy}-bound`,
      );
    }
  }

  let decode = constant(plan.decode.itlMs);
  if (latency.decode.source === "profile") {
    const read = fromProfile(plan, "decode", batches.decode, plan.decode.itlMs);
    decode = read.outcome;
    violations.push(...read.violations);
  } else if (latency.decode.source === "roofline") {
    const setup = setupFor("decode");
    if (setup && batches.decode > 0) {
      const time = decodeStepTime({
        ...setup,
        batch: batches.decode,
        contextTokens,
        draftTokens: plan.specDecode.draftTokens,
      });
      decode = {
        source: "roofline",
        timeMs: time.timeMs,
        boundBy: time.boundBy,
        extrapolated: false,
      };
      explain["latency.itlMs"] = derive(
        "ITL = one decode step of b_d sequences, k + 1 tokens each, at context l_i + l_o / 2",
        `roofline: ${f(time.computeMs)} ms compute, ${f(time.memoryMs)} ms memory, ${f(time.communicationMs)} ms communication, ${f(time.overheadMs)} ms overhead → ITL = ${f(time.timeMs)} ms, ${time.boundBy}-bound`,
      );
    }
  }

  // Each prefill GPU sends its shard of a request's KV cache over its own NIC, in parallel.
  let transferMs = 0;
  const kvBytes = bytesPerElement(inputs.precision.kvCache);
  // Bytes per token depend on the model and the KV format alone.
  const bytesPerToken = inputs.model ? kvBytesPerToken(inputs.model, kvBytes) : null;
  const layout = parallelismOf(plan, "prefill");
  if (inputs.model && inputs.prefillGpu && !("problem" in layout)) {
    const nic = inputs.prefillGpu.scaleOutBytesPerSecondPerGpu;
    if (nic !== null) {
      const perGpu = kvBytesPerTokenPerGpu(inputs.model, kvBytes, layout.tensorParallel);
      transferMs = kvTransferMs(
        workload.inputTokens,
        perGpu,
        nic,
        inputs.efficiency.networkEfficiency,
      );
      explain["latency.kvTransferMs"] = derive(
        "KV transfer = l_i · KV bytes per token per GPU / (NIC bandwidth · efficiency)",
        `${f(workload.inputTokens)} · ${f(perGpu)} B / (${f(nic / 1e9)} GB/s · ${f(inputs.efficiency.networkEfficiency)}) = ${f(transferMs)} ms`,
      );
    }
  }
  return {
    prefill,
    decode,
    kvCacheSequences: null,
    kvTransferMs: transferMs,
    kvBytesPerToken: bytesPerToken,
    violations,
    explain,
  };
};
