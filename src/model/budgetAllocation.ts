import type { Allocated } from "./allocate.ts";
import { type Capacity, decodeRateFor } from "./capacity.ts";
import { decodeSequencesFor, smallestDecodeInstances } from "./decodeInstances.ts";
import { type FleetShape, fleetNodes } from "./planBounds.ts";
import { atLeast, nearlyEqual } from "./tolerance.ts";

/**
 * nodeBudget: x, y ≥ 1 within N nodes maximizing λ, ties to fewer nodes. The decode rate never
 * falls as y grows, so for each x the best y is the first that matches x · r_p, or else the fewest
 * that give the most the budget allows: O(1) per x, and O(log N) x are tried.
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
  const fewestFor = (rate: number, upTo: number): number | null => {
    const y = smallestDecodeInstances(capacity, decodeSequencesFor(capacity, rate));
    return y !== null && y <= upTo ? y : null;
  };
  // The fewest y that give the most decode rate the budget allows (one, when decode admits none).
  const fewestForMost = (upTo: number): number => {
    const most = decodeRateFor(capacity, upTo);
    return most > 0 ? (fewestFor(most, upTo) ?? upTo) : 1;
  };
  const upToFor = (x: number): number =>
    Math.floor((totalNodes - x * shape.prefillNodes) / shape.decodeNodes);
  // Whether the decode instances left beside x prefill instances can keep up with them.
  const decodeKeepsUp = (x: number): boolean =>
    fewestFor(x * capacity.prefillRate, upToFor(x)) !== null;
  const evaluate = (x: number) => {
    const upTo = upToFor(x);
    const prefillRate = x * capacity.prefillRate;
    const y = fewestFor(prefillRate, upTo) ?? fewestForMost(upTo);
    const pair = { prefillInstances: x, decodeInstances: y };
    return {
      pair,
      rate: Math.min(prefillRate, decodeRateFor(capacity, y)),
      nodes: fleetNodes(shape, pair),
    };
  };
  // λ(x) = min(x · r_p, what the rest of the budget decodes) (docs/model.md §4): the first term
  // grows with x, the second never does, so λ peaks where decode stops keeping up. A binary search
  // finds that x in O(log N); x = 1 covers a prefill side that admits nothing (λ = 0 for all).
  let keepsUp = 0;
  let fallsBehind = maxX + 1;
  while (fallsBehind - keepsUp > 1) {
    const mid = Math.floor((keepsUp + fallsBehind) / 2);
    if (decodeKeepsUp(mid)) keepsUp = mid;
    else fallsBehind = mid;
  }
  const candidates = new Set([1, keepsUp - 1, keepsUp, fallsBehind, fallsBehind + 1]);
  let best = {
    pair: { prefillInstances: 1, decodeInstances: 1 },
    rate: -1,
    nodes: Number.POSITIVE_INFINITY,
  };
  for (const x of [...candidates].filter((x) => x >= 1 && x <= maxX).sort((a, b) => a - b)) {
    const next = evaluate(x);
    if (
      !atLeast(best.rate, next.rate) ||
      (nearlyEqual(best.rate, next.rate) && next.nodes < best.nodes)
    ) {
      best = next;
    }
  }
  return { ok: true, pair: best.pair };
};
