import { arrivalTimeMs } from "./arrivals.ts";
import { eventKey } from "./eventQueue.ts";
import { takeSlot } from "./requests.ts";
import { routeRequest } from "./router.ts";
import { eventPriority, inServiceOf, type Run } from "./run.ts";
import { drawSize } from "./sizes.ts";
import { closeWindow, openWindow } from "./stability.ts";
import { warmupArrival } from "./warmup.ts";

// Arrivals: the warm-up's (at least `warmupRequests`, `warmup.ts`) and those after the measured
// ones are simulated but not measured; arrivals go on until every measured request is done, so
// the end does not drain, unless the run asks to drain as a benchmark of fixed length does.

/** True when the request can never be served: a prompt over the token budget, a context over the KV cache. */
const rejects = (run: Run, inputTokens: number, outputTokens: number): boolean => {
  const { deployment, servable } = run.setup;
  if (!servable) return true;
  if (deployment.prefillTokenBudget !== null && inputTokens > deployment.prefillTokenBudget) {
    return true;
  }
  return deployment.kvTokens !== null && inputTokens + outputTokens > deployment.kvTokens;
};

/** Draws when the next request arrives; it waits beside the event heap, one arrival at a time. */
export const scheduleArrival = (run: Run): void => {
  const arrivals = run.setup.arrivals;
  run.nextArrivalKey = Number.POSITIVE_INFINITY;
  if (!arrivals) return;
  const atMs = arrivalTimeMs(arrivals, run.arrivalRandom, run.arrived, run.lastArrivalMs);
  // A rate so low that the next arrival lies past the largest time: nothing more arrives.
  if (!Number.isFinite(atMs)) return;
  run.lastArrivalMs = atMs;
  run.nextArrivalKey = eventKey(atMs, eventPriority.arrival);
};

export const arrive = (run: Run, nowMs: number): void => {
  const index = run.arrived;
  run.arrived += 1;
  const measuredCount = run.setup.options.requests;
  warmupArrival(run.warmup, index, nowMs, inServiceOf(run));
  const measured = run.warmup.open ? -1 : index - run.warmup.endIndex;
  const isMeasured = measured >= 0 && measured < measuredCount;
  if (measured === 0) openWindow(run.stability, nowMs);
  if (measured === measuredCount - 1) closeWindow(run.stability);
  drawSize(run.setup.sizes, run.sizeRandom, run.size);
  const inputTokens = run.size[0] as number;
  const outputTokens = run.size[1] as number;
  if (rejects(run, inputTokens, outputTokens)) {
    if (isMeasured) {
      run.samples.rejected += 1;
      run.measuredDone += 1;
    }
  } else {
    const { requests } = run;
    const slot = takeSlot(requests);
    requests.inputTokens[slot] = inputTokens;
    requests.outputTokens[slot] = outputTokens;
    requests.measured[slot] = isMeasured ? measured : -1;
    requests.arrivalMs[slot] = nowMs;
    routeRequest(run, slot, nowMs);
  }
  if (run.setup.options.drain && measured >= measuredCount - 1) {
    run.nextArrivalKey = Number.POSITIVE_INFINITY;
    return;
  }
  scheduleArrival(run);
};
