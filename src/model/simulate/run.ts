import { createDecodeFleet, type DecodeFleet } from "./decodeFleet.ts";
import { createDispatcher, type Dispatcher } from "./dispatch.ts";
import { createEventQueue, type EventQueue } from "./eventQueue.ts";
import { createFifo, type Fifo } from "./fifo.ts";
import { createPrefillFleet, type PrefillFleet } from "./prefillFleet.ts";
import { createRequests, type Requests } from "./requests.ts";
import { type Random, randomStreams } from "./rng.ts";
import { createSamples, type Samples, type Served } from "./samples.ts";
import type { Setup } from "./setup.ts";
import { createStability, type Stability } from "./stability.ts";
import { createTimelineSampler, type TimelineSampler } from "./timeline.ts";
import { createWarmup, type Warmup } from "./warmup.ts";

// One replication's state: the fleets, the queues, the clock and what it has measured so far.

// Arrivals wait beside the heap, so the heap holds the other three kinds.
export const eventKind = { prefillDone: 1, kvArrival: 2, decodeBoundary: 3 } as const;

// At one instant: capacity is freed first, then transferred caches land, then new requests
// arrive, and an idle decode instance starts its step last, with every sequence admitted then.
export const eventPriority = { frees: 0, kvArrival: 1, arrival: 2, idleStart: 3 } as const;

/** Cumulative areas under the busy and in-server counts, read at a measured completion. */
export interface Areas {
  atMs: number;
  prefillBusy: number;
  decodeBusy: number;
  inServers: number;
  completed: number;
}

const zeroAreas = (): Areas => ({
  atMs: 0,
  prefillBusy: 0,
  decodeBusy: 0,
  inServers: 0,
  completed: 0,
});

export interface Run {
  setup: Setup;
  arrivalRandom: Random;
  sizeRandom: Random;
  stepRandom: Random;
  events: EventQueue;
  requests: Requests;
  prefill: PrefillFleet;
  decode: DecodeFleet;
  toPrefill: Dispatcher;
  toDecode: Dispatcher;
  router: Fifo;
  inServers: number;
  nowMs: number;
  /** Arrivals so far; the next one has this index. */
  arrived: number;
  /** The next arrival's time, and its key in the event order (Infinity: none comes). */
  lastArrivalMs: number;
  nextArrivalKey: number;
  /** Measured requests served or rejected. */
  measuredDone: number;
  stopped: boolean;
  /** Stopped with more requests in flight at once than a run keeps (`maxInFlight`). */
  overfull: boolean;
  finished: boolean;
  samples: Samples;
  /** The warm-up: how many arrivals go unmeasured, grown until the count in service settles. */
  warmup: Warmup;
  stability: Stability;
  timeline: TimelineSampler;
  /** The running areas, and their values at the first and the latest measured completion. */
  areas: Areas;
  firstAreas: Areas | null;
  lastAreas: Areas;
  /** Prompts just prefilled whose caches need no transfer: the loop sends them to decode at once. */
  handoff: Int32Array;
  handoffCount: number;
  /** Scratch for one request's sizes and one served request, reused. */
  size: Int32Array;
  served: Served;
}

export const createRun = (setup: Setup, replication: number): Run => {
  const [arrivalRandom, sizeRandom, stepRandom] = randomStreams(
    setup.options.seed + replication,
    3,
  ) as [Random, Random, Random];
  const { deployment } = setup;
  return {
    setup,
    arrivalRandom,
    sizeRandom,
    stepRandom,
    events: createEventQueue(),
    requests: createRequests(),
    prefill: createPrefillFleet(
      deployment.prefillInstances,
      deployment.prefillSlots,
      deployment.prefillTokenBudget,
    ),
    decode: createDecodeFleet(
      deployment.decodeInstances,
      deployment.decodeSlots,
      deployment.kvTokens,
      setup.chunks.meanTokens,
      setup.times.batchInvariant,
    ),
    toPrefill: createDispatcher(deployment.routing, deployment.prefillInstances),
    toDecode: createDispatcher(deployment.routing, deployment.decodeInstances),
    router: createFifo(),
    inServers: 0,
    nowMs: 0,
    arrived: 0,
    lastArrivalMs: 0,
    nextArrivalKey: Number.POSITIVE_INFINITY,
    measuredDone: 0,
    stopped: false,
    overfull: false,
    finished: false,
    samples: createSamples(setup.options.requests),
    warmup: createWarmup(setup.options.warmupRequests, setup.options.requests),
    stability: createStability(),
    timeline: createTimelineSampler(setup.expectedMs),
    areas: zeroAreas(),
    firstAreas: null,
    lastAreas: zeroAreas(),
    handoff: new Int32Array(64),
    handoffCount: 0,
    size: new Int32Array(2),
    served: {
      ttftMs: 0,
      e2elMs: 0,
      outputTokens: 0,
      routerMs: 0,
      prefillQueueMs: 0,
      kvTransferMs: 0,
      decodeQueueMs: 0,
    },
  };
};

/** Requests in service: prefilling, in transfer or decoding, not waiting for a slot. */
export const inServiceOf = (run: Run): number =>
  run.inServers - run.prefill.queued - run.decode.queued;

/** Requests waiting anywhere: at the router, for a prefill slot, for a decode slot. */
export const waitingOf = (run: Run): number =>
  run.router.size + run.prefill.queued + run.decode.queued;
