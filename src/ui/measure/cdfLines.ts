import type { Distribution } from "../../model/index.ts";

// A CDF trimmed for drawing: histogram buckets run to bounds far past the data (minutes), so the
// flat stretches before the first sample and after the last are cut to one point each.

export type CdfPoint = { ms: number; share: number };

export const trimmedCdf = (distribution: Distribution): CdfPoint[] => {
  const { points } = distribution;
  const firstRise = points.findIndex((point) => point.share > 0);
  const full = points.findIndex((point) => point.share >= 1);
  if (firstRise === -1) return [];
  const start = Math.max(0, firstRise - 1);
  const end = full === -1 ? points.length : full + 1;
  return points.slice(start, end);
};

/**
 * The value at a share, read off the CDF by linear interpolation between the drawn points around
 * it; null past the last one. A CDF of samples carries the tabled shares' exact percentiles, which
 * this returns as they are. A histogram's CDF (`fromZero`) interpolates inside the bucket the share
 * falls in, from 0 below the first bound, as PromQL's histogram_quantile does.
 */
export const cdfQuantile = (
  points: readonly CdfPoint[],
  share: number,
  fromZero = false,
): number | null => {
  const at = points.findIndex((point) => point.share >= share - 1e-12);
  const upper = points[at];
  if (upper === undefined) return null;
  const lower = at > 0 ? points[at - 1] : fromZero ? { ms: 0, share: 0 } : undefined;
  if (lower === undefined || !(upper.share > lower.share) || share >= upper.share) return upper.ms;
  return lower.ms + ((upper.ms - lower.ms) * (share - lower.share)) / (upper.share - lower.share);
};
