import { defaultPlan, type Plan, type PlanInput, PlanSchema } from "../model/index.ts";

// Plans to start from, each showing one behaviour of the planner. The worked example is docs/model.md
// §6 exactly. The others are illustrative: plausible numbers chosen to make their point, not
// measurements of any deployment; replace them with your own benchmark figures.

export interface ExamplePlan {
  id: string;
  title: { en: string; zh: string };
  description: { en: string; zh: string };
  plan: Plan;
}

/** An example as written here: a plan input, defaults left out; the list below validates each. */
interface ExampleInput extends Omit<ExamplePlan, "plan"> {
  plan: PlanInput;
}

const noEngineLimits: Plan["engine"] = { prefill: {}, decode: {}, router: {} };
const noSpecDecode: Plan["specDecode"] = { draftTokens: 0, stepCostRatio: 1 };
const articleRates: Plan["rateMatching"] = { prefill: 1, decode: 1 };

// docs/model.md §6: G = 8; l_i = 4000, l_o = 1000; P: n_p = 2, b_p = 8, t1 = 800 ms;
// D: n_d = 4, b_d = 256, ITL = 60 ms with α = 1.5; $2 per GPU-hour; a 100-node budget.
const workedExample: ExampleInput = {
  id: "worked-example",
  title: { en: "Worked example", zh: "完整算例" },
  description: {
    en: "4,000 in / 1,000 out on 8-GPU nodes, 100-node budget: 12 P + 19 D, 7,200 QPM.",
    zh: "输入 4,000 / 输出 1,000 token，8 卡节点，预算 100 个节点：12 个 P + 19 个 D，7,200 QPM。",
  },
  // The default plan is this example with SLOs and engine limits added; here they are taken off.
  plan: { ...defaultPlan, engine: noEngineLimits, slo: {} },
};

// Illustrative: short prompts on one-node instances, sized for a target rate under a TPOT SLO.
const chat: ExampleInput = {
  id: "chat",
  title: { en: "Chat, tight TPOT", zh: "对话：TPOT 要求严格" },
  description: {
    en: "Short prompts, 30 ms TPOT SLO, fewest nodes for 6,000 QPM (illustrative numbers).",
    zh: "短 prompt，TPOT SLO 30 ms，用最少的节点达到 6,000 QPM（示意数字）。",
  },
  plan: {
    version: 1,
    hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
    workload: { inputTokens: 800, outputTokens: 250 },
    prefill: { nodesPerInstance: 1, batchSize: 16, batchTimeMs: 350, dataParallel: 1 },
    decode: {
      nodesPerInstance: 1,
      batchSize: 64,
      itlMs: 28,
      itlMeasuredWith: "specDecode",
      dataParallel: 1,
    },
    specDecode: noSpecDecode,
    engine: noEngineLimits,
    slo: { ttftMs: 500, tpotMs: 30, e2elMs: 10_000 },
    rateMatching: articleRates,
    allocation: { mode: "targetQpm", targetQpm: 6000 },
  },
};

// Illustrative: a 32k-token prompt fills a prefill node for 2.4 s, so most nodes go to prefill.
const longContext: ExampleInput = {
  id: "long-context",
  title: { en: "Long-context RAG", zh: "长上下文 RAG" },
  description: {
    en: "32k-token prompts, 300-token answers: prefill-bound, 28 of 30 nodes prefill (illustrative).",
    zh: "32k token 的 prompt、300 token 的回答：瓶颈在 Prefill，30 个节点中 28 个用于 Prefill（示意数字）。",
  },
  plan: {
    version: 1,
    hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
    workload: { inputTokens: 32_000, outputTokens: 300 },
    prefill: { nodesPerInstance: 1, batchSize: 1, batchTimeMs: 2400, dataParallel: 1 },
    decode: {
      nodesPerInstance: 1,
      batchSize: 64,
      itlMs: 35,
      itlMeasuredWith: "specDecode",
      dataParallel: 1,
    },
    specDecode: noSpecDecode,
    engine: noEngineLimits,
    slo: { ttftMs: 3000, tpotMs: 50 },
    rateMatching: articleRates,
    allocation: { mode: "nodeBudget", totalNodes: 30 },
  },
};

