import { maxModelledUtilization } from "../latency/queueing.ts";
import { type Deployment, queuesAt, saturationRate } from "./queues.ts";
import type { EstimateSetup, SustainablePoint } from "./setup.ts";
import { hasSlos, type SloSpec, slackAt } from "./slack.ts";

// The highest offered load whose estimate meets every SLO, by a bracketed root search.

export type { SustainablePoint };

// The bracket is closed to this share of the load, and never takes more rounds than these.
const rateTolerance = 1e-6;
const maxRounds = 60;
// Share of the bracket a probe keeps from either end.
const edgeShare = 0.01;

/** A load meets the SLOs when no stage is saturated and every slack is ≥ 0. */
export const slackOrMiss = (
  setup: EstimateSetup,
  deployment: Deployment,
  rate: number,
  spec: SloSpec,
) => {
  const slack = slackAt(setup, deployment, rate, spec);
  return slack.state.saturated
    ? { value: Number.NEGATIVE_INFINITY, limit: "capacity" as const, state: slack.state }
    : slack;
};

// Just below the load where a stage saturates, as a share of it.
const belowSaturation = 1 - 1e-6;

/**
 * Largest λ in [0, capacity] meeting the SLOs: the capacity itself when it does (or when the plan
 * sets none), 0 when even no load does. Between, Illinois regula falsi on the slack (bisection
 * when one end is past the queues' own capacity): monotone slack, a few dozen estimates at most.
 */
export const sustainableFor = (
  setup: EstimateSetup,
  deployment: Deployment,
  capacityPerSecond: number,
  spec: SloSpec,
): SustainablePoint => {
  const key = `${deployment.prefillInstances},${deployment.decodeInstances},${capacityPerSecond},${setup.routerMaxConcurrency}`;
  const known = setup.found.get(key);
  if (known) return known;
  const point = searchSustainable(setup, deployment, capacityPerSecond, spec);
  setup.found.set(key, point);
  return point;
};

const searchSustainable = (
  setup: EstimateSetup,
  deployment: Deployment,
  capacityPerSecond: number,
  spec: SloSpec,
): SustainablePoint => {
  if (!(capacityPerSecond > 0)) {
    return { ratePerSecond: 0, limitedBy: "none", state: queuesAt(setup, deployment, 0) };
  }
  if (!hasSlos(spec)) {
    return {
      ratePerSecond: capacityPerSecond,
      limitedBy: "capacity",
      state: queuesAt(setup, deployment, capacityPerSecond),
    };
  }
  // Past the load where a side saturates nothing meets the SLOs: the bracket's top stays below it.
  const saturation = saturationRate(setup, deployment);
  const topRate = Math.min(capacityPerSecond, saturation * belowSaturation);
  const top = slackOrMiss(setup, deployment, topRate, spec);
  if (top.value >= 0) {
    return {
      ratePerSecond: topRate,
      limitedBy: "capacity",
      state: top.state,
    };
  }
  const bottom = slackAt(setup, deployment, 0, spec);
  if (bottom.value < 0) return { ratePerSecond: 0, limitedBy: bottom.limit, state: bottom.state };
  let low = { rate: 0, slack: bottom, value: bottom.value };
  let high = { rate: topRate, slack: top, value: top.value };
  // The waits grow like 1 / (λ_sat − λ), λ_sat the load that fills a side: in u = 1 / (λ_sat − λ)
  // the slack is nearly straight.
  const pole = saturation / maxModelledUtilization;
  const saturationPole = Number.isFinite(pole)
    ? Math.max(pole, high.rate * (1 + rateTolerance))
    : high.rate * 2;
  const toU = (rate: number) => 1 / (saturationPole - rate);
  const toRate = (u: number) => saturationPole - 1 / u;
  let replaced: "low" | "high" | null = null;
  for (let round = 0; round < maxRounds; round += 1) {
    if (high.rate - low.rate <= rateTolerance * high.rate) break;
    const [uLow, uHigh] = [toU(low.rate), toU(high.rate)];
    const span = uHigh - uLow;
    const falsi = Number.isFinite(high.value)
      ? uLow + (span * low.value) / (low.value - high.value)
      : uLow + span / 2;
    // Keep the probe off the bracket's ends, so the bracket always shrinks.
    const u = Math.min(uHigh - edgeShare * span, Math.max(uLow + edgeShare * span, falsi));
    const rate = toRate(u);
    const slack = slackOrMiss(setup, deployment, rate, spec);
    if (slack.value >= 0) {
      // Illinois: an end kept twice running has its value halved, so the next probe moves it.
      if (replaced === "low") high = { ...high, value: high.value / 2 };
      low = { rate, slack, value: slack.value };
      replaced = "low";
    } else {
      if (replaced === "high") low = { ...low, value: low.value / 2 };
      high = { rate, slack, value: slack.value };
      replaced = "high";
    }
  }
  return { ratePerSecond: low.rate, limitedBy: high.slack.limit, state: low.slack.state };
};
