import { type Plan, type PlanInput, PlanSchema } from "../../../src/model/plan.ts";

// A plan small enough to work by hand. G = 8; l_i = l_o = 1,000; one-node instances.
// Prefill: a constant t1 = 500 ms at b_p = 8, so r_p = 16 req/s.
// Decode: a measured profile on a straight line, ITL = 16 + b / 16 ms (PCHIP keeps a line a line),
// no speculation, so t2 = ITL and the TPOT SLO of 40 ms holds up to b_d = 384.
export const profileInput = {
  version: 1,
  hardware: { gpusPerNode: 8 },
  workload: { inputTokens: 1000, outputTokens: 1000 },
  prefill: { nodesPerInstance: 1, batchSize: 8, batchTimeMs: 500 },
  decode: { nodesPerInstance: 1, batchSize: 128, itlMs: 24 },
  slo: { ttftMs: 1000, tpotMs: 40 },
  allocation: { mode: "nodeBudget", totalNodes: 10 },
  latency: {
    decode: {
      source: "profile",
      profile: [
        { batch: 64, timeMs: 20 },
        { batch: 128, timeMs: 24 },
        { batch: 256, timeMs: 32 },
        { batch: 512, timeMs: 48 },
      ],
    },
  },
} satisfies PlanInput;

export const profilePlan = (changes: Partial<PlanInput> = {}): Plan =>
  PlanSchema.parse({ ...profileInput, ...changes });

// DeepSeek-V3 on H800 nodes as DeepSeek serves it (4-node prefill, 18-node decode instances),
// both phases from the roofline, under the default plan's SLOs, engine limits and 100-node budget.
export const deepSeekInput = {
  version: 1,
  hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
  workload: { inputTokens: 4000, outputTokens: 1000 },
  prefill: { nodesPerInstance: 4, batchSize: 8, batchTimeMs: 800, dataParallel: 32 },
  decode: { nodesPerInstance: 18, batchSize: 9216, itlMs: 60, dataParallel: 144 },
  specDecode: { draftTokens: 1, acceptanceLength: 1.5 },
  engine: {
    prefill: { maxNumSeqs: 8, maxNumBatchedTokens: 32_768 },
    decode: { maxNumSeqs: 256, maxNumBatchedTokens: 8192 },
  },
  slo: { ttftMs: 1000, tpotMs: 50, e2elMs: 60_000 },
  allocation: { mode: "nodeBudget", totalNodes: 100 },
  latency: {
    model: "deepseek-v3",
    prefill: { source: "roofline", gpu: "h800" },
    decode: { source: "roofline", gpu: "h800" },
  },
} satisfies PlanInput;

export const deepSeekPlan = (changes: Partial<PlanInput> = {}): Plan =>
  PlanSchema.parse({ ...deepSeekInput, ...changes });

// Qwen3-30B-A3B on one-node H100 instances with eight engines each, its experts set to span all
// eight GPUs: the search's grid spells that same layout without the setting, so each
// configuration is reached twice on each side.
export const twinLayoutInput = {
  version: 1,
  hardware: { gpusPerNode: 8 },
  workload: { inputTokens: 2000, outputTokens: 500 },
  prefill: { nodesPerInstance: 1, batchSize: 8, batchTimeMs: 500, dataParallel: 8 },
  decode: { nodesPerInstance: 1, batchSize: 128, itlMs: 30, dataParallel: 8 },
  specDecode: { draftTokens: 0 },
  engine: { decode: { maxNumSeqs: 512 } },
  slo: { ttftMs: 2000, tpotMs: 30, e2elMs: 20_000 },
  allocation: { mode: "nodeBudget", totalNodes: 6 },
  latency: {
    model: "qwen3-30b-a3b",
    prefill: { source: "roofline", gpu: "h100", expertParallel: 8 },
    decode: { source: "roofline", gpu: "h100", expertParallel: 8 },
  },
} satisfies PlanInput;

export const twinLayoutPlan = (): Plan => PlanSchema.parse(twinLayoutInput);
