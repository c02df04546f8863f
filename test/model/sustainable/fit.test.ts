import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectedFit } from "../../../src/model/sustainable/fit.ts";

describe("requests that fit a token budget", () => {
  it("is ⌊budget / size⌋ for equal sizes: ⌊32,768 / 4,000⌋ = 8, capped by the slots", () => {
    expect(expectedFit(16, 32_768, 4000, 0)).toBe(8);
    expect(expectedFit(6, 32_768, 4000, 0)).toBe(6);
  });

  it("fits fewer when sizes vary around the same mean, but always the first", () => {
    expect(expectedFit(8, 32_768, 4000, 2000 ** 2)).toBeLessThan(8);
    // Two prompts fit 100 tokens only 0.26% of the time: Φ((100 − 8,000) / (√2 · 2,000)).
    expect(expectedFit(8, 100, 4000, 2000 ** 2)).toBeCloseTo(1.0026, 3);
  });

  it("grows with the budget and stays within [1, slots]", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        (most, budget, more, mean, variance) => {
          const small = expectedFit(most, budget, mean, variance);
          const large = expectedFit(most, budget + more, mean, variance);
          expect(small).toBeGreaterThanOrEqual(1);
          expect(large).toBeLessThanOrEqual(most);
          expect(large).toBeGreaterThanOrEqual(small - 1e-9);
        },
      ),
    );
  });
});
