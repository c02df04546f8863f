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
  // Scaled, so values near the largest double (a clock run for eons) do not overflow to Infinity.
  const mean = values.reduce((sum, value) => sum + value / n, 0);
  const scale = Math.max(...values.map((value) => Math.abs(value - mean)));
  const squares =
    scale > 0 ? values.reduce((sum, value) => sum + ((value - mean) / scale) ** 2, 0) : 0;
  const deviation = scale * Math.sqrt(squares / (n - 1));
  const halfWidth = (tQuantile975(n - 1) * deviation) / Math.sqrt(n);
  return {
    low: Math.max(range.low, mean - halfWidth),
    high: Math.min(range.high, mean + halfWidth),
  };
};
