import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quantileOf, waitAtStatisticMs } from "../../../src/model/measure/waitAtStatistic.ts";

// An M/D/1 queue at ρ = 0.5 with S = 10 ms: half the requests wait, for 10 / (2 · 0.5) = 10 ms
// on average (Allen–Cunneen's shape, exact in the mean: ρ S / (2 (1 − ρ)) = 5 ms).
const halfBusy = { probability: 0.5, conditionalMs: 10 };

describe("waitAtStatisticMs", () => {
  it("gives the mean wait P · m for the mean", () => {
    expect(waitAtStatisticMs(halfBusy, "mean")).toBe(5);
  });

  it("gives no wait at a quantile the requests that never wait reach", () => {
    const fortyBusy = { probability: 0.4, conditionalMs: 10 };
    expect(waitAtStatisticMs(fortyBusy, "median")).toBe(0);
    expect(waitAtStatisticMs(fortyBusy, { percentile: 60 })).toBe(0);
  });

  it("reads the tail as exponential: P99 = m · ln(P / 0.01)", () => {
    // 10 · ln(0.5 / 0.01) = 10 · ln 50 ms.
    expect(waitAtStatisticMs(halfBusy, { percentile: 99 })).toBeCloseTo(10 * Math.log(50), 12);
  });

  it("stays finite at the 100th percentile and gives 0 for a queue nobody waits in", () => {
    expect(Number.isFinite(waitAtStatisticMs(halfBusy, { percentile: 100 }))).toBe(true);
    expect(waitAtStatisticMs({ probability: 0, conditionalMs: 0 }, { percentile: 99 })).toBe(0);
  });

  it("is never negative and never falls as the quantile rises", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 2, noNaN: true }),
        fc.double({ min: -1, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (probability, conditionalMs, a, b) => {
          const shape = { probability: Math.min(1, probability), conditionalMs };
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lower = waitAtStatisticMs(shape, { percentile: low });
          const upper = waitAtStatisticMs(shape, { percentile: high });
          expect(lower).toBeGreaterThanOrEqual(0);
          expect(upper).toBeGreaterThanOrEqual(lower);
          expect(Number.isFinite(upper)).toBe(true);
        },
      ),
    );
  });
});

describe("quantileOf", () => {
  it("names the median 0.5, a percentile its share, and the mean none", () => {
    expect(quantileOf("median")).toBe(0.5);
    expect(quantileOf({ percentile: 90 })).toBe(0.9);
    expect(quantileOf("mean")).toBeNull();
  });
});
