import { allocateForBudget } from "./budgetAllocation.ts";
import { type Capacity, decodeRateOf } from "./capacity.ts";
import { decodeSequencesFor, smallestDecodeInstances } from "./decodeInstances.ts";
import type { Plan } from "./plan.ts";
import { type FleetShape, fleetNodes, maxPlanNodes, oversizedFleet } from "./planBounds.ts";
import type { PlanPath } from "./planPath.ts";
import { type InstancePair, nearestPair } from "./ratio.ts";
import type { EstimateSetup } from "./sustainable/setup.ts";
import { hasSlos, type SloSpec } from "./sustainable/slack.ts";
import { budgetForSlos, targetForSlos } from "./sustainable/sloAllocation.ts";
import { ceilTolerant } from "./tolerance.ts";
import { secondsPerMinute } from "./units.ts";
import type { Violation } from "./violation.ts";

export type Allocated =
  | {
      ok: true;
      pair: InstancePair;
      /** targetQpm with SLOs: no pair within the bounded search meets the SLOs at the target. */
      missesTarget?: boolean;
    }
  | { ok: false; violation: Violation };

/** The queueing estimate the SLO-aware modes read; absent, every mode sizes for capacity alone. */
export interface SloSizing {
  setup: EstimateSetup;
  spec: SloSpec;
}

type Shape = FleetShape;

const targetViolation = (
  code: "targetPrefillBlocked" | "targetDecodeBlocked",
  field: PlanPath,
  targetQpm: number,
): Allocated => ({
  ok: false,
  violation: {
    kind: "allocation",
    code,
    field,
    params: { targetQpm },
  },
});

/**
 * targetQpm: the fewest nodes with λ ≥ target; x and y are independent, so each is minimal.
 * Out of reach when they take more nodes than a plan may use.
 */
export const allocateForTarget = (
  capacity: Capacity,
  targetQpm: number,
  shape: Shape,
): Allocated => {
  const rate = targetQpm / secondsPerMinute;
  if (!(capacity.prefillRate > 0)) {
    return targetViolation("targetPrefillBlocked", "allocation.targetQpm", targetQpm);
  }
  const needed = decodeSequencesFor(capacity, rate);
  const x = Math.max(1, ceilTolerant(rate / capacity.prefillRate));
  const y = smallestDecodeInstances(capacity, needed);
  const router = capacity.routerMaxConcurrency;
  if (y === null && (router === undefined || capacity.decodeEngineBatch < 1)) {
    return targetViolation("targetDecodeBlocked", "decode.batchSize", targetQpm);
  }
  if (y === null && router !== undefined) {
    const cappedQpm = decodeRateOf(capacity, router) * secondsPerMinute;
    const neededConcurrency = ceilTolerant(needed);
    return {
      ok: false,
      violation: {
        kind: "allocation",
        code: "targetRouterCapped",
        field: "engine.router.maxConcurrency",
        params: { targetQpm, maxConcurrency: router, cappedQpm, needed: neededConcurrency },
      },
    };
  }
  const decodeInstances = y ?? 1;
  const nodes = fleetNodes(shape, { prefillInstances: x, decodeInstances });
  if (nodes > maxPlanNodes) {
    return {
      ok: false,
      violation: {
        kind: "allocation",
        code: "tooManyInstances",
        field: "allocation.targetQpm",
        params: { targetQpm, prefillInstances: x, decodeInstances, nodes, limit: maxPlanNodes },
      },
    };
  }
  return { ok: true, pair: { prefillInstances: x, decodeInstances } };
};

/** The whole-number pair the plan's allocation mode picks for capacity alone (the article's). */
const allocateForCapacity = (plan: Plan, capacity: Capacity, balancedRatio: number): Allocated => {
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
      return allocateForTarget(capacity, allocation.targetQpm ?? 0, shape);
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
            },
          };
    }
  }
};

/**
 * nodeBudget and targetQpm with SLOs: the capacity allocation, then moved outward until the
 * sustainable load is the most the budget allows, or reaches the target.
 */
const sizedForSlos = (
  plan: Plan,
  capacity: Capacity,
  shape: Shape,
  sizing: SloSizing,
  base: Allocated,
): Allocated => {
  const allocation = plan.allocation;
  if (!base.ok || !hasSlos(sizing.spec)) return base;
  if (allocation.mode === "nodeBudget") {
    const pair = budgetForSlos(
      sizing.setup,
      sizing.spec,
      capacity,
      shape,
      allocation.totalNodes ?? 0,
      base.pair,
    );
    return { ok: true, pair };
  }
  if (allocation.mode === "targetQpm") {
    const rate = (allocation.targetQpm ?? 0) / secondsPerMinute;
    const pair = targetForSlos(sizing.setup, sizing.spec, capacity, shape, rate, base.pair);
    return pair ? { ok: true, pair } : { ok: true, pair: base.pair, missesTarget: true };
  }
  return base;
};

/** The whole-number pair the plan's allocation mode picks, sized for the SLOs when `sizing` is given. */
// The input that asked for the instances, by mode: the one to change when they are too many.
const sizingField = (plan: Plan): PlanPath => {
  const { allocation } = plan;
  if (allocation.mode === "targetQpm") return "allocation.targetQpm";
  if (allocation.mode === "nodeBudget") return "allocation.totalNodes";
  if (allocation.mode === "ratio") return "allocation.mode";
  return (allocation.prefillInstances ?? 0) * plan.prefill.nodesPerInstance >=
    (allocation.decodeInstances ?? 0) * plan.decode.nodesPerInstance
    ? "allocation.prefillInstances"
    : "allocation.decodeInstances";
};

/**
 * The whole-number pair the plan's allocation mode picks, sized for the SLOs when `sizing` is
 * given; infeasible when it takes more than the nodes a plan may use.
 */
export const allocate = (
  plan: Plan,
  capacity: Capacity,
  balancedRatio: number,
  sizing?: SloSizing,
): Allocated => {
  const shape = {
    prefillNodes: plan.prefill.nodesPerInstance,
    decodeNodes: plan.decode.nodesPerInstance,
  };
  const base = allocateForCapacity(plan, capacity, balancedRatio);
  const sized = sizing === undefined ? base : sizedForSlos(plan, capacity, shape, sizing, base);
  if (!sized.ok) return sized;
  const oversized = oversizedFleet(shape, sized.pair, sizingField(plan));
  return oversized ? { ok: false, violation: oversized } : sized;
};
