import { catalog } from "../../data/index.ts";
import type { Plan, PlanResult } from "../../model/index.ts";
import { resolveModel } from "../../model/index.ts";

// How one prefill or decode instance runs, in the terms engine flags use. The split of an
// instance's GPUs follows the planner's own layout (src/model/latencyInputs.ts parallelismOf):
// gpus = TP · DP · PP, experts spread EP ways (all of a stage's GPUs unless the plan says otherwise).

export interface InstanceLayout {
  nodes: number;
  gpus: number;
  /** Attention replicas, each one engine scheduler (plan.<phase>.dataParallel). */
  dataParallel: number;
  tensorParallel: number;
  /** Pipeline stages (plan.latency.<phase>.pipelineParallel; 1 when not set). */
  pipelineParallel: number;
  /** GPUs of one pipeline stage: TP · DP, all the instance's without pipeline parallelism. */
  stageGpus: number;
  /** Expert-parallel degree; null when the plan names no MoE model and sets no degree. */
  expertParallel: number | null;
  /** Sequences one engine runs at once: the effective batch shared over the DP engines. */
  seqsPerEngine: number;
  /** Tokens one engine step may hold: the plan's engine limit, else what the batch needs. */
  batchedTokensPerEngine: number;
  batchedTokensFrom: "plan" | "batch";
  /** Whether the plan says the phase overlaps communication with compute (two micro-batches). */
  overlap: boolean;
  /** Whether the plan says the phase runs without CUDA graphs. */
  eager: boolean;
}

const isMoe = (plan: Plan): boolean =>
  (resolveModel(plan, catalog, plan.latency.model)?.experts ?? 0) > 0;

export const instanceLayout = (
  plan: Plan,
  result: PlanResult,
  phase: "prefill" | "decode",
): InstanceLayout => {
  // An instance on part of a node runs on one; one on a node and a half spans two.
  const gpus = Math.round(plan[phase].nodesPerInstance * plan.hardware.gpusPerNode);
  const nodes = Math.ceil(gpus / plan.hardware.gpusPerNode);
  const dataParallel = plan[phase].dataParallel;
  const limit = phase === "prefill" ? result.limits.prefillBatch : result.limits.decodeBatch;
  const seqsPerEngine = Math.max(1, Math.ceil(limit.effective / dataParallel));
  // A prefill request costs its prompt in one step; a decode sequence k + 1 tokens (docs/model.md §3).
  const tokensPerRequest =
    phase === "prefill" ? plan.workload.inputTokens : plan.specDecode.draftTokens + 1;
  const planned = plan.engine[phase].maxNumBatchedTokens;
  const degree = plan.latency[phase].expertParallel;
  const pipelineParallel = plan.latency[phase].pipelineParallel ?? 1;
  const stageGpus = Math.max(1, Math.floor(gpus / pipelineParallel));
  return {
    nodes,
    gpus,
    dataParallel,
    tensorParallel: Math.max(1, Math.floor(stageGpus / dataParallel)),
    pipelineParallel,
    stageGpus,
    expertParallel: degree ?? (isMoe(plan) ? stageGpus : null),
    seqsPerEngine,
    batchedTokensPerEngine: planned ?? seqsPerEngine * tokensPerRequest,
    batchedTokensFrom: planned === undefined ? "batch" : "plan",
    overlap: plan.latency[phase].overlapCommunication === true,
    eager: plan.latency[phase].eagerMode === true,
  };
};
