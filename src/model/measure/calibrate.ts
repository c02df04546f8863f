import type { Catalog } from "../catalog.ts";
import { type LatencySource, sourceDef } from "../latencySources/table.ts";
import type { Measured, MeasuredField, MeasuredSource } from "../measured.ts";
import { parsePlan } from "../parsePlan.ts";
import type { Plan } from "../plan.ts";
import type { RunAnalysis } from "./analysis.ts";
import { type LatencyMetric, percentileKey, statisticKey } from "./metricKeys.ts";
import { prefillUpdate } from "./prefillChanges.ts";
import {
  type PrefillReading,
  type PrefillRefusal,
  prefillFromTtft,
  type RunLoadMeta,
} from "./prefillFromTtft.ts";
import { metricValue, tokensPerRequest } from "./runWorkload.ts";

export {
  closeTokens,
  metricValue,
  tokensPerRequest,
  type WorkloadMismatch,
  workloadMismatch,
  workloadTolerance,
} from "./runWorkload.ts";

// "Use these measurements": t1 from TTFT (its wait and the run's batch taken into account, see
// prefillFromTtft.ts), the decode step from ITL and α from the measured acceptance length, each at
// the statistic the user picks, each recorded in plan.measured with its file and the run's request
// sizes. The plan is a new object, always one the schema accepts.

export type CalibrationStatistic = "mean" | "median" | { percentile: number };

export interface CalibrationChoice {
  statistic: CalibrationStatistic;
  /** Which values to take; a value the run cannot give is skipped and reported. */
  use: { ttft: boolean; itl: boolean; acceptance: boolean };
  fileName: string;
  /** What the run's file says of its load; absent, nothing beyond its metrics. */
  load?: RunLoadMeta;
  /** Prefill instances the run's requests were spread over (default 1, one server measured). */
  prefillInstances?: number;
}

export interface CalibrationChange {
  field:
    | MeasuredField
    | "specDecode.draftTokens"
    | "decode.itlMeasuredWith"
    | "latency.prefill.source";
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
  /** The run's TTFT cannot give t1 at the plan's batch, for the reason given. */
  | { code: "prefillRefused"; refusal: PrefillRefusal }
  /**
   * The ITL is not taken: decode's time comes from a roofline or a measured profile, which scale
   * with the batch; a single run's ITL in the entered field would go unused. Fitting the roofline
   * or building a profile from runs carries it.
   */
  | { code: "itlNotEntered"; source: LatencySource }
  /** The values together broke a rule of the plan; nothing was changed. */
  | { code: "planRejected"; field: string; message: string };

export interface Calibration {
  plan: Plan;
  changes: CalibrationChange[];
  gaps: CalibrationGap[];
  /** How t1 was read from the TTFT; null when TTFT was not taken or the run could not give it. */
  prefill: PrefillReading | null;
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
const roundedTokens = (tokens: number): number => Math.round(tokens * 10) / 10;
// The plan's bounds (plan.ts): durations from a microsecond to an hour, k ≤ 64, α ≤ 65.
const shortestMs = 0.001;
const longestMs = 3_600_000;
const maxDraftTokens = 64;
const maxFileName = 200;

/** A file name plan.measured can hold: 1 to 200 characters. */
export const measuredFileName = (name: string): string =>
  name.trim().slice(0, maxFileName) || "measurements";

/** Where a value came from: the file, the statistic, and the run's tokens a request when known. */
export const measuredSource = (
  fileName: string,
  statistic: string,
  tokens: { inputTokens?: number; outputTokens?: number },
): MeasuredSource => ({
  file: measuredFileName(fileName),
  statistic,
  ...(tokens.inputTokens === undefined ? {} : { inputTokens: roundedTokens(tokens.inputTokens) }),
  ...(tokens.outputTokens === undefined
    ? {}
    : { outputTokens: roundedTokens(tokens.outputTokens) }),
});

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
  catalog: Catalog,
  analysis: RunAnalysis,
  choice: CalibrationChoice,
): Calibration => {
  const next: Plan = structuredClone(plan);
  const changes: CalibrationChange[] = [];
  const gaps: CalibrationGap[] = [];
  const measured: Measured = { ...(plan.measured ?? {}) };
  const tokens = tokensPerRequest(analysis);
  const source = measuredSource(choice.fileName, statisticName(choice.statistic), tokens);
  let prefill: PrefillReading | null = null;
  const inRange = (field: string, value: number): number | undefined => {
    const ms = roundedMs(value);
    if (ms >= shortestMs && ms <= longestMs) return ms;
    gaps.push({ code: "outOfRange", field, value });
    return undefined;
  };
  const take = (metric: LatencyMetric, field: string, scale = 1): number | undefined => {
    const key = statisticKeyFor(metric, choice.statistic);
    const raw = metricValue(analysis, key);
    if (raw !== undefined) return inRange(field, raw * scale);
    gaps.push({ code: "metricMissing", key });
    return undefined;
  };
  const ttftMs = choice.use.ttft ? take("ttft", "prefill.batchTimeMs") : undefined;
  const read =
    ttftMs === undefined
      ? null
      : prefillFromTtft({
          plan,
          catalog,
          analysis,
          meta: choice.load ?? {},
          ttftMs,
          statistic: choice.statistic,
          prefillInstances: choice.prefillInstances ?? 1,
        });
  if (read !== null && !read.ok) gaps.push({ code: "prefillRefused", refusal: read.refusal });
  const t1Ms = read?.ok ? inRange("prefill.batchTimeMs", read.reading.batchTimeMs) : undefined;
  if (read?.ok && t1Ms !== undefined) {
    prefill = read.reading;
    const update = prefillUpdate(plan, read.reading, t1Ms);
    changes.push(...update.changes);
    next.prefill.batchTimeMs = t1Ms;
    next.latency.prefill = update.latency;
    measured["prefill.batchTimeMs"] = source;
    if (update.profileMeasured) measured["latency.prefill.profile"] = { ...source, runs: 1 };
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
    measured["specDecode.acceptanceLength"] = { ...source, statistic: "mean" };
  }
  const decodeSource = plan.latency.decode.source;
  // The measured ITL goes into the entered field: taken only where decode's time is that field.
  const itlEntered = sourceDef(decodeSource).dataField("decode") === "decode.itlMs";
  if (choice.use.itl && !itlEntered) gaps.push({ code: "itlNotEntered", source: decodeSource });
  if (choice.use.itl && itlEntered) {
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
  // A value the plan already holds (to the microsecond) is no change: once applied, none is left.
  const real = changes.filter((change) =>
    typeof change.from === "number" && typeof change.to === "number"
      ? Math.abs(change.from - change.to) >= shortestMs
      : change.from !== change.to,
  );
  const checked = parsePlan(next);
  if (!checked.ok) {
    const [first] = checked.problems;
    const rejected: CalibrationGap = {
      code: "planRejected",
      field: first?.field ?? "plan",
      message: first?.message ?? "is invalid",
    };
    return { plan, changes: [], gaps: [...gaps, rejected], prefill: null };
  }
  return { plan: checked.value, changes: real, gaps, prefill };
};
