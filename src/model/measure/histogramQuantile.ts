import type { HistogramData } from "./run.ts";

// Percentile estimates from a Prometheus histogram, computed exactly as PromQL's histogram_quantile
// (prometheus/promql/quantile.go, BucketQuantile), so the numbers match a Grafana panel.

export interface QuantileEstimate {
  /** The estimate: linear interpolation inside the bucket the rank falls in. */
  value: number;
  /** Edges of that bucket: the estimate is only known to lie between them. */
  lowerBound: number;
  upperBound: number;
}

const constant = (value: number): QuantileEstimate => ({
  value,
  lowerBound: value,
  upperBound: value,
});

/** The q-quantile (0..1) of a histogram; null wherever PromQL answers NaN (no observations). */
export const histogramQuantile = (q: number, histogram: HistogramData): QuantileEstimate | null => {
  if (Number.isNaN(q)) return null;
  if (q < 0) return constant(Number.NEGATIVE_INFINITY);
  if (q > 1) return constant(Number.POSITIVE_INFINITY);
  // An unknown total (a truncated scrape without +Inf or `_count`) is PromQL's missing +Inf: NaN.
  if (Number.isNaN(histogram.count)) return null;
  const sorted = [...histogram.buckets].sort((a, b) => a.le - b.le);
  const bounds = [...sorted.map((bucket) => bucket.le), Number.POSITIVE_INFINITY];
  // PromQL forces the cumulative counts to be monotonic before searching them.
  let highest = 0;
  const counts = [...sorted.map((bucket) => bucket.count), histogram.count].map((count) => {
    highest = Math.max(highest, Number.isNaN(count) ? 0 : count);
    return highest;
  });
  const observations = counts[counts.length - 1] ?? 0;
  if (bounds.length < 2 || observations === 0) return null;
  const rank = q * observations;
  const last = bounds.length - 1;
  let bucket = counts.findIndex((count, index) => index < last && count >= rank);
  if (bucket === -1) bucket = last;
  const upperBound = bounds[bucket] ?? Number.POSITIVE_INFINITY;
  const lowerBound = bucket > 0 ? (bounds[bucket - 1] ?? 0) : 0;
  // Past every finite bound PromQL answers the largest finite bound.
  if (bucket === last) return { value: lowerBound, lowerBound, upperBound };
  if (bucket === 0 && upperBound <= 0) {
    return { value: upperBound, lowerBound: Number.NEGATIVE_INFINITY, upperBound };
  }
  const below = bucket > 0 ? (counts[bucket - 1] ?? 0) : 0;
  const inBucket = (counts[bucket] ?? 0) - below;
  const value = lowerBound + (upperBound - lowerBound) * ((rank - below) / inBucket);
  return Number.isNaN(value) ? null : { value, lowerBound, upperBound };
};

/** Mean of the observations (sum / count), or null when there are none or no `_sum` was read. */
export const histogramMean = (histogram: HistogramData): number | null =>
  histogram.count > 0 && Number.isFinite(histogram.sum) ? histogram.sum / histogram.count : null;
