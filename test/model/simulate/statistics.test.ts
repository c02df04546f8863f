import { quantileSorted } from "d3-array";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meanInterval } from "../../../src/model/simulate/confidence.ts";
import { selectPercentiles } from "../../../src/model/simulate/select.ts";
import { summaryOf, weightedSummary } from "../../../src/model/simulate/summary.ts";
import { tQuantile975 } from "../../../src/model/simulate/tQuantile.ts";

// numpy's linear percentile of an ascending list, by sorting: what selection must reproduce.
const percentileOfSorted = (sorted: Float64Array, percent: number): number =>
  quantileSorted(sorted as unknown as number[], percent / 100) ?? 0;

describe("selectPercentiles", () => {
  it("gives numpy's linear percentiles of [1, 2, 3, 4]: p90 at index 2.7 → 3.7, p25 at 0.75 → 1.75", () => {
    const [p90, p25] = selectPercentiles(Float64Array.from([4, 1, 3, 2]), [90, 25]);
    expect(p90).toBeCloseTo(3.7, 12);
    expect(p25).toBeCloseTo(1.75, 12);
  });

  it("reads a whole position as the value itself, an infinite one included: p100 of [0, ∞] is ∞", () => {
    expect(selectPercentiles(Float64Array.from([Number.POSITIVE_INFINITY, 0]), [100, 0])).toEqual([
      Number.POSITIVE_INFINITY,
      0,
    ]);
  });

  it("agrees with percentiles of the sorted list, many equal values included", () => {
    const values = fc.array(
      fc.oneof(fc.constant(0), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
      { minLength: 1, maxLength: 400 },
    );
    const percents = fc.array(fc.double({ min: 0, max: 100, noNaN: true }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(values, percents, (list, asked) => {
        const sorted = Float64Array.from(list).sort();
        const selected = selectPercentiles(Float64Array.from(list), asked);
        // Adding 0 turns −0 into 0: selection and sorting may order the two zeros differently.
        asked.forEach((percent, i) => {
          expect((selected[i] ?? Number.NaN) + 0).toBe(percentileOfSorted(sorted, percent) + 0);
        });
      }),
    );
  });

  // 65,536 values or more and 32 ranks or more go through the buckets; the answer must not change.
  it("agrees with the sorted list on long lists asked for many ranks (the bucketed path)", () => {
    const pool = fc.array(
      fc.oneof(
        fc.constant(0),
        fc.constant(-0),
        fc.double({ min: -1e300, max: 1e300, noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
      ),
      { minLength: 1, maxLength: 40 },
    );
    const spec = fc.record({
      pool,
      length: fc.integer({ min: 1 << 16, max: (1 << 16) + 5_000 }),
      skew: fc.constantFrom(1, 3, 12),
      withInfinity: fc.boolean(),
      percents: fc.array(fc.double({ min: 0, max: 100, noNaN: true }), {
        minLength: 40,
        maxLength: 80,
      }),
    });
    fc.assert(
      fc.property(spec, ({ pool: values, length, skew, withInfinity, percents }) => {
        // A long list from a short pool: repeats, and a spread shaped like latencies (most near the low end).
        const list = Float64Array.from({ length }, (_, i) => {
          const base = values[i % values.length] as number;
          return base + ((i * 7919) % 1000) ** skew / 1000 ** skew;
        });
        if (withInfinity) list[length >> 1] = Number.POSITIVE_INFINITY;
        const sorted = list.slice().sort();
        const selected = selectPercentiles(list, percents);
        percents.forEach((percent, i) => {
          expect((selected[i] ?? Number.NaN) + 0).toBe(percentileOfSorted(sorted, percent) + 0);
        });
      }),
      { numRuns: 25 },
    );
  });
});

describe("summaryOf", () => {
  it("is null for no samples", () => {
    expect(summaryOf(new Float64Array(0))).toBeNull();
  });
});

describe("weightedSummary", () => {
  it("summarises single samples and weighted values as the expanded list: [5, 1] and 3 × 2 is [1, 2, 2, 2, 5]", () => {
    const summary = weightedSummary(Float64Array.from([5, 1]), {
      values: Float64Array.from([2]),
      weights: Float64Array.from([3]),
    });
    // mean 12 / 5; p90 at index 3.6 → 2 + 0.6 · 3 = 3.8; p50 at index 2 → 2.
    expect(summary?.count).toBe(5);
    expect(summary?.mean).toBeCloseTo(2.4, 12);
    expect(summary?.p50).toBe(2);
    expect(summary?.p90).toBeCloseTo(3.8, 12);
  });

  it("matches numpy's percentiles of the expanded list for random inputs", () => {
    // Few distinct values, so singles often equal a weighted value.
    const value = fc.oneof(
      fc.integer({ min: 0, max: 8 }),
      fc.double({ min: 0, max: 8, noNaN: true }),
    );
    const singles = fc.array(value, { maxLength: 50 });
    const groups = fc.uniqueArray(fc.tuple(value, fc.integer({ min: 0, max: 20 })), {
      maxLength: 20,
      selector: ([v]) => v,
    });
    fc.assert(
      fc.property(singles, groups, (ones, weighted) => {
        const expanded = [
          ...ones,
          ...weighted.flatMap(([value, weight]) => Array(weight).fill(value)),
        ];
        const sortedGroups = [...weighted].sort((a, b) => a[0] - b[0]);
        const summary = weightedSummary(Float64Array.from(ones), {
          values: Float64Array.from(sortedGroups.map(([value]) => value)),
          weights: Float64Array.from(sortedGroups.map(([, weight]) => weight)),
        });
        if (expanded.length === 0) {
          expect(summary).toBeNull();
          return;
        }
        const sorted = Float64Array.from(expanded).sort();
        expect(summary?.mean).toBeCloseTo(
          expanded.reduce((total, v) => total + v, 0) / expanded.length,
          9,
        );
        expect(summary?.p50).toBe(percentileOfSorted(sorted, 50));
        expect(summary?.p90).toBe(percentileOfSorted(sorted, 90));
        expect(summary?.p99).toBe(percentileOfSorted(sorted, 99));
        expect(summary?.["p99.9"]).toBe(percentileOfSorted(sorted, 99.9));
      }),
    );
  });
});

describe("tQuantile975", () => {
  it("reads the NIST table: 12.706 at 1 degree of freedom, 2.042 at 30", () => {
    expect(tQuantile975(1)).toBe(12.706);
    expect(tQuantile975(30)).toBe(2.042);
  });

  it("meets the table's 40, 60 and 100 rows (2.021, 2.000, 1.984) to its three decimals beyond it", () => {
    expect(tQuantile975(40)).toBeCloseTo(2.021, 3);
    expect(tQuantile975(60)).toBeCloseTo(2.0, 3);
    expect(tQuantile975(100)).toBeCloseTo(1.984, 3);
  });
});

describe("meanInterval", () => {
  it("is x̄ ± t · s / √n: [1, 2, 3] gives 2 ± 4.303 · 1 / √3", () => {
    const interval = meanInterval([1, 2, 3], {
      low: Number.NEGATIVE_INFINITY,
      high: Number.POSITIVE_INFINITY,
    });
    expect(interval?.low).toBeCloseTo(2 - 4.303 / Math.sqrt(3), 12);
    expect(interval?.high).toBeCloseTo(2 + 4.303 / Math.sqrt(3), 12);
  });

  it("cuts the interval to what the quantity can take: a latency at 0, a share at 0 and 1", () => {
    expect(meanInterval([1, 2, 3])?.low).toBe(0);
    const share = meanInterval([0.2, 0.9, 1], { low: 0, high: 1 });
    expect(share).toEqual({ low: 0, high: 1 });
  });

  it("has no interval for one replication", () => {
    expect(meanInterval([5])).toBeNull();
  });

  it("stays finite for values near the largest double: [0, 8e289] gives 4e289 ± 12.706 · 4e289", () => {
    // Found by the simulation options property: a clock run for 1e306 s quantizes TPOT to 8e289 ms,
    // whose squared deviation overflowed. x̄ = 4e289, s = √2 · 4e289, s / √2 = 4e289; t(0.975, 1) = 12.706.
    const interval = meanInterval([0, 8e289]);
    expect(interval?.low).toBe(0);
    expect((interval?.high ?? 0) / (4e289 + 12.706 * 4e289)).toBeCloseTo(1, 3);
  });
});
