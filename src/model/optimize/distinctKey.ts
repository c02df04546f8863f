import { parallelismOf } from "../latencyInputs.ts";
import type { BatchLimit } from "../limits.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";

// The batch an instance's own limits leave (step times are read there), and what the router's share leaves.
const batches = (limit: BatchLimit) => [
  Math.min(
    ...limit.caps.filter((cap) => cap.limit !== "routerMaxConcurrency").map((cap) => cap.admits),
  ),
  limit.effective,
];

const layoutOf = (plan: Plan, phase: "prefill" | "decode") => {
  const layout = parallelismOf(plan, phase);
  const nodes = plan[phase].nodesPerInstance;
  return "problem" in layout
    ? [
        nodes,
        plan[phase].dataParallel,
        plan.latency[phase].expertParallel ?? null,
        plan.latency[phase].pipelineParallel ?? 1,
      ]
    : [
        nodes,
        layout.dataParallel,
        layout.tensorParallel,
        layout.expertParallel,
        layout.pipelineParallel ?? 1,
      ];
};

// Rates in a key to 12 significant digits: equal up to float noise, apart past it.
const keyDigits = 12;

/**
 * What a configuration runs, as text: each phase's layout (experts over all GPUs spelt out), the
 * prefill batches its limits leave, the drafts and their acceptance, x and y, and what it serves:
 * capacity and sustainable load. A decode batch past what any load uses (the prefill side or an
 * SLO binds first) changes none of these, so two candidates with one key are one configuration
 * reached by different changes.
 */
export const distinctKey = (plan: Plan, result: PlanResult): string =>
  JSON.stringify([
    layoutOf(plan, "prefill"),
    batches(result.limits.prefillBatch),
    layoutOf(plan, "decode"),
    result.specDecode.draftTokens,
    result.specDecode.acceptanceLength,
    plan.specDecode.stepCostRatio,
    result.allocation.prefillInstances,
    result.allocation.decodeInstances,
    result.throughput.requestsPerSecond.toPrecision(keyDigits),
    result.sustainable.requestsPerSecond.toPrecision(keyDigits),
  ]);
