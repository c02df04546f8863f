import { stepsFor } from "./chunkSteps.ts";
import {
  allocateDecode,
  decodeFits,
  decodeQueue,
  kvNeed,
  releaseDecode,
  reserveDecode,
} from "./decodeFleet.ts";
import { closeSegment, joinDecode, leaveBatch, startSegment } from "./decodeSegments.ts";
import { changeLoad, pickInstance } from "./dispatch.ts";
import { pushEvent } from "./eventQueue.ts";
import { fifoPeek, fifoPush, fifoShift } from "./fifo.ts";
import { heapMinKey, heapPop } from "./keyedHeap.ts";
import { releaseSlot } from "./requests.ts";
import { admitFromRouter } from "./router.ts";
import { eventKind, eventPriority, type Run } from "./run.ts";
import { ensureChunkEntries, recordFirstChunk, recordServed } from "./samples.ts";

// Decode: a request whose cache has arrived takes a slot (its first token reaches the user then),
// joins the batch at the next step start and streams one chunk a step until its drawn steps are done.

const snapshotAreas = (run: Run, nowMs: number): void => {
  const { areas } = run;
  if (run.firstAreas === null) run.firstAreas = { ...areas, atMs: nowMs };
  const last = run.lastAreas;
  last.atMs = nowMs;
  last.prefillBusy = areas.prefillBusy;
  last.decodeBusy = areas.decodeBusy;
  last.inServers = areas.inServers;
  last.completed = areas.completed;
};

/** A request's last token: it leaves its slot and the servers, and its numbers are kept. */
const finish = (run: Run, instance: number, slot: number, nowMs: number): void => {
  const { requests } = run;
  releaseDecode(run.decode, instance, kvNeed(requests, slot));
  changeLoad(run.toDecode, instance, -1);
  run.inServers -= 1;
  run.areas.completed += 1;
  if ((requests.measured[slot] as number) >= 0) {
    const arrivalMs = requests.arrivalMs[slot] as number;
    const served = run.served;
    served.ttftMs = (requests.firstTokenMs[slot] as number) - arrivalMs;
    served.e2elMs = nowMs - arrivalMs;
    served.outputTokens = requests.outputTokens[slot] as number;
    served.routerMs = (requests.dispatchMs[slot] as number) - arrivalMs;
    served.prefillQueueMs =
      (requests.prefillStartMs[slot] as number) - (requests.dispatchMs[slot] as number);
    served.kvTransferMs =
      (requests.kvArrivalMs[slot] as number) - (requests.prefillEndMs[slot] as number);
    served.decodeQueueMs =
      (requests.firstTokenMs[slot] as number) - (requests.kvArrivalMs[slot] as number);
    recordServed(run.samples, run.setup.slo, served, nowMs);
    run.measuredDone += 1;
    snapshotAreas(run, nowMs);
  }
  releaseSlot(requests, slot);
  admitFromRouter(run, nowMs);
};

/** Takes a decode slot now: the first token; a one-token request is done at once. */
const admit = (run: Run, instance: number, slot: number, nowMs: number): void => {
  const { requests, decode } = run;
  reserveDecode(decode, instance, kvNeed(requests, slot));
  requests.firstTokenMs[slot] = nowMs;
  const steps = stepsFor(
    run.setup.chunks,
    run.stepRandom,
    (requests.outputTokens[slot] as number) - 1,
  );
  requests.steps[slot] = steps;
  if (steps === 0) {
    finish(run, instance, slot, nowMs);
    return;
  }
  const atMs = joinDecode(decode, requests, instance, slot, nowMs);
  if (decode.lateJoinMs >= 0 && (requests.measured[slot] as number) >= 0) {
    recordFirstChunk(run.samples, decode.lateJoinMs - nowMs + (decode.stepMs[instance] as number));
  }
  if (atMs < 0) return;
  const priority =
    decode.startPending[instance] === 1 ? eventPriority.idleStart : eventPriority.frees;
  pushEvent(run.events, atMs, priority, eventKind.decodeBoundary, instance);
};

const admitQueued = (run: Run, instance: number, nowMs: number): void => {
  const { decode, requests } = run;
  const queue = decodeQueue(decode, instance);
  let next = fifoPeek(queue);
  while (next >= 0 && decodeFits(decode, instance, kvNeed(requests, next))) {
    fifoShift(queue);
    decode.queued -= 1;
    admit(run, instance, next, nowMs);
    next = fifoPeek(queue);
  }
};

/** A request's KV cache reaches decode: it goes to one instance, and takes a slot when one is free. */
export const dispatchToDecode = (run: Run, slot: number, nowMs: number): void => {
  const { decode, requests } = run;
  requests.kvArrivalMs[slot] = nowMs;
  const instance = pickInstance(run.toDecode);
  allocateDecode(decode, instance);
  changeLoad(run.toDecode, instance, 1);
  const queue = decodeQueue(decode, instance);
  if (queue.size === 0 && decodeFits(decode, instance, kvNeed(requests, slot))) {
    admit(run, instance, slot, nowMs);
  } else {
    fifoPush(queue, slot);
    decode.queued += 1;
  }
};

/** A decode instance's step boundary: sequences finish, waiting ones join, the next segment starts. */
export const decodeBoundary = (run: Run, instance: number, nowMs: number): void => {
  const { decode, requests, samples } = run;
  const { times } = run.setup;
  ensureChunkEntries(samples, times.decodeStepMs.length);
  closeSegment(decode, instance, samples.chunkWeights);
  // Admissions now join the segment starting here, so none asks for a start event of its own.
  decode.startPending[instance] = 1;
  const step = decode.step[instance] as number;
  const heap = decode.finishing[instance];
  while (heap && heap.size > 0 && heapMinKey(heap) <= step) {
    const finishStep = heapMinKey(heap);
    const slot = heapPop(heap);
    leaveBatch(decode, requests, instance, slot, finishStep - (requests.steps[slot] as number));
    finish(run, instance, slot, nowMs);
  }
  admitQueued(run, instance, nowMs);
  const atMs = startSegment(decode, times, requests, instance, nowMs);
  const stepMs = decode.stepMs[instance] as number;
  for (let i = 0; i < decode.joinedCount; i += 1) {
    const joined = decode.joined[i] as number;
    if ((requests.measured[joined] as number) >= 0) {
      recordFirstChunk(samples, nowMs - (requests.firstTokenMs[joined] as number) + stepMs);
    }
  }
  if (atMs >= 0) {
    pushEvent(run.events, atMs, eventPriority.frees, eventKind.decodeBoundary, instance);
  }
};
