import type { Plan, SimulationReport, SloOutcome } from "../../model/index.ts";

// Whether the plan's SLOs hold at a rate, as the simulator saw them: what lets the deploy text
// say TTFT "should hold" at one rate and not at another.

interface Outcomes {
  outcomes: SloOutcome[];
  attainment: number | null;
  target: number | null;
}

export type SloVerdict =
  /** Every SLO at its statistic, and the attainment target when set, were met. */
  | ({ kind: "holds" } & Outcomes)
  /** Some SLO or the attainment target was missed; `missed` lists the SLOs missed. */
  | ({ kind: "misses"; missed: SloOutcome[] } & Outcomes)
  /**
   * A finite run (a benchmark of fixed length, simulated to its end) whose queue grew, or whose
   * rate exceeds the plan's capacity: its outcomes are this run's, and a longer run at the same
   * rate reads worse, so even SLOs this run meets do not hold under sustained traffic. `missed` as
   * for "misses"; `growthPerSecond` the rate's excess over the capacity, how fast sustained
   * traffic's queue grows, or below the capacity the growth the simulation fitted.
   */
  | ({ kind: "grows"; growthPerSecond: number; missed: SloOutcome[]; attained: boolean } & Outcomes)
  /** The queue grows without bound at this rate and no SLO outcome stands: no latency holds. */
  | { kind: "unstable"; growthPerSecond: number }
  /** The plan sets no SLO; the queue stays bounded. */
  | { kind: "noSlo"; ttftP99Ms: number | null };

/**
 * The verdict of a run simulated at a rate `excessPerSecond` above the plan's capacity (0 at or
 * below it): past capacity a run too short to show its queue climbing is still not called holding,
 * and its queue is said to grow at that excess, the growth of sustained traffic at its rate (a
 * drained run's fit, over its fill and drain, reads less).
 */
export const sloVerdict = (
  plan: Plan,
  report: SimulationReport,
  excessPerSecond = 0,
): SloVerdict => {
  // An unstable run keeps SLO outcomes only where it drained to its end (a benchmark's run).
  if (!report.stable && report.slo.length === 0) {
    return { kind: "unstable", growthPerSecond: report.queueGrowthPerSecond };
  }
  if (report.slo.length === 0) return { kind: "noSlo", ttftP99Ms: report.ttftMs?.p99 ?? null };
  const target = plan.slo.attainment ?? null;
  const attainment = report.sloAttainment;
  const missed = report.slo.filter((outcome) => !outcome.met);
  const attained = target === null || (attainment !== null && attainment >= target);
  const outcomes = { outcomes: report.slo, attainment, target };
  if (!report.stable || excessPerSecond > 0) {
    return {
      kind: "grows",
      growthPerSecond: excessPerSecond > 0 ? excessPerSecond : report.queueGrowthPerSecond,
      missed,
      attained,
      ...outcomes,
    };
  }
  return missed.length === 0 && attained
    ? { kind: "holds", ...outcomes }
    : { kind: "misses", missed, ...outcomes };
};
