import { perPositionAcceptanceFor } from "../specDecode.ts";
import { cube } from "./cube.ts";

// Tokens per decode step with k drafts accepted i.i.d. with probability p: X = 1 + min(G, k),
// P(X ≥ 1 + j) = p^j for j ≤ k. Steps to emit n tokens follow from renewal theory.

export interface ChunkMoments {
  /** E[X] = α. */
  mean: number;
  /** Var X. */
  variance: number;
  /** E[X²]. */
  second: number;
}

export const chunkMoments = (draftTokens: number, acceptance: number): ChunkMoments => {
  let [mean, second, power] = [0, 0, 1];
  for (let j = 0; j <= draftTokens; j += 1) {
    mean += power;
    second += (2 * j + 1) * power;
    power *= acceptance;
  }
  return { mean, second, variance: Math.max(0, second - mean * mean) };
};

/** The chunk moments of the plan's speculative decoding, with p from α when the plan gives α. */
export const planChunks = (
  draftTokens: number,
  acceptanceLength: number,
  perPositionAcceptance: number | undefined,
): ChunkMoments =>
  chunkMoments(
    draftTokens,
    draftTokens > 0
      ? (perPositionAcceptance ?? perPositionAcceptanceFor(draftTokens, acceptanceLength))
      : 0,
  );

/**
 * Mean and variance of the steps that emit n tokens: E[N] ≈ n / μ + (E[X²] − μ) / (2μ²), the
 * renewal theorem with the lattice overshoot, and Var N ≈ n · σ² / μ³ (W. Feller, An
 * Introduction to Probability Theory and Its Applications, vol. 1, 3rd ed., 1968, §XIII.6).
 */
export const stepsFor = (
  tokens: number,
  chunks: ChunkMoments,
): { mean: number; variance: number } => {
  if (!(tokens > 0)) return { mean: 0, variance: 0 };
  const mu = chunks.mean;
  const asymptotic = tokens / mu + (chunks.second - mu) / (2 * mu * mu);
  return {
    mean: Math.min(tokens, Math.max(1, asymptotic)),
    variance: (tokens * chunks.variance) / cube(mu),
  };
};
