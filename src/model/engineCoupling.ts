import { partShares, type StepParts } from "./latency/stepParts.ts";
import type { Plan } from "./plan.ts";
import type { PlanResult } from "./result.ts";

// Engines of one instance that share its experts (attention data parallel, experts spread over the
// engines) run every step together: each MoE layer's all-to-all joins them, so "the iteration time
// is dominated by the slowest rank" and the attention module's time in an iteration is the maximum
// over the ranks (TensorRT-LLM tech blog 10, "ADP Balance Strategy": with prompts spread
// round-robin, the ranks' mean tokens were 54% of the busiest rank's in an average step of
// aggregated DeepSeek-V3 on 8 GB200, attention DP8 and EP8). In aggregated serving each prompt
// lands whole on one engine, chunk by chunk: its attention, dense GEMMs and norms run there while
// the other engines wait, and only its experts' work is spread over all of them.
//
// The busiest engine's share of a step's prompt tokens: each engine takes prompts as its own
// sequences finish, independently of the others, so the prompts a step finds on an engine are
// taken as Poisson with the engines' mean, each carrying one chunk, and the busiest engine holds
// the largest of those counts.

/** Whether the plan's decode engines run each step together: several, joined by shared experts. */
export const coupledEngines = (plan: Plan, result: PlanResult): boolean => {
  const engines = plan.decode.dataParallel;
  const parts = result.latencyModel.decode.parts;
  if (engines <= 1 || parts === null || !(parts.expertParallelMs > 0)) return false;
  const gpus = Math.round(plan.decode.nodesPerInstance * plan.hardware.gpusPerNode);
  const stageGpus = gpus / (plan.latency.decode.pipelineParallel ?? 1);
  const expertParallel = plan.latency.decode.expertParallel ?? stageGpus;
  // Experts spread wider than one engine's GPUs (its tensor-parallel group) join the engines.
  return expertParallel > stageGpus / engines;
};

/**
 * The share of a prefill step that stays on the engine holding the prompt: all but the routed
 * experts' GEMMs and their all-to-all, from the roofline's parts; all of it without them.
 */
export const engineBoundShare = (parts: StepParts | null): number => {
  if (parts === null) return 1;
  const shares = partShares(parts);
  if (shares.length === 0) return 1;
  const spread = shares
    .filter((part) => part.key === "expertGemmMs" || part.key === "expertParallelMs")
    .reduce((sum, part) => sum + part.share, 0);
  return Math.min(1, Math.max(0, 1 - spread));
};

// Counts below the mean less this many standard deviations (and a few more) are never the largest
// in practice, so the series starts there; past this mean it would take too long to sum, and the
// largest of n is taken as mean + √(2 · mean · ln n), the sub-Gaussian bound, within a tenth of a
// percent of the mean there.
const belowMean = 12;
const largeMean = 1_000_000;
const negligible = 1e-12;

// ln k!: summed below ten, Stirling's series (to 1 / (1,260 k⁵)) above, both within 1e-12.
const stirlingFrom = 10;
const logFactorial = (k: number): number => {
  if (k < stirlingFrom) {
    let sum = 0;
    for (let j = 2; j <= k; j++) sum += Math.log(j);
    return sum;
  }
  const z = k + 1;
  return (
    (z - 0.5) * Math.log(z) -
    z +
    0.5 * Math.log(2 * Math.PI) +
    1 / (12 * z) -
    1 / (360 * z ** 3) +
    1 / (1260 * z ** 5)
  );
};

/**
 * E[max of `count` independent Poisson counts of mean `mean`] = Σₖ (1 − F(k)^count), each term
 * written from the survival S(k) = 1 − F(k) as −expm1(count · log1p(−S(k))), so a vanishing mean
 * keeps its precision.
 */
export const expectedMaxOfPoissons = (mean: number, count: number): number => {
  if (!(mean > 0)) return 0;
  if (!(count > 1)) return mean;
  if (mean > largeMean) return mean + Math.sqrt(2 * mean * Math.log(count));
  const start = Math.max(0, Math.floor(mean - belowMean * (Math.sqrt(mean) + 1)));
  // Every k below the start has P(max > k) = 1 to double precision.
  let expected = start;
  let logPmf = -mean + start * Math.log(mean) - logFactorial(start);
  let survival = start === 0 ? -Math.expm1(-mean) : 1 - Math.exp(logPmf);
  // The survival's rounding leaves a floor near 1e-12 · √mean, so the sum also stops once k is
  // as far above the mean as it started below it, where no count of a Poisson reaches.
  const end = mean + belowMean * (Math.sqrt(mean) + 1) + 2 * Math.log(count);
  for (let k = start; k <= end; k++) {
    const above = -Math.expm1(count * Math.log1p(-survival));
    expected += above;
    if (k > mean && above < negligible) break;
    logPmf += Math.log(mean) - Math.log(k + 1);
    survival = Math.max(0, survival - Math.exp(logPmf));
  }
  return Math.max(mean, expected);
};

export interface PromptLoad {
  engines: number;
  /** Prompt tokens one step carries over the whole instance. */
  prefillTokensPerStep: number;
  inputTokens: number;
  /** Steps a prompt is split over. */
  prefillChunks: number;
  /** The step's prompt time were the tokens spread evenly over every GPU. */
  balancedMs: number;
  /** The share of a prompt's time that stays on its engine (engineBoundShare). */
  engineShare: number;
}

/**
 * A step's prompt time on coupled engines: the experts' share spread as before, the rest scaled
 * from the engines' mean prompt tokens to the busiest engine's.
 */
export const busiestEnginePrefillMs = (load: PromptLoad): number => {
  const { engines, prefillTokensPerStep, inputTokens, prefillChunks, balancedMs, engineShare } =
    load;
  const meanTokens = prefillTokensPerStep / engines;
  if (engines <= 1 || !(meanTokens > 0) || !(balancedMs > 0)) return Math.max(0, balancedMs);
  const chunkTokens = inputTokens / prefillChunks;
  const chunksPerEngine = meanTokens / chunkTokens;
  // Never below the mean, which rounding of a vanishing load could otherwise undercut.
  const busiestTokens = Math.max(
    meanTokens,
    chunkTokens * expectedMaxOfPoissons(chunksPerEngine, engines),
  );
  return balancedMs * (1 - engineShare + engineShare * (busiestTokens / meanTokens));
};
