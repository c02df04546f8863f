import type { Measured, MeasuredField } from "../measured.ts";
import type { Plan } from "../plan.ts";
import type { RunAnalysis } from "./analysis.ts";
import { type LatencyMetric, percentileKey, statisticKey } from "./metricKeys.ts";

// "Use these measurements": t1 from TTFT, the decode step from ITL and α from the measured
// acceptance length (formats reference §7.1), each at the statistic the user picks, each recorded
// in plan.measured with its file. The plan is a new object; the input is never changed.

export type CalibrationStatistic = "mean" | "median" | { percentile: number };

export interface CalibrationChoice {
  statistic: CalibrationStatistic;
  /** Which values to take; a value the run cannot give is skipped and reported. */
  use: { ttft: boolean; itl: boolean; acceptance: boolean };
  fileName: string;
}

export interface CalibrationChange {
  field: MeasuredField | "specDecode.draftTokens" | "decode.itlMeasuredWith";
  from: number | string | undefined;
  to: number | string;
}

export type CalibrationGap =
  /** The run has no value for this metric at the chosen statistic. */
  | { code: "metricMissing"; key: string }
  /** The run measured no acceptance length: its ITL is taken as one without speculation. */
  | { code: "noAcceptance" };

export interface Calibration {
  plan: Plan;
  changes: CalibrationChange[];
  gaps: CalibrationGap[];
}

/** "mean", "median" or "p90": how plan.measured and the metric keys name a statistic. */
export const statisticName = (statistic: CalibrationStatistic): string =>
  typeof statistic === "string" ? statistic : `p${String(statistic.percentile)}`;

export const statisticKeyFor = (metric: LatencyMetric, statistic: CalibrationStatistic): string =>
  typeof statistic === "string"
    ? statisticKey(metric, statistic)
    : percentileKey(metric, statistic.percentile);

// Microsecond resolution: finer digits are noise in any benchmark.
const roundedMs = (ms: number): number => Math.round(ms * 1000) / 1000;
const roundedLength = (length: number): number => Math.round(length * 1000) / 1000;

export const metricValue = (analysis: RunAnalysis, key: string): number | undefined => {
  const value = analysis.metrics.find((metric) => metric.key === key)?.value;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
};

export const calibratePlan = (
  plan: Plan,
  analysis: RunAnalysis,
  choice: CalibrationChoice,
): Calibration => {
  const next: Plan = structuredClone(plan);
  const changes: CalibrationChange[] = [];
  const gaps: CalibrationGap[] = [];
  const measured: Measured = { ...(plan.measured ?? {}) };
  const source = { file: choice.fileName, statistic: statisticName(choice.statistic) };
  const take = (metric: LatencyMetric): number | undefined => {
    const key = statisticKeyFor(metric, choice.statistic);
    const value = metricValue(analysis, key);
    if (value === undefined) gaps.push({ code: "metricMissing", key });
    return value === undefined ? undefined : roundedMs(value);
  };
  if (choice.use.ttft) {
    const ttftMs = take("ttft");
    if (ttftMs !== undefined) {
      changes.push({ field: "prefill.batchTimeMs", from: plan.prefill.batchTimeMs, to: ttftMs });
      next.prefill.batchTimeMs = ttftMs;
      measured["prefill.batchTimeMs"] = source;
    }
  }
  const acceptance = choice.use.acceptance ? analysis.acceptance : null;
  if (acceptance !== null) {
    const alpha = roundedLength(acceptance.meanLength);
    // k is known from the per-position rates; otherwise the plan's k, raised to fit α ≤ k + 1.
    const draftTokens =
      acceptance.perPosition?.length ?? Math.max(plan.specDecode.draftTokens, Math.ceil(alpha - 1));
    if (draftTokens !== plan.specDecode.draftTokens) {
      changes.push({
        field: "specDecode.draftTokens",
        from: plan.specDecode.draftTokens,
        to: draftTokens,
      });
    }
    changes.push({
      field: "specDecode.acceptanceLength",
      from: plan.specDecode.acceptanceLength,
      to: alpha,
    });
    next.specDecode = { ...next.specDecode, draftTokens, acceptanceLength: alpha };
    delete next.specDecode.perPositionAcceptance;
    measured["specDecode.acceptanceLength"] = { file: choice.fileName, statistic: "mean" };
  } else if (choice.use.acceptance) {
    gaps.push({ code: "noAcceptance" });
  }
  if (choice.use.itl) {
    const itlMs = take("itl");
    if (itlMs !== undefined) {
      changes.push({ field: "decode.itlMs", from: plan.decode.itlMs, to: itlMs });
      next.decode.itlMs = itlMs;
      measured["decode.itlMs"] = source;
      // An ITL measured without drafts is a plain decode step; with α measured it includes them.
      const measuredWith = analysis.acceptance === null ? "plainDecode" : "specDecode";
      if (measuredWith !== plan.decode.itlMeasuredWith && next.specDecode.draftTokens > 0) {
        changes.push({
          field: "decode.itlMeasuredWith",
          from: plan.decode.itlMeasuredWith,
          to: measuredWith,
        });
        next.decode.itlMeasuredWith = measuredWith;
      }
    }
  }
  if (Object.keys(measured).length > 0) next.measured = measured;
  return { plan: next, changes, gaps };
};
