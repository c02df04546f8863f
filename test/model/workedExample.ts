import { type Plan, type PlanInput, PlanSchema } from "../../src/model/plan.ts";

// docs/model.md §6: G = 8; l_i = 4000, l_o = 1000; P: n_p = 2, b_p = 8, t1 = 800 ms;
// D: n_d = 4, b_d = 256, ITL = 60 ms with α = 1.5, so t2 = 40 ms.
export const workedExampleInput = {
  version: 1,
  hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
  workload: { inputTokens: 4000, outputTokens: 1000 },
  prefill: { nodesPerInstance: 2, batchSize: 8, batchTimeMs: 800 },
  decode: { nodesPerInstance: 4, batchSize: 256, itlMs: 60 },
  specDecode: { draftTokens: 1, acceptanceLength: 1.5 },
  allocation: { mode: "nodeBudget", totalNodes: 100 },
} satisfies PlanInput;

export const workedExample = (
  allocation: PlanInput["allocation"] = workedExampleInput.allocation,
): Plan => PlanSchema.parse({ ...workedExampleInput, allocation });
