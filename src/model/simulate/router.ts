import { fifoPush, fifoShift } from "./fifo.ts";
import { dispatchToPrefill } from "./prefillStage.ts";
import type { Run } from "./run.ts";

// The router: at most maxConcurrency requests in the servers, from dispatch to prefill until
// their last token; the rest wait here, first come first served.

/** A request that passed the checks reaches the router. */
export const routeRequest = (run: Run, slot: number, nowMs: number): void => {
  if (run.inServers < run.setup.deployment.maxConcurrency && run.router.size === 0) {
    dispatchToPrefill(run, slot, nowMs);
  } else {
    fifoPush(run.router, slot);
  }
};

/** After a request leaves the servers: let the next ones in. */
export const admitFromRouter = (run: Run, nowMs: number): void => {
  while (run.router.size > 0 && run.inServers < run.setup.deployment.maxConcurrency) {
    dispatchToPrefill(run, fifoShift(run.router), nowMs);
  }
};
