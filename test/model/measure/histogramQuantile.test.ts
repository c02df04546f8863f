import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { histogramMean, histogramQuantile } from "../../../src/model/measure/histogramQuantile.ts";
import type { HistogramData } from "../../../src/model/measure/run.ts";

// 2 observations ≤ 0.1 s, 4 in (0.1, 0.5], 4 in (0.5, 1], 2 above 1 s.
const histogram: HistogramData = {
  buckets: [
    { le: 0.1, count: 2 },
    { le: 0.5, count: 6 },
    { le: 1, count: 10 },
  ],
  sum: 7.2,
  count: 12,
};

describe("histogramQuantile", () => {
  it("interpolates from 0 inside the first bucket", () => {
    // rank 0.1 × 12 = 1.2 of the first bucket's 2: 0.1 × 1.2 / 2.
    const found = histogramQuantile(0.1, histogram);
    expect(found?.value).toBeCloseTo(0.06, 12);
    expect(found).toMatchObject({ lowerBound: 0, upperBound: 0.1 });
  });

  it("answers the bound itself when the rank falls exactly on a bucket's cumulative count", () => {
    // rank 6 is the whole of (0.1, 0.5]: 0.1 + 0.4 × 4 / 4.
    const found = histogramQuantile(0.5, histogram);
    expect(found?.value).toBeCloseTo(0.5, 12);
    expect(found).toMatchObject({ lowerBound: 0.1, upperBound: 0.5 });
  });

  it("interpolates linearly between the previous bound and this one", () => {
    // rank 9: 3 of the 4 in (0.5, 1]: 0.5 + 0.5 × 3 / 4.
    const found = histogramQuantile(0.75, histogram);
    expect(found?.value).toBeCloseTo(0.875, 12);
    expect(found).toMatchObject({ lowerBound: 0.5, upperBound: 1 });
  });

  it("answers the largest finite bound when the rank falls in the +Inf bucket", () => {
    // rank 10.8 > 10 counted up to 1 s.
    expect(histogramQuantile(0.9, histogram)).toEqual({
      value: 1,
      lowerBound: 1,
      upperBound: Number.POSITIVE_INFINITY,
    });
    expect(histogramQuantile(1, histogram)?.value).toBe(1);
  });

  it("gives null for a histogram without observations", () => {
    const empty: HistogramData = { buckets: [{ le: 0.1, count: 0 }], sum: 0, count: 0 };
    expect(histogramQuantile(0.5, empty)).toBeNull();
  });

  it("gives null without a finite bucket, as PromQL answers NaN", () => {
    expect(histogramQuantile(0.5, { buckets: [], sum: 3, count: 5 })).toBeNull();
  });

  it("gives null for q = 0 over an empty first bucket, where PromQL divides 0 by 0", () => {
    const late: HistogramData = {
      buckets: [
        { le: 0.1, count: 0 },
        { le: 0.5, count: 4 },
      ],
      sum: 1,
      count: 4,
    };
    expect(histogramQuantile(0, late)).toBeNull();
  });

  it("gives null for an unknown total (no +Inf bucket, no _count), not the last finite bucket's count", () => {
    // Taking 10 (the count up to 1 s) as the total would put the median at 0.5 s.
    const truncated: HistogramData = { ...histogram, count: Number.NaN };
    expect(histogramQuantile(0.5, truncated)).toBeNull();
    expect(histogramQuantile(0.99, truncated)).toBeNull();
  });

  it("answers -Inf below 0, +Inf above 1 and null for NaN, like PromQL", () => {
    expect(histogramQuantile(-0.5, histogram)?.value).toBe(Number.NEGATIVE_INFINITY);
    expect(histogramQuantile(1.5, histogram)?.value).toBe(Number.POSITIVE_INFINITY);
    expect(histogramQuantile(Number.NaN, histogram)).toBeNull();
  });

  it("forces cumulative counts to be monotonic first, as PromQL does", () => {
    // 0.2's count 1 < 2 is raised to 2; rank 3 then lies in (0.2, 0.4]: 0.2 + 0.2 × 1 / 2.
    const jagged: HistogramData = {
      buckets: [
        { le: 0.1, count: 2 },
        { le: 0.2, count: 1 },
        { le: 0.4, count: 4 },
      ],
      sum: 1,
      count: 4,
    };
    expect(histogramQuantile(0.75, jagged)?.value).toBeCloseTo(0.3, 12);
  });

  it("reads buckets given out of order", () => {
    const shuffled = { ...histogram, buckets: [...histogram.buckets].reverse() };
    expect(histogramQuantile(0.75, shuffled)).toEqual(histogramQuantile(0.75, histogram));
  });

  it("answers the bound when the first bound is not above zero", () => {
    const negative: HistogramData = {
      buckets: [
        { le: 0, count: 3 },
        { le: 1, count: 4 },
      ],
      sum: 1,
      count: 4,
    };
    expect(histogramQuantile(0.5, negative)?.value).toBe(0);
  });

  const histograms = fc
    .tuple(
      fc.uniqueArray(fc.double({ min: 1e-6, max: 1e4, noNaN: true }), { maxLength: 8 }),
      fc.array(fc.nat(1000), { minLength: 9, maxLength: 9 }),
    )
    .map(([bounds, steps]): HistogramData => {
      const sorted = [...bounds].sort((a, b) => a - b);
      let cumulative = 0;
      const buckets = sorted.map((le, index) => {
        cumulative += steps[index] ?? 0;
        return { le, count: cumulative };
      });
      return { buckets, sum: 1, count: cumulative + (steps[8] ?? 0) };
    });

  it("keeps every estimate inside the bucket it names, growing with q", () => {
    fc.assert(
      fc.property(histograms, fc.double({ min: 0, max: 1, noNaN: true }), (data, q) => {
        const found = histogramQuantile(q, data);
        if (found === null) return;
        expect(found.value).toBeGreaterThanOrEqual(found.lowerBound);
        expect(found.value).toBeLessThanOrEqual(found.upperBound);
        const higher = histogramQuantile(Math.min(1, q + 0.1), data);
        expect(higher?.value ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(found.value);
      }),
    );
  });

  it("never throws on arbitrary buckets, counts and q", () => {
    const bucket = fc.record({ le: fc.double(), count: fc.double() });
    const data = fc.record({ buckets: fc.array(bucket), sum: fc.double(), count: fc.double() });
    fc.assert(
      fc.property(fc.double(), data, (q, arbitrary) => {
        histogramQuantile(q, arbitrary);
        histogramMean(arbitrary);
      }),
    );
  });
});

describe("histogramMean", () => {
  it("is the sum over the count", () => {
    expect(histogramMean(histogram)).toBeCloseTo(0.6, 12);
  });

  it("is null without observations", () => {
    expect(histogramMean({ buckets: [], sum: 0, count: 0 })).toBeNull();
  });

  it("is null without a sum or a count", () => {
    expect(histogramMean({ ...histogram, sum: Number.NaN })).toBeNull();
    expect(histogramMean({ ...histogram, count: Number.NaN })).toBeNull();
  });
});
