// Rates are products of decimals (25 · 6.4 = 160.00000000000003), so comparisons that decide an
// allocation allow a relative error far below anything a person could enter or see.
export const relativeTolerance = 1e-9;

/** a ≥ b, forgiving floating-point noise. */
export const atLeast = (a: number, b: number): boolean =>
  a >= b - relativeTolerance * Math.max(Math.abs(a), Math.abs(b));

/** a and b are equal up to floating-point noise. */
export const nearlyEqual = (a: number, b: number): boolean => atLeast(a, b) && atLeast(b, a);

// Whole-number snapping is absolute: a relative allowance would drop whole units of huge values.
const wholeTolerance = 1e-6;

/** The smallest whole number n with n ≥ value, forgiving floating-point noise (16.0000000001 → 16). */
export const ceilTolerant = (value: number): number => {
  const nearest = Math.round(value);
  return Math.abs(value - nearest) <= wholeTolerance ? nearest : Math.ceil(value);
};
