import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { solve } from "../solve.ts";
import { batchGrid } from "./batchGrid.ts";
import { measuredBatches } from "./pointFlags.ts";
import { admittedBatch, engineBatch, withDecodeBatch } from "./variantPlan.ts";

/** One decode batch of a sweep: the plan with that batch, solved. */
export interface DecodeVariant {
  /** b_d: sequences one decode instance runs. */
  batch: number;
  plan: Plan;
  result: PlanResult;
}

/**
 * The plan solved at decode batches from 1 up to the KV-cache cap when the plan names a model and
 * decode GPU (else twice the plan's batch), never past what the engine limits admit, the plan's
 * own batch and a decode profile's measured batches included. Each variant goes through solve, so limits, speculative decoding and the
 * latency source all apply.
 */
export const decodeSweep = (
  plan: Plan,
  catalog: Catalog,
  base: PlanResult = solve(plan, catalog),
  solveVariant: (variant: Plan) => PlanResult = (variant) => solve(variant, catalog),
): DecodeVariant[] => {
  const limit = base.limits.decodeBatch;
  const kvCache = base.latencyModel.kvCacheSequencesPerDecodeInstance;
  const upper = Math.min(kvCache ?? 2 * plan.decode.batchSize, admittedBatch(limit));
  return batchGrid(upper, [engineBatch(limit), ...measuredBatches(plan, "decode")]).map((batch) => {
    const variant = withDecodeBatch(plan, batch);
    return { batch, plan: variant, result: solveVariant(variant) };
  });
};
