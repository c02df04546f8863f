// The standard normal distribution and the exponentially modified normal, for latency quantiles.

const sqrtHalf = Math.SQRT1_2;
const sqrtTwoPi = Math.sqrt(2 * Math.PI);

/** The polynomial's own erfcx, e^(x²) · erfc(x) for x ≥ 0 (see erfcxNonNegative). */
const erfccPolynomial = (x: number): number => {
  const t = 1 / (1 + 0.5 * x);
  return (
    t *
    Math.exp(
      -1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  );
};

// The polynomial's coefficients sum to 3e-8 at x = 0, so it gives erfcx(0) = e^(3e-8): scaled by
// its own value there, erfcx(0) = 1 and Φ(0) = 1/2 exactly, and Φ no longer steps down at 0.
const erfcxAtZero = erfccPolynomial(0);

/**
 * Scaled complementary error function erfcx(x) = e^(x²) · erfc(x) for x ≥ 0: the polynomial's
 * fractional error is below 1.2e-7 (W. H. Press et al., Numerical Recipes in C, 2nd ed., 1992,
 * §6.2, erfcc), below 1.4e-7 once scaled to 1 at 0.
 */
const erfcxNonNegative = (x: number): number => erfccPolynomial(x) / erfcxAtZero;

/** Φ(x), the standard normal CDF. */
export const normalCdf = (x: number): number => {
  if (Number.isNaN(x)) return 0;
  const z = Math.abs(x) * sqrtHalf;
  const tail = 0.5 * erfcxNonNegative(z) * Math.exp(-z * z);
  return x >= 0 ? 1 - tail : tail;
};

/** φ(x), the standard normal density. */
export const normalDensity = (x: number): number => Math.exp(-0.5 * x * x) / sqrtTwoPi;

/** Mills ratio (1 − Φ(x)) / φ(x) for x ≥ 0, without the underflow of either part. */
const millsRatio = (x: number): number => Math.sqrt(Math.PI / 2) * erfcxNonNegative(x * sqrtHalf);

/**
 * P(N + E ≤ t) for N normal (mean, sd) plus, with probability `waitProbability`, an independent
 * exponential of mean `waitMs` (the exponentially modified normal; the last term is written as
 * φ(z) · Mills(s − z), which neither overflows nor underflows).
 */
export const normalPlusWaitCdf = (
  t: number,
  mean: number,
  sd: number,
  waitProbability: number,
  waitMs: number,
): number => {
  const z = (t - mean) / sd;
  if (!(sd > 0) || !Number.isFinite(z)) {
    if (t < mean) return 0;
    return waitProbability > 0 && waitMs > 0
      ? 1 - waitProbability * Math.exp(-(t - mean) / waitMs)
      : 1;
  }
  const base = normalCdf(z);
  if (!(waitProbability > 0 && waitMs > 0)) return base;
  const s = sd / waitMs;
  const tail =
    s - z >= 0
      ? normalDensity(z) * millsRatio(s - z)
      : Math.exp(-z * s + 0.5 * s * s) * normalCdf(z - s);
  return Math.min(1, Math.max(0, base - waitProbability * tail));
};

// Coefficients of P. J. Acklam's rational approximation of the inverse normal CDF, relative error
// below 1.15e-9 ("An algorithm for computing the inverse normal cumulative distribution function", 2003).
const a = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const b = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
];
const c = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
];
const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const lowRegion = 0.02425;

const poly = (coefficients: number[], x: number): number =>
  coefficients.reduce((sum, coefficient) => sum * x + coefficient, 0);

/** Φ⁻¹(p) for 0 < p < 1; ±Infinity at the ends. */
export const normalQuantile = (p: number): number => {
  if (!(p > 0)) return Number.NEGATIVE_INFINITY;
  if (!(p < 1)) return Number.POSITIVE_INFINITY;
  if (p < lowRegion) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - lowRegion) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -poly(c, q) / (poly(d, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
};
