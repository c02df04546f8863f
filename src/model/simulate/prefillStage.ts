import { changeLoad, pickInstance } from "./dispatch.ts";
import { pushEvent, tieMs } from "./eventQueue.ts";
import { fifoPeek, fifoPush, fifoShift } from "./fifo.ts";
import {
  allocatePrefill,
  finishPrefill,
  nextPrefillFinishMs,
  prefillFits,
  prefillQueue,
  rerate,
  startPrefill,
} from "./prefillFleet.ts";
import { eventKind, eventPriority, type Run } from "./run.ts";
import { kvTransferTime } from "./stepTimes.ts";

// Prefill: a request dispatched by the router queues FIFO at one instance, is served there, and
// its KV cache then travels to decode (no link contention).

const schedule = (run: Run, instance: number, nowMs: number): void => {
  const { prefill } = run;
  rerate(prefill, run.setup.times, instance);
  const atMs = nextPrefillFinishMs(prefill, instance, nowMs);
  const pendingMs = prefill.scheduledMs[instance] as number;
  // The event already pending serves when it falls at the same instant.
  if (atMs === pendingMs || Math.abs(atMs - pendingMs) <= tieMs(atMs)) return;
  prefill.scheduledMs[instance] = atMs;
  if (atMs < Number.POSITIVE_INFINITY) {
    pushEvent(run.events, atMs, eventPriority.frees, eventKind.prefillDone, instance);
  }
};

const handOff = (run: Run, slot: number): void => {
  if (run.handoffCount === run.handoff.length) {
    const grown = new Int32Array(run.handoff.length * 2);
    grown.set(run.handoff);
    run.handoff = grown;
  }
  run.handoff[run.handoffCount] = slot;
  run.handoffCount += 1;
};

/** The router lets a request into the servers: it goes to a prefill instance. */
export const dispatchToPrefill = (run: Run, slot: number, nowMs: number): void => {
  const { prefill, requests } = run;
  run.inServers += 1;
  requests.dispatchMs[slot] = nowMs;
  const instance = pickInstance(run.toPrefill);
  allocatePrefill(prefill, instance);
  changeLoad(run.toPrefill, instance, 1);
  const tokens = requests.inputTokens[slot] as number;
  const queue = prefillQueue(prefill, instance);
  if (queue.size === 0 && prefillFits(prefill, instance, tokens)) {
    requests.prefillStartMs[slot] = nowMs;
    startPrefill(prefill, instance, slot, tokens, nowMs);
    schedule(run, instance, nowMs);
  } else {
    fifoPush(queue, slot);
    prefill.queued += 1;
  }
};

/**
 * A prefill instance's completion event: prompts leave, their caches go (those needing no transfer
 * into `run.handoff`, for the caller to send on), queued prompts start.
 */
export const prefillDone = (run: Run, instance: number, nowMs: number): void => {
  const { prefill, requests } = run;
  const { times } = run.setup;
  prefill.scheduledMs[instance] = Number.POSITIVE_INFINITY;
  let slot = finishPrefill(prefill, instance, nowMs, requests.inputTokens, true);
  while (slot >= 0) {
    requests.prefillEndMs[slot] = nowMs;
    changeLoad(run.toPrefill, instance, -1);
    const transferMs = kvTransferTime(times, requests.inputTokens[slot] as number);
    if (transferMs > 0) {
      pushEvent(run.events, nowMs + transferMs, eventPriority.kvArrival, eventKind.kvArrival, slot);
    } else {
      handOff(run, slot);
    }
    slot = finishPrefill(prefill, instance, nowMs, requests.inputTokens, false);
  }
  const queue = prefillQueue(prefill, instance);
  let next = fifoPeek(queue);
  while (next >= 0 && prefillFits(prefill, instance, requests.inputTokens[next] as number)) {
    fifoShift(queue);
    prefill.queued -= 1;
    requests.prefillStartMs[next] = nowMs;
    startPrefill(prefill, instance, next, requests.inputTokens[next] as number, nowMs);
    next = fifoPeek(queue);
  }
  schedule(run, instance, nowMs);
};
