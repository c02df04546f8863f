import { createFifo, type Fifo, fifoPush } from "./fifo.ts";
import { createKeyedHeap, heapMinKey, heapPush, type KeyedHeap } from "./keyedHeap.ts";
import type { Requests } from "./requests.ts";
import { grownCapacity, resized } from "./resize.ts";
import { contextBucketTokens, decodeEntry, type StepTimes } from "./stepTimes.ts";

// The decode instances, in segments: between two changes of its batch an instance runs identical
// steps back to back, so one event covers them all. A segment ends at the step where the next
// sequence finishes (drawn when it joined), at the step boundary after a new sequence is admitted,
// or, when a step's time depends on the context, once the mean context moves a bucket.

export interface DecodeFleet {
  count: number;
  /** Instances with state so far: the lowest indexes, the only ones a request has gone to. */
  allocated: number;
  slots: number;
  /** KV tokens per instance, Infinity when not modelled. */
  kvTokens: number;
  /** Mean tokens per step of one sequence (α), for the context the roofline reads. */
  tokensPerStep: number;
  /** Sequences holding a slot: in the step batch or waiting to join at the next step. */
  reserved: Int32Array;
  running: Int32Array;
  measuredRunning: Int32Array;
  /** Measured sequences that joined at the current segment's start (their first chunk is apart). */
  joinedMeasured: Int32Array;
  kvUsed: Float64Array;
  /** Σ (prompt + 1 − α · join step) over the batch: with α · step, each one's context. */
  contextBase: Float64Array;
  step: Float64Array;
  segmentStartMs: Float64Array;
  segmentEndStep: Float64Array;
  stepMs: Float64Array;
  entry: Int32Array;
  active: Uint8Array;
  startPending: Uint8Array;
  /** The time of the boundary event each instance has pending (−1: none); others are stale. */
  boundaryMs: Float64Array;
  finishing: (KeyedHeap | undefined)[];
  queues: (Fifo | undefined)[];
  joining: (Fifo | undefined)[];
  /** Sequences that joined at the last segment start, for their first chunks. */
  joined: Int32Array;
  joinedCount: number;
  queued: number;
  busy: number;
}

export const createDecodeFleet = (
  count: number,
  slots: number,
  kvTokens: number | null,
  tokensPerStep: number,
): DecodeFleet => ({
  count,
  allocated: 0,
  slots,
  kvTokens: kvTokens ?? Number.POSITIVE_INFINITY,
  tokensPerStep,
  reserved: new Int32Array(0),
  running: new Int32Array(0),
  measuredRunning: new Int32Array(0),
  joinedMeasured: new Int32Array(0),
  kvUsed: new Float64Array(0),
  contextBase: new Float64Array(0),
  step: new Float64Array(0),
  segmentStartMs: new Float64Array(0),
  segmentEndStep: new Float64Array(0),
  stepMs: new Float64Array(0),
  entry: new Int32Array(0),
  active: new Uint8Array(0),
  startPending: new Uint8Array(0),
  boundaryMs: new Float64Array(0),
  finishing: [],
  queues: [],
  joining: [],
  joined: new Int32Array(64),
  joinedCount: 0,
  queued: 0,
  busy: 0,
});

/** Gives instance `instance` (and every one below it) state. */
export const allocateDecode = (fleet: DecodeFleet, instance: number): void => {
  if (instance < fleet.allocated) return;
  const capacity = grownCapacity(fleet.reserved.length, instance + 1, fleet.count);
  if (capacity > fleet.reserved.length) {
    fleet.reserved = resized(fleet.reserved, capacity);
    fleet.running = resized(fleet.running, capacity);
    fleet.measuredRunning = resized(fleet.measuredRunning, capacity);
    fleet.joinedMeasured = resized(fleet.joinedMeasured, capacity);
    fleet.kvUsed = resized(fleet.kvUsed, capacity);
    fleet.contextBase = resized(fleet.contextBase, capacity);
    fleet.step = resized(fleet.step, capacity);
    fleet.segmentStartMs = resized(fleet.segmentStartMs, capacity);
    fleet.segmentEndStep = resized(fleet.segmentEndStep, capacity);
    fleet.stepMs = resized(fleet.stepMs, capacity);
    fleet.entry = resized(fleet.entry, capacity);
    fleet.active = resized(fleet.active, capacity);
    fleet.startPending = resized(fleet.startPending, capacity);
    fleet.boundaryMs = resized(fleet.boundaryMs, capacity, -1);
  }
  fleet.allocated = instance + 1;
};

