import type { WaitShape } from "../latency/queueing.ts";
import { percent } from "../units.ts";
import type { CalibrationStatistic } from "./calibrate.ts";

// The queueing wait a statistic of TTFT holds, from a queue's wait shape (latency/queueing.ts): a
// request waits with probability P, and then for an exponential time of mean m. The mean wait is
// P · m; the q-quantile is 0 up to the share 1 − P that never waits, m · ln(P / (1 − q)) above it.

const medianQuantile = 0.5;

/** The quantile a statistic names (0.5 for the median), or null for the mean. */
export const quantileOf = (statistic: CalibrationStatistic): number | null =>
  statistic === "mean"
    ? null
    : statistic === "median"
      ? medianQuantile
      : statistic.percentile / percent;

/** The wait at `statistic` of a queue whose waits have this shape; always finite and ≥ 0. */
export const waitAtStatisticMs = (wait: WaitShape, statistic: CalibrationStatistic): number => {
  const { probability, conditionalMs } = wait;
  if (!(probability > 0) || !(conditionalMs > 0)) return 0;
  const quantile = quantileOf(statistic);
  if (quantile === null) return probability * conditionalMs;
  if (quantile <= 1 - probability) return 0;
  // The 100th percentile of an unbounded wait is unbounded: read it as the highest finite share.
  const tail = Math.max(1 - quantile, Number.EPSILON);
  return conditionalMs * Math.log(probability / tail);
};
