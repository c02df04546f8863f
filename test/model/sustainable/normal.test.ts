import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  normalCdf,
  normalPlusWaitCdf,
  normalQuantile,
} from "../../../src/model/sustainable/normal.ts";

describe("the standard normal", () => {
  it("has Φ(0) = 0.5, Φ(1.959964) = 0.975 and Φ(−3) = 0.0013499", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-3)).toBeCloseTo(0.0013499, 6);
  });

  it("is exactly 0.5 at 0 and never falls as x grows, across 0 too", () => {
    // The Numerical Recipes polynomial gives erfcx(0) = e^(3e−8), not 1: unscaled, Φ would step
    // down 3e−8 at 0, and a median SLO's slack would not fall monotonically with the load.
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-1e-12)).toBeLessThanOrEqual(0.5);
    expect(normalCdf(1e-12)).toBeGreaterThanOrEqual(0.5);
    fc.assert(
      fc.property(
        fc.double({ min: -40, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 1e-3, noNaN: true }),
        (x, step) => {
          expect(normalCdf(x + step)).toBeGreaterThanOrEqual(normalCdf(x));
        },
      ),
    );
  });

  it("inverts: Φ⁻¹(0.99) = 2.326348 and Φ⁻¹(Φ(x)) = x", () => {
    expect(normalQuantile(0.99)).toBeCloseTo(2.326348, 5);
    fc.assert(
      fc.property(fc.double({ min: -6, max: 6, noNaN: true }), (x) => {
        expect(normalQuantile(normalCdf(x))).toBeCloseTo(x, 4);
      }),
    );
  });

  it("gives ±Infinity at the ends and never NaN inside", () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 1 - 1e-16, noNaN: true }), (p) => {
        expect(Number.isNaN(normalQuantile(p))).toBe(false);
      }),
    );
  });
});

describe("a normal plus a zero-or-exponential wait", () => {
  it("is the normal alone without a wait", () => {
    expect(normalPlusWaitCdf(12, 10, 2, 0, 5)).toBeCloseTo(normalCdf(1), 12);
  });

  it("is 1 − π · e^(−(t − m) / w) past a fixed value: 1 − 0.5 · e^(−1) = 0.816", () => {
    expect(normalPlusWaitCdf(15, 10, 0, 0.5, 5)).toBeCloseTo(1 - 0.5 * Math.exp(-1), 12);
  });

  it("approaches that as the normal narrows, and stays a CDF for any inputs", () => {
    expect(normalPlusWaitCdf(15, 10, 1e-6, 0.5, 5)).toBeCloseTo(1 - 0.5 * Math.exp(-1), 6);
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        (t, sd, probability, waitMs) => {
          const low = normalPlusWaitCdf(t, 0, sd, probability, waitMs);
          const high = normalPlusWaitCdf(t + 1, 0, sd, probability, waitMs);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(1);
          expect(high).toBeGreaterThanOrEqual(low - 1e-7);
        },
      ),
    );
  });
});
