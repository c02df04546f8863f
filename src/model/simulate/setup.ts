import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { msPerSecond, secondsPerMinute } from "../units.ts";
import { type Arrivals, arrivalsOf } from "./arrivals.ts";
import { type ChunkModel, chunkModel } from "./chunkSteps.ts";
import { type Deployment, deploymentOf } from "./deployment.ts";
import type { RunOptions } from "./options.ts";
import { type SloLimits, sloLimitsOf } from "./samples.ts";
import { type Sizes, sizesOf } from "./sizes.ts";
import { createStepTimes, type StepTimes } from "./stepTimes.ts";

// What every replication of one simulation shares: the fleet, the traffic, the memoized steps.

// An overloaded run stops once this many requests wait (or as many as it simulates, if more):
// by then the growth is plain, and going on only costs time.
const minStopWaiting = 1000;

/**
 * A run stops once this many requests are in flight at once (in the router or the servers): each
 * keeps about 150 bytes of state, so this bounds a run near 160 MB. A fleet that holds more at
 * once (a prefill batch of minutes at a high rate) is beyond what a simulation can follow.
 */
export const maxInFlight = 2 ** 20;

export interface Setup {
  plan: Plan;
  options: RunOptions;
  deployment: Deployment;
  times: StepTimes;
  arrivals: Arrivals | null;
  sizes: Sizes;
  chunks: ChunkModel;
  slo: SloLimits;
  /** False when no request can be served: no instances, or no decode slot. */
  servable: boolean;
  stopWaiting: number;
  /** A guess at one replication's simulated time, for the timeline's spacing. */
  expectedMs: number;
  /** The offered load over the plan's capacity (its QPM at full load), NaN without either. */
  loadShare: number;
}

export const createSetup = (
  plan: Plan,
  catalog: Catalog,
  options: RunOptions,
  result: PlanResult,
): Setup => {
  const deployment = deploymentOf(plan, catalog, result);
  const total = options.warmupRequests + options.requests;
  const rate = options.ratePerSecond;
  return {
    plan,
    options,
    deployment,
    times: createStepTimes(plan, catalog),
    arrivals: rate === null ? null : arrivalsOf(options.arrival, rate, options.arrivalCv),
    sizes: sizesOf(plan),
    chunks: chunkModel(deployment.draftTokens, deployment.acceptance),
    slo: sloLimitsOf(plan.slo),
    servable:
      deployment.prefillInstances >= 1 &&
      deployment.decodeInstances >= 1 &&
      deployment.decodeSlots >= 1,
    stopWaiting: Math.max(minStopWaiting, total),
    expectedMs: rate === null ? 0 : (total / rate) * msPerSecond + result.latency.e2elMs,
    loadShare: rate === null ? Number.NaN : rate / (result.throughput.qpm / secondsPerMinute),
  };
};
