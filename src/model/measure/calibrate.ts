import type { Measured, MeasuredField } from "../measured.ts";
import { parsePlan } from "../parsePlan.ts";
import type { Plan } from "../plan.ts";
import type { RunAnalysis } from "./analysis.ts";
import { type LatencyMetric, percentileKey, statisticKey } from "./metricKeys.ts";

// "Use these measurements": t1 from TTFT, the decode step from ITL and α from the measured
// acceptance length (formats reference §7.1), each at the statistic the user picks, each recorded
// in plan.measured with its file. The plan is a new object, always one the schema accepts.

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
  | { code: "noAcceptance" }
  /** The measured value lies outside what a plan can hold, so it was not taken. */
  | { code: "outOfRange"; field: string; value: number }
  /** The values together broke a rule of the plan; nothing was changed. */
  | { code: "planRejected"; field: string; message: string };

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
// The plan's bounds (plan.ts): durations from a microsecond to an hour, k ≤ 64, α ≤ 65.
const shortestMs = 0.001;
const longestMs = 3_600_000;
const maxDraftTokens = 64;
const maxFileName = 200;

export const metricValue = (analysis: RunAnalysis, key: string): number | undefined => {
  const value = analysis.metrics.find((metric) => metric.key === key)?.value;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** A file name plan.measured can hold: 1 to 200 characters. */
export const measuredFileName = (name: string): string =>
  name.trim().slice(0, maxFileName) || "measurements";

const acceptanceFor = (
  plan: Plan,
  acceptance: NonNullable<RunAnalysis["acceptance"]>,
): { alpha: number; draftTokens: number } | null => {
  const alpha = roundedLength(acceptance.meanLength);
  // k is known from the per-position rates; otherwise the plan's k, raised to the least k with α ≤ k + 1.
  const known = acceptance.perPosition?.length ?? 0;
  const draftTokens = Math.max(known, plan.specDecode.draftTokens, Math.ceil(alpha - 1));
  return alpha >= 1 && draftTokens <= maxDraftTokens ? { alpha, draftTokens } : null;
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
  const fileName = measuredFileName(choice.fileName);
  const source = { file: fileName, statistic: statisticName(choice.statistic) };
  const take = (metric: LatencyMetric, field: string, scale = 1): number | undefined => {
    const key = statisticKeyFor(metric, choice.statistic);
    const raw = metricValue(analysis, key);
    if (raw === undefined) {
      gaps.push({ code: "metricMissing", key });
      return undefined;
    }
    const ms = roundedMs(raw * scale);
    if (!(ms >= shortestMs && ms <= longestMs)) {
      gaps.push({ code: "outOfRange", field, value: raw * scale });
      return undefined;
    }
    return ms;
  };
  if (choice.use.ttft) {
    const ttftMs = take("ttft", "prefill.batchTimeMs");
    if (ttftMs !== undefined) {
      changes.push({ field: "prefill.batchTimeMs", from: plan.prefill.batchTimeMs, to: ttftMs });
      next.prefill.batchTimeMs = ttftMs;
      measured["prefill.batchTimeMs"] = source;
    }
  }
  const measuredAcceptance = analysis.acceptance;
  const accepted =
    choice.use.acceptance && measuredAcceptance !== null
      ? acceptanceFor(plan, measuredAcceptance)
      : null;
  if (choice.use.acceptance && measuredAcceptance === null) gaps.push({ code: "noAcceptance" });
  if (choice.use.acceptance && measuredAcceptance !== null && accepted === null) {
    gaps.push({
      code: "outOfRange",
      field: "specDecode.acceptanceLength",
      value: measuredAcceptance.meanLength,
    });
  }
  if (accepted !== null) {
    if (accepted.draftTokens !== plan.specDecode.draftTokens) {
      changes.push({
        field: "specDecode.draftTokens",
        from: plan.specDecode.draftTokens,
        to: accepted.draftTokens,
      });
    }
    changes.push({
      field: "specDecode.acceptanceLength",
      from: plan.specDecode.acceptanceLength,
      to: accepted.alpha,
    });
    next.specDecode = {
      ...next.specDecode,
      draftTokens: accepted.draftTokens,
      acceptanceLength: accepted.alpha,
    };
    delete next.specDecode.perPositionAcceptance;
    measured["specDecode.acceptanceLength"] = { file: fileName, statistic: "mean" };
  }
  if (choice.use.itl) {
    // SGLang's ITL is per token; a verification step emits α of them.
    const perStep =
      analysis.itlPerToken === true && measuredAcceptance !== null
        ? measuredAcceptance.meanLength
        : 1;
    const itlMs = take("itl", "decode.itlMs", perStep);
    if (itlMs !== undefined) {
      changes.push({ field: "decode.itlMs", from: plan.decode.itlMs, to: itlMs });
      next.decode.itlMs = itlMs;
      measured["decode.itlMs"] = source;
      // An ITL measured without drafts is a plain decode step; with α measured it includes them.
      const measuredWith = measuredAcceptance === null ? "plainDecode" : "specDecode";
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
  // A value the plan already holds is no change: once applied, nothing is left to apply.
  const real = changes.filter((change) => change.from !== change.to);
  const checked = parsePlan(next);
  if (!checked.ok) {
    const [first] = checked.problems;
    const rejected: CalibrationGap = {
      code: "planRejected",
      field: first?.field ?? "plan",
      message: first?.message ?? "is invalid",
    };
    return { plan, changes: [], gaps: [...gaps, rejected] };
  }
  return { plan: checked.value, changes: real, gaps };
};

/** Mean tokens a request: the run's token totals over its successful requests, when it states them. */
export const tokensPerRequest = (
  analysis: RunAnalysis,
): { inputTokens?: number; outputTokens?: number } => {
  const completed = metricValue(analysis, "completed");
  const input = metricValue(analysis, "total_input_tokens");
  const output = metricValue(analysis, "total_output_tokens");
  if (completed === undefined) return {};
  return {
    ...(input === undefined ? {} : { inputTokens: input / completed }),
    ...(output === undefined ? {} : { outputTokens: output / completed }),
  };
};

// Step times grow with context, so runs whose requests differ by more than this in mean length
// measure another workload (a judgement: within a tenth, the KV cache and attention cost barely move).
export const workloadTolerance = 0.1;

/** Whether `value` lies within the tolerance of `reference`; an unknown side is taken as agreeing. */
export const closeTokens = (value: number | undefined, reference: number | undefined): boolean =>
  value === undefined ||
  reference === undefined ||
  Math.abs(value - reference) <= workloadTolerance * reference;

export interface WorkloadMismatch {
  inputTokens: number;
  outputTokens: number;
  planInputTokens: number;
  planOutputTokens: number;
}

/** The run's tokens a request against the plan's workload, when either differs by over a tenth. */
export const workloadMismatch = (plan: Plan, analysis: RunAnalysis): WorkloadMismatch | null => {
  const { inputTokens, outputTokens } = tokensPerRequest(analysis);
  if (inputTokens === undefined || outputTokens === undefined) return null;
  const { inputTokens: planInputTokens, outputTokens: planOutputTokens } = plan.workload;
  const agrees =
    closeTokens(inputTokens, planInputTokens) && closeTokens(outputTokens, planOutputTokens);
  return agrees ? null : { inputTokens, outputTokens, planInputTokens, planOutputTokens };
};
