import type { Catalog } from "./catalog.ts";
import { engineBatch, withDecodeBatch } from "./curves/variantPlan.ts";
import {
  busiestEnginePrefillMs,
  coupledEngines,
  engineBoundShare,
  ownEnginePrefillMs,
} from "./engineCoupling.ts";
import type { Plan } from "./plan.ts";
import type { PlanResult } from "./result.ts";
import { solve } from "./solve.ts";
import { msPerSecond, secondsPerMinute } from "./units.ts";

// Aggregated serving: P and D share the same GPUs (issue 4, item 5). A simple steady-state model:
// - the fleet is made of the plan's decode instances (n_d nodes, its GPU, engines, KV cache);
// - every engine step runs the decode batch B (k + 1 tokens per sequence, ITL(B) from the decode
//   source) plus a chunk of prompt tokens, within engine.decode.maxNumBatchedTokens when set;
// - a prompt token costs the GPU time the plan's prefill side spends on it:
//   w = t1 · G · n_p / (b_p · l_i) GPU-ms per token, spread over the instance's G · n_d GPUs as
//   the roofline spreads a batch;
// - steady state: each step completes B · α / l_o requests, so it carries B · α · l_i / l_o prompt
//   tokens; step = ITL(B) + B · α · l_i · w / (l_o · G · n_d), and TPOT = step / α;
// - throughput per GPU = B / (TPOT · G · n_d); TTFT = the prompt's own prefill work plus one
//   decode step for each chunk it rides in (chunks fill an engine's budget left after the decode
//   tokens); no queueing for the budget and no KV transfer.
// - engines coupled by expert parallelism (attention data parallel, experts spread over the
//   engines) step together, each step as long as its busiest engine (engineCoupling.ts): a prompt's
//   attention and dense work runs on the one engine that took it while the others wait, and only
//   its experts' work is spread, so the prompt tokens each step carries cost their busiest
//   engine's share, not the mean, and a prompt's own prefill work in TTFT runs on its engine.
// Invariant: with rate matching at 1, at the same batch and uncoupled engines this gives exactly
// the output tokens/s per GPU of the balanced disaggregated fleet (both do the same GPU work per
// request), with TPOT longer by B · l_i · w / (l_o · G · n_d); coupled engines only lengthen the
// step. So no aggregated point lies above the disaggregated frontier, except without CUDA graphs: a
// launch-bound decode step leaves the GPU idle while the host launches, and the prompt work fills that
// idle time first (max(GPU work + prompts, launches)), which the split fleet cannot. Per-phase
// parallelism, interference and rate-matching losses are not modelled.

export interface AggregatedPoint {
  /** B: sequences decoding on one instance. */
  batch: number;
  draftTokens: number;
  acceptanceLength: number;
  /** ITL(B): the decode part of one step. */
  decodeStepMs: number;
  /** Mean prompt tokens each step carries on one instance: B · α · l_i / l_o. */
  prefillTokensPerStep: number;
  prefillMsPerStep: number;
  stepMs: number;
  tpotMs: number;
  tokensPerSecondPerUser: number;
  outputTokensPerSecondPerGpu: number;
  requestsPerSecondPerInstance: number;
  qpmPerNode: number;
  /** Steps a prompt is split over (1 without a token budget). */
  prefillChunks: number;
  ttftMs: number;
  /** The step token budget capped B below the batch the decode limits admit. */
  cappedByStepBudget: boolean;
}

/**
 * Prompt-token cost in GPU-milliseconds, from the prefill side: t1 · G · n_p / (b_p · l_i). Without
 * CUDA graphs, t1's wait for its launches is left out: prompt tokens served aggregated ride in the
 * decode step's forward pass, whose launches the decode step already pays.
 */
export const prefillGpuMsPerToken = (plan: Plan, result: PlanResult): number | null => {
  const batch = result.limits.prefillBatch.effective;
  if (!(batch > 0)) return null;
  const prefillGpus = plan.prefill.nodesPerInstance * plan.hardware.gpusPerNode;
  const workMs =
    result.latency.prefillBatchTimeMs - (result.latencyModel.prefill.parts?.eagerLaunchMs ?? 0);
  return (workMs * prefillGpus) / (batch * plan.workload.inputTokens);
};

/**
 * `baseMs` with `extraMs` of work that first fills `waitMs` of idle time: base + max(0, extra − wait),
 * written so that it is never below base.
 */
const afterLaunchWait = (baseMs: number, extraMs: number, waitMs: number): number =>
  extraMs <= waitMs ? baseMs : baseMs + (extraMs - waitMs);

/**
 * The largest B whose steady-state step fits the instance's token budget:
 * B · (k + 1 + α · l_i / l_o) ≤ engines · maxNumBatchedTokens; null without a budget.
 */
