import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byOccupancy } from "../../../src/model/sustainable/stepByOccupancy.ts";

// A step of b sequences takes 10 + b² ms: curved, so a read between batches shows the line.
const step = (batch: number) => 10 + batch * batch;

describe("a step time read at a mean occupancy", () => {
  it("is the whole batch's at a whole occupancy and the line between at 2.25: 14 + 0.25 · 5", () => {
    const at = byOccupancy(step);
    expect(at(2)).toBe(14);
    expect(at(2.25)).toBe(14 + 0.25 * (19 - 14));
    expect(at(3)).toBe(19);
  });

  it("prices below one sequence and past the finite numbers as the step function does", () => {
    const at = byOccupancy(step);
    expect(at(0.5)).toBe(10.25);
    expect(at(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(at(Number.NaN)).toBeNaN();
  });

  it("prices each whole batch once, however the reads wander", () => {
    const priced: number[] = [];
    const at = byOccupancy((batch) => {
      priced.push(batch);
      return step(batch);
    });
    for (const occupancy of [2.5, 2.75, 7.1, 2.2, 7.9, 3, 2.5]) at(occupancy);
    expect([...priced].sort((a, b) => a - b)).toEqual([2, 3, 7, 8]);
  });

  it("reads the same number in any order as a fresh reader does", () => {
    const reads = fc.array(fc.double({ min: 0, max: 64, noNaN: true }), { maxLength: 40 });
    fc.assert(
      fc.property(reads, (occupancies) => {
        const kept = byOccupancy(step);
        for (const occupancy of occupancies) {
          expect(Object.is(kept(occupancy), byOccupancy(step)(occupancy))).toBe(true);
        }
      }),
    );
  });

  it("reads a flat step time once, and gives at every occupancy what pricing each batch gives", () => {
    const reads = fc.array(
      fc.oneof(
        fc.double({ min: 0, max: 1e6 }),
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1),
      ),
      { maxLength: 40 },
    );
    const time = fc.oneof(
      fc.double({ min: 0, max: 1e7, noNaN: true }),
      fc.constantFrom(Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(time, reads, (ms, occupancies) => {
        let priced = 0;
        const flat = byOccupancy(() => {
          priced += 1;
          return ms;
        }, true);
        const each = byOccupancy(() => ms);
        for (const occupancy of occupancies) {
          expect(Object.is(flat(occupancy), each(occupancy))).toBe(true);
        }
        expect(priced).toBe(1);
      }),
    );
  });
});
