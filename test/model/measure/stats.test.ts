import { mean as d3Mean, quantileSorted } from "d3-array";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeSamples, tabledShares } from "../../../src/model/measure/distribution.ts";
import { shareOfAtOrBelow, summaryOfSelected } from "../../../src/model/measure/stats.ts";
import { npMean, npMedian, npPercentile, npStd } from "./numpyReference.ts";

const samples = fc.array(fc.double({ min: 0, max: 1e4, noNaN: true }), {
  minLength: 1,
  maxLength: 200,
});
const percent = fc.double({ min: 0, max: 100, noNaN: true });
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

const summarize = (values: number[], percents: number[]) =>
  describeSamples(values, percents).summary;

// What sorting first gives (d3-array's quantileSorted is numpy's linear percentile), to compare
// the selection with.
const sortedReference = (values: number[], percent: number): number =>
  quantileSorted(Float64Array.from(values).sort() as unknown as number[], percent / 100) ?? 0;

describe("describeSamples' summary", () => {
  it("gives numpy's mean, median, population std and linear percentiles for a hand vector", () => {
    // [1, 2, 3, 4]: mean 2.5; median 2.5; std √1.25; p90 at index 2.7 → 3 + 0.7 · 1 = 3.7.
    const summary = summarize([4, 1, 3, 2], [90, 25]);
    expect(summary.mean).toBe(2.5);
    expect(summary.median).toBe(2.5);
    expect(summary.std).toBeCloseTo(Math.sqrt(1.25), 12);
    expect(summary.percentiles[0]).toBeCloseTo(3.7, 12);
    // p25 at index 0.75 → 1 + 0.75 · 1 = 1.75.
    expect(summary.percentiles[1]).toBeCloseTo(1.75, 12);
    expect(summary.count).toBe(4);
  });

  it("reports zeros for an empty list, as vLLM does", () => {
    expect(summarize([], [99])).toEqual({
      count: 0,
      mean: 0,
      median: 0,
      std: 0,
      percentiles: [0],
    });
  });

  it("agrees with an independent numpy reference on any list", () => {
    fc.assert(
      fc.property(samples, percent, (values, p) => {
        const summary = summarize(values, [p]);
        close(summary.mean, npMean(values));
        close(summary.median, npMedian(values));
        close(summary.std, npStd(values));
        close(summary.percentiles[0] as number, npPercentile(values, p));
      }),
    );
  });
});

describe("describeSamples' percentiles", () => {
  it("never fall outside the samples and never decrease as the percentile grows", () => {
    fc.assert(
      fc.property(samples, percent, percent, (values, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [atLow = 0, atHigh = 0] = summarize(values, [low, high]).percentiles;
        expect(atLow).toBeGreaterThanOrEqual(Math.min(...values));
        expect(atHigh).toBeLessThanOrEqual(Math.max(...values));
        expect(atHigh).toBeGreaterThanOrEqual(atLow - 1e-9);
      }),
    );
  });
});

describe("summaryOfSelected's mean", () => {
  it("is d3-array's mean to the bit, NaN and infinities included, as a list or a Float64Array", () => {
    const value = fc.oneof(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 300 }), (values) => {
        const expected = d3Mean(values) ?? 0;
        expect(summaryOfSelected(values, 0, []).mean).toBe(expected);
        expect(summaryOfSelected(Float64Array.from(values), 0, []).mean).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe("shareOfAtOrBelow", () => {
  it("counts values equal to the limit as within it", () => {
    const values = [0.2, 0.1, 0.3, 0.2];
    expect(shareOfAtOrBelow(values, 0.2)).toBe(0.75);
    expect(shareOfAtOrBelow(values, 0.05)).toBe(0);
    expect(shareOfAtOrBelow(values, 1)).toBe(1);
    expect(shareOfAtOrBelow([], 1)).toBe(0);
  });
});

describe("describeSamples", () => {
  it("selects the same percentiles and CDF as sorting first, for any list", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e3, noNaN: true }), { maxLength: 600 }),
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 4 }),
        (values, percents) => {
          const { summary, distribution } = describeSamples(values, percents);
          const steps = Math.min(256, values.length);
          const even = Array.from({ length: steps }, (_, i) => (steps === 1 ? 1 : i / (steps - 1)));
          // The median, p90 and p99 the distribution's table states are among the drawn shares.
          const shares =
            steps === 0 ? [] : [...new Set([...even, ...tabledShares])].sort((a, b) => a - b);
          expect(summary.median).toBe(values.length === 0 ? 0 : sortedReference(values, 50));
          expect(summary.percentiles).toEqual(
            percents.map((p) => (values.length === 0 ? 0 : sortedReference(values, p))),
          );
          expect(summary.count).toBe(values.length);
          expect(summary.mean).toBeCloseTo(values.length === 0 ? 0 : npMean(values), 9);
          expect(summary.std).toBeCloseTo(values.length === 0 ? 0 : npStd(values), 9);
          expect(distribution).toEqual({
            kind: "samples",
            count: values.length,
            points: shares.map((share) => ({
              ms: sortedReference(values, share * 100) * 1000,
              share,
            })),
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
