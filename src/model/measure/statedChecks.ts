import { type AggregateCheck, agreementTolerance, type MetricValue } from "./analysis.ts";
import {
  type LatencyMetric,
  latencyMetrics,
  parseLatencyKey,
  percentileKey,
  statisticKey,
} from "./metricKeys.ts";

// How a run's recomputed statistics meet the ones its file states: the file's number is shown,
// tagged computed where an exact recomputation agrees, and the check keeps both.

/** |computed − stated| / |stated|: 0 when equal, Infinity against a stated 0. */
export const relativeError = (stated: number, computed: number): number =>
  stated === computed
    ? 0
    : Math.abs(computed - stated) / Math.max(Math.abs(stated), Number.MIN_VALUE);

/**
 * The file's `stated` number for `key`, checked against a recomputation: the check joins
 * `checks`, and the value shown is the file's, tagged computed where an exact recomputation agrees
 * (a rebuilt one only agrees, so it leaves the number stated).
 */
export const reconciled = (
  key: string,
  stated: number,
  computed: number,
  computedSource: MetricValue["source"],
  checks: AggregateCheck[],
): MetricValue => {
  const error = relativeError(stated, computed);
  checks.push({ key, stated, computed, relativeError: error });
  const agrees = error <= agreementTolerance && computedSource === "computed";
  return { key, value: stated, source: agrees ? "computed" : "stated" };
};

/**
 * With per-request data, a stated median is the p50 the recomputation also gives (numpy.median is
 * numpy.percentile(50) with the linear method): the file's median stands for it. Where the file's
 * own mean or median of a metric disagrees with the recomputation, the per-request values are not
 * the ones the tool summarised (a latency rebuilt as TTFT + the chunk gaps, a clock stopped
 * elsewhere), so that metric's other recomputed statistics are approximate.
 */
export const reconcileStatistics = (
  metrics: Map<string, MetricValue>,
  checks: AggregateCheck[],
  percentiles: readonly number[],
): LatencyMetric[] => {
  const unreproduced: LatencyMetric[] = [];
  const checked = new Map(checks.map((check) => [check.key, check]));
  for (const metric of latencyMetrics) {
    const medianKey = statisticKey(metric, "median");
    const medianCheck = checked.get(medianKey);
    const p50Key = percentileKey(metric, 50);
    const p50 = metrics.get(p50Key);
    if (
      percentiles.includes(50) &&
      medianCheck !== undefined &&
      p50 !== undefined &&
      !checked.has(p50Key) &&
      typeof p50.value === "number"
    ) {
      metrics.set(p50Key, reconciled(p50Key, medianCheck.stated, p50.value, p50.source, checks));
    }
    const disagrees = [statisticKey(metric, "mean"), medianKey].some(
      (key) => (checked.get(key)?.relativeError ?? 0) > agreementTolerance,
    );
    if (!disagrees) continue;
    unreproduced.push(metric);
    // Only what the file does not state: a stated statistic the recomputation matched stands.
    for (const [key, value] of metrics) {
      if (
        parseLatencyKey(key)?.metric === metric &&
        value.source === "computed" &&
        !checked.has(key)
      ) {
        metrics.set(key, { ...value, source: "approximate" });
      }
    }
  }
  return unreproduced;
};

/**
 * The file's own acceptance length and rate stand beside the ones its counts give: where both
 * exist, the check carries them and the stated number is shown.
 */
export const checkAcceptance = (
  key: "mean_acceptance_length" | "acceptance_rate_percent",
  stated: number | undefined,
  computed: MetricValue | undefined,
  checks: AggregateCheck[],
): MetricValue | undefined => {
  if (stated === undefined) return computed;
  if (computed === undefined || typeof computed.value !== "number") {
    return { key, value: stated, source: "stated" };
  }
  return reconciled(key, stated, computed.value, computed.source, checks);
};
