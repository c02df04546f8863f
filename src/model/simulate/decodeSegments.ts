import { type DecodeFleet, lazyFifo } from "./decodeFleet.ts";
import { fifoPush } from "./fifo.ts";
import { createKeyedHeap, heapMinKey, heapPush, type KeyedHeap } from "./keyedHeap.ts";
import type { Requests } from "./requests.ts";
import { contextBucketTokens, decodeEntry, type StepTimes } from "./stepTimes.ts";

// Decode in segments: between two changes of its batch an instance runs identical steps back to
// back, so one event covers them all. A segment ends at the step where the next sequence finishes
// (drawn when it joined), at the step boundary after a new sequence is admitted (unless the step
// time ignores the batch), or, when a step's time depends on the context, once the mean context
// moves a bucket.

const enterBatch = (
  fleet: DecodeFleet,
  requests: Requests,
  instance: number,
  slot: number,
  joinStep: number,
  heap: KeyedHeap,
): void => {
  heapPush(heap, joinStep + (requests.steps[slot] as number), slot);
  fleet.running[instance] = (fleet.running[instance] as number) + 1;
  fleet.contextBase[instance] =
    (fleet.contextBase[instance] as number) +
    (requests.inputTokens[slot] as number) +
    1 -
    fleet.tokensPerStep * joinStep;
  if ((requests.measured[slot] as number) >= 0) {
    fleet.measuredRunning[instance] = (fleet.measuredRunning[instance] as number) + 1;
  }
};

/**
 * Puts an admitted sequence in line for the next step start. Returns the time of the instance's
 * next boundary event when it must move (an idle instance starts now; a running one ends its
 * segment at the next step boundary, or where the newcomer finishes), or −1 when the event
 * already pending serves. Where the batch does not change a step's time, the newcomer joins the
 * running segment at that boundary without ending it, and `lateJoinMs` says when.
 */
export const joinDecode = (
  fleet: DecodeFleet,
  requests: Requests,
  instance: number,
  slot: number,
  nowMs: number,
): number => {
  fleet.lateJoinMs = -1;
  if (fleet.active[instance] === 0) {
    fifoPush(lazyFifo(fleet.joining, instance), slot);
    if (fleet.startPending[instance] === 1) return -1;
    fleet.startPending[instance] = 1;
    fleet.boundaryMs[instance] = nowMs;
    return nowMs;
  }
  const startMs = fleet.segmentStartMs[instance] as number;
  const stepMs = fleet.stepMs[instance] as number;
  const step = fleet.step[instance] as number;
  const stepsIn = Math.floor((nowMs - startMs) / stepMs) + 1;
  const boundaryStep = step + stepsIn;
  const endStep = fleet.segmentEndStep[instance] as number;
  if (boundaryStep >= endStep) {
    fifoPush(lazyFifo(fleet.joining, instance), slot);
    return -1;
  }
  const boundaryMs = Math.max(nowMs, startMs + stepsIn * stepMs);
  if (!fleet.batchInvariant) {
    fifoPush(lazyFifo(fleet.joining, instance), slot);
    fleet.segmentEndStep[instance] = boundaryStep;
    fleet.boundaryMs[instance] = boundaryMs;
    return boundaryMs;
  }
  enterBatch(fleet, requests, instance, slot, boundaryStep, fleet.finishing[instance] as KeyedHeap);
  if ((requests.measured[slot] as number) >= 0) {
    fleet.lateCount[instance] = (fleet.lateCount[instance] as number) + 1;
    fleet.lateChunks[instance] = (fleet.lateChunks[instance] as number) - (boundaryStep + 1);
  }
  fleet.lateJoinMs = boundaryMs;
  const finishStep = boundaryStep + (requests.steps[slot] as number);
  if (finishStep >= endStep) return -1;
  fleet.segmentEndStep[instance] = finishStep;
  const atMs = startMs + (finishStep - step) * stepMs;
  fleet.boundaryMs[instance] = atMs;
  return atMs;
};

/**
 * Ends the running segment at its boundary: the steps done, and the measured chunks of one step
 * time each they streamed, added to `chunkWeights` at the segment's memo entry.
 */
export const closeSegment = (
  fleet: DecodeFleet,
  instance: number,
  chunkWeights: Float64Array,
): void => {
  if (fleet.active[instance] === 0) return;
  const steps = (fleet.segmentEndStep[instance] as number) - (fleet.step[instance] as number);
  const entry = fleet.entry[instance] as number;
  const endStep = fleet.segmentEndStep[instance] as number;
  // A sequence that joined at step j streamed endStep − j chunks here, its first counted apart.
  chunkWeights[entry] =
    (chunkWeights[entry] as number) +
    steps * (fleet.measuredAtStart[instance] as number) -
    (fleet.joinedMeasured[instance] as number) +
    (fleet.lateCount[instance] as number) * endStep +
    (fleet.lateChunks[instance] as number);
  fleet.lateCount[instance] = 0;
  fleet.lateChunks[instance] = 0;
  fleet.step[instance] = endStep;
  fleet.active[instance] = 0;
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
    enterBatch(fleet, requests, instance, slot, step, heap);
    if ((requests.measured[slot] as number) >= 0) joinedMeasured += 1;
    if (fleet.joinedCount === fleet.joined.length) {
      const grown = new Int32Array(fleet.joined.length * 2);
      grown.set(fleet.joined);
      fleet.joined = grown;
    }
    fleet.joined[fleet.joinedCount] = slot;
    fleet.joinedCount += 1;
  }
  fleet.joinedMeasured[instance] = joinedMeasured;
  fleet.measuredAtStart[instance] = fleet.measuredRunning[instance] as number;
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
