import { loadOf } from "../load.ts";
import type { Plan } from "../plan.ts";
import { normal, type Random, uniform } from "./rng.ts";

// Request sizes: every request at the workload's means, lognormal around them, or pairs drawn
// with replacement from an imported run.

// The schema's bound on a request's tokens: a lognormal tail is cut there.
const maxTokens = 10_000_000;

interface Lognormal {
  mean: number;
  /** ln of the median. */
  mu: number;
  sigma: number;
}

/** The lognormal with a given mean and coefficient of variation: σ² = ln(1 + cv²), μ = ln m − σ²/2. */
export const lognormalOf = (mean: number, cv: number): Lognormal => {
  const variance = Math.log1p(cv * cv);
  return { mean, mu: Math.log(mean) - variance / 2, sigma: Math.sqrt(variance) };
};

export interface Sizes {
  kind: "mean" | "distribution" | "empirical";
  inputTokens: number;
  outputTokens: number;
  input: Lognormal;
  output: Lognormal;
  empiricalInput: readonly number[];
  empiricalOutput: readonly number[];
}

export const sizesOf = (plan: Plan): Sizes => {
  const load = loadOf(plan);
  const { inputTokens, outputTokens } = plan.workload;
  const pairs = load.sizes === "empirical" ? load.empirical : undefined;
  const count = pairs ? Math.min(pairs.inputTokens.length, pairs.outputTokens.length) : 0;
  return {
    kind: count > 0 ? "empirical" : load.sizes === "distribution" ? "distribution" : "mean",
    inputTokens,
    outputTokens,
    input: lognormalOf(inputTokens, load.inputCv ?? 0),
    output: lognormalOf(outputTokens, load.outputCv ?? 0),
    empiricalInput: pairs ? pairs.inputTokens.slice(0, count) : [],
    empiricalOutput: pairs ? pairs.outputTokens.slice(0, count) : [],
  };
};

/**
 * A request of whole tokens whose sizes average `mean`: ⌊mean⌋ or ⌈mean⌉ at random, the latter
 * with probability mean − ⌊mean⌋. A whole mean draws no random number, so its runs stay as they were.
 */
export const wholeTokensAround = (mean: number, random: Random): number => {
  const below = Math.floor(mean);
  return below === mean ? mean : below + (uniform(random) < mean - below ? 1 : 0);
};

const tokensOf = ({ mean, mu, sigma }: Lognormal, random: Random): number =>
  sigma === 0
    ? wholeTokensAround(mean, random)
    : Math.min(maxTokens, Math.max(1, Math.round(Math.exp(mu + sigma * normal(random)))));

/** One request's prompt tokens, written to `into[0]`, and output tokens, to `into[1]`. */
export const drawSize = (sizes: Sizes, random: Random, into: Int32Array): void => {
  if (sizes.kind === "mean") {
    into[0] = wholeTokensAround(sizes.inputTokens, random);
    into[1] = wholeTokensAround(sizes.outputTokens, random);
  } else if (sizes.kind === "empirical") {
    const pick = Math.floor(uniform(random) * sizes.empiricalInput.length);
    into[0] = sizes.empiricalInput[pick] ?? sizes.inputTokens;
    into[1] = sizes.empiricalOutput[pick] ?? sizes.outputTokens;
  } else {
    into[0] = tokensOf(sizes.input, random);
    into[1] = tokensOf(sizes.output, random);
  }
};
