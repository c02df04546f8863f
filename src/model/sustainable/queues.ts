import {
  departureScv,
  type MultiServerQueue,
  maxModelledUtilization,
  multiServerWait,
  noWait,
  type WaitShape,
} from "../latency/queueing.ts";
import { msPerSecond } from "../units.ts";
import { occupancyOf } from "./occupancy.ts";
import type { EstimateSetup } from "./setup.ts";

// The deployment's queues at one offered load: router, prefill, decode (each an M/G/c-type queue).

export interface Deployment {
  prefillInstances: number;
  decodeInstances: number;
}

export interface QueueState {
  ratePerSecond: number;
  /** The offered load is below every stage's capacity as the estimate sees it. */
  stable: boolean;
  /** A stage runs at or past maxModelledUtilization: the waits are read there, a floor on the real ones. */
  saturated: boolean;
  /** The offered load at which prefill or decode reaches maxModelledUtilization (Infinity: never). */
  saturationPerSecond: number;
  /** Busy share of each side's slots in the estimate (its own capacity, not the article's). */
  busy: { prefill: number; decode: number };
  waits: { router: WaitShape; prefill: WaitShape; decode: WaitShape };
  /** ms per prompt token: the prefill at its mean occupancy plus the KV transfer. */
  promptMsPerToken: number;
  /** One decode step at the mean occupancy, and the mean wait for the next step to start. */
  stepMs: number;
  joinMs: number;
  /** Mean time a request holds a decode slot. */
  decodeHoldMs: number;
  /** Requests in the servers (dispatched, not yet finished), by Little's law. */
  inFlight: number;
}

/** Erlangs over slots; with no slot, full as soon as anything arrives (and the load never drains). */
const busyShare = (erlangs: number, slots: number): number =>
  slots > 0 ? erlangs / slots : erlangs > 0 ? 1 : 0;

/** Per-queue view of one side: pooled over every slot (leastLoaded) or one instance (roundRobin). */
const sideQueue = (
  pooled: boolean,
  instances: number,
  slots: number,
  batch: number,
  arrivalsPerMs: number,
  serviceMs: { meanMs: number; fullMs: number },
  scv: { arrivalScv: number; serviceScv: number },
  pace = 1,
): MultiServerQueue => {
  const queues = pooled ? 1 : instances;
  const perQueue = arrivalsPerMs / queues;
  const slotsPerQueue = (slots * instances) / queues;
  const servers = Math.max(1, Math.round((batch * instances * pace) / queues));
  return {
    servers,
    offeredErlangs: (perQueue * serviceMs.meanMs * servers) / slotsPerQueue,
    drainPerMs: slotsPerQueue / serviceMs.fullMs,
    arrivalsPerMs: perQueue,
    arrivalScv: scv.arrivalScv,
    serviceScv: scv.serviceScv,
    instanceDrainPerMs: pooled && instances > 1 ? slots / serviceMs.fullMs : undefined,
  };
};

/**
 * The offered load (requests per second) at which prefill or decode reaches
 * maxModelledUtilization: the estimate's own capacity, read without the queues.
 */
export const saturationRate = (setup: EstimateSetup, deployment: Deployment): number => {
  const { prefill, decode } = setup;
  const prefillFullMs = prefill.fullMs;
  const holdMs = decode.saturationHoldMs;
  const perMs = Math.min(
    prefillFullMs > 0
      ? (deployment.prefillInstances * prefill.slots) / prefillFullMs
      : Number.POSITIVE_INFINITY,
    holdMs > 0 ? (deployment.decodeInstances * decode.slots) / holdMs : Number.POSITIVE_INFINITY,
  );
  return (maxModelledUtilization * perMs * msPerSecond) / (1 - setup.rejectedShare);
};

