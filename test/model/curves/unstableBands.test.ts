import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unstableBands } from "../../../src/model/curves/unstableBands.ts";

const grid = (xs: number[], unstable: number[]) =>
  xs.map((x) => ({ x, stable: !unstable.includes(x) }));

describe("unstableBands", () => {
  it("shades nothing when every load is stable", () => {
    expect(unstableBands(grid([1, 2, 3], []))).toEqual([]);
  });

  it("runs from halfway below the first unstable load to half a step past the last load", () => {
    // 100 and 110 are unstable: from (90 + 100) / 2 = 95 to 110 + (110 − 100) / 2 = 115.
    expect(unstableBands(grid([80, 90, 100, 110], [100, 110]))).toEqual([
      { kind: "unstable", from: 95, to: 115, at: [100, 110] },
    ]);
  });

  it("keeps apart unstable loads with a stable one between them", () => {
    expect(unstableBands(grid([10, 20, 30, 40], [10, 30]))).toEqual([
      { kind: "unstable", from: 5, to: 15, at: [10] },
      { kind: "unstable", from: 25, to: 35, at: [30] },
    ]);
  });

  it("gives a lone unstable load a sliver of a tenth of itself", () => {
    expect(unstableBands(grid([50], [50]))).toEqual([
      { kind: "unstable", from: 47.5, to: 52.5, at: [50] },
    ]);
  });

  it("covers each unstable load and no stable one, for any ascending grid", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (values, flags) => {
          const loads = [...values]
            .sort((a, b) => a - b)
            .map((x, index) => ({ x, stable: flags[index] ?? true }));
          const bands = unstableBands(loads);
          for (const load of loads) {
            const inside = bands.some((band) => band.from < load.x && load.x < band.to);
            expect(inside).toBe(!load.stable);
          }
        },
      ),
    );
  });
});
