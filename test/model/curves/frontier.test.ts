import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dominates, nonDominated } from "../../../src/model/curves/frontier.ts";

const point = (x: number, y: number) => ({ x, y, detail: {} });

describe("nonDominated", () => {
  it("keeps the points nothing beats on both axes, by ascending x", () => {
    const kept = nonDominated([point(1, 5), point(2, 4), point(2, 3), point(3, 1), point(1, 1)]);
    expect(kept.map((p) => [p.x, p.y])).toEqual([
      [1, 5],
      [2, 4],
      [3, 1],
    ]);
  });

  it("keeps one of two equal points", () => {
    expect(nonDominated([point(1, 1), point(1, 1)])).toHaveLength(1);
  });

  it("keeps mutually non-dominated points, and every dropped point is dominated by a kept one", () => {
    const coordinate = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(fc.array(fc.tuple(coordinate, coordinate), { maxLength: 40 }), (pairs) => {
        const points = pairs.map(([x, y]) => point(x, y));
        const kept = nonDominated(points);
        for (const a of kept) for (const b of kept) expect(dominates(a, b)).toBe(false);
        for (const p of points) {
          if (kept.includes(p)) continue;
          expect(kept.some((k) => dominates(k, p) || (k.x === p.x && k.y === p.y))).toBe(true);
        }
      }),
    );
  });
});