export const queuesAt = (
  setup: EstimateSetup,
  deployment: Deployment,
  ratePerSecond: number,
): QueueState => {
  const x = Math.max(1, deployment.prefillInstances);
  const y = Math.max(1, deployment.decodeInstances);
  const offered = (Math.max(0, ratePerSecond) * (1 - setup.rejectedShare)) / msPerSecond;
  const pooled = setup.load.routing === "leastLoaded";
  const { prefill, decode, sizes } = setup;
  const promptTokens = sizes.inputMoments.mean;

  // Each side's capacity with every slot busy; past maxModelledUtilization of the smaller, the
  // estimate is read at that load (saturated), so it never falls as the load grows.
  const prefillFullMs = prefill.fullMs;
  const prefillBusy = busyShare(offered * prefillFullMs, x * prefill.slots);
  const decodeBusy = busyShare(offered * decode.full.holdMs, y * decode.slots);
  const busiest = Math.max(prefillBusy, decodeBusy);
  const lambda =
    busiest > maxModelledUtilization ? (offered * maxModelledUtilization) / busiest : offered;

  const prefillOccupancy = occupancyOf(
    prefill.slots,
    lambda / x,
    prefill.steadyServiceMs ?? prefill.serviceMs,
    0,
  );
  const prefillMeanMs = prefill.serviceMs(prefillOccupancy);
  const prefillArrivalScv = pooled ? setup.arrivalScv : setup.arrivalScv / x;
  // Where a prompt at the mean occupancy runs faster than in a full batch (compute-bound prefill
  // shares an instance as it fills), the b_p slots act as fewer servers of that pace, with the same
  // capacity, c = b_p · S(n) / S(b_p): a prompt mostly waits by sharing, not for a free slot.
  const pace = prefillFullMs > 0 ? Math.min(1, prefillMeanMs / prefillFullMs) : 1;
  const p = sideQueue(
    pooled,
    x,
    prefill.slots,
    prefill.batch,
    lambda,
    { meanMs: prefillMeanMs / pace, fullMs: prefillFullMs },
    { arrivalScv: prefillArrivalScv, serviceScv: prefill.serviceScv },
    pace,
  );
  const prefillWait = multiServerWait(p);

  const steadyStepMs = decode.steadyStepMs;
  const decodeOccupancy = occupancyOf(
    decode.slots,
    lambda / y,
    steadyStepMs === undefined ? decode.holdMs : decode.hold.mean(steadyStepMs, lambda / y),
    lambda / y,
  );
  const hold = decode.hold.at(decode.stepMs(decodeOccupancy), lambda / y);
  // The stream into decode is prefill's departures: every prefill slot's, whatever the routing.
  const prefillModelBusy = busyShare(lambda * prefillFullMs, x * prefill.slots);
  const decodeArrivalScv =
    departureScv(prefillModelBusy, x * prefill.batch, setup.arrivalScv, prefill.serviceScv) /
    (pooled ? 1 : y);
  // Likewise a decode step of the mean occupancy against a full batch's.
  const fullStepMs = decode.full.stepMs;
  const decodePace = fullStepMs > 0 ? Math.min(1, hold.stepMs / fullStepMs) : 1;
  const decodeWait =
    decode.decodingShare > 0
      ? multiServerWait(
          sideQueue(
            pooled,
            y,
            decode.slots,
            decode.batch,
            lambda,
            { meanMs: hold.mean / decodePace, fullMs: decode.full.holdMs },
            { arrivalScv: decodeArrivalScv, serviceScv: hold.scv },
            decodePace,
          ),
        )
      : noWait;

  const promptMsPerToken = prefill.msPerToken(prefillOccupancy) + prefill.kvTransferMsPerToken;
  const serversMs =
    prefillWait.probability * prefillWait.conditionalMs +
    promptMsPerToken * promptTokens +
    decodeWait.probability * decodeWait.conditionalMs +
    hold.mean;
  const router = setup.routerMaxConcurrency;
  const routerWait =
    router === undefined || !(serversMs > 0)
      ? noWait
      : multiServerWait({
          servers: router,
          offeredErlangs: lambda * serversMs,
          drainPerMs: router / serversMs,
          arrivalsPerMs: lambda,
          arrivalScv: setup.arrivalScv,
          serviceScv: (hold.scv * hold.mean * hold.mean) / (serversMs * serversMs),
        });
  const routerBusy = router === undefined ? 0 : (offered * serversMs) / router;
  return {
    ratePerSecond,
    stable: offered === 0 || (busiest < 1 && routerBusy < 1),
    saturated: offered > 0 && Math.max(busiest, routerBusy) >= maxModelledUtilization,
    saturationPerSecond:
      busiest > 0 ? (ratePerSecond * maxModelledUtilization) / busiest : Number.POSITIVE_INFINITY,
    busy: { prefill: prefillBusy, decode: decodeBusy },
    waits: { router: routerWait, prefill: prefillWait, decode: decodeWait },
    promptMsPerToken,
    stepMs: hold.stepMs,
    joinMs: hold.joinMs,
    decodeHoldMs: hold.mean,
    inFlight: offered * serversMs,
  };
};
