import { partShares, type StepParts } from "./latency/stepParts.ts";
import type { Plan } from "./plan.ts";
import type { PlanResult } from "./result.ts";

// Engines of one instance that share its experts (attention data parallel, the MoE layers over all
// the engines' GPUs) run every step together: each MoE layer's all-to-all joins them, so "the
// iteration time is dominated by the slowest rank" and the attention module's time in an
// iteration is the maximum over the ranks (TensorRT-LLM tech blog 10, "ADP Balance Strategy": with
// prompts spread round-robin, the ranks' mean tokens were 54% of the busiest rank's in an average
// step of aggregated DeepSeek-V3 on 8 GB200, attention DP8 and EP8). In aggregated serving each
// prompt lands whole on one engine, chunk by chunk: its attention, dense GEMMs and norms run there
// while the other engines wait, and only its experts' work is spread over all of them.
//
// The busiest engine's share of a step's prompt tokens: each engine takes prompts as its own
// sequences finish, independently of the others, so the prompt chunks a step finds on an engine
// are taken as Poisson with the engines' mean, and the busiest engine holds the largest of those
// counts, never more than its token budget admits in one step.

/**
 * Whether the plan's decode engines run each step together: several engines on an MoE model,
 * whose MoE layers the roofline spreads over every GPU of the instance whatever the EP size
 * (latency/parallelism.ts), so every MoE layer joins them.
 */
export const coupledEngines = (plan: Plan, result: PlanResult): boolean => {
  const parts = result.latencyModel.decode.parts;
  return plan.decode.dataParallel > 1 && parts !== null && parts.expertGemmMs > 0;
};

/**
 * The share of a prefill step that stays on the engine holding the prompt: all but the routed
 * experts' GEMMs and their all-to-all, from the roofline's parts; all of it without them. (The
 * routed experts' activations, booked with the norms, and the step's fixed costs are counted as
 * the engine's: both are small beside the GEMMs.) Without CUDA graphs, the prefill step's wait for
 * its launches is left out, as the prompt-token cost leaves it out (aggregated.ts).
 */
export const engineBoundShare = (parts: StepParts | null): number => {
  if (parts === null) return 1;
  // A wait for eager launches is no work of the prompt's: the shares are of the rest.
  const shares = partShares({ ...parts, eagerLaunchMs: 0 });
  if (shares.length === 0) return 1;
  const spread = shares
    .filter((part) => part.key === "expertGemmMs" || part.key === "expertParallelMs")
    .reduce((sum, part) => sum + part.share, 0);
  return Math.min(1, Math.max(0, 1 - spread));
};

// Counts below the mean less this many standard deviations (and a few more) are never the largest
// to double precision, so the series starts there and stops as far above the mean.
const belowMean = 12;
const negligible = 1e-12;
// Past this mean the series would take too long to sum; the largest count's excess over the mean
// is carried from this mean in standard deviations, exact there and continuous through it.
const largeMean = 1_000_000;
// Engines an instance may have (plan.ts bounds data parallelism); more are taken as this many.
const mostCounts = 100_000;

// ln k!: summed below ten, Stirling's series (to 1 / (1,260 z⁵)) above, both within 1e-12.
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
 * Σₖ P(max > k) over k < cap, for `count` Poisson counts of mean `mean`: each term written from the
 * survival S(k) = 1 − F(k) as −expm1(count · log1p(−S(k))), so a vanishing mean keeps its precision.
 */
const seriesOfMax = (mean: number, count: number, cap: number): number => {
  const start = Math.min(cap, Math.max(0, Math.floor(mean - belowMean * (Math.sqrt(mean) + 1))));
  // Every k below the start has P(max > k) = 1 to double precision.
  let expected = start;
  let logPmf = -mean + start * Math.log(mean) - logFactorial(start);
  let survival = start === 0 ? -Math.expm1(-mean) : 1 - Math.exp(logPmf);
  const end = Math.min(cap, mean + belowMean * (Math.sqrt(mean) + 1) + 2 * Math.log(count));
  for (let k = start; k < end; k++) {
    const above = -Math.expm1(count * Math.log1p(-survival));
    expected += above;
    if (k > mean && above < negligible) break;
    logPmf += Math.log(mean) - Math.log(k + 1);
    survival = Math.max(0, survival - Math.exp(logPmf));
  }
  return expected;
};

/**
 * E[min(max of `count` independent Poisson counts of mean `mean`, `cap`)]: the busiest of `count`
 * engines, none holding more than `cap` whole counts (a fractional cap is taken down to a whole
 * one). More than `mostCounts` counts are taken as that many. Past a mean of a million, with a
 * cap, min(cap, E[max]) is returned: an upper bound on E[min(max, cap)].
 */
