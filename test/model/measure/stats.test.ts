import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeSamples, sampleDistribution } from "../../../src/model/measure/distribution.ts";
import {
  percentileOfSorted,
  shareAtOrBelow,
  sortedSamples,
  summarizeSorted,
} from "../../../src/model/measure/stats.ts";
import { npMean, npMedian, npPercentile, npStd } from "./numpyReference.ts";

const samples = fc.array(fc.double({ min: 0, max: 1e4, noNaN: true }), {
  minLength: 1,
  maxLength: 200,
});
const percent = fc.double({ min: 0, max: 100, noNaN: true });
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

describe("summarizeSorted", () => {
  it("gives numpy's mean, median, population std and linear percentiles for a hand vector", () => {
    // [1, 2, 3, 4]: mean 2.5; median 2.5; std √1.25; p90 at index 2.7 → 3 + 0.7 · 1 = 3.7.
    const summary = summarizeSorted(sortedSamples([4, 1, 3, 2]), [90, 25]);
    expect(summary.mean).toBe(2.5);
    expect(summary.median).toBe(2.5);
    expect(summary.std).toBeCloseTo(Math.sqrt(1.25), 12);
    expect(summary.percentiles[0]).toBeCloseTo(3.7, 12);
    // p25 at index 0.75 → 1 + 0.75 · 1 = 1.75.
    expect(summary.percentiles[1]).toBeCloseTo(1.75, 12);
    expect(summary.count).toBe(4);
  });

  it("reports zeros for an empty list, as vLLM does", () => {
    expect(summarizeSorted(sortedSamples([]), [99])).toEqual({
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
        const summary = summarizeSorted(sortedSamples(values), [p]);
        close(summary.mean, npMean(values));
        close(summary.median, npMedian(values));
        close(summary.std, npStd(values));
        close(summary.percentiles[0] as number, npPercentile(values, p));
      }),
    );
  });
});

describe("percentileOfSorted", () => {
  it("never falls outside the samples and never decreases as the percentile grows", () => {
    fc.assert(
      fc.property(samples, percent, percent, (values, a, b) => {
        const sorted = sortedSamples(values);
        const [low, high] = a <= b ? [a, b] : [b, a];
        const atLow = percentileOfSorted(sorted, low);
        const atHigh = percentileOfSorted(sorted, high);
        expect(atLow).toBeGreaterThanOrEqual(sorted[0] as number);
        expect(atHigh).toBeLessThanOrEqual(sorted[sorted.length - 1] as number);
        expect(atHigh).toBeGreaterThanOrEqual(atLow - 1e-9);
      }),
    );
  });
});

describe("shareAtOrBelow", () => {
  it("counts values equal to the limit as within it", () => {
    const sorted = sortedSamples([0.1, 0.2, 0.2, 0.3]);
    expect(shareAtOrBelow(sorted, 0.2)).toBe(0.75);
    expect(shareAtOrBelow(sorted, 0.05)).toBe(0);
    expect(shareAtOrBelow(sorted, 1)).toBe(1);
    expect(shareAtOrBelow(sortedSamples([]), 1)).toBe(0);
  });
});

describe("describeSamples", () => {
  it("selects the same percentiles and CDF as sorting first, for any list", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e3, noNaN: true }), { maxLength: 600 }),
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 4 }),
        (values, percents) => {
          const sorted = sortedSamples(values);
          const expected = summarizeSorted(sorted, percents);
          const { summary, distribution } = describeSamples(values, percents);
          expect(summary.median).toBe(expected.median);
          expect(summary.percentiles).toEqual(expected.percentiles);
          expect(summary.count).toBe(expected.count);
          expect(summary.mean).toBeCloseTo(expected.mean, 9);
          expect(summary.std).toBeCloseTo(expected.std, 9);
          expect(distribution).toEqual(sampleDistribution(sorted));
        },
      ),
      { numRuns: 300 },
    );
  });
});
