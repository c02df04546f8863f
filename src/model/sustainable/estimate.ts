import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { stepContext } from "../step/stepContext.ts";
import { attainmentAt } from "./attainment.ts";
import type { Metric } from "./distribution.ts";
import { metricAt } from "./quantile.ts";
import { type Deployment, type QueueState, queuesAt } from "./queues.ts";
import { type EstimateParts, type EstimateSetup, estimateSetup } from "./setup.ts";
import { hasSlos, sloSpecOf } from "./slack.ts";
import type { LatencyStatistics, RateEstimate, StageWaits } from "./types.ts";

// The estimate at any offered load, for curves and for comparing with a simulation.

/** What the estimate reads from a solved plan: its batches, acceptance and step cost. */
export const partsOfResult = (plan: Plan, catalog: Catalog, result: PlanResult): EstimateParts => {
  const { latency, specDecode, limits } = result;
  const engineCaps = limits.decodeBatch.caps.filter((cap) => cap.limit !== "routerMaxConcurrency");
  return {
    ctx: stepContext(plan, catalog),
    prefillBatch: limits.prefillBatch.effective,
    decodeEngineBatch: Math.min(...engineCaps.map((cap) => cap.admits)),
    draftTokens: specDecode.draftTokens,
    acceptanceLength: specDecode.acceptanceLength,
    stepCostRatio:
      latency.itlMs > 0 ? (latency.tpotMs * specDecode.acceptanceLength) / latency.itlMs : 1,
  };
};

export const waitsOf = (state: QueueState): StageWaits => ({
  routerMs: state.waits.router.probability * state.waits.router.conditionalMs,
  prefillQueueMs: state.waits.prefill.probability * state.waits.prefill.conditionalMs,
  decodeQueueMs: state.waits.decode.probability * state.waits.decode.conditionalMs,
});

const statisticsOf = (
  setup: EstimateSetup,
  state: QueueState,
  metric: Metric,
): LatencyStatistics => ({
  mean: metricAt(setup, state, metric, "mean"),
  p50: metricAt(setup, state, metric, "p50"),
  p90: metricAt(setup, state, metric, "p90"),
  p95: metricAt(setup, state, metric, "p95"),
  p99: metricAt(setup, state, metric, "p99"),
});

/** Every statistic of the estimate for `deployment` at `ratePerSecond`. */
export const estimateWith = (
  setup: EstimateSetup,
  deployment: Deployment,
  ratePerSecond: number,
): RateEstimate => {
  const rate = Number.isFinite(ratePerSecond) ? Math.max(0, ratePerSecond) : 0;
  const state = queuesAt(setup, deployment, rate);
  const spec = sloSpecOf(setup.plan, setup.decode.decodingShare > 0);
  return {
    ratePerSecond: rate,
    stable: state.stable,
    utilization: state.busy,
    waits: waitsOf(state),
    ttftMs: statisticsOf(setup, state, "ttft"),
    tpotMs: statisticsOf(setup, state, "tpot"),
    e2elMs: statisticsOf(setup, state, "e2el"),
    inFlight: state.inFlight,
    attainment: hasSlos(spec) ? attainmentAt(setup, state, spec.limits) : null,
  };
};

/** An estimator for the solved plan's deployment: build once, read at many loads. */
export const estimator = (
  plan: Plan,
  catalog: Catalog,
  result: PlanResult,
): ((ratePerSecond: number) => RateEstimate) => {
  const setup = estimateSetup(plan, partsOfResult(plan, catalog, result));
  const deployment = result.allocation;
  return (ratePerSecond) => estimateWith(setup, deployment, ratePerSecond);
};

/** The estimated TTFT, TPOT and E2EL statistics of the solved plan at an offered load (requests per second). */
export const estimateAtRate = (
  plan: Plan,
  catalog: Catalog,
  result: PlanResult,
  ratePerSecond: number,
): RateEstimate => estimator(plan, catalog, result)(ratePerSecond);

/**
 * The estimate at the sustainable load, the most load meeting the plan's SLOs: what a run there
 * should measure, queueing included. Null when the plan sets no SLO (the sustainable load is then
 * the capacity, where queues do not drain) or no load meets them.
 */
export const sustainableEstimate = (
  plan: Plan,
  catalog: Catalog,
  result: PlanResult,
): RateEstimate | null => {
  const rate = result.sustainable.requestsPerSecond;
  return hasSlos(sloSpecOf(plan, true)) && Number.isFinite(rate) && rate > 0
    ? estimateAtRate(plan, catalog, result, rate)
    : null;
};
