import type { WaitShape } from "../latency/queueing.ts";
import type { SloStatistic } from "../plan.ts";
import {
  cdfWith,
  type Metric,
  metricMean,
  partsOf,
  statisticProbability,
  totalWait,
  tpotParts,
} from "./distribution.ts";
import { normalQuantile } from "./normal.ts";
import type { QueueState } from "./queues.ts";
import type { EstimateSetup } from "./setup.ts";

// A latency's statistics at one load: its mean, or a quantile read off its distribution.

// Bisection rounds for a quantile: the bracket shrinks 2^-60, below any shown digit.
const quantileRounds = 60;
// Doublings of the bracket's top before giving up on reaching q (2^64 times the mean).
const maxDoublings = 64;

/**
 * The wait as a q-quantile reads it. A zero-or-exponential wait of mean m has the q-quantile
 * c · ln(P / (1 − q)), which at a fixed m is largest at P = e · (1 − q): a fit that spreads a
 * longer summed wait thinner than that would read a shorter quantile for it. Read no thinner.
 */
const waitForQuantile = (wait: WaitShape, q: number): WaitShape => {
  const floor = Math.E * (1 - q);
  const meanMs = wait.probability * wait.conditionalMs;
  if (!(meanMs > 0) || floor >= 1 || wait.probability >= floor) return wait;
  return { probability: floor, conditionalMs: meanMs / floor };
};

/** The q-quantile of the metric, by bisection on its CDF (closed form for one fixed size). */
export const metricQuantile = (
  setup: EstimateSetup,
  state: QueueState,
  metric: Metric,
  q: number,
): number => {
  const wait = waitForQuantile(totalWait(state), q);
  const waitTop =
    wait.probability > 1 - q ? wait.conditionalMs * Math.log(wait.probability / (1 - q)) : 0;
  if (metric === "ttft" && setup.sizes.input.length === 1) {
    const cell = setup.sizes.input[0];
    if (cell && cell.lowTokens === cell.highTokens)
      return state.promptMsPerToken * cell.lowTokens + waitTop;
  }
  if (metric === "tpot") {
    const parts = tpotParts(setup, state);
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only) return only.mean + only.sd * normalQuantile(q);
    if (parts.length === 0) return 0;
  }
  const parts = partsOf(setup, state, metric);
  let low = 0;
  let high = Math.max(1, 2 * metricMean(setup, state, metric));
  for (
    let doubling = 0;
    doubling < maxDoublings && cdfWith(setup, state, metric, parts, high, wait) < q;
    doubling += 1
  ) {
    high *= 2;
  }
  for (let round = 0; round < quantileRounds && high - low > 1e-12 * high; round += 1) {
    const middle = (low + high) / 2;
    if (cdfWith(setup, state, metric, parts, middle, wait) < q) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

/** The metric at a statistic: its mean or a quantile. */
export const metricAt = (
  setup: EstimateSetup,
  state: QueueState,
  metric: Metric,
  statistic: SloStatistic,
): number =>
  statistic === "mean"
    ? metricMean(setup, state, metric)
    : metricQuantile(setup, state, metric, statisticProbability[statistic]);
