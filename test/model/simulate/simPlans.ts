import { type Plan, type PlanInput, PlanSchema } from "../../../src/model/plan.ts";

/**
 * A fixed deployment of `prefill` and `decode` instances with small sizes: one-node instances of
 * one GPU, no speculation, no engine limits, no SLOs. Each test overrides what it is about.
 */
export const simPlan = (
  overrides: Partial<PlanInput> & { instances?: [number, number] } = {},
): Plan => {
  const { instances = [1, 1], ...rest } = overrides;
  return PlanSchema.parse({
    version: 1,
    hardware: { gpusPerNode: 1 },
    workload: { inputTokens: 1000, outputTokens: 2 },
    prefill: { nodesPerInstance: 1, batchSize: 1, batchTimeMs: 100 },
    decode: { nodesPerInstance: 1, batchSize: 100_000, itlMs: 1 },
    allocation: { mode: "fixed", prefillInstances: instances[0], decodeInstances: instances[1] },
    ...rest,
  } satisfies PlanInput);
};