const lazyFifo = (list: (Fifo | undefined)[], instance: number): Fifo => {
  let fifo = list[instance];
  if (!fifo) {
    fifo = createFifo();
    list[instance] = fifo;
  }
  return fifo;
};

export const decodeQueue = (fleet: DecodeFleet, instance: number): Fifo =>
  lazyFifo(fleet.queues, instance);

/** KV tokens a sequence reserves when admitted: its whole context. */
export const kvNeed = (requests: Requests, slot: number): number =>
  (requests.inputTokens[slot] as number) + (requests.outputTokens[slot] as number);

export const decodeFits = (fleet: DecodeFleet, instance: number, need: number): boolean =>
  (fleet.reserved[instance] as number) < fleet.slots &&
  (fleet.kvUsed[instance] as number) + need <= fleet.kvTokens;

/** Takes a slot and the KV space for a sequence. */
export const reserveDecode = (fleet: DecodeFleet, instance: number, need: number): void => {
  fleet.reserved[instance] = (fleet.reserved[instance] as number) + 1;
  fleet.kvUsed[instance] = (fleet.kvUsed[instance] as number) + need;
  fleet.busy += 1;
};

export const releaseDecode = (fleet: DecodeFleet, instance: number, need: number): void => {
  fleet.reserved[instance] = (fleet.reserved[instance] as number) - 1;
  const left = (fleet.kvUsed[instance] as number) - need;
  fleet.kvUsed[instance] = fleet.reserved[instance] === 0 ? 0 : left;
  fleet.busy -= 1;
};

/**
 * Puts an admitted sequence in line for the next step start. Returns the time of the instance's
 * next boundary event when it must move (an idle instance starts now; a running one cuts its
 * segment at the next step boundary), or −1 when the event already pending serves.
 */
export const joinDecode = (fleet: DecodeFleet, instance: number, slot: number, nowMs: number): number => {
  fifoPush(lazyFifo(fleet.joining, instance), slot);
  if (fleet.active[instance] === 0) {
    if (fleet.startPending[instance] === 1) return -1;
    fleet.startPending[instance] = 1;
    fleet.boundaryMs[instance] = nowMs;
    return nowMs;
  }
  const startMs = fleet.segmentStartMs[instance] as number;
  const stepMs = fleet.stepMs[instance] as number;
  const stepsIn = Math.floor((nowMs - startMs) / stepMs) + 1;
  const boundaryStep = (fleet.step[instance] as number) + stepsIn;
  if (boundaryStep >= (fleet.segmentEndStep[instance] as number)) return -1;
  fleet.segmentEndStep[instance] = boundaryStep;
  const atMs = Math.max(nowMs, startMs + stepsIn * stepMs);
  fleet.boundaryMs[instance] = atMs;
  return atMs;
};

/**
 * Ends the running segment at its boundary: the steps done, and the measured chunks of one step
 * time each they streamed, added to `chunkWeights` at the segment's memo entry.
 */
export const closeSegment = (fleet: DecodeFleet, instance: number, chunkWeights: Float64Array): void => {
  if (fleet.active[instance] === 0) return;
  const steps = (fleet.segmentEndStep[instance] as number) - (fleet.step[instance] as number);
  const entry = fleet.entry[instance] as number;
  chunkWeights[entry] =
    (chunkWeights[entry] as number) +
    steps * (fleet.measuredRunning[instance] as number) -
    (fleet.joinedMeasured[instance] as number);
  fleet.step[instance] = fleet.segmentEndStep[instance] as number;
  fleet.active[instance] = 0;
};

