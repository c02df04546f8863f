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
export type UncoveredFeature =
  | "gpu"
  | NarrowingFeature
  | "size"
  | "pipeline"
  | "ownFactors"
  | "eager";

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
  const staged = (r: Regime) => r.pipeline === true;
  if (!cases.some((c) => staged(c) === staged(regime))) uncovered.push("pipeline");
  const own = (r: Regime) => r.ownFactors === true;
  if (!cases.some((c) => own(c) === own(regime))) uncovered.push("ownFactors");
  const eager = (r: Regime) => r.eager === true;
  if (!cases.some((c) => eager(c) === eager(regime))) uncovered.push("eager");
  return uncovered;
};

/** The published cases a band in `regime` is read from, or null when none shares its phase. */
export const bandCases = (
  regime: Regime,
  residuals: readonly ValidationResidual[],
): {
  cases: ValidationResidual[];
  matched: NarrowingFeature[];
  phaseCases: ValidationResidual[];
} | null => {
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
  return { cases, matched, phaseCases };
};

/** The error band of an estimate in `regime`, or null when no published case shares its phase. */
export const errorBandOf = (
  regime: Regime,
  residuals: readonly ValidationResidual[],
): ErrorBand | null => {
  const found = bandCases(regime, residuals);
  if (found === null) return null;
  return {
    fraction: conformalQuantile(
      found.cases.map((c) => Math.abs(c.residual)),
      errorBandCoverage,
    ),
    cases: found.cases.length,
    matched: found.matched,
    uncovered: uncoveredFeatures(regime, found.phaseCases),
  };
};

/**
 * The band on a rate built as decode's over prefill's (the balanced x / y): a deployment whose
 * prefill ran at (1 + p) and decode at (1 + d) times their estimates has (1 + d) / (1 + p) times the
 * estimated ratio. The band is the conformal quantile of |(1 + d) / (1 + p) − 1| over every pairing
 * of a prefill residual with a decode residual, which is the ratio's error distribution when the two
 * phases err independently. A phase whose time is the user's own (entered or measured) is given
 * as [0]: with prefill so, the band is decode's own.
 */
export const quotientBand = (
  prefillResiduals: readonly number[],
  decodeResiduals: readonly number[],
): number => {
  const scores: number[] = [];
  for (const p of prefillResiduals) {
    for (const d of decodeResiduals) scores.push(Math.abs((1 + d) / (1 + p) - 1));
  }
  return conformalQuantile(scores, errorBandCoverage);
};
