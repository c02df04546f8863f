import type { Plan, RateEstimate, SimulationReport, SloStatistic } from "../../model/index.ts";

/** Beyond this relative difference the estimate and the simulation are said to disagree. */
export const gapFraction = 0.1;

const metrics = ["ttft", "tpot", "e2el"] as const;
type Metric = (typeof metrics)[number];

export interface EstimateGap {
  metric: Metric;
  statistic: SloStatistic;
  estimateMs: number;
  simulatedMs: number;
  /** (simulated − estimate) / estimate. */
  fraction: number;
}

const targets = (plan: Plan): Record<Metric, number | undefined> => ({
  ttft: plan.slo.ttftMs,
  tpot: plan.slo.tpotMs,
  e2el: plan.slo.e2elMs,
});

const statistics = (plan: Plan): Record<Metric, SloStatistic> => ({
  ttft: plan.slo.ttftStatistic ?? "mean",
  tpot: plan.slo.tpotStatistic ?? "mean",
  e2el: plan.slo.e2elStatistic ?? "mean",
});

const simulated = (report: SimulationReport, metric: Metric) =>
  metric === "ttft" ? report.ttftMs : metric === "tpot" ? report.tpotMs : report.e2elMs;

const estimated = (estimate: RateEstimate, metric: Metric) =>
  metric === "ttft" ? estimate.ttftMs : metric === "tpot" ? estimate.tpotMs : estimate.e2elMs;

// Whether the estimate lies in the simulation's own 95% interval of the statistic: then the runs
// cannot tell the two apart, however far the pooled value is (a queue near capacity varies a lot
// from run to run).
const withinInterval = (
  report: SimulationReport,
  metric: Metric,
  statistic: SloStatistic,
  estimateMs: number,
): boolean => {
  const interval = report.slo.find(
    (outcome) => outcome.metric === metric && outcome.statistic === statistic,
  )?.interval;
  return interval != null && interval.low <= estimateMs && estimateMs <= interval.high;
};

/**
 * Each SLO whose statistic the estimate and the simulation put more than 10% apart, at the same
 * load, where the estimate also lies outside the simulation's 95% interval over replications.
 * Metrics without an SLO are not compared, nor an unstable run (it has no statistics).
 */
export const estimateGaps = (
  plan: Plan,
  estimate: RateEstimate,
  report: SimulationReport,
): EstimateGap[] =>
  !estimate.stable || !report.stable
    ? []
    : metrics.flatMap((metric): EstimateGap[] => {
        if (targets(plan)[metric] === undefined) return [];
        const statistic = statistics(plan)[metric];
        const estimateMs = estimated(estimate, metric)[statistic];
        const simulatedMs = simulated(report, metric)?.[statistic];
        if (simulatedMs === undefined || !(estimateMs > 0)) return [];
        const fraction = (simulatedMs - estimateMs) / estimateMs;
        return Math.abs(fraction) > gapFraction &&
          !withinInterval(report, metric, statistic, estimateMs)
          ? [{ metric, statistic, estimateMs, simulatedMs, fraction }]
          : [];
      });
