import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tabledShares } from "../../../src/model/index.ts";
import { bucketDistribution, describeSamples } from "../../../src/model/measure/distribution.ts";
import { histogramQuantile } from "../../../src/model/measure/histogramQuantile.ts";
import { cdfQuantile, trimmedCdf } from "../../../src/ui/measure/cdfLines.ts";

const buckets = (points: [number, number][]) => ({
  kind: "buckets" as const,
  count: 10,
  points: points.map(([ms, share]) => ({ ms, share })),
});

describe("trimmedCdf", () => {
  it("keeps one flat point before the first rise and cuts after the first full share", () => {
    const cdf = buckets([
      [1, 0],
      [5, 0],
      [10, 0.2],
      [25, 0.9],
      [50, 1],
      [100, 1],
      [60_000, 1],
    ]);
    expect(trimmedCdf(cdf).map((point) => point.ms)).toEqual([5, 10, 25, 50]);
  });

  it("keeps every point of a CDF that never reaches one", () => {
    const cdf = buckets([
      [10, 0.5],
      [20, 0.75],
    ]);
    expect(trimmedCdf(cdf)).toHaveLength(2);
  });

  it("draws nothing when no sample fell in any bucket", () => {
    expect(trimmedCdf(buckets([[10, 0]]))).toEqual([]);
  });
});

describe("cdfQuantile", () => {
  const points = [
    { ms: 10, share: 0.25 },
    { ms: 20, share: 0.5 },
    { ms: 40, share: 1 },
  ];

  it("reads a drawn point's value at its share", () => {
    expect(cdfQuantile(points, 0.5)).toBe(20);
    expect(cdfQuantile(points, 1)).toBe(40);
  });

  it("interpolates linearly between the drawn points around a share", () => {
    // 20 + (40 − 20) × (0.6 − 0.5) / (1 − 0.5) = 24
    expect(cdfQuantile(points, 0.6)).toBeCloseTo(24, 12);
    // 10 + (20 − 10) × (0.3 − 0.25) / (0.5 − 0.25) = 12
    expect(cdfQuantile(points, 0.3)).toBeCloseTo(12, 12);
  });

  it("reads the first point below its share, or interpolates from 0 in a histogram's first bucket", () => {
    expect(cdfQuantile(points, 0.1)).toBe(10);
    // PromQL: 0 + (10 − 0) × 0.1 / 0.25 = 4
    expect(cdfQuantile(points, 0.1, true)).toBeCloseTo(4, 12);
  });

  it("is null on an empty CDF and past a CDF that never reaches the share", () => {
    expect(cdfQuantile([], 0.5)).toBeNull();
    expect(cdfQuantile(points.slice(0, 2), 0.9)).toBeNull();
  });
});

describe("the distribution table's quantiles", () => {
  it("are a run's own percentiles, as its summary states them, however many samples", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 60, noNaN: true }), { minLength: 1, maxLength: 1_500 }),
        (valuesS) => {
          const percents = tabledShares.map((share) => share * 100);
          const { summary, distribution } = describeSamples(valuesS, percents);
          const points = trimmedCdf(distribution);
          tabledShares.forEach((share, i) => {
            expect(cdfQuantile(points, share)).toBe((summary.percentiles[i] ?? Number.NaN) * 1000);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("are PromQL's histogram_quantile for a histogram, inside its finite bounds", () => {
    const histogram = fc
      .array(fc.tuple(fc.double({ min: 1e-3, max: 100, noNaN: true }), fc.nat(50)), {
        minLength: 1,
        maxLength: 12,
      })
      .chain((raw) => {
        const bounds = [...new Set(raw.map(([le]) => le))].sort((a, b) => a - b);
        let running = 0;
        const buckets = bounds.map((le, i) => {
          running += raw[i]?.[1] ?? 0;
          return { le, count: running };
        });
        return fc.nat(20).map((above) => ({ buckets, sum: 0, count: running + above }));
      })
      .filter((h) => h.count > 0);
    fc.assert(
      fc.property(histogram, fc.double({ min: 0.001, max: 1, noNaN: true }), (h, share) => {
        const expected = histogramQuantile(share, h);
        const points = trimmedCdf(bucketDistribution(h));
        const read = cdfQuantile(points, share, true);
        const last = h.buckets[h.buckets.length - 1];
        if (expected === null || last === undefined || share * h.count > last.count) {
          // Past every finite bound PromQL answers the largest bound; the table shows none.
          expect(read).toBeNull();
          return;
        }
        expect(read).toBeCloseTo(expected.value * 1000, 6);
      }),
      { numRuns: 300 },
    );
  });
});