export const expectedMaxOfPoissons = (
  mean: number,
  count: number,
  cap = Number.POSITIVE_INFINITY,
): number => {
  const limit = Number.isNaN(cap) ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(cap));
  if (!(mean > 0) || limit === 0) return 0;
  if (!(count > 1)) {
    // One count: E[min(X, cap)], the mean itself without a cap.
    return limit === Number.POSITIVE_INFINITY ? mean : seriesOfMax(mean, 1, limit);
  }
  const counts = Math.min(count, mostCounts);
  // Without a cap the largest count is never below the mean; rounding could otherwise undercut it.
  const floor = limit === Number.POSITIVE_INFINITY ? mean : 0;
  if (mean <= largeMean) return Math.max(floor, seriesOfMax(mean, counts, limit));
  // Standard deviations above the mean at largeMean, carried to this mean (√ taken apart so a
  // huge mean does not overflow).
  const excess =
    (seriesOfMax(largeMean, counts, Number.POSITIVE_INFINITY) - largeMean) / Math.sqrt(largeMean);
  return Math.max(floor, Math.min(limit, mean + Math.sqrt(mean) * excess));
};

/** An engine share held to [0, 1]; an unknown one (NaN) is all the engine's. */
const shareOf = (share: number): number =>
  Number.isNaN(share) ? 1 : Math.min(1, Math.max(0, share));

export interface PromptLoad {
  engines: number;
  /** Prompt tokens one step carries over the whole instance. */
  prefillTokensPerStep: number;
  inputTokens: number;
  /** Steps a prompt is split over. */
  prefillChunks: number;
  /** Prompt tokens one engine's step has room for (its token budget less its decode tokens). */
  freeTokens: number;
  /** The step's prompt time were the tokens spread evenly over every GPU. */
  balancedMs: number;
  /** The share of a prompt's time that stays on its engine (engineBoundShare). */
  engineShare: number;
}

// Chunks an engine a step below which a load counts as vanishing (busiestEnginePrefillMs).
const vanishingChunksPerEngine = 1e-12;

/**
 * A step's prompt time on coupled engines: the experts' share spread as before, the rest scaled
 * from the engines' mean prompt tokens to the busiest engine's.
 */
export const busiestEnginePrefillMs = (load: PromptLoad): number => {
  const { engines, prefillTokensPerStep, inputTokens, prefillChunks, freeTokens, balancedMs } =
    load;
  if (!(balancedMs > 0)) return 0;
  if (!Number.isFinite(balancedMs)) return balancedMs;
  const meanTokens = prefillTokensPerStep / engines;
  const chunkTokens = inputTokens / prefillChunks;
  if (
    !(engines > 1) ||
    !(meanTokens > 0) ||
    !Number.isFinite(meanTokens) ||
    !(chunkTokens > 0) ||
    !Number.isFinite(chunkTokens)
  )
    return balancedMs;
  const engineShare = shareOf(load.engineShare);
  if (engineShare === 0) return balancedMs;
  // An engine takes no more whole chunks in one step than its free tokens hold (at least one).
  const mostChunks = Math.max(1, Math.floor(freeTokens / chunkTokens));
  // Never below the mean, which rounding of a vanishing load could otherwise undercut. Under
  // 1e-12 chunks an engine a step, the load is one chunk on one engine now and then: the busiest
  // holds all of it (the limit of E[max] / λ as λ → 0 is the engine count, within n² λ / 2, under
  // 3e-9 at 64 engines), where the sum would read subnormal numbers to no precision.
  const chunksPerEngine = meanTokens / chunkTokens;
  const busiestTokens =
    chunksPerEngine >= vanishingChunksPerEngine
      ? Math.max(
          meanTokens,
          chunkTokens * expectedMaxOfPoissons(chunksPerEngine, engines, mostChunks),
        )
      : meanTokens * engines;
  return balancedMs * (1 - engineShare + engineShare * (busiestTokens / meanTokens));
};

/**
 * A prompt's own prefill time on coupled engines: the engine's share on that engine's GPUs alone,
 * the experts' share over every GPU. `balancedMs` is its time spread over all of them.
 */
export const ownEnginePrefillMs = (
  balancedMs: number,
  engines: number,
  engineShare: number,
): number => {
  if (!(balancedMs > 0)) return 0;
  const share = shareOf(engineShare);
  // Whole engines, at least one; an unbounded count keeps the spread time.
  const onEngines = Number.isFinite(engines) ? Math.max(1, engines) : 1;
  return balancedMs * (1 - share + share * onEngines);
};
