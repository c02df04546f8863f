import { type Capacity, decodeRateFor, decodeRateOf } from "./capacity.ts";
import { formatNumber as f } from "./format.ts";
import type { Plan } from "./plan.ts";
import { type InstancePair, nearestPair } from "./ratio.ts";
import { atLeast, ceilTolerant, nearlyEqual } from "./tolerance.ts";
import { secondsPerMinute } from "./units.ts";
import type { Violation } from "./violation.ts";

export type Allocated = { ok: true; pair: InstancePair } | { ok: false; violation: Violation };

interface Shape {
  prefillNodes: number;
  decodeNodes: number;
}

const nodesOf = (shape: Shape, pair: InstancePair): number =>
  pair.prefillInstances * shape.prefillNodes + pair.decodeInstances * shape.decodeNodes;

/**
 * Smallest y whose decode instances hold at least `needed` sequences. Up to the router's knee
 * every instance holds the engine batch b; past it y · ⌊C / y⌋ is walked block by block (one block
 * per value of ⌊C / y⌋), so the search costs O(√C), not O(C).
 */
export const smallestDecodeInstances = (capacity: Capacity, needed: number): number | null => {
  const batch = capacity.decodeEngineBatch;
  if (batch < 1) return null;
  const fromEngine = Math.max(1, ceilTolerant(needed / batch));
  const router = capacity.routerMaxConcurrency;
  if (router === undefined) return fromEngine;
  const knee = Math.floor(router / batch);
  if (fromEngine <= knee) return fromEngine;
  for (let y = Math.max(knee + 1, fromEngine); y <= router; ) {
    const share = Math.floor(router / y);
    const blockEnd = Math.floor(router / share);
    const candidate = Math.max(y, ceilTolerant(needed / share));
    if (candidate <= blockEnd) return candidate;
    y = blockEnd + 1;
  }
  return null;
};

/** targetQpm: the fewest nodes with λ ≥ target; x and y are independent, so each is minimal. */
export const allocateForTarget = (capacity: Capacity, targetQpm: number): Allocated => {
  const rate = targetQpm / secondsPerMinute;
  if (!(capacity.prefillRate > 0)) {
    return {
      ok: false,
      violation: {
        kind: "allocation",
        code: "targetPrefillBlocked",
        field: "allocation.targetQpm",
        params: { targetQpm },
        message:
          "no allocation meets the target: a prefill instance admits no request (see the prefill batch limits)",
      },
    };
  }
  const x = Math.max(1, ceilTolerant(rate / capacity.prefillRate));
  const y = smallestDecodeInstances(
    capacity,
    (rate * capacity.decodeSlotSeconds) / capacity.etaDecode,
  );
  if (y === null) {
    const router = capacity.routerMaxConcurrency;
    if (router === undefined || capacity.decodeEngineBatch < 1) {
      return {
        ok: false,
        violation: {
          kind: "allocation",
          code: "targetDecodeBlocked",
          field: "decode.batchSize",
          params: { targetQpm },
          message: `no allocation reaches ${f(targetQpm)} QPM: a decode instance admits no sequence (see the decode batch limits)`,
        },
      };
    }
    const cappedQpm = decodeRateOf(capacity, router) * secondsPerMinute;
    const needed = ceilTolerant((rate * capacity.decodeSlotSeconds) / capacity.etaDecode);
    return {
      ok: false,
      violation: {
        kind: "allocation",
        code: "targetRouterCapped",
        field: "engine.router.maxConcurrency",
        params: { targetQpm, maxConcurrency: router, cappedQpm, needed },
        message: `no allocation reaches ${f(targetQpm)} QPM: engine.router.maxConcurrency = ${f(router)} caps decode at ${f(cappedQpm)} QPM; raise it to at least ${f(needed)}`,
      },
    };
  }
  return { ok: true, pair: { prefillInstances: x, decodeInstances: y } };
};

