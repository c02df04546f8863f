import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  exactPair,
  type InstancePair,
  type NearPair,
  nearestPair,
  ratioTolerance,
} from "../../src/model/ratio.ts";
import { ceilTolerant, relativeTolerance } from "../../src/model/tolerance.ts";

// nearestPair as it was written before it stopped building a list and a pair per try: the oracle.
const listedNearestPair = (ratio: number, tolerance = ratioTolerance): NearPair | null => {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return null;
  const errorOf = (pair: InstancePair): number =>
    Math.abs(pair.prefillInstances / pair.decodeInstances - ratio) / ratio;
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
      const relativeError = errorOf(pair);
      const within = relativeError <= tolerance + relativeTolerance;
      if (within && (best === null || relativeError < best.relativeError))
        best = { ...pair, relativeError };
    }
    if (best) return best;
  }
  return null;
};

describe("exactPair", () => {
  it("writes 0.64 as 16 : 25 and 1.5 as 3 : 2", () => {
    expect(exactPair(0.64)).toEqual({ prefillInstances: 16, decodeInstances: 25 });
    expect(exactPair(1.5)).toEqual({ prefillInstances: 3, decodeInstances: 2 });
  });

  it("finds no small fraction for an irrational ratio, and none for zero", () => {
    expect(exactPair(Math.SQRT2)).toBeNull();
    expect(exactPair(0)).toBeNull();
  });
});

describe("nearestPair", () => {
  it("takes 7 : 11 for 0.64: 7 / 11 = 0.6364 is 0.57% off, and no smaller pair is within 2%", () => {
    const pair = nearestPair(0.64);
    expect(pair).toMatchObject({ prefillInstances: 7, decodeInstances: 11 });
    expect(pair?.relativeError).toBeCloseTo(0.0056818, 6);
  });

  it("takes 5 : 2 for 2.5 and 1 : 1 for 1", () => {
    expect(nearestPair(2.5)).toMatchObject({ prefillInstances: 5, decodeInstances: 2 });
    expect(nearestPair(1)).toMatchObject({ prefillInstances: 1, decodeInstances: 1 });
  });

  it("takes 1 : 3 for 0.34, which is 1.96% off", () => {
    expect(nearestPair(0.34)).toMatchObject({ prefillInstances: 1, decodeInstances: 3 });
  });

  it("has no pair for a ratio of zero", () => {
    expect(nearestPair(0)).toBeNull();
  });

  it("stays within 2% and finds no pair with fewer instances for many ratios", () => {
    for (let ratio = 0.05; ratio < 20; ratio *= 1.037) {
      const pair = nearestPair(ratio);
      expect(pair).not.toBeNull();
      if (!pair) continue;
      expect(pair.relativeError).toBeLessThanOrEqual(0.02 + 1e-9);
      const size = pair.prefillInstances + pair.decodeInstances;
      for (let x = 1; x < size; x += 1) {
        for (let y = 1; x + y < size; y += 1) {
          expect(Math.abs(x / y - ratio) / ratio).toBeGreaterThan(0.02);
        }
      }
    }
  });

  it("picks the same pair as the list-building walk it replaced, for any ratio and tolerance", () => {
    const ratios = fc.oneof(
      fc.double({ min: 0, max: 1e6, noNaN: true }),
      fc.double({ min: 1e-4, max: 1e4, noNaN: true }),
      // Fractions of small whole numbers, where rounding down and up can tie.
      fc
        .tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }))
        .map(([x, y]) => x / y),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, 0),
    );
    const tolerances = fc.oneof(
      fc.constant(ratioTolerance),
      fc.double({ min: 0, max: 0.5, noNaN: true }),
    );
    fc.assert(
      fc.property(ratios, tolerances, (ratio, tolerance) => {
        expect(nearestPair(ratio, tolerance)).toEqual(listedNearestPair(ratio, tolerance));
      }),
      { numRuns: 5000 },
    );
  });
});
