import type { Distribution } from "./analysis.ts";
import type { HistogramData } from "./run.ts";
import { percentileOfSorted } from "./stats.ts";

// Distributions are drawn as CDFs; a few hundred points draw a smooth curve, so a run of millions
// of chunk gaps sends a fixed-size sample of its quantiles, not every value.
const cdfPoints = 256;
const msPerSecond = 1000;

/** The CDF of ascending samples (seconds), as quantiles at evenly spaced shares, in ms. */
export const sampleDistribution = (sortedS: Float64Array): Distribution => {
  if (sortedS.length === 0) return { kind: "samples", points: [], count: 0 };
  const steps = Math.min(cdfPoints, sortedS.length);
  const points = Array.from({ length: steps }, (_, i) => {
    const share = steps === 1 ? 1 : i / (steps - 1);
    return { ms: percentileOfSorted(sortedS, share * 100) * msPerSecond, share };
  });
  return { kind: "samples", points, count: sortedS.length };
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
