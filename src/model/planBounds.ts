import type { PlanPath } from "./planPath.ts";
import type { InstancePair } from "./ratio.ts";
import type { Violation } from "./violation.ts";

// What one plan may ask for. A serving fleet at the bound still solves in well under a second
// and its launch commands stay a few hundred kilobytes; beyond it a typo, not a deployment.

// DeepSeek's whole V3/R1 serving fleet peaked at 278 nodes of 8 H800s (open-infra-index, day 6):
// https://github.com/deepseek-ai/open-infra-index/blob/main/202502OpenSourceWeek/day_6_one_more_thing_deepseekV3R1_inference_system_overview.md
/** Nodes in one plan's P and D fleets: 36 times DeepSeek's peak, 80,000 GPUs at 8 a node. */
export const maxPlanNodes = 10_000;

/** Instances on one side: each spans at least one node, so no more than the plan's nodes. */
export const maxPhaseInstances = maxPlanNodes;

export interface FleetShape {
  prefillNodes: number;
  decodeNodes: number;
}

/** Nodes x prefill and y decode instances take. */
export const fleetNodes = (shape: FleetShape, pair: InstancePair): number =>
  pair.prefillInstances * shape.prefillNodes + pair.decodeInstances * shape.decodeNodes;

/**
 * Null when the pair fits the plan bound; else why not, on `field` (the input that asked for it):
 * the nodes it takes, the bound and why there is one.
 */
export const oversizedFleet = (
  shape: FleetShape,
  pair: InstancePair,
  field: PlanPath,
): Violation | null => {
  const nodes = fleetNodes(shape, pair);
  if (nodes <= maxPlanNodes) return null;
  return {
    kind: "allocation",
    code: "tooManyNodes",
    field,
    params: {
      prefillInstances: pair.prefillInstances,
      decodeInstances: pair.decodeInstances,
      nodes,
      limit: maxPlanNodes,
    },
  };
};
