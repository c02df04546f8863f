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
   * rate exceeds the plan's capacity: its outcomes are this run's, and it is never said to hold.
   * `pastCapacity`: the rate exceeds the plan's capacity, so sustained traffic's queue grows
   * without bound; below it, a short run cannot tell a queue still filling from one that grows
   * (or an engine limit the plan's capacity leaves out). `growthPerSecond`: the larger of the
   * rate's excess over the capacity and the growth the simulation fitted. `missed` and
   * `attained` as for "misses".
   */
  | ({
      kind: "grows";
      growthPerSecond: number;
      pastCapacity: boolean;
      missed: SloOutcome[];
      attained: boolean;
    } & Outcomes)
  /** The queue grows without bound at this rate and no SLO outcome stands: no latency holds. */
  | { kind: "unstable"; growthPerSecond: number }
  /** The plan sets no SLO; the queue stays bounded. */
  | { kind: "noSlo"; ttftP99Ms: number | null };

/** Whether the run met every SLO and the attainment target: what "holds" asks of a bounded run. */
export const metEvery = (run: { missed: readonly SloOutcome[]; attained: boolean }): boolean =>
  run.missed.length === 0 && run.attained;

/**
 * The verdict of a run simulated at a rate `excessPerSecond` above the plan's capacity (0 at or
 * below it): past capacity a run too short to show its queue climbing is still not called
 * holding, nor bounded.
 */
export const sloVerdict = (
  plan: Plan,
  report: SimulationReport,
  excessPerSecond = 0,
): SloVerdict => {
  const pastCapacity = excessPerSecond > 0;
  const growing = !report.stable || pastCapacity;
  const growthPerSecond = Math.max(
    excessPerSecond,
    report.stable ? 0 : report.queueGrowthPerSecond,
  );
  // An unstable run keeps SLO outcomes only where it drained to its end (a benchmark's run).
  if (report.slo.length === 0) {
    return growing
      ? { kind: "unstable", growthPerSecond }
      : { kind: "noSlo", ttftP99Ms: report.ttftMs?.p99 ?? null };
  }
  const target = plan.slo.attainment ?? null;
  const attainment = report.sloAttainment;
  const missed = report.slo.filter((outcome) => !outcome.met);
  const attained = target === null || (attainment !== null && attainment >= target);
  const outcomes = { outcomes: report.slo, attainment, target };
  if (growing) {
    return { kind: "grows", growthPerSecond, pastCapacity, missed, attained, ...outcomes };
  }
  return metEvery({ missed, attained })
    ? { kind: "holds", ...outcomes }
    : { kind: "misses", missed, ...outcomes };
};
