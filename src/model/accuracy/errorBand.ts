import type { Regime, ValidationResidual } from "./residuals.ts";

// How far a roofline estimate may be from the truth, read from the published cases of its regime:
// the band is the conformal quantile of their |published / estimated − 1|, so it holds the truth
// of a new case like them in at least `errorBandCoverage` of draws, not only of the cases it was
// read from (the in-sample quantile held a left-out case 73–77% of the time). Cases are narrowed to the plan's regime, one feature at a time,
// while at least `minCasesPerBand` remain; a regime feature no case shares makes the estimate an
// extrapolation, which the band cannot vouch for.

/** The share of published cases a band holds. */
export const errorBandCoverage = 0.8;

/** Fewer cases than this give no quantile worth stating; the band widens to the broader group. */
export const minCasesPerBand = 3;

/** Features a band narrows by, most telling first. */
export const narrowingFeatures = ["moe", "weightFormat", "specDecode"] as const;
export type NarrowingFeature = (typeof narrowingFeatures)[number];

/** Regime features the published cases do not cover. */
export type UncoveredFeature = "gpu" | NarrowingFeature | "size";

export interface ErrorBand {
  /** A new case like `cases` lies within ± this fraction of its estimate in errorBandCoverage of draws. */
  fraction: number;
  /** Published cases the band was read from. */
  cases: number;
  /** The features those cases share with the plan, besides the phase. */
  matched: NarrowingFeature[];
  /** Features of the plan's regime no published case of its phase shares, in the order above. */
  uncovered: UncoveredFeature[];
}

/** The nearest-rank quantile q of `values` (not empty). */
export const nearestRank = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
};

/**
 * The split-conformal quantile of n scores at coverage q: the ⌈(n + 1) q⌉-th smallest, which a
 * new score exchangeable with them stays at or below with probability at least q (J. Lei, M.
 * G'Sell, A. Rinaldo, R. J. Tibshirani and L. Wasserman, "Distribution-Free Predictive Inference
 * for Regression", JASA 113(523), 2018, §2.2). Past n, the largest: too few cases to promise q.
 */
export const conformalQuantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * (sorted.length + 1))));
  return sorted[rank - 1] ?? Number.NaN;
};

const uncoveredFeatures = (
  regime: Regime,
  cases: readonly ValidationResidual[],
): UncoveredFeature[] => {
  const uncovered: UncoveredFeature[] = [];
  if (!cases.some((c) => c.gpu === regime.gpu)) uncovered.push("gpu");
  for (const feature of narrowingFeatures) {
    if (!cases.some((c) => c[feature] === regime[feature])) uncovered.push(feature);
  }
  const sizes = cases.map((c) => c.sizePerReplica);
  if (regime.sizePerReplica < Math.min(...sizes) || regime.sizePerReplica > Math.max(...sizes)) {
    uncovered.push("size");
  }
  return uncovered;
};

/** The error band of an estimate in `regime`, or null when no published case shares its phase. */
export const errorBandOf = (
  regime: Regime,
  residuals: readonly ValidationResidual[],
): ErrorBand | null => {
  const phaseCases = residuals.filter((c) => c.phase === regime.phase);
  if (phaseCases.length === 0) return null;
  let cases = phaseCases;
  const matched: NarrowingFeature[] = [];
  for (const feature of narrowingFeatures) {
    const narrower = cases.filter((c) => c[feature] === regime[feature]);
    if (narrower.length >= minCasesPerBand) {
      cases = narrower;
      matched.push(feature);
    }
  }
  return {
    fraction: conformalQuantile(
      cases.map((c) => Math.abs(c.residual)),
      errorBandCoverage,
    ),
    cases: cases.length,
    matched,
    uncovered: uncoveredFeatures(regime, phaseCases),
  };
};
