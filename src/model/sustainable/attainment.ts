import type { WaitShape } from "../latency/queueing.ts";
import { totalWait, tpotParts, ttftCdf } from "./distribution.ts";
import { normalCdf } from "./normal.ts";
import type { QueueState } from "./queues.ts";
import type { EstimateSetup } from "./setup.ts";

// The share of requests that meet every SLO at one load.

/** The SLO targets a request must meet together; absent ones always hold. */
export interface Targets {
  ttftMs?: number | undefined;
  tpotMs?: number | undefined;
  e2elMs?: number | undefined;
}

/**
 * Share of requests meeting every target: per output cell, P(TPOT ≤ target) times P(TTFT ≤
 * min(TTFT target, E2EL target − the cell's decode time)), TPOT's step noise taken as independent.
 */
export const attainmentAt = (
  setup: EstimateSetup,
  state: QueueState,
  targets: Targets,
  wait: WaitShape = totalWait(state),
): number => {
  const ttftTarget = targets.ttftMs ?? Number.POSITIVE_INFINITY;
  const e2elTarget = targets.e2elMs ?? Number.POSITIVE_INFINITY;
  const tpot = tpotParts(setup, state);
  let [share, next] = [0, 0];
  for (const cell of setup.decode.outputCells) {
    const decodes = cell.tokensAfterFirst > 0;
    const decodeMs = decodes ? state.joinMs + cell.stepsMean * state.stepMs : 0;
    const part = decodes ? tpot[next] : undefined;
    if (decodes) next += 1;
    const tpotShare =
      part && targets.tpotMs !== undefined
        ? part.sd > 0
          ? normalCdf((targets.tpotMs - part.mean) / part.sd)
          : part.mean <= targets.tpotMs
            ? 1
            : 0
        : 1;
    const ttftBound = Math.min(ttftTarget, e2elTarget - decodeMs);
    const ttftShare = Number.isFinite(ttftBound) ? ttftCdf(setup, state, ttftBound, wait) : 1;
    share += cell.weight * tpotShare * ttftShare;
  }
  return Math.min(1, Math.max(0, share));
};
