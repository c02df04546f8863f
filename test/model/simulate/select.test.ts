import { quantileSorted } from "d3-array";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPercentiles, selectPercentiles } from "../../../src/model/simulate/select.ts";

// numpy's linear percentile of an ascending list, by sorting: what selection must reproduce.
const percentileOfSorted = (sorted: Float64Array, percent: number): number =>
  quantileSorted(sorted as unknown as number[], percent / 100) ?? 0;

// Long lists asked for many percentiles go through the buckets (65,536 values, 32 ranks or more).
const longList = fc
  .record({
    pool: fc.array(
      fc.oneof(
        fc.constant(0),
        fc.constant(-0),
        fc.double({ min: -1e300, max: 1e300, noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
      ),
      { minLength: 1, maxLength: 40 },
    ),
    length: fc.integer({ min: 1 << 16, max: (1 << 16) + 5_000 }),
    skew: fc.constantFrom(1, 3, 12),
    withInfinity: fc.boolean(),
  })
  .map(({ pool, length, skew, withInfinity }) => {
    // Repeats, and a spread shaped like latencies (most near the low end).
    const list = Float64Array.from({ length }, (_, i) => {
      const base = pool[i % pool.length] as number;
      return base + ((i * 7919) % 1000) ** skew / 1000 ** skew;
    });
    if (withInfinity) list[length >> 1] = Number.POSITIVE_INFINITY;
    return list;
  });
const manyPercents = fc.array(fc.double({ min: 0, max: 100, noNaN: true }), {
  minLength: 1,
  maxLength: 80,
});

describe("readPercentiles", () => {
  it("gives the sorted list's percentiles, and selectPercentiles' numbers to the bit, −0 included", () => {
    fc.assert(
      fc.property(longList, manyPercents, (list, percents) => {
        const sorted = list.slice().sort();
        const read = readPercentiles(list.slice(), percents);
        const selected = selectPercentiles(list.slice(), percents);
        percents.forEach((percent, i) => {
          expect((read[i] ?? Number.NaN) + 0).toBe(percentileOfSorted(sorted, percent) + 0);
          expect(read[i]).toBe(selected[i]);
        });
      }),
      { numRuns: 25 },
    );
  });

  it("agrees with sorting on short lists too, where it selects in place", () => {
    const list = fc.array(fc.oneof(fc.constant(0), fc.double({ noNaN: true })), {
      minLength: 1,
      maxLength: 300,
    });
    fc.assert(
      fc.property(list, manyPercents, (values, percents) => {
        const sorted = Float64Array.from(values).sort();
        const read = readPercentiles(Float64Array.from(values), percents);
        percents.forEach((percent, i) => {
          expect((read[i] ?? Number.NaN) + 0).toBe(percentileOfSorted(sorted, percent) + 0);
        });
      }),
      { numRuns: 300 },
    );
  });

  it("leaves a long list unmoved when it reads by buckets (its values spread over a finite range)", () => {
    fc.assert(
      fc.property(longList, (list) => {
        let [min, max] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
        for (const value of list) [min, max] = [Math.min(min, value), Math.max(max, value)];
        fc.pre(max > min && Number.isFinite(max - min) && Number.isFinite(2 ** 16 / (max - min)));
        const before = list.slice();
        readPercentiles(
          list,
          Array.from({ length: 64 }, (_, i) => (i / 63) * 100),
        );
        expect(list.every((value, i) => Object.is(value, before[i]))).toBe(true);
      }),
      { numRuns: 10 },
    );
  });
});
