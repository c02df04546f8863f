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

/** The smallest drawn value at or above the share (a quantile read off the CDF), or null. */
export const cdfQuantile = (points: readonly CdfPoint[], share: number): number | null =>
  points.find((point) => point.share >= share - 1e-12)?.ms ?? null;