/** The step at which the instance's next sequence finishes (Infinity when none runs). */
export const nextFinishStep = (fleet: DecodeFleet, instance: number): number => {
  const heap = fleet.finishing[instance];
  return heap ? heapMinKey(heap) : Number.POSITIVE_INFINITY;
};

/**
 * Moves the waiting joiners into the batch and starts the next segment at `nowMs`. Returns the
 * time of its boundary event, or −1 when no sequence runs. The joiners are left in `joined`.
 */
export const startSegment = (
  fleet: DecodeFleet,
  times: StepTimes,
  requests: Requests,
  instance: number,
  nowMs: number,
): number => {
  fleet.startPending[instance] = 0;
  const step = fleet.step[instance] as number;
  const joining = fleet.joining[instance];
  let heap = fleet.finishing[instance];
  if (!heap) {
    heap = createKeyedHeap();
    fleet.finishing[instance] = heap;
  }
  let joinedMeasured = 0;
  fleet.joinedCount = 0;
  const alpha = fleet.tokensPerStep;
  while (joining && joining.size > 0) {
    const slot = joining.items[joining.head] as number;
    joining.head = (joining.head + 1) & (joining.items.length - 1);
    joining.size -= 1;
    heapPush(heap, step + (requests.steps[slot] as number), slot);
    fleet.running[instance] = (fleet.running[instance] as number) + 1;
    fleet.contextBase[instance] =
      (fleet.contextBase[instance] as number) +
      (requests.inputTokens[slot] as number) +
      1 -
      alpha * step;
    if ((requests.measured[slot] as number) >= 0) {
      joinedMeasured += 1;
      fleet.measuredRunning[instance] = (fleet.measuredRunning[instance] as number) + 1;
    }
    if (fleet.joinedCount === fleet.joined.length) {
      const grown = new Int32Array(fleet.joined.length * 2);
      grown.set(fleet.joined);
      fleet.joined = grown;
    }
    fleet.joined[fleet.joinedCount] = slot;
    fleet.joinedCount += 1;
  }
  fleet.joinedMeasured[instance] = joinedMeasured;
  const running = fleet.running[instance] as number;
  if (running === 0) {
    fleet.boundaryMs[instance] = -1;
    return -1;
  }
  const meanContext = (fleet.contextBase[instance] as number) / running + alpha * step;
  const entry = decodeEntry(times, running, meanContext);
  const stepMs = times.decodeStepMs[entry] as number;
  const driftSteps = times.contextDependent
    ? Math.max(1, Math.floor(contextBucketTokens(meanContext) / alpha))
    : Number.POSITIVE_INFINITY;
  const endStep = Math.min(heapMinKey(heap), step + driftSteps);
  fleet.entry[instance] = entry;
  fleet.stepMs[instance] = stepMs;
  fleet.segmentStartMs[instance] = nowMs;
  fleet.segmentEndStep[instance] = endStep;
  fleet.active[instance] = 1;
  const atMs = nowMs + (endStep - step) * stepMs;
  fleet.boundaryMs[instance] = atMs;
  return atMs;
};

/** Takes a finished sequence out of the batch (the caller pops it from `finishing`). */
export const leaveBatch = (
  fleet: DecodeFleet,
  requests: Requests,
  instance: number,
  slot: number,
  joinStep: number,
): void => {
  fleet.running[instance] = (fleet.running[instance] as number) - 1;
  fleet.contextBase[instance] =
    fleet.running[instance] === 0
      ? 0
      : (fleet.contextBase[instance] as number) -
        ((requests.inputTokens[slot] as number) + 1 - fleet.tokensPerStep * joinStep);
  if ((requests.measured[slot] as number) >= 0) {
    fleet.measuredRunning[instance] = (fleet.measuredRunning[instance] as number) - 1;
  }
};
