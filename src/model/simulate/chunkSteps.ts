import { acceptanceLengthFromPositions } from "../specDecode.ts";
import { normal, type Random, uniform, uniformPositive } from "./rng.ts";

// How many decode steps a request needs for the tokens after its first. Each step streams one
// chunk of 1 + G tokens, G the drafts accepted in a row before the first rejection, at most k:
// P(G ≥ g) = p^g. Short outputs draw every chunk; long ones draw the renewal count from its
// normal limit (Feller, An Introduction to Probability Theory, vol. 2, XI.5).

// Up to this many expected steps, every chunk is drawn.
const exactStepsLimit = 64;

export interface ChunkModel {
  draftTokens: number;
  /** Per-position acceptance p. */
  acceptance: number;
  /** 1 / ln p, for geometric draws (0 when p is 0 or 1). */
  inverseLogAcceptance: number;
  /** Mean tokens per chunk: α = 1 + p + … + p^k. */
  meanTokens: number;
  varianceTokens: number;
  /** Mean tokens past the need in the last chunk, from the stationary overshoot E[X(X−1)] / (2 E[X]). */
  meanOvershootTokens: number;
}

export const chunkModel = (draftTokens: number, acceptance: number): ChunkModel => {
  const k = Math.max(0, Math.floor(draftTokens));
  const p = Math.min(1, Math.max(0, acceptance));
  const mean = acceptanceLengthFromPositions(k, p);
  // E[X²] = Σ_{m=1}^{k+1} (2m − 1) P(X ≥ m), with P(X ≥ m) = p^(m−1).
  let secondMoment = 0;
  for (let m = 1; m <= k + 1; m += 1) secondMoment += (2 * m - 1) * p ** (m - 1);
  return {
    draftTokens: k,
    acceptance: p,
    inverseLogAcceptance: p > 0 && p < 1 ? 1 / Math.log(p) : 0,
    meanTokens: mean,
    varianceTokens: Math.max(0, secondMoment - mean * mean),
    meanOvershootTokens: (secondMoment - mean) / (2 * mean),
  };
};

/** Tokens of one chunk: 1 + the accepted drafts. */
export const chunkTokens = (model: ChunkModel, random: Random): number => {
  const { draftTokens, acceptance } = model;
  if (draftTokens === 0 || acceptance === 0) return 1;
  if (acceptance === 1) return draftTokens + 1;
  const accepted = Math.floor(Math.log(uniformPositive(random)) * model.inverseLogAcceptance);
  return 1 + Math.min(draftTokens, accepted);
};

/** Steps to stream `tokens` tokens, drawing every chunk. */
export const exactSteps = (model: ChunkModel, random: Random, tokens: number): number => {
  let left = tokens;
  let steps = 0;
  while (left > 0) {
    left -= chunkTokens(model, random);
    steps += 1;
  }
  return steps;
};

/**
 * Steps to stream `tokens` tokens: exact for short outputs; for long ones the renewal count's
 * normal limit, mean (tokens + overshoot) / α (Wald's identity) and variance tokens · σ² / α³,
 * rounded at random so the mean survives, within [⌈tokens / (k + 1)⌉, tokens].
 */
export const stepsFor = (model: ChunkModel, random: Random, tokens: number): number => {
  if (tokens <= 0) return 0;
  const { meanTokens, draftTokens } = model;
  if (model.varianceTokens === 0) return Math.ceil(tokens / meanTokens);
  if (tokens <= exactStepsLimit * meanTokens) return exactSteps(model, random, tokens);
  const mean = (tokens + model.meanOvershootTokens) / meanTokens;
  const spread = Math.sqrt((tokens * model.varianceTokens) / meanTokens ** 3);
  const drawn = Math.floor(mean + spread * normal(random) + uniform(random));
  return Math.min(tokens, Math.max(Math.ceil(tokens / (draftTokens + 1)), drawn));
};
