import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  relaxationRequests,
  relaxationsCovered,
  shortOfRelaxation,
} from "../../../src/model/simulate/relaxation.ts";

describe("a queue's relaxation time in arrivals, ρ / (1 − √ρ)²", () => {
  it("is 0.25 / 0.5² = 1 at 25%, 0.64 / 0.2² = 16 at 64%, 0.81 / 0.1² = 81 at 81%", () => {
    expect(relaxationRequests(0.25)).toBeCloseTo(1, 12);
    expect(relaxationRequests(0.64)).toBeCloseTo(16, 10);
    expect(relaxationRequests(0.81)).toBeCloseTo(81, 9);
  });

  it("is 0 for an idle queue and Infinity at or past capacity, never NaN", () => {
    expect(relaxationRequests(0)).toBe(0);
    expect(relaxationRequests(-1)).toBe(0);
    expect(relaxationRequests(Number.NaN)).toBe(0);
    expect(relaxationRequests(1)).toBe(Number.POSITIVE_INFINITY);
    expect(relaxationRequests(2)).toBe(Number.POSITIVE_INFINITY);
  });

  it("grows with the load", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(relaxationRequests(low)).toBeLessThanOrEqual(relaxationRequests(high));
        },
      ),
    );
  });

  it("counts a run of 5,000 requests as 5,000 / 81 relaxation times at 81%, none at capacity, all of them when idle", () => {
    expect(relaxationsCovered(5000, 0.81)).toBeCloseTo(5000 / 81, 9);
    expect(relaxationsCovered(5000, 1)).toBe(0);
    expect(relaxationsCovered(5000, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it("names the span only when a run is shorter than it and the load below capacity", () => {
    // 0.9 / (1 − √0.9)² ≈ 342 < 1,000; 0.98 / (1 − √0.98)² ≈ 9,702 > 1,000.
    expect(shortOfRelaxation(1000, 0.9)).toBeNull();
    expect(shortOfRelaxation(1000, 0.98)).toBeCloseTo(9701.75, 1);
    expect(shortOfRelaxation(1000, 1)).toBeNull();
    expect(shortOfRelaxation(1000, 1.03)).toBeNull();
    expect(shortOfRelaxation(1000, 0)).toBeNull();
    expect(shortOfRelaxation(1000, Number.NaN)).toBeNull();
  });
});
