import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { msToSeconds, secondsPerMinute } from "../units.ts";
import { engineBatch } from "./variantPlan.ts";

/** One decode instance and the prefill instances that feed it exactly (x / y = r_d / r_p). */
export interface BalancedFleet {
  /** r_d of one decode instance at its engine batch, requests per second. */
  decodeRequestsPerSecond: number;
  /** x / y: prefill instances per decode instance. */
  prefillPerDecode: number;
  /** Output tokens per second per GPU over the prefill and decode GPUs together. */
  outputTokensPerSecondPerGpu: number;
  qpmPerNode: number;
  /** Output tokens per second per decode GPU: the decode side alone. */
  decodeOutputTokensPerSecondPerGpu: number;
}

/** r_d = η_d · b_d / (l_o · t2) of one decode instance at its engine batch (no router share). */
export const engineDecodeRate = (plan: Plan, result: PlanResult): number => {
  const batch = engineBatch(result.limits.decodeBatch);
  const slotSeconds = plan.workload.outputTokens * msToSeconds(result.latency.tpotMs);
  return slotSeconds > 0 ? (plan.rateMatching.decode * batch) / slotSeconds : 0;
};

/**
 * The whole xPyD fleet at the balanced ratio, per node and per GPU (docs/model.md §4): per decode
 * instance λ = r_d, on n_d + (r_d / r_p) · n_p nodes. Null when the prefill side serves nothing.
 */
export const balancedFleet = (plan: Plan, result: PlanResult): BalancedFleet | null => {
  const prefillRate = result.rates.prefillRequestsPerSecond;
  const decodeRate = engineDecodeRate(plan, result);
  if (!(prefillRate > 0) || !(decodeRate > 0)) return null;
  const prefillPerDecode = decodeRate / prefillRate;
  const nodes = plan.decode.nodesPerInstance + prefillPerDecode * plan.prefill.nodesPerInstance;
  const outputTokensPerSecond = decodeRate * plan.workload.outputTokens;
  const gpusPerNode = plan.hardware.gpusPerNode;
  return {
    decodeRequestsPerSecond: decodeRate,
    prefillPerDecode,
    outputTokensPerSecondPerGpu: outputTokensPerSecond / (nodes * gpusPerNode),
    qpmPerNode: (decodeRate * secondsPerMinute) / nodes,
    decodeOutputTokensPerSecondPerGpu:
      outputTokensPerSecond / (plan.decode.nodesPerInstance * gpusPerNode),
  };
};
