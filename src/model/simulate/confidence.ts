import { tQuantile975 } from "./tQuantile.ts";
import type { Interval } from "./types.ts";

/** The 95% t-interval of the mean of replication values: x̄ ± t(0.975, n − 1) · s / √n. */
export const meanInterval = (values: readonly number[]): Interval | null => {
  const n = values.length;
  if (n < 2) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  const halfWidth = (tQuantile975(n - 1) * Math.sqrt(squares / (n - 1))) / Math.sqrt(n);
  return { low: mean - halfWidth, high: mean + halfWidth };
};
