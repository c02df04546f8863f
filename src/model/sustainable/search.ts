import { maxModelledUtilization } from "../latency/queueing.ts";
import { foundPoint, keepPoint } from "./foundPoints.ts";
import { type Deployment, queuesAt, saturationRate } from "./queues.ts";
import type { EstimateSetup, SustainablePoint } from "./setup.ts";
import { hasSlos, type SloSpec, slackAt } from "./slack.ts";

// The highest offered load whose estimate meets every SLO, by a bracketed root search.

export type { SustainablePoint };

// The bracket is closed to this share of the load, and never takes more rounds than these.
export const rateTolerance = 1e-6;
const maxRounds = 60;
// Share of the bracket a probe keeps from either end.
const edgeShare = 0.01;
// Secant probes a search may take before it keeps to falsi alone.
const maxSecants = 4;

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
 * when one end is past the queues' own capacity, or when two rounds have not halved the bracket),
 * and the secant once the last probe met the SLOs: monotone slack, a few dozen estimates at most
 * (six for the default plan).
 */
export const sustainableFor = (
  setup: EstimateSetup,
  deployment: Deployment,
  capacityPerSecond: number,
  spec: SloSpec,
): SustainablePoint => {
  const known = foundPoint(setup.found, deployment, capacityPerSecond, setup.routerMaxConcurrency);
  if (known) return known;
  const point = searchSustainable(setup, deployment, capacityPerSecond, spec);
  keepPoint(setup.found, deployment, capacityPerSecond, setup.routerMaxConcurrency, point);
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
  // The bracket: the slack meets the SLOs at the low end and misses them at the high end.
  let lowRate = 0;
  let lowState = bottom.state;
  let lowValue = bottom.value;
  let highRate = topRate;
  let highLimit = top.limit;
  let highValue = top.value;
  // The waits grow like 1 / (λ_sat − λ), λ_sat the load that fills a side: in u = 1 / (λ_sat − λ)
  // the slack is nearly straight.
  const pole = saturation / maxModelledUtilization;
  const saturationPole = Number.isFinite(pole)
    ? Math.max(pole, highRate * (1 + rateTolerance))
    : highRate * 2;
  let replaced: "low" | "high" | null = null;
  // The low end before the last one (its u and slack).
  let previousLowU = Number.NaN;
  let previousLowValue = Number.NaN;
  // The low end's own slack (Illinois halves lowValue).
  let lowSlack = lowValue;
  let secants = 0;
  // The bracket's width (in u) one and two rounds ago: where two rounds have not halved it, the
  // next probe bisects (unless the secant has a point inside), so a slack nearly flat at one end
  // cannot hold the search to creeping.
  let spanBefore = Number.POSITIVE_INFINITY;
  let spanTwoBefore = Number.POSITIVE_INFINITY;
  for (let round = 0; round < maxRounds; round += 1) {
    if (highRate - lowRate <= rateTolerance * highRate) break;
    const uLow = 1 / (saturationPole - lowRate);
    const uHigh = 1 / (saturationPole - highRate);
    const span = uHigh - uLow;
    const stalled = span > spanTwoBefore / 2;
    spanTwoBefore = spanBefore;
    spanBefore = span;
    const step = rateTolerance * lowRate;
    // Where the last probe met the SLOs, the secant through it and the low end before it finds
    // the root, where falsi's fixed high end would be slow and its clamp would keep the probe a
    // share of the bracket off. It aims half a tolerance short of the secant's root and at least
    // one above the low end, so that the next probe can close the bracket from below.
    const secantU =
      replaced === "low" && secants < maxSecants
        ? uLow + (lowSlack * (uLow - previousLowU)) / (previousLowValue - lowSlack)
        : Number.NaN;
    let rate: number;
    if (secantU > uLow && secantU < uHigh) {
      secants += 1;
      rate = Math.min(
        highRate - step,
        Math.max(lowRate + step, saturationPole - 1 / secantU - step / 2),
      );
    } else if (stalled) {
      rate = saturationPole - 1 / (uLow + span / 2);
    } else {
      const falsi = Number.isFinite(highValue)
        ? uLow + (span * lowValue) / (lowValue - highValue)
        : uLow + span / 2;
      // Keep the probe off the bracket's ends, so the bracket always shrinks.
      const u = Math.min(uHigh - edgeShare * span, Math.max(uLow + edgeShare * span, falsi));
      rate = saturationPole - 1 / u;
    }
    const slack = slackOrMiss(setup, deployment, rate, spec);
    if (slack.value >= 0) {
      // Illinois: an end kept twice running has its value halved, so the next probe moves it.
      if (replaced === "low") highValue /= 2;
      previousLowU = uLow;
      previousLowValue = lowSlack;
      lowRate = rate;
      lowState = slack.state;
      lowValue = slack.value;
      lowSlack = slack.value;
      replaced = "low";
    } else {
      if (replaced === "high") lowValue /= 2;
      highRate = rate;
      highLimit = slack.limit;
      highValue = slack.value;
      replaced = "high";
    }
  }
  return { ratePerSecond: lowRate, limitedBy: highLimit, state: lowState };
};
