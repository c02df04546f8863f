import { noWait, type WaitShape } from "../latency/queueing.ts";
import type { SloStatistic } from "../plan.ts";
import { normalCdf, normalPlusWaitCdf, normalQuantile } from "./normal.ts";
import type { QueueState } from "./queues.ts";
import type { EstimateSetup } from "./setup.ts";

// Each latency's distribution at one load: a size-driven part plus the queues' waits.
// TTFT = W + (prefill + KV ms per token) · L_in; TPOT per output cell is normal (steps vary with
// the accepted drafts); E2EL = W + a normal sum of the prompt's and the decode's time.

export type Metric = "ttft" | "tpot" | "e2el";

export const statisticProbability: Record<Exclude<SloStatistic, "mean">, number> = {
  p50: 0.5,
  p90: 0.9,
  p95: 0.95,
  p99: 0.99,
};

/**
 * The waits of router, prefill and decode summed, as one zero-or-exponential wait with the sum's
 * first two moments (a two-moment fit; when the sum is less variable than that allows, an exponential).
 */
export const totalWait = (state: QueueState): WaitShape => {
  const parts = [state.waits.router, state.waits.prefill, state.waits.decode];
  let [mean, second] = [0, 0];
  for (const part of parts) {
    const partMean = part.probability * part.conditionalMs;
    second += 2 * partMean * part.conditionalMs + 2 * mean * partMean;
    mean += partMean;
  }
  if (!(mean > 0 && second > 0)) return noWait;
  const conditionalMs = second / (2 * mean);
  const probability = mean / conditionalMs;
  return probability <= 1
    ? { probability, conditionalMs }
    : { probability: 1, conditionalMs: mean };
};

/** P(U + W ≤ t) for U uniform on [low, high] and W zero-or-exponential. */
const cellCdf = (t: number, low: number, high: number, wait: WaitShape): number => {
  if (t < low) return 0;
  const width = high - low;
  const waits = wait.probability > 0 && wait.conditionalMs > 0;
  const m = wait.conditionalMs;
  if (!(width > 0)) return waits ? 1 - wait.probability * Math.exp(-(t - low) / m) : 1;
  const plain = Math.min(1, (t - low) / width);
  if (!waits) return plain;
  const withWait =
    t <= high
      ? (t - low + m * Math.expm1(-(t - low) / m)) / width
      : 1 - (m * (Math.exp(-(t - high) / m) - Math.exp(-(t - low) / m))) / width;
  return (1 - wait.probability) * plain + wait.probability * withWait;
};

interface Normal {
  weight: number;
  mean: number;
  sd: number;
}

/** TPOT of each decoding output cell: (join + steps · τ) / (L_out − 1). */
const tpotParts = (setup: EstimateSetup, state: QueueState): Normal[] => {
  const joinVariance = (state.stepMs * state.stepMs) / 12;
  return setup.decode.outputCells
    .filter((cell) => cell.tokensAfterFirst > 0)
    .map((cell) => ({
      weight: cell.weight,
      mean: (state.joinMs + cell.stepsMean * state.stepMs) / cell.tokensAfterFirst,
      sd:
        Math.sqrt(cell.stepsVariance * state.stepMs * state.stepMs + joinVariance) /
        cell.tokensAfterFirst,
    }));
};

/** The size-driven part of E2EL of each output cell: the prompt's time plus the decode's. */
const e2elParts = (setup: EstimateSetup, state: QueueState): Normal[] => {
  const input = setup.sizes.inputMoments;
  const a = state.promptMsPerToken;
  const promptVariance = a * a * Math.max(0, input.second - input.mean * input.mean);
  const step2 = state.stepMs * state.stepMs;
  return setup.decode.outputCells.map((cell) => {
    const decodes = cell.tokensAfterFirst > 0;
    const decodeVariance = decodes
      ? (cell.stepsVariance + cell.widthStepsVariance) * step2 + step2 / 12
      : 0;
    return {
      weight: cell.weight,
      mean: a * input.mean + (decodes ? state.joinMs + cell.stepsMean * state.stepMs : 0),
      sd: Math.sqrt(promptVariance + decodeVariance),
    };
  });
};

