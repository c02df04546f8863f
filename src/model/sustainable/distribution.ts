import { noWait, type WaitShape } from "../latency/queueing.ts";
import type { SloStatistic } from "../plan.ts";
import { normalPlusWaitCdf } from "./normal.ts";
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
  const { router, prefill, decode } = state.waits;
  // Router, then prefill, then decode: each part adds its own second moment and twice its product
  // with the parts before it.
  let mean = 0;
  let second = 0;
  const routerMean = router.probability * router.conditionalMs;
  second += 2 * routerMean * router.conditionalMs + 2 * mean * routerMean;
  mean += routerMean;
  const prefillMean = prefill.probability * prefill.conditionalMs;
  second += 2 * prefillMean * prefill.conditionalMs + 2 * mean * prefillMean;
  mean += prefillMean;
  const decodeMean = decode.probability * decode.conditionalMs;
  second += 2 * decodeMean * decode.conditionalMs + 2 * mean * decodeMean;
  mean += decodeMean;
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

export interface Normal {
  weight: number;
  mean: number;
  sd: number;
}

/** TPOT of each decoding output cell: (join + steps · τ) / (L_out − 1). */
export const tpotParts = (setup: EstimateSetup, state: QueueState): Normal[] => {
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
): number => cdfWith(setup, state, metric, partsOf(setup, state, metric), t, wait);

/** The normal parts a metric's CDF mixes (none for TTFT, which reads the input cells). */
export const partsOf = (setup: EstimateSetup, state: QueueState, metric: Metric): Normal[] =>
  metric === "ttft" ? [] : metric === "tpot" ? tpotParts(setup, state) : e2elParts(setup, state);

export const cdfWith = (
  setup: EstimateSetup,
  state: QueueState,
  metric: Metric,
  parts: Normal[],
  t: number,
  wait: WaitShape,
): number => {
  if (metric === "ttft") return ttftCdf(setup, state, t, wait);
  return mixtureCdf(parts, t, metric === "tpot" ? noWait : wait);
};

/** The mean TPOT over the decoding output cells (tpotParts' means, weighted, without the list). */
const tpotMean = (setup: EstimateSetup, state: QueueState): number => {
  let total = 0;
  let sum = 0;
  for (const cell of setup.decode.outputCells) {
    if (!(cell.tokensAfterFirst > 0)) continue;
    total += cell.weight;
    sum += cell.weight * ((state.joinMs + cell.stepsMean * state.stepMs) / cell.tokensAfterFirst);
  }
  return total > 0 ? sum / total : 0;
};

export const metricMean = (
  setup: EstimateSetup,
  state: QueueState,
  metric: Metric,
  wait: WaitShape = totalWait(state),
): number => {
  if (metric === "tpot") return tpotMean(setup, state);
  const waitMs = wait.probability * wait.conditionalMs;
  const promptMs = state.promptMsPerToken * setup.sizes.inputMoments.mean;
  if (metric === "ttft") return waitMs + promptMs;
  return waitMs + promptMs + state.decodeHoldMs;
};
