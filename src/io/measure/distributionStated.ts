import { type LatencyMetric, percentileKey } from "./statedKeys.ts";

// Report formats state a latency as one object of statistics (mean, a spread, percentiles under
// their own names); this states it under vLLM's key names, so analyzeRun reads it as any other.

/** A latency's statistics as a file states them; each percentile by the percent it stands for. */
export interface StatedDistribution {
  mean?: number | null | undefined;
  median?: number | null | undefined;
  std?: number | null | undefined;
  percentiles: readonly (readonly [number, number | null | undefined])[];
}

/** vLLM's keys for one latency metric, each value times `msPer` (null stays null). */
export const distributionStated = (
  metric: LatencyMetric,
  distribution: StatedDistribution,
  msPer: number,
): Record<string, number | null> => {
  const stated: Record<string, number | null> = {};
  const scaled = (value: number | null): number | null => (value === null ? null : value * msPer);
  if (distribution.mean !== undefined) stated[`mean_${metric}_ms`] = scaled(distribution.mean);
  if (distribution.std !== undefined) stated[`std_${metric}_ms`] = scaled(distribution.std);
  let median = distribution.median;
  for (const [percent, value] of distribution.percentiles) {
    if (value === undefined) continue;
    stated[percentileKey(metric, percent)] = scaled(value);
    if (percent === 50 && median === undefined) median = value;
  }
  if (median !== undefined) stated[`median_${metric}_ms`] = scaled(median);
  return stated;
};
