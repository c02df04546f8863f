import { arrive, scheduleArrival } from "./arrive.ts";
import { decodeBoundary, dispatchToDecode } from "./decodeStage.ts";
import { firstKey, popEvent } from "./eventQueue.ts";
import { prefillDone } from "./prefillStage.ts";
import { createRun, eventKind, inServiceOf, type Run, waitingOf } from "./run.ts";
import { maxInFlight, type Setup } from "./setup.ts";
import { addWaiting } from "./stability.ts";
import { recordPoint } from "./timeline.ts";
import { addInService } from "./warmup.ts";

// One replication's event loop, run in slices of a number of events.

export const startReplication = (setup: Setup, replication: number): Run => {
  const run = createRun(setup, replication);
  if (setup.arrivals === null) run.finished = true;
  else scheduleArrival(run);
  return run;
};

const shareOf = (busy: number, slots: number): number => (slots > 0 ? busy / slots : 0);

/** Brings the areas, the stability fit and the timeline up to `nowMs`, before an event changes them. */
const catchUp = (run: Run, nowMs: number): void => {
  const { areas, prefill, decode, timeline } = run;
  while (timeline.nextMs <= nowMs) {
    recordPoint(
      timeline,
      run.router.size,
      prefill.queued,
      decode.queued,
      shareOf(prefill.busy, prefill.count * prefill.slots),
      shareOf(decode.busy, decode.count * decode.slots),
    );
  }
  const elapsedMs = nowMs - run.nowMs;
  if (elapsedMs <= 0) return;
  addWaiting(run.stability, waitingOf(run), run.nowMs, nowMs);
  areas.prefillBusy += prefill.busy * elapsedMs;
  areas.decodeBusy += decode.busy * elapsedMs;
  areas.inServers += run.inServers * elapsedMs;
  addInService(run.warmup, inServiceOf(run), elapsedMs);
  run.nowMs = nowMs;
};

// An instance's event is stale once the instance has moved its pending event to another time.
const isStale = (run: Run, kind: number, id: number, timeMs: number): boolean =>
  (kind === eventKind.prefillDone && timeMs !== run.prefill.scheduledMs[id]) ||
  (kind === eventKind.decodeBoundary && timeMs !== run.decode.boundaryMs[id]);

/** Done when every measured request is; stopped when the waiting or the in-flight count passes its limit. */
const checkEnd = (run: Run, measuredCount: number): void => {
  if (run.measuredDone >= measuredCount) run.finished = true;
  else if (waitingOf(run) >= run.setup.stopWaiting) {
    run.stopped = true;
    run.finished = true;
  } else if (run.inServers + run.router.size >= maxInFlight) {
    run.stopped = true;
    run.overfull = true;
    run.finished = true;
  }
};

/** Runs up to `maxEvents` events (an arrival is one); returns how many ran. */
export const advanceReplication = (run: Run, maxEvents: number): number => {
  const { events } = run;
  const { requests: measuredCount } = run.setup.options;
  let count = 0;
  while (count < maxEvents && !run.finished) {
    count += 1;
    if (run.nextArrivalKey < firstKey(events)) {
      const nowMs = Math.max(run.nowMs, run.lastArrivalMs);
      catchUp(run, nowMs);
      arrive(run, nowMs);
      checkEnd(run, measuredCount);
      continue;
    }
    if (!popEvent(events)) {
      run.finished = true;
      break;
    }
    const { kind, id } = events;
    if (isStale(run, kind, id, events.timeMs)) continue;
    const nowMs = Math.max(run.nowMs, events.timeMs);
    catchUp(run, nowMs);
    if (kind === eventKind.prefillDone) {
      prefillDone(run, id, nowMs);
      for (let i = 0; i < run.handoffCount; i += 1) {
        dispatchToDecode(run, run.handoff[i] as number, nowMs);
      }
      run.handoffCount = 0;
    } else if (kind === eventKind.kvArrival) dispatchToDecode(run, id, nowMs);
    else decodeBoundary(run, id, nowMs);
    checkEnd(run, measuredCount);
  }
  return count;
};

/** Share of the replication done, 0 to 1: half for the arrivals, half for the measured requests. */
export const replicationProgress = (run: Run): number => {
  if (run.finished) return 1;
  const { requests } = run.setup.options;
  return (
    0.5 * Math.min(1, run.arrived / (requests + run.warmup.endIndex)) +
    0.5 * (run.measuredDone / requests)
  );
};
