import type { Plan, SimulationReport, SloOutcome } from "../../model/index.ts";

// Whether the plan's SLOs hold at a rate, as the simulator saw them: what lets the deploy text
// say TTFT "should hold" at one rate and not at another.

export type SloVerdict =
  /** Every SLO at its statistic, and the attainment target when set, were met. */
  | { kind: "holds"; outcomes: SloOutcome[]; attainment: number | null; target: number | null }
  /** Some SLO or the attainment target was missed; `missed` lists the SLOs missed. */
  | {
      kind: "misses";
      outcomes: SloOutcome[];
      missed: SloOutcome[];
      attainment: number | null;
      target: number | null;
    }
  /** The queue grows without bound at this rate: no latency holds. */
  | { kind: "unstable"; growthPerSecond: number }
  /** The plan sets no SLO; the queue stays bounded. */
  | { kind: "noSlo"; ttftP99Ms: number | null };

export const sloVerdict = (plan: Plan, report: SimulationReport): SloVerdict => {
  if (!report.stable) return { kind: "unstable", growthPerSecond: report.queueGrowthPerSecond };
  if (report.slo.length === 0) return { kind: "noSlo", ttftP99Ms: report.ttftMs?.p99 ?? null };
  const target = plan.slo.attainment ?? null;
  const attainment = report.sloAttainment;
  const missed = report.slo.filter((outcome) => !outcome.met);
  const attained = target === null || (attainment !== null && attainment >= target);
  return missed.length === 0 && attained
    ? { kind: "holds", outcomes: report.slo, attainment, target }
    : { kind: "misses", outcomes: report.slo, missed, attainment, target };
};