/**
 * nodeBudget: x, y ≥ 1 within N nodes maximizing λ, ties to fewer nodes. For each x the best y is
 * the first whose decode rate reaches x · r_p, else the best within the budget; a running maximum
 * over y makes each lookup a binary search, so the whole search is O(N log N).
 */
export const allocateForBudget = (
  capacity: Capacity,
  shape: Shape,
  totalNodes: number,
): Allocated => {
  const maxY = Math.floor((totalNodes - shape.prefillNodes) / shape.decodeNodes);
  const maxX = Math.floor((totalNodes - shape.decodeNodes) / shape.prefillNodes);
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
        message: `allocation.totalNodes = ${f(totalNodes)} is fewer than one prefill instance (${f(shape.prefillNodes)} nodes) plus one decode instance (${f(shape.decodeNodes)} nodes) = ${f(shape.prefillNodes + shape.decodeNodes)}`,
      },
    };
  }
  // bestRate[Y]: the highest decode rate with at most Y instances; bestY[Y]: the fewest that give it.
  const bestRate = new Float64Array(maxY + 1);
  const bestY = new Int32Array(maxY + 1);
  for (let y = 1; y <= maxY; y += 1) {
    const rate = decodeRateFor(capacity, y);
    const improves = y === 1 || !atLeast(bestRate[y - 1] ?? 0, rate);
    bestRate[y] = improves ? rate : (bestRate[y - 1] ?? 0);
    bestY[y] = improves ? y : (bestY[y - 1] ?? 1);
  }
  const firstReaching = (target: number, upTo: number): number | null => {
    if (!atLeast(bestRate[upTo] ?? 0, target)) return null;
    let [low, high] = [1, upTo];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (atLeast(bestRate[mid] ?? 0, target)) high = mid;
      else low = mid + 1;
    }
    return bestY[low] ?? low;
  };
  let best = {
    pair: { prefillInstances: 1, decodeInstances: 1 },
    rate: -1,
    nodes: Number.POSITIVE_INFINITY,
  };
  for (let x = 1; x <= maxX; x += 1) {
    const upTo = Math.floor((totalNodes - x * shape.prefillNodes) / shape.decodeNodes);
    if (upTo < 1) break;
    const prefillRate = x * capacity.prefillRate;
    const y = firstReaching(prefillRate, upTo) ?? bestY[upTo] ?? 1;
    const pair = { prefillInstances: x, decodeInstances: y };
    const rate = Math.min(prefillRate, decodeRateFor(capacity, y));
    const nodes = nodesOf(shape, pair);
    const better =
      !atLeast(best.rate, rate) || (nearlyEqual(best.rate, rate) && nodes < best.nodes);
    if (better) best = { pair, rate, nodes };
  }
  return { ok: true, pair: best.pair };
};

/** The whole-number pair the plan's allocation mode picks. */
export const allocate = (plan: Plan, capacity: Capacity, balancedRatio: number): Allocated => {
  const allocation = plan.allocation;
  const shape = {
    prefillNodes: plan.prefill.nodesPerInstance,
    decodeNodes: plan.decode.nodesPerInstance,
  };
  switch (allocation.mode) {
    case "fixed":
      return {
        ok: true,
        pair: {
          prefillInstances: allocation.prefillInstances ?? 1,
          decodeInstances: allocation.decodeInstances ?? 1,
        },
      };
    case "nodeBudget":
      return allocateForBudget(capacity, shape, allocation.totalNodes ?? 0);
    case "targetQpm":
      return allocateForTarget(capacity, allocation.targetQpm ?? 0);
    case "ratio": {
      const pair = nearestPair(balancedRatio);
      return pair
        ? { ok: true, pair }
        : {
            ok: false,
            violation: {
              kind: "allocation",
              code: "ratioUndefined",
              field: "allocation.mode",
              params: {},
              message:
                "no balanced ratio exists: one side admits no request (see the batch limits)",
            },
          };
    }
  }
};
