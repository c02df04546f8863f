import type { ArrivalProcess } from "../load.ts";
import { msPerSecond } from "../units.ts";
import { type GammaShape, gamma, gammaShape } from "./gamma.ts";
import { exponential, type Random } from "./rng.ts";

/** Gaps between arrivals at a mean rate: exponential, gamma with a coefficient of variation, or even. */
export interface Arrivals {
  process: ArrivalProcess;
  meanGapMs: number;
  /** Gamma's shape 1 / cv² and its constants; null for the other processes. */
  shape: GammaShape | null;
}

export const arrivalsOf = (
  process: ArrivalProcess,
  ratePerSecond: number,
  cv: number | undefined,
): Arrivals => {
  const meanGapMs = msPerSecond / ratePerSecond;
  // A gamma without its coefficient of variation is the Poisson case, cv = 1.
  const spread = cv !== undefined && Number.isFinite(cv) && cv > 0 ? cv : 1;
  return {
    process,
    meanGapMs,
    shape: process === "gamma" ? gammaShape(1 / (spread * spread)) : null,
  };
};

/** When arrival `index` comes, the first at 0; even spacing is index · gap, with no summed drift. */
export const arrivalTimeMs = (
  arrivals: Arrivals,
  random: Random,
  index: number,
  previousMs: number,
): number => {
  if (index === 0) return 0;
  if (arrivals.process === "constant") return index * arrivals.meanGapMs;
  const gap = arrivals.shape
    ? (gamma(random, arrivals.shape) / arrivals.shape.shape) * arrivals.meanGapMs
    : exponential(random) * arrivals.meanGapMs;
  return previousMs + gap;
};
