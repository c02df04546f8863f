import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import type { Objective } from "./ranking.ts";

/** How every candidate allocates x and y: the plan's node budget or target, or its nodes as a budget. */
export type SearchAllocation =
  | { mode: "nodeBudget"; totalNodes: number }
  | { mode: "targetQpm"; targetQpm: number };

/**
 * A node budget or a target QPM stays as it is; a ratio or fixed plan becomes a budget of the
 * nodes it uses now (at least one instance of each side), so candidates compete on the same nodes.
 */
export const searchAllocation = (plan: Plan, current: PlanResult): SearchAllocation => {
  const { allocation } = plan;
  if (allocation.mode === "targetQpm" && allocation.targetQpm !== undefined)
    return { mode: "targetQpm", targetQpm: allocation.targetQpm };
  if (allocation.mode === "nodeBudget" && allocation.totalNodes !== undefined)
    return { mode: "nodeBudget", totalNodes: allocation.totalNodes };
  const smallest = plan.prefill.nodesPerInstance + plan.decode.nodesPerInstance;
  return { mode: "nodeBudget", totalNodes: Math.max(current.allocation.totalNodes, smallest) };
};

export const objectiveOf = (allocation: SearchAllocation): Objective =>
  allocation.mode === "targetQpm" ? "fewestNodes" : "qpmPerNode";

/** The most nodes one instance may have: a budget must leave a node for the other side. */
export const maxInstanceNodes = (allocation: SearchAllocation): number =>
  allocation.mode === "nodeBudget" ? allocation.totalNodes - 1 : Number.POSITIVE_INFINITY;

export const withSearchAllocation = (plan: Plan, allocation: SearchAllocation): Plan => ({
  ...plan,
  allocation: { ...plan.allocation, ...allocation },
});
