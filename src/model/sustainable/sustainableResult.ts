import type { Capacity } from "../capacity.ts";
import type { Plan } from "../plan.ts";
import { checkSlos, type SloChecks } from "../slo.ts";
import { msPerSecond, secondsPerMinute } from "../units.ts";
import type { Violation } from "../violation.ts";
import { attainmentAt } from "./attainment.ts";
import { recommendedConcurrency } from "./concurrency.ts";
import type { Metric } from "./distribution.ts";
import { waitsOf } from "./estimate.ts";
import { metricAt } from "./quantile.ts";
import { type Deployment, type QueueState, queuesAt } from "./queues.ts";
import { rateTolerance, sustainableFor } from "./search.ts";
import type { EstimateSetup } from "./setup.ts";
import { hasSlos, type SloSpec, sloOf } from "./slack.ts";
import type { EstimatedLatency, RecommendedConcurrency, Sustainable } from "./types.ts";

// result.sustainable and the recommended router cap for the allocated deployment.

export interface Fleet extends Deployment {
  totalNodes: number;
  totalGpus: number;
  /** The article's capacity λ of this deployment, and each side's utilization there. */
  capacityPerSecond: number;
  utilization: { prefill: number; decode: number };
}

const per = (a: number, b: number): number => (b > 0 ? a / b : 0);

const latencyAt = (
  plan: Plan,
  setup: EstimateSetup,
  state: QueueState,
  metric: Metric,
): EstimatedLatency => {
  const { targetMs, statistic } = sloOf(plan.slo, metric);
  return {
    statistic,
    valueMs: metricAt(setup, state, metric, statistic),
    targetMs: targetMs ?? null,
  };
};

/** The highest load meeting every SLO statistic on this fleet, with what it looks like there. */
export const sustainableOf = (
  setup: EstimateSetup,
  spec: SloSpec,
  fleet: Fleet,
): { sustainable: Sustainable; state: QueueState } => {
  const point = sustainableFor(setup, fleet, fleet.capacityPerSecond, spec);
  const { plan } = setup;
  const rate = point.ratePerSecond;
  const share = per(rate, fleet.capacityPerSecond);
  const qpm = rate * secondsPerMinute;
  const sustainable: Sustainable = {
    requestsPerSecond: rate,
    qpm,
    qpmPerNode: per(qpm, fleet.totalNodes),
    qpmPerGpu: per(qpm, fleet.totalGpus),
    loadFraction: share,
    utilization: {
      prefill: share * fleet.utilization.prefill,
      decode: share * fleet.utilization.decode,
    },
    ttft: latencyAt(plan, setup, point.state, "ttft"),
    tpot: latencyAt(plan, setup, point.state, "tpot"),
    e2el: latencyAt(plan, setup, point.state, "e2el"),
    attainment: hasSlos(spec) ? attainmentAt(setup, point.state, spec.limits) : null,
    limitedBy: point.limitedBy,
    waits: waitsOf(point.state),
    inFlight: point.state.inFlight,
  };
  return { sustainable, state: point.state };
};

/**
 * The router cap to set for a plan without one: the in-flight count at the sustainable load plus
 * headroom; when no load meets the SLOs, the count in service at capacity. Where the decode slots
 * capacity needs are more, the cap covers those: set, it keeps capacity. A plan with a cap is
 * given the same plan's without it (solve), whose pair the cap may not have chosen.
 */
export const recommendedFor = (
  setup: EstimateSetup,
  capacity: Capacity,
  fleet: Fleet,
  sustained: { sustainable: Sustainable; state: QueueState },
): RecommendedConcurrency => {
  const mostPerSecond = fleet.capacityPerSecond;
  if (!(mostPerSecond > 0))
    return recommendedConcurrency(setup, queuesAt(setup, fleet, 0), "nothingFlows");
  // λ · l_o · t2 / η_d at capacity: the decode sequences the capacity model holds (capacity.ts).
  const atCapacitySlots = {
    ratePerSecond: mostPerSecond,
    decodeSlots: (mostPerSecond * capacity.decodeSlotSeconds) / capacity.etaDecode,
  };
  const { sustainable, state } = sustained;
  if (sustainable.requestsPerSecond > 0 && !state.saturated) {
    return recommendedConcurrency(setup, state, "sustainableInFlight", atCapacitySlots);
  }
  // No load meets the SLOs, or only capacity bounds the load (its queues never settle there):
  // the requests in service at capacity, the queues left out. The sustainable state may already
  // be the one at capacity (a plan with no SLOs).
  const atCapacity =
    state.ratePerSecond === mostPerSecond ? state : queuesAt(setup, fleet, mostPerSecond);
  const waits = waitsOf(atCapacity);
  const arrivalsPerMs = ((1 - setup.rejectedShare) * mostPerSecond) / msPerSecond;
  const inFlight =
    atCapacity.inFlight - arrivalsPerMs * (waits.prefillQueueMs + waits.decodeQueueMs);
  return recommendedConcurrency(
    setup,
    { ...atCapacity, inFlight },
    "capacityInFlight",
    atCapacitySlots,
  );
};

/** targetQpm out of reach at the SLOs: each SLO checked at the target load on the pair tried. */
export const targetMiss = (
  plan: Plan,
  setup: EstimateSetup,
  pair: Deployment,
  targetPerSecond: number,
): SloChecks => {
  const state = queuesAt(setup, pair, targetPerSecond);
  const value = (metric: Metric) =>
    metricAt(setup, state, metric, sloOf(plan.slo, metric).statistic);
  return checkSlos(plan.slo, {
    ttftMs: value("ttft"),
    tpotMs: value("tpot"),
    e2elMs: value("e2el"),
    outputTokens: plan.workload.outputTokens,
  });
};

/**
 * targetQpm with SLOs, where no pair the search tried meets the target and every SLO holds at it:
 * the queues' saturation is what stops it, and the plan cannot carry the target; null when it can.
 */
export const targetUnsustained = (
  plan: Plan,
  pair: Deployment,
  sustainable: Sustainable,
): Violation | null => {
  const targetQpm = plan.allocation.targetQpm ?? 0;
  if (!(sustainable.qpm < targetQpm * (1 - rateTolerance))) return null;
  return {
    kind: "allocation",
    code: "targetUnsustained",
    field:
      plan.engine.router.maxConcurrency === undefined
        ? "allocation.targetQpm"
        : "engine.router.maxConcurrency",
    params: {
      targetQpm,
      sustainableQpm: sustainable.qpm,
      prefillInstances: pair.prefillInstances,
      decodeInstances: pair.decodeInstances,
    },
  };
};
