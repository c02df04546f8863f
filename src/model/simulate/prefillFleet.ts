import { createFifo, type Fifo } from "./fifo.ts";
import { createKeyedHeap, heapMinKey, heapPop, heapPush, type KeyedHeap } from "./keyedHeap.ts";
import { grownCapacity, resized } from "./resize.ts";
import { prefillRate, type StepTimes } from "./stepTimes.ts";

// The prefill instances, as processor sharing in virtual time: while n prompts averaging L̄ are in
// service, each receives prompt tokens at the same rate, so one virtual clock (tokens each has
// received) serves them all and a prompt of L tokens admitted at virtual time v leaves at v + L.

// Prompts whose virtual finish lies this close (relative) leave together: rounding, not service.
const finishShare = 1e-9;

export interface PrefillFleet {
  count: number;
  /** Instances with state so far: the lowest indexes, the only ones a request has gone to. */
  allocated: number;
  slots: number;
  /** Prompt tokens in service per instance, Infinity without a cap. */
  tokenBudget: number;
  inService: Int32Array;
  tokensInService: Float64Array;
  virtualTokens: Float64Array;
  updatedMs: Float64Array;
  /** Prompt tokens per ms each prompt in service receives. */
  rate: Float64Array;
  /** The time of the completion event each instance has pending; events at other times are stale. */
  scheduledMs: Float64Array;
  finishing: (KeyedHeap | undefined)[];
  queues: (Fifo | undefined)[];
  /** Prompts waiting for a slot, over every instance. */
  queued: number;
  /** Prompts in service, over every instance. */
  busy: number;
}

export const createPrefillFleet = (
  count: number,
  slots: number,
  tokenBudget: number | null,
): PrefillFleet => ({
  count,
  allocated: 0,
  slots,
  tokenBudget: tokenBudget ?? Number.POSITIVE_INFINITY,
  inService: new Int32Array(0),
  tokensInService: new Float64Array(0),
  virtualTokens: new Float64Array(0),
  updatedMs: new Float64Array(0),
  rate: new Float64Array(0),
  scheduledMs: new Float64Array(0),
  finishing: [],
  queues: [],
  queued: 0,
  busy: 0,
});

/** Gives instance `instance` (and every one below it) state. */
export const allocatePrefill = (fleet: PrefillFleet, instance: number): void => {
  if (instance < fleet.allocated) return;
  const capacity = grownCapacity(fleet.inService.length, instance + 1, fleet.count);
  if (capacity > fleet.inService.length) {
    fleet.inService = resized(fleet.inService, capacity);
    fleet.tokensInService = resized(fleet.tokensInService, capacity);
    fleet.virtualTokens = resized(fleet.virtualTokens, capacity);
    fleet.updatedMs = resized(fleet.updatedMs, capacity);
    fleet.rate = resized(fleet.rate, capacity);
    fleet.scheduledMs = resized(fleet.scheduledMs, capacity, Number.POSITIVE_INFINITY);
  }
  fleet.allocated = instance + 1;
};

export const prefillQueue = (fleet: PrefillFleet, instance: number): Fifo => {
  let queue = fleet.queues[instance];
  if (!queue) {
    queue = createFifo();
    fleet.queues[instance] = queue;
  }
  return queue;
};

/** True when the instance has a free slot and room in its token budget for the prompt. */
export const prefillFits = (fleet: PrefillFleet, instance: number, tokens: number): boolean =>
  (fleet.inService[instance] as number) < fleet.slots &&
  (fleet.tokensInService[instance] as number) + tokens <= fleet.tokenBudget;

const catchUp = (fleet: PrefillFleet, instance: number, nowMs: number): void => {
  const elapsed = nowMs - (fleet.updatedMs[instance] as number);
  if (elapsed > 0) {
    fleet.virtualTokens[instance] =
      (fleet.virtualTokens[instance] as number) + elapsed * (fleet.rate[instance] as number);
  }
  fleet.updatedMs[instance] = nowMs;
};

/** Sets the rate after prompts start or leave. */
export const rerate = (fleet: PrefillFleet, times: StepTimes, instance: number): void => {
  const n = fleet.inService[instance] as number;
  fleet.rate[instance] =
    n > 0 ? prefillRate(times, n, (fleet.tokensInService[instance] as number) / n) : 0;
};

/** Starts a prompt of `tokens` on an instance at `nowMs`; the caller then rerates it. */
export const startPrefill = (
  fleet: PrefillFleet,
  instance: number,
  slot: number,
  tokens: number,
  nowMs: number,
): void => {
  catchUp(fleet, instance, nowMs);
  let heap = fleet.finishing[instance];
  if (!heap) {
    heap = createKeyedHeap();
    fleet.finishing[instance] = heap;
  }
  heapPush(heap, (fleet.virtualTokens[instance] as number) + tokens, slot);
  fleet.inService[instance] = (fleet.inService[instance] as number) + 1;
  fleet.tokensInService[instance] = (fleet.tokensInService[instance] as number) + tokens;
  fleet.busy += 1;
};

/**
 * Removes the next prompt that has received all its tokens by `nowMs` and returns its slot, or −1;
 * the caller then rerates. With `force`, the first prompt leaves whatever rounding says: its
 * completion event is due.
 */
export const finishPrefill = (
  fleet: PrefillFleet,
  instance: number,
  nowMs: number,
  tokensOf: Int32Array,
  force: boolean,
): number => {
  const heap = fleet.finishing[instance];
  if (!heap || heap.size === 0) return -1;
  catchUp(fleet, instance, nowMs);
  const virtual = fleet.virtualTokens[instance] as number;
  if (!force && heapMinKey(heap) > virtual + finishShare * Math.max(1, virtual)) return -1;
  const slot = heapPop(heap);
  fleet.inService[instance] = (fleet.inService[instance] as number) - 1;
  fleet.tokensInService[instance] =
    (fleet.tokensInService[instance] as number) - (tokensOf[slot] as number);
  fleet.busy -= 1;
  if (fleet.inService[instance] === 0) {
    fleet.virtualTokens[instance] = 0;
    fleet.tokensInService[instance] = 0;
  }
  return slot;
};

/** When the next prompt leaves at the current rate (Infinity: none). */
export const nextPrefillFinishMs = (
  fleet: PrefillFleet,
  instance: number,
  nowMs: number,
): number => {
  const heap = fleet.finishing[instance];
  const rate = fleet.rate[instance] as number;
  if (!heap || heap.size === 0 || rate <= 0) return Number.POSITIVE_INFINITY;
  const left = heapMinKey(heap) - (fleet.virtualTokens[instance] as number);
  return nowMs + (left > 0 ? left / rate : 0);
};
