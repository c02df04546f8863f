import type { OutputCell } from "./outputCells.ts";

// How long a request holds a decode slot: the wait to join the running step, then its steps.

/** Mean and squared coefficient of variation of the hold, over the output cells. */
export const holdMoments = (
  cells: readonly OutputCell[],
  stepMs: number,
  joinMs: number,
): { mean: number; scv: number } => {
  let mean = 0;
  let second = 0;
  for (const cell of cells) {
    if (cell.tokensAfterFirst <= 0) continue;
    const steps = cell.stepsMean;
    const stepsSquare = cell.stepsVariance + cell.widthStepsVariance + steps * steps;
    mean += cell.weight * (joinMs + steps * stepMs);
    second +=
      cell.weight * (joinMs * joinMs + 2 * joinMs * steps * stepMs + stepsSquare * stepMs * stepMs);
  }
  return { mean, scv: mean > 0 ? Math.max(0, second / (mean * mean) - 1) : 0 };
};

/** The mean of holdMoments alone, summed in the same order (the same number, bit for bit). */
export const holdMean = (cells: readonly OutputCell[], stepMs: number, joinMs: number): number => {
  let mean = 0;
  for (const cell of cells) {
    if (cell.tokensAfterFirst <= 0) continue;
    mean += cell.weight * (joinMs + cell.stepsMean * stepMs);
  }
  return mean;
};

/**
 * A joining sequence waits for the running step to end (half a step on average) unless the
 * instance is idle, which it is with probability e^(−n) for n sequences on it on average, n the
 * arrivals per ms on one instance times the bare hold.
 */
export const joinWaitMs = (
  cells: readonly OutputCell[],
  stepMs: number,
  perInstancePerMs: number,
): number => {
  const bare = holdMean(cells, stepMs, 0);
  return bare > 0 ? (stepMs / 2) * -Math.expm1(-perInstancePerMs * bare) : 0;
};

/** The hold of a request joining steps of `stepMs` at `perInstancePerMs` arrivals on its instance. */
export const holdAt = (
  cells: readonly OutputCell[],
  stepMs: number,
  perInstancePerMs: number,
): { stepMs: number; joinMs: number; mean: number; scv: number } => {
  const joinMs = joinWaitMs(cells, stepMs, perInstancePerMs);
  const held = holdMoments(cells, stepMs, joinMs);
  return { stepMs, joinMs, mean: held.mean, scv: held.scv };
};

export interface HoldReader {
  /** holdMean at `stepMs` with the join of joinWaitMs at `perInstancePerMs`. */
  mean: (stepMs: number, perInstancePerMs: number) => number;
  /** holdAt over the reader's cells. */
  at: (stepMs: number, perInstancePerMs: number) => ReturnType<typeof holdAt>;
}

/**
 * holdMean and holdAt over one list of cells, each part remembering the arguments it was last
 * read at: the estimate's searches read the same step time, and at one load the same arrivals,
 * many times over. The numbers are those of the functions above, bit for bit.
 */
export const holdReader = (cells: readonly OutputCell[]): HoldReader => {
  let bareRead = false;
  let bareStepMs = 0;
  let bare = 0;
  let joinRead = false;
  let joinStepMs = 0;
  let joinPerMs = 0;
  let join = 0;
  let meanRead = false;
  let meanStepMs = 0;
  let meanJoinMs = 0;
  let mean = 0;
  const joinOf = (stepMs: number, perInstancePerMs: number): number => {
    if (joinRead && Object.is(stepMs, joinStepMs) && Object.is(perInstancePerMs, joinPerMs)) {
      return join;
    }
    if (!bareRead || !Object.is(stepMs, bareStepMs)) {
      bare = holdMean(cells, stepMs, 0);
      bareStepMs = stepMs;
      bareRead = true;
    }
    join = bare > 0 ? (stepMs / 2) * -Math.expm1(-perInstancePerMs * bare) : 0;
    joinStepMs = stepMs;
    joinPerMs = perInstancePerMs;
    joinRead = true;
    return join;
  };
  return {
    mean: (stepMs, perInstancePerMs) => {
      const joinMs = joinOf(stepMs, perInstancePerMs);
      if (!meanRead || !Object.is(stepMs, meanStepMs) || !Object.is(joinMs, meanJoinMs)) {
        mean = holdMean(cells, stepMs, joinMs);
        meanStepMs = stepMs;
        meanJoinMs = joinMs;
        meanRead = true;
      }
      return mean;
    },
    at: (stepMs, perInstancePerMs) => {
      const joinMs = joinOf(stepMs, perInstancePerMs);
      const held = holdMoments(cells, stepMs, joinMs);
      return { stepMs, joinMs, mean: held.mean, scv: held.scv };
    },
  };
};
