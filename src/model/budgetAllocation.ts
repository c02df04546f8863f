import type { Allocated } from "./allocate.ts";
import { type Capacity, decodeRateFor } from "./capacity.ts";
import { decodeSequencesFor, smallestDecodeInstances } from "./decodeInstances.ts";
import type { FleetShape } from "./planBounds.ts";
import { atLeast, nearlyEqual } from "./tolerance.ts";

/** The fewest decode instances, at most `upTo`, that keep up with `rate`; 0 when none do. */
const fewestFor = (capacity: Capacity, rate: number, upTo: number): number => {
  const y = smallestDecodeInstances(capacity, decodeSequencesFor(capacity, rate));
  return y !== null && y <= upTo ? y : 0;
};

/** Decode instances that fit beside x prefill instances in the budget. */
const decodeRoom = (shape: FleetShape, totalNodes: number, x: number): number =>
  Math.floor((totalNodes - x * shape.prefillNodes) / shape.decodeNodes);

/** Whether the decode instances left beside x prefill instances can keep up with them. */
const decodeKeepsUp = (
  capacity: Capacity,
  shape: FleetShape,
  totalNodes: number,
  x: number,
): boolean => fewestFor(capacity, x * capacity.prefillRate, decodeRoom(shape, totalNodes, x)) > 0;

/**
 * Where decode stops keeping up, without whole numbers: x · s / b decode instances (s sequences
 * in decode per prefill instance, b a decode instance's batch) fill the rest of the budget when
 * x = N / (p + d · s / b), and the router holds x · s sequences up to C, so x ≤ C / s.
 */
const balancedEstimate = (capacity: Capacity, shape: FleetShape, totalNodes: number): number => {
  const perPrefill = decodeSequencesFor(capacity, capacity.prefillRate);
  const byNodes =
    totalNodes /
    (shape.prefillNodes + (shape.decodeNodes * perPrefill) / capacity.decodeEngineBatch);
  const router = capacity.routerMaxConcurrency;
  const byRouter = router === undefined ? byNodes : Math.min(byNodes, router / perPrefill);
  return Math.floor(byRouter);
};

/**
 * The largest x in [1, maxX] whose decode keeps up, or 0 when none does. Keeping up only gets
 * harder as x grows, so the answer is where the predicate turns; it is sought outward from the
 * estimate in steps that double, then bisected, which takes a constant number of tries when
 * the estimate is off by a constant, whatever the budget.
 */
export const lastKeepingUp = (
  capacity: Capacity,
  shape: FleetShape,
  totalNodes: number,
  maxX: number,
): number => {
  const estimate = balancedEstimate(capacity, shape, totalNodes);
  const start = estimate >= 1 ? Math.min(estimate, maxX) : 1;
  // keeps(low) holds (or low = 0) and keeps(high) does not (or high = maxX + 1).
  let low: number;
  let high: number;
  if (decodeKeepsUp(capacity, shape, totalNodes, start)) {
    low = start;
    high = maxX + 1;
    for (let step = 1; low + step <= maxX; step *= 2) {
      if (!decodeKeepsUp(capacity, shape, totalNodes, low + step)) {
        high = low + step;
        break;
      }
      low += step;
    }
  } else {
    high = start;
    low = 0;
    for (let step = 1; high - step >= 1; step *= 2) {
      if (decodeKeepsUp(capacity, shape, totalNodes, high - step)) {
        low = high - step;
        break;
      }
      high -= step;
    }
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (decodeKeepsUp(capacity, shape, totalNodes, middle)) low = middle;
    else high = middle;
  }
  return low;
};

/**
 * nodeBudget: x, y ≥ 1 within N nodes maximizing λ, ties to fewer nodes. λ(x) = min(x · r_p,
 * what the rest of the budget decodes) (docs/model.md §4): the first term grows with x, the second
 * never does, so λ peaks where decode stops keeping up, near the balanced ratio. For each x the
 * best y is the first that matches x · r_p, or else the fewest that give the most the budget
 * allows; x = 1 covers a prefill side that admits nothing (λ = 0 for all).
 */
export const allocateForBudget = (
  capacity: Capacity,
  shape: FleetShape,
  totalNodes: number,
): Allocated => {
  const maxX = Math.floor((totalNodes - shape.decodeNodes) / shape.prefillNodes);
  const maxY = Math.floor((totalNodes - shape.prefillNodes) / shape.decodeNodes);
  if (maxX < 1 || maxY < 1) {
    return {
      ok: false,
      violation: {
        kind: "allocation",
        code: "budgetTooSmall",
        field: "allocation.totalNodes",
        params: {
          totalNodes,
          prefillNodes: shape.prefillNodes,
          decodeNodes: shape.decodeNodes,
          minimum: shape.prefillNodes + shape.decodeNodes,
        },
      },
    };
  }
  const turn = lastKeepingUp(capacity, shape, totalNodes, maxX);
  // The candidates 1, turn − 1 … turn + 2 within [1, maxX], in increasing order: step −1 is x = 1
  // when the range starts past it.
  const from = Math.max(1, turn - 1);
  const to = Math.min(maxX, turn + 2);
  let bestX = 1;
  let bestY = 1;
  let bestRate = -1;
  let bestNodes = Number.POSITIVE_INFINITY;
  for (let step = from > 1 ? -1 : 0; from + step <= to; step += 1) {
    const x = step < 0 ? 1 : from + step;
    const upTo = decodeRoom(shape, totalNodes, x);
    const prefillRate = x * capacity.prefillRate;
    let y = fewestFor(capacity, prefillRate, upTo);
    if (y === 0) {
      // The fewest y that give the most decode rate the budget allows (one, when decode admits none).
      const most = decodeRateFor(capacity, upTo);
      y = most > 0 ? fewestFor(capacity, most, upTo) || upTo : 1;
    }
    const rate = Math.min(prefillRate, decodeRateFor(capacity, y));
    const nodes = x * shape.prefillNodes + y * shape.decodeNodes;
    if (!atLeast(bestRate, rate) || (nearlyEqual(bestRate, rate) && nodes < bestNodes)) {
      bestX = x;
      bestY = y;
      bestRate = rate;
      bestNodes = nodes;
    }
  }
  return { ok: true, pair: { prefillInstances: bestX, decodeInstances: bestY } };
};
