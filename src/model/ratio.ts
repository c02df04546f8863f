import { ceilTolerant, relativeTolerance } from "./tolerance.ts";

// The balanced ratio x : y = r_d : r_p (docs/model.md §4) and whole-number pairs near it.

export interface InstancePair {
  prefillInstances: number;
  decodeInstances: number;
}

export interface NearPair extends InstancePair {
  /** |x/y − ratio| / ratio */
  relativeError: number;
}

/** The ratio tolerance of the `ratio` allocation mode (docs/model.md §4). */
export const ratioTolerance = 0.02;

// A fraction worth showing: beyond this x : y is no easier to read than the decimal.
const maxDenominator = 100;

/** x / y exactly as a small fraction (0.64 → 16 / 25), or null when none has y ≤ 100. */
export const exactPair = (ratio: number): InstancePair | null => {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return null;
  // Continued-fraction convergents h/k of the ratio.
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let rest = ratio;
  for (let step = 0; step < 64; step += 1) {
    const whole = Math.floor(rest);
    [h0, h1] = [h1, whole * h1 + h0];
    [k0, k1] = [k1, whole * k1 + k0];
    if (k1 > maxDenominator) return null;
    if (Math.abs(h1 / k1 - ratio) <= relativeTolerance * ratio) {
      return { prefillInstances: h1, decodeInstances: k1 };
    }
    const fraction = rest - whole;
    if (fraction === 0) return null;
    rest = 1 / fraction;
  }
  return null;
};

/** |x/y − ratio| / ratio for the pair with `small` on the smaller side. */
const errorOf = (ratio: number, prefillIsSmaller: boolean, small: number, other: number): number =>
  Math.abs((prefillIsSmaller ? small / other : other / small) - ratio) / ratio;

const pairOf = (
  prefillIsSmaller: boolean,
  small: number,
  other: number,
  relativeError: number,
): NearPair =>
  prefillIsSmaller
    ? { prefillInstances: small, decodeInstances: other, relativeError }
    : { prefillInstances: other, decodeInstances: small, relativeError };

/**
 * The smallest whole pair x, y ≥ 1 with x / y within 2% of the ratio. Walks the smaller side
 * upward; by 25 on that side rounding the other is always within 2%, so the walk is short.
 */
export const nearestPair = (ratio: number, tolerance = ratioTolerance): NearPair | null => {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return null;
  const prefillIsSmaller = ratio <= 1;
  const within = tolerance + relativeTolerance;
  for (let small = 1; small <= 1000; small += 1) {
    const otherExact = prefillIsSmaller ? small / ratio : small * ratio;
    // The other side rounded down, then up: the first of the two within the tolerance, unless
    // the rounded-up one is too and strictly nearer.
    const down = Math.max(1, Math.floor(otherExact));
    const up = Math.max(1, ceilTolerant(otherExact));
    const downError = errorOf(ratio, prefillIsSmaller, small, down);
    const upError = errorOf(ratio, prefillIsSmaller, small, up);
    const downWithin = downError <= within;
    if (upError <= within && (!downWithin || upError < downError)) {
      return pairOf(prefillIsSmaller, small, up, upError);
    }
    if (downWithin) return pairOf(prefillIsSmaller, small, down, downError);
  }
  return null;
};
