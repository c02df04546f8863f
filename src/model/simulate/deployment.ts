import type { Catalog } from "../catalog.ts";
import { kvCapacity } from "../latency/kvCapacity.ts";
import { bytesPerElement, expertWeightFormat } from "../latency/numberFormats.ts";
import { latencyInputs, parallelismOf } from "../latencyInputs.ts";
import { loadOf, type RoutingPolicy } from "../load.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { perPositionAcceptanceFor } from "../specDecode.ts";

/** The fleet a plan deploys and the limits each instance enforces. */
export interface Deployment {
  prefillInstances: number;
  decodeInstances: number;
  /** Prompts one prefill instance serves at once, b_p (at least one). */
  prefillSlots: number;
  /** Prompt tokens in service on one prefill instance, without chunked prefill; null for no cap. */
  prefillTokenBudget: number | null;
  /** Sequences one decode instance holds: the engine caps on b_d, the router's share left out. */
  decodeSlots: number;
  /** KV tokens one decode instance holds, when the model and decode GPU are known. */
  kvTokens: number | null;
  /** Requests the router lets into the servers at once. */
  maxConcurrency: number;
  routing: RoutingPolicy;
  draftTokens: number;
  /** Per-position draft acceptance p. */
  acceptance: number;
}

const kvTokensOf = (plan: Plan, catalog: Catalog): number | null => {
  const inputs = latencyInputs(plan, catalog);
  const layout = parallelismOf(plan, "decode");
  if (!inputs.model || !inputs.decodeGpu || "problem" in layout) return null;
  const capacity = kvCapacity({
    gpu: inputs.decodeGpu,
    model: inputs.model,
    parallelism: layout,
    weightBytesPerParameter: bytesPerElement(inputs.precision.weights),
    expertWeightBytesPerParameter: bytesPerElement(expertWeightFormat(inputs.precision)),
    kvBytesPerElement: bytesPerElement(inputs.precision.kvCache),
    contextTokens: plan.workload.inputTokens + plan.workload.outputTokens / 2,
  });
  return capacity.tokensPerReplica * layout.dataParallel;
};

export const deploymentOf = (plan: Plan, catalog: Catalog, result: PlanResult): Deployment => {
  const engineCaps = result.limits.decodeBatch.caps
    .filter((cap) => cap.limit !== "routerMaxConcurrency")
    .map((cap) => cap.admits);
  const batchedTokens = plan.engine.prefill.maxNumBatchedTokens;
  const k = plan.specDecode.draftTokens;
  return {
    prefillInstances: result.allocation.prefillInstances,
    decodeInstances: result.allocation.decodeInstances,
    prefillSlots: Math.max(1, Math.floor(result.limits.prefillBatch.effective)),
    prefillTokenBudget:
      plan.engine.prefill.chunkedPrefill === true || batchedTokens === undefined
        ? null
        : plan.prefill.dataParallel * batchedTokens,
    decodeSlots: Math.max(0, Math.floor(Math.min(...engineCaps))),
    kvTokens: kvTokensOf(plan, catalog),
    maxConcurrency: plan.engine.router.maxConcurrency ?? Number.POSITIVE_INFINITY,
    routing: loadOf(plan).routing,
    draftTokens: k,
    acceptance:
      plan.specDecode.perPositionAcceptance ??
      perPositionAcceptanceFor(k, result.specDecode.acceptanceLength),
  };
};
