import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nodesForTarget } from "../../../src/model/curves/nodesForTarget.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { workedExample } from "../workedExample.ts";

describe("nodesForTarget", () => {
  it("needs 84 nodes for 6,000 QPM on the worked example (x = 10, y = 16)", () => {
    // Steps of 12,000 / 24 = 500 QPM: the 12th point is 6,000 QPM.
    const curve = nodesForTarget(workedExample(), 12_000);
    const point = curve.points[11];
    expect(point?.x).toBe(6000);
    expect(point?.y).toBe(84);
    expect(point?.detail).toMatchObject({ prefillInstances: 10, decodeInstances: 16 });
  });

  it("never needs fewer nodes for a higher target", () => {
    fc.assert(
      fc.property(planArbitrary, fc.double({ min: 1, max: 1e6, noNaN: true }), (plan, upTo) => {
        const ys = nodesForTarget(plan, upTo, 12).points.map((point) => point.y);
        for (let i = 1; i < ys.length; i += 1) expect(ys[i]).toBeGreaterThanOrEqual(ys[i - 1] ?? 0);
      }),
      { numRuns: 100 },
    );
  });
});
