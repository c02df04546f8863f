import { readPercentiles } from "../simulate/select.ts";
import type { Distribution } from "./analysis.ts";
import type { HistogramData } from "./run.ts";
import { type Summary, summaryOfSelected } from "./stats.ts";

// Distributions are drawn as CDFs; a few hundred points draw a smooth curve, so a run of millions
// of chunk gaps sends a fixed-size sample of its quantiles, not every value.
const cdfPoints = 256;
const msPerSecond = 1000;

/**
 * The shares (0–1) a distribution's table states beside its CDF: the median, p90 and p99. A CDF of
 * samples carries a point at each, the run's exact percentile, so the table reads what the run's
 * summary states rather than a neighbouring drawn point.
 */
export const tabledShares = [0.5, 0.9, 0.99] as const;

/**
 * The shares (0–1) at which a CDF of `count` samples is drawn: evenly spaced, at most 256, with
 * the tabled shares among them (in order, each once).
 */
const cdfShares = (count: number): number[] => {
  const steps = Math.min(cdfPoints, count);
  if (steps === 0) return [];
  const even = Array.from({ length: steps }, (_, i) => (steps === 1 ? 1 : i / (steps - 1)));
  return [...new Set([...even, ...tabledShares])].sort((a, b) => a - b);
};

/**
 * A list's summary and CDF at once: its percentiles, the median and the CDF's quantiles are
 * selected in one multiple selection, not read off a full sort. The same numbers as sorting first
 * (numpy's linear percentiles), in far less time on millions of gaps. A list of numbers is copied;
 * a Float64Array may be reordered in place (its mean and spread are summed first, in file order).
 */
export const describeSamples = (
  valuesS: readonly number[] | Float64Array,
  percents: readonly number[],
): { summary: Summary; distribution: Distribution } => {
  const shares = cdfShares(valuesS.length);
  const asked = [50, ...percents, ...shares.map((share) => share * 100)];
  const spread = summaryOfSelected(valuesS, 0, []);
  const picked =
    valuesS.length === 0
      ? asked.map(() => 0)
      : readPercentiles(
          valuesS instanceof Float64Array ? valuesS : Float64Array.from(valuesS),
          asked,
        );
  const median = picked[0] ?? 0;
  const percentiles = picked.slice(1, 1 + percents.length);
  const quantiles = picked.slice(1 + percents.length);
  return {
    summary: { ...spread, median, percentiles },
    distribution: {
      kind: "samples",
      count: valuesS.length,
      points: shares.map((share, i) => ({ ms: (quantiles[i] ?? 0) * msPerSecond, share })),
    },
  };
};

/** The CDF a histogram knows: the cumulative share at each finite bucket bound, in ms. */
export const bucketDistribution = (histogram: HistogramData): Distribution => ({
  kind: "buckets",
  count: histogram.count,
  points:
    histogram.count === 0
      ? []
      : histogram.buckets.map(({ le, count }) => ({
          ms: le * msPerSecond,
          share: count / histogram.count,
        })),
});
