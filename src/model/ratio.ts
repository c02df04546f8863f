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

const errorOf = (ratio: number, pair: InstancePair): number =>
  Math.abs(pair.prefillInstances / pair.decodeInstances - ratio) / ratio;

/**
 * The smallest whole pair x, y ≥ 1 with x / y within 2% of the ratio. Walks the smaller side
 * upward; by 25 on that side rounding the other is always within 2%, so the walk is short.
 */
export const nearestPair = (ratio: number, tolerance = ratioTolerance): NearPair | null => {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return null;
  const prefillIsSmaller = ratio <= 1;
  for (let small = 1; small <= 1000; small += 1) {
    const otherExact = prefillIsSmaller ? small / ratio : small * ratio;
    let best: NearPair | null = null;
    for (const other of [
      Math.max(1, Math.floor(otherExact)),
      Math.max(1, ceilTolerant(otherExact)),
    ]) {
      const pair = prefillIsSmaller
        ? { prefillInstances: small, decodeInstances: other }
        : { prefillInstances: other, decodeInstances: small };
      const relativeError = errorOf(ratio, pair);
      const within = relativeError <= tolerance + relativeTolerance;
      if (within && (best === null || relativeError < best.relativeError))
        best = { ...pair, relativeError };
    }
    if (best) return best;
  }
  return null;
};
