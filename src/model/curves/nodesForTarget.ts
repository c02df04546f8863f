import type { Plan } from "../plan.ts";
import { solve } from "../solve.ts";
import type { Curve } from "./curvePoint.ts";

const defaultSteps = 24;

/**
 * Nodes needed to serve each target QPM, from a small load up to `upToQpm`, for the plan's
 * instances as they are: the targetQpm allocation solved at evenly spaced targets.
 */
export const nodesForTarget = (plan: Plan, upToQpm: number, steps = defaultSteps): Curve => {
  const points = [];
  for (let step = 1; step <= steps; step += 1) {
    const targetQpm = (upToQpm * step) / steps;
    const result = solve({
      ...plan,
      allocation: { ...plan.allocation, mode: "targetQpm", targetQpm },
    });
    if (result.allocation.totalNodes === 0) continue;
    points.push({
      x: targetQpm,
      y: result.allocation.totalNodes,
      detail: {
        prefillInstances: result.allocation.prefillInstances,
        decodeInstances: result.allocation.decodeInstances,
        qpm: result.throughput.qpm,
        qpmPerNode: result.throughput.qpmPerNode,
      },
    });
  }
  return {
    id: "nodesForTarget",
    xLabel: "target QPM",
    xUnit: "req/min",
    yLabel: "nodes",
    yUnit: "nodes",
    points,
  };
};