// Illustrative: k = 3 drafts accepted with p = 0.7 each give α = (1 − 0.7⁴) / (1 − 0.7) ≈ 2.53,
// and the 45 ms ITL is taken as measured with speculation on, so TPOT = 45 / α ≈ 17.8 ms.
const speculative: ExampleInput = {
  id: "speculative",
  title: { en: "Speculative decoding", zh: "投机解码" },
  description: {
    en: "3 draft tokens, per-position acceptance 0.7, ITL measured with speculation on (illustrative).",
    zh: "3 个草稿 token，逐位置接受率 0.7，ITL 在开启投机解码时测得（示意数字）。",
  },
  plan: {
    version: 1,
    hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
    workload: { inputTokens: 2000, outputTokens: 800 },
    prefill: { nodesPerInstance: 1, batchSize: 8, batchTimeMs: 600, dataParallel: 1 },
    decode: {
      nodesPerInstance: 2,
      batchSize: 128,
      itlMs: 45,
      itlMeasuredWith: "specDecode",
      dataParallel: 1,
    },
    specDecode: { draftTokens: 3, perPositionAcceptance: 0.7, stepCostRatio: 1 },
    engine: noEngineLimits,
    slo: { ttftMs: 1000, tpotMs: 25 },
    rateMatching: articleRates,
    allocation: { mode: "ratio" },
  },
};

// Illustrative: the worked example with a prefill token budget of 16,384, below the 8 · 4,000 =
// 32,000 tokens one prefill batch needs, so the limit binds and the planner says what to raise.
const engineLimit: ExampleInput = {
  id: "engine-limit",
  title: { en: "An engine limit binds", zh: "触发引擎限制" },
  description: {
    en: "P max_num_batched_tokens 16,384 admits 4 of 8 prompts: not feasible, and what to change.",
    zh: "P 的 max_num_batched_tokens 为 16,384，只能容纳 8 个 prompt 中的 4 个：不可行，并说明该改什么。",
  },
  plan: {
    ...workedExample.plan,
    engine: {
      prefill: { maxNumSeqs: 8, maxNumBatchedTokens: 16_384 },
      decode: { maxNumSeqs: 256 },
      router: {},
    },
    slo: { ttftMs: 1000, tpotMs: 50 },
  },
};

// Illustrative shape, sourced parts: Llama 3.1 70B (src/data/models/llamaModels.ts) on 8-GPU H100
// nodes (src/data/gpus.ts), each step priced by the roofline, so latency grows with the batch and
// the Curves and Optimize tabs have a trade-off to show. One node per instance, a 16-node budget,
// a p90 TTFT SLO of 1 s and a mean TPOT SLO of 50 ms: a chat service's usual targets, not a
// measurement; replace them with yours.
const rooflineStart: ExampleInput = {
  id: "llama-70b-h100",
  title: { en: "Llama 3.1 70B on H100, estimated", zh: "Llama 3.1 70B · H100（估算）" },
  description: {
    en: "Step times from the roofline of the model and GPU: batches trade latency for throughput. What the planner opens with.",
    zh: "步时长由模型与 GPU 的 roofline 估算：批越大吞吐越高、时延越长。首次打开时的方案。",
  },
  plan: {
    version: 1,
    hardware: { gpusPerNode: 8, gpuHourlyCostUsd: 2 },
    workload: { inputTokens: 2000, outputTokens: 500 },
    prefill: { nodesPerInstance: 1, batchSize: 4, batchTimeMs: 800, dataParallel: 1 },
    decode: {
      nodesPerInstance: 1,
      batchSize: 128,
      itlMs: 40,
      itlMeasuredWith: "specDecode",
      dataParallel: 1,
    },
    specDecode: noSpecDecode,
    engine: noEngineLimits,
    slo: { ttftMs: 1000, ttftStatistic: "p90", tpotMs: 50 },
    rateMatching: articleRates,
    latency: {
      model: "llama-3.1-70b",
      prefill: { source: "roofline", gpu: "h100" },
      decode: { source: "roofline", gpu: "h100" },
    },
    allocation: { mode: "nodeBudget", totalNodes: 16 },
  },
};

export const examplePlans: readonly ExamplePlan[] = [
  workedExample,
  chat,
  longContext,
  speculative,
  engineLimit,
  rooflineStart,
].map((example) => ({ ...example, plan: PlanSchema.parse(example.plan) }));

/**
 * What a first visit opens with (no link, nothing saved): a plan whose latencies depend on the
 * batch, so every tab has something to show. The worked example is one click away in Examples.
 */
export const firstVisitPlan: Plan = PlanSchema.parse(rooflineStart.plan);
