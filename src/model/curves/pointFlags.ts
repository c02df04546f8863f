import type { PhaseOutcome } from "../phaseLatency.ts";
import type { PlanResult } from "../result.ts";
import type { PointFlag } from "./curvePoint.ts";

/** Flags for a solved variant: a profile read outside its points, or a missed latency SLO. */
export const variantFlags = (
  result: PlanResult,
  phase: PhaseOutcome,
  slos: readonly ("ttft" | "tpot" | "e2el")[],
): PointFlag[] => {
  const flags: PointFlag[] = [];
  if (phase.extrapolated) flags.push("extrapolated");
  if (slos.some((slo) => result.slo[slo]?.met === false)) flags.push("sloMissed");
  return flags;
};

/** The latency source, and what the roofline is bound by when it gave the time. */
export const phaseNotes = (phase: PhaseOutcome): Record<string, string> =>
  phase.boundBy === null
    ? { latencySource: phase.source }
    : { latencySource: phase.source, boundBy: phase.boundBy };