const mixtureCdf = (parts: Normal[], t: number, wait: WaitShape): number => {
  let [share, total] = [0, 0];
  for (const part of parts) {
    share +=
      part.weight * normalPlusWaitCdf(t, part.mean, part.sd, wait.probability, wait.conditionalMs);
    total += part.weight;
  }
  return total > 0 ? share / total : 1;
};

/** P(TTFT ≤ t). */
export const ttftCdf = (
  setup: EstimateSetup,
  state: QueueState,
  t: number,
  wait: WaitShape = totalWait(state),
): number => {
  const a = state.promptMsPerToken;
  let share = 0;
  for (const cell of setup.sizes.input) {
    share += cell.weight * cellCdf(t, a * cell.lowTokens, a * cell.highTokens, wait);
  }
  return share;
};

/** P(metric ≤ t) at this load. */
export const metricCdf = (
  setup: EstimateSetup,
  state: QueueState,
  metric: Metric,
  t: number,
  wait: WaitShape = totalWait(state),
): number => {
  if (metric === "ttft") return ttftCdf(setup, state, t, wait);
  if (metric === "tpot") return mixtureCdf(tpotParts(setup, state), t, noWait);
  return mixtureCdf(e2elParts(setup, state), t, wait);
};

export const metricMean = (setup: EstimateSetup, state: QueueState, metric: Metric): number => {
  const wait = totalWait(state);
  const waitMs = wait.probability * wait.conditionalMs;
  const promptMs = state.promptMsPerToken * setup.sizes.inputMoments.mean;
  if (metric === "ttft") return waitMs + promptMs;
  if (metric === "e2el") return waitMs + promptMs + state.decodeHoldMs;
  const parts = tpotParts(setup, state);
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  return total > 0 ? parts.reduce((sum, part) => sum + part.weight * part.mean, 0) / total : 0;
};

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
  let [low, high] = [0, Math.max(1, 2 * metricMean(setup, state, metric))];
  for (
    let doubling = 0;
    doubling < maxDoublings && metricCdf(setup, state, metric, high, wait) < q;
    doubling += 1
  ) {
    high *= 2;
  }
  for (let round = 0; round < quantileRounds && high - low > 1e-12 * high; round += 1) {
    const middle = (low + high) / 2;
    if (metricCdf(setup, state, metric, middle, wait) < q) low = middle;
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

/** The SLO targets a request must meet together; absent ones always hold. */
export interface Targets {
  ttftMs?: number | undefined;
  tpotMs?: number | undefined;
  e2elMs?: number | undefined;
}

/**
 * Share of requests meeting every target: per output cell, P(TPOT ≤ target) times P(TTFT ≤
 * min(TTFT target, E2EL target − the cell's decode time)), TPOT's step noise taken as independent.
 */
export const attainmentAt = (setup: EstimateSetup, state: QueueState, targets: Targets): number => {
  const ttftTarget = targets.ttftMs ?? Number.POSITIVE_INFINITY;
  const e2elTarget = targets.e2elMs ?? Number.POSITIVE_INFINITY;
  const tpot = tpotParts(setup, state);
  let [share, next] = [0, 0];
  for (const cell of setup.decode.outputCells) {
    const decodes = cell.tokensAfterFirst > 0;
    const decodeMs = decodes ? state.joinMs + cell.stepsMean * state.stepMs : 0;
    const part = decodes ? tpot[next] : undefined;
    if (decodes) next += 1;
    const tpotShare =
      part && targets.tpotMs !== undefined
        ? part.sd > 0
          ? normalCdf((targets.tpotMs - part.mean) / part.sd)
          : part.mean <= targets.tpotMs
            ? 1
            : 0
        : 1;
    const ttftBound = Math.min(ttftTarget, e2elTarget - decodeMs);
    const ttftShare = Number.isFinite(ttftBound) ? ttftCdf(setup, state, ttftBound) : 1;
    share += cell.weight * tpotShare * ttftShare;
  }
  return Math.min(1, Math.max(0, share));
};
