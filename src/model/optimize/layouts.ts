import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { Phase } from "../step/stepContext.ts";

export type { Phase };

/**
 * How one instance of a phase is laid out: its nodes, attention replicas, expert-parallel degree and
 * pipeline stages.
 */
export interface Layout {
  nodesPerInstance: number;
  dataParallel: number;
  /** Absent: experts spread over all of a stage's GPUs (the plan's default). */
  expertParallel?: number;
  /** Absent: one stage. */
  pipelineParallel?: number;
  /** True for the plan's own layout, the one its batch was chosen for. */
  own: boolean;
}

// Instances of 1, 2, 4 … 64 nodes: 64 eight-GPU nodes is wider than any published expert-parallel
// deployment. A grid that does not move with the plan means applying the winner and searching
// again finds the same winner.
export const maxGridNodes = 64;

/** Powers of two up to 64 nodes and the plan's own node count, within `maxNodes`. */
export const nodeOptions = (planNodes: number, maxNodes: number): number[] => {
  const options = new Set<number>([planNodes]);
  for (let nodes = 1; nodes <= maxGridNodes; nodes *= 2) options.add(nodes);
  return [...options].filter((nodes) => nodes <= maxNodes).sort((a, b) => a - b);
};

/** Attention replicas on `nodes` nodes of `gpusPerNode`: one (TP over all), one per node, one per GPU. */
export const dataParallelOptions = (nodes: number, gpusPerNode: number): number[] =>
  [...new Set([1, nodes, nodes * gpusPerNode])].sort((a, b) => a - b);

/**
 * An instance of two or more whole nodes may also run one pipeline stage a node with TP over the
 * node (vLLM's advice for a model that does not fit one node,
 * https://docs.vllm.ai/en/v0.11.2/serving/parallelism_scaling/). Not with attention data parallelism
 * as well: SGLang fails on PP with DP attention and EP (sgl-project/sglang issue 9805), and vLLM's
 * maintainers call PP with DP attention not a common setup (vllm-project/vllm issue 20053).
 */
export const stagedOptions = (nodes: number): Layout[] =>
  Number.isInteger(nodes) && nodes >= 2
    ? [{ nodesPerInstance: nodes, dataParallel: 1, pipelineParallel: nodes, own: false }]
    : [];

const ownLayout = (plan: Plan, phase: Phase): Layout => {
  const { expertParallel, pipelineParallel } = plan.latency[phase];
  return {
    nodesPerInstance: plan[phase].nodesPerInstance,
    dataParallel: plan[phase].dataParallel,
    ...(expertParallel === undefined ? {} : { expertParallel }),
    ...(pipelineParallel === undefined || pipelineParallel === 1 ? {} : { pipelineParallel }),
    own: true,
  };
};

const sameLayout = (a: Layout, b: Layout): boolean =>
  a.nodesPerInstance === b.nodesPerInstance &&
  a.dataParallel === b.dataParallel &&
  a.expertParallel === b.expertParallel &&
  (a.pipelineParallel ?? 1) === (b.pipelineParallel ?? 1);

/**
 * Instance layouts the search tries for a phase: the plan's own, and under a roofline estimate a
 * grid of node counts and data-parallel degrees with experts over all GPUs, one stage or one a node.
 * A constant or a profile was measured on the plan's layout, so then only that one.
 */
export const layoutOptions = (plan: Plan, phase: Phase, maxNodes: number): Layout[] => {
  const own = ownLayout(plan, phase);
  const owned = own.nodesPerInstance <= maxNodes ? [own] : [];
  if (!sourceDef(plan.latency[phase].source).follows.layout) return owned;
  const { gpusPerNode } = plan.hardware;
  const grid: Layout[] = nodeOptions(own.nodesPerInstance, maxNodes).flatMap((nodes) => [
    ...dataParallelOptions(nodes, gpusPerNode).map((dataParallel) => ({
      nodesPerInstance: nodes,
      dataParallel,
      own: false,
    })),
    ...stagedOptions(nodes),
  ]);
  const layouts = [...owned, ...grid.filter((layout) => !owned.some((o) => sameLayout(o, layout)))];
  return layouts.sort(
    (a, b) =>
      a.nodesPerInstance - b.nodesPerInstance ||
      (a.pipelineParallel ?? 1) - (b.pipelineParallel ?? 1) ||
      a.dataParallel - b.dataParallel,
  );
};

/** The plan with one phase's instances laid out as given (its batch unchanged). */
export const withLayout = (plan: Plan, phase: Phase, layout: Layout): Plan => {
  const { expertParallel: _, pipelineParallel: __, ...rest } = plan.latency[phase];
  const latency = {
    ...rest,
    ...(layout.expertParallel === undefined ? {} : { expertParallel: layout.expertParallel }),
    ...(layout.pipelineParallel === undefined ? {} : { pipelineParallel: layout.pipelineParallel }),
  };
  const sizes = { nodesPerInstance: layout.nodesPerInstance, dataParallel: layout.dataParallel };
  return phase === "prefill"
    ? {
        ...plan,
        prefill: { ...plan.prefill, ...sizes },
        latency: { ...plan.latency, prefill: latency },
      }
    : {
        ...plan,
        decode: { ...plan.decode, ...sizes },
        latency: { ...plan.latency, decode: latency },
      };
};
