import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evenSample } from "../../../src/io/load/evenSample.ts";

describe("evenSample", () => {
  it("keeps every position when there are no more than asked for", () => {
    expect(evenSample(3, 4)).toEqual([0, 1, 2]);
    expect(evenSample(0, 4)).toEqual([]);
  });

  it("spreads the positions over the whole length", () => {
    // ⌊k · 10 / 4⌋ for k = 0..3.
    expect(evenSample(10, 4)).toEqual([0, 2, 5, 7]);
  });

  it("always gives min(length, count) increasing positions inside the length", () => {
    fc.assert(
      fc.property(fc.nat({ max: 20_000 }), fc.integer({ min: 1, max: 5000 }), (length, count) => {
        const positions = evenSample(length, count);
        expect(positions).toHaveLength(Math.min(length, count));
        const inOrder = positions.every(
          (position, i) =>
            position >= 0 && position < length && position > (positions[i - 1] ?? -1),
        );
        expect(inOrder).toBe(true);
      }),
    );
  });
});