export const aggregatedBatchCap = (plan: Plan, acceptanceLength: number): number | null => {
  const budget = plan.engine.decode.maxNumBatchedTokens;
  if (budget === undefined) return null;
  const { inputTokens, outputTokens } = plan.workload;
  const tokensPerSequence =
    plan.specDecode.draftTokens + 1 + (acceptanceLength * inputTokens) / outputTokens;
  return Math.max(1, Math.floor((plan.decode.dataParallel * budget) / tokensPerSequence));
};

/**
 * The aggregated operating point at a solved plan's decode batch, taken as it is (see
 * aggregatedServing for the step budget's cap). Null when the plan serves nothing.
 */
export const aggregatedPoint = (
  plan: Plan,
  result: PlanResult,
  cappedByStepBudget = false,
): AggregatedPoint | null => {
  const perToken = prefillGpuMsPerToken(plan, result);
  const batch = engineBatch(result.limits.decodeBatch);
  if (perToken === null || !(batch > 0)) return null;
  const { inputTokens, outputTokens } = plan.workload;
  const alpha = result.specDecode.acceptanceLength;
  const draftTokens = result.specDecode.draftTokens;
  const instanceGpus = plan.decode.nodesPerInstance * plan.hardware.gpusPerNode;
  const engines = plan.decode.dataParallel;
  const decodeStepMs = result.latency.tpotMs * alpha;
  const prefillTokensPerStep = (batch * alpha * inputTokens) / outputTokens;
  const budget = plan.engine.decode.maxNumBatchedTokens;
  // Prompt tokens an engine's step has room for: unbounded without a budget.
  const freeTokens =
    budget === undefined
      ? Number.POSITIVE_INFINITY
      : budget - Math.ceil(batch / engines) * (draftTokens + 1);
  const prefillChunks = Math.ceil(inputTokens / Math.max(1, Math.min(inputTokens, freeTokens)));
  const balancedMs = (prefillTokensPerStep * perToken) / instanceGpus;
  const coupled = coupledEngines(plan, result);
  const engineShare = engineBoundShare(result.latencyModel.prefill.parts);
  const prefillMsPerStep = coupled
    ? busiestEnginePrefillMs({
        engines,
        prefillTokensPerStep,
        inputTokens,
        prefillChunks,
        freeTokens: Math.max(1, freeTokens),
        balancedMs,
        engineShare,
      })
    : balancedMs;
  // Without CUDA graphs a launch-bound decode step leaves the GPU idle while the host launches; the
  // prompt work runs in that gap before it lengthens the step: max(GPU + prompts, launches).
  const launchWaitMs = result.latencyModel.decode.parts?.eagerLaunchMs ?? 0;
  const stepMs = afterLaunchWait(decodeStepMs, prefillMsPerStep, launchWaitMs);
  const tpotMs = stepMs / alpha;
  const requestsPerSecond = (batch * msPerSecond) / (outputTokens * tpotMs);
  const spreadPrefillMs = (inputTokens * perToken) / instanceGpus;
  const ownPrefillMs = coupled
    ? ownEnginePrefillMs(spreadPrefillMs, engines, engineShare)
    : spreadPrefillMs;
  return {
    batch,
    draftTokens,
    acceptanceLength: alpha,
    decodeStepMs,
    prefillTokensPerStep,
    prefillMsPerStep,
    stepMs,
    tpotMs,
    tokensPerSecondPerUser: msPerSecond / tpotMs,
    outputTokensPerSecondPerGpu: (batch * msPerSecond) / (tpotMs * instanceGpus),
    requestsPerSecondPerInstance: requestsPerSecond,
    qpmPerNode: (requestsPerSecond * secondsPerMinute) / plan.decode.nodesPerInstance,
    prefillChunks,
    // The prompt's own work rides in the launch waits of the steps it spans, as the step's does.
    ttftMs: afterLaunchWait(
      prefillChunks * decodeStepMs,
      ownPrefillMs,
      prefillChunks * launchWaitMs,
    ),
    cappedByStepBudget,
  };
};

/**
 * The plan served aggregated at its decode batch, or at the largest batch whose steps fit the
 * token budget when that is smaller (solved again there, so ITL follows the batch).
 */
export const aggregatedServing = (
  plan: Plan,
  catalog: Catalog,
  result: PlanResult = solve(plan, catalog),
): AggregatedPoint | null => {
  const cap = aggregatedBatchCap(plan, result.specDecode.acceptanceLength);
  if (cap === null || engineBatch(result.limits.decodeBatch) <= cap)
    return aggregatedPoint(plan, result);
  const capped = withDecodeBatch(plan, cap);
  return aggregatedPoint(capped, solve(capped, catalog), true);
};
