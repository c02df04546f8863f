import { createFifo, type Fifo } from "./fifo.ts";
import type { KeyedHeap } from "./keyedHeap.ts";
import type { Requests } from "./requests.ts";
import { grownCapacity, resized } from "./resize.ts";

// The decode instances' state: slots, KV space, the batch and its current segment of steps.

export interface DecodeFleet {
  count: number;
  /** Instances with state so far: the lowest indexes, the only ones a request has gone to. */
  allocated: number;
  slots: number;
  /** KV tokens per instance, Infinity when not modelled. */
  kvTokens: number;
  /** Mean tokens per step of one sequence (α), for the context the roofline reads. */
  tokensPerStep: number;
  /** True when a step takes the same time at every batch and context (an entered constant). */
  batchInvariant: boolean;
  /** Sequences holding a slot: in the step batch or waiting to join at the next step. */
  reserved: Int32Array;
  running: Int32Array;
  measuredRunning: Int32Array;
  /** Measured sequences in the batch when the current segment started. */
  measuredAtStart: Int32Array;
  /** Measured sequences that joined at the current segment's start (their first chunk is apart). */
  joinedMeasured: Int32Array;
  /** Measured sequences that joined within the segment, and −Σ (their join step + 1). */
  lateCount: Int32Array;
  lateChunks: Float64Array;
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
  /** When the last sequence joining a running segment takes its first step (−1: it waits for a boundary). */
  lateJoinMs: number;
  queued: number;
  busy: number;
}

export const createDecodeFleet = (
  count: number,
  slots: number,
  kvTokens: number | null,
  tokensPerStep: number,
  batchInvariant: boolean,
): DecodeFleet => ({
  count,
  allocated: 0,
  slots,
  kvTokens: kvTokens ?? Number.POSITIVE_INFINITY,
  tokensPerStep,
  batchInvariant,
  reserved: new Int32Array(0),
  running: new Int32Array(0),
  measuredRunning: new Int32Array(0),
  measuredAtStart: new Int32Array(0),
  joinedMeasured: new Int32Array(0),
  lateCount: new Int32Array(0),
  lateChunks: new Float64Array(0),
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
  lateJoinMs: -1,
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
    fleet.measuredAtStart = resized(fleet.measuredAtStart, capacity);
    fleet.joinedMeasured = resized(fleet.joinedMeasured, capacity);
    fleet.lateCount = resized(fleet.lateCount, capacity);
    fleet.lateChunks = resized(fleet.lateChunks, capacity);
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

/** An instance's queue in `list`, made on first use. */
export const lazyFifo = (list: (Fifo | undefined)[], instance: number): Fifo => {
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
