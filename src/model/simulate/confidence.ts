import { tQuantile975 } from "./tQuantile.ts";
import type { Interval } from "./types.ts";

/**
 * The 95% t-interval of the mean of replication values: x̄ ± t(0.975, n − 1) · s / √n, cut to the
 * values the quantity can take (a latency is never negative, a share never over 1).
 */
export const meanInterval = (
  values: readonly number[],
  range: Interval = { low: 0, high: Number.POSITIVE_INFINITY },
): Interval | null => {
  const n = values.length;
  if (n < 2) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const halfWidth = (tQuantile975(n - 1) * Math.sqrt(squares / (n - 1))) / Math.sqrt(n);
  return {
    low: Math.max(range.low, mean - halfWidth),
    high: Math.min(range.high, mean + halfWidth),
  };
};
