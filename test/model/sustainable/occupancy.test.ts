import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { occupancyOf } from "../../../src/model/sustainable/occupancy.ts";

describe("the mean occupancy", () => {
  it("is arrivals · service when that lies between one and the slots: 0.01 / ms · 400 ms = 4", () => {
    expect(occupancyOf(8, 0.01, () => 400, 0)).toBeCloseTo(4, 9);
    expect(occupancyOf(8, 0.1, () => 400, 0)).toBe(8);
    expect(occupancyOf(8, 0.001, () => 400, 0)).toBe(1);
  });

  it("is the same number, bit for bit, for a service given as one number as for one read each time", () => {
    const ms = fc.oneof(
      fc.double({ min: 0, max: 1e7 }),
      fc.constantFrom(Number.POSITIVE_INFINITY, 0, 400),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6 }),
        fc.double({ min: 0, max: 10 }),
        ms,
        (slots, arrivalsPerMs, serviceMs) => {
          const read = occupancyOf(slots, arrivalsPerMs, () => serviceMs, 0);
          expect(Object.is(occupancyOf(slots, arrivalsPerMs, serviceMs, 0), read)).toBe(true);
        },
      ),
    );
  });
});
