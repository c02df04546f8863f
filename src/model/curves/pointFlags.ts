import { sourceDef } from "../latencySources/table.ts";
import type { PhaseOutcome } from "../phaseLatency.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { slosJudged } from "../slo.ts";
import type { PointFlag } from "./curvePoint.ts";

/** The batches a phase's time was measured at, when its source was measured. */
export const measuredBatches = (plan: Plan, phase: "prefill" | "decode"): readonly number[] => {
  const spec = plan.latency[phase];
  const opened = sourceDef(spec.source).open(spec, phase);
  return "reader" in opened ? opened.reader.measuredBatches : [];
};

/**
 * Whether a solved phase time is one of its source's measured points: an interpolated profile
 * passes through every point exactly, so a read at a measured batch is the measurement itself.
 */
export const measuredAt = (
  plan: Plan,
  phase: "prefill" | "decode",
  outcome: PhaseOutcome,
  batch: number,
): boolean =>
  outcome.source === plan.latency[phase].source && measuredBatches(plan, phase).includes(batch);

/** Flags for a solved variant: measured, a profile read outside its points, or a missed SLO. */
export const variantFlags = (
  result: PlanResult,
  phase: PhaseOutcome,
  slos: readonly ("ttft" | "tpot" | "e2el")[],
  measured = false,
): PointFlag[] => {
  const flags: PointFlag[] = [];
  if (measured) flags.push("measured");
  if (phase.extrapolated) flags.push("extrapolated");
  // A variant serving no requests has no load its SLOs were judged at (slosJudged).
  if (slosJudged(result) && slos.some((slo) => result.slo[slo]?.met === false)) {
    flags.push("sloMissed");
  }
  return flags;
};

/** A point's `band` field: the error band of the estimate its y rests on, or nothing. */
export const bandOf = (fraction: number | null | undefined): { band?: number } =>
  fraction === null || fraction === undefined ? {} : { band: fraction };

/** The latency source, and what the roofline is bound by when it gave the time. */
export const phaseNotes = (phase: PhaseOutcome): Record<string, string> =>
  phase.boundBy === null
    ? { latencySource: phase.source }
    : { latencySource: phase.source, boundBy: phase.boundBy };
