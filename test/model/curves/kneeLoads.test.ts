import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kneeLoads, kneeOptions } from "../../../src/model/curves/kneeLoads.ts";

const rates = (capacityRps: number, sustainableRps: number | null) =>
  kneeLoads(capacityRps, sustainableRps).map((load) => load.ratePerSecond);

describe("kneeLoads", () => {
  it("runs from 30% to 110% of capacity: 30, 40 … 70, then every 5 up to 110 req/s of 100", () => {
    const loads = rates(100, null);
    expect(loads).toHaveLength(13);
    const expected = [30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 100, 105, 110];
    for (const [index, rate] of loads.entries()) expect(rate).toBeCloseTo(expected[index] ?? 0, 9);
    expect(kneeLoads(100, null).some((load) => load.sustainable)).toBe(false);
  });

  it("puts the sustainable load in place of the grid load within 2% of capacity of it", () => {
    // 86 req/s of 100 is 1% from 85%: 85 makes way, so there are still 13 loads.
    const loads = kneeLoads(100, 86);
    expect(loads).toHaveLength(13);
    expect(loads.filter((load) => load.sustainable)).toEqual([
      { ratePerSecond: 86, loadFraction: 0.86, sustainable: true },
    ]);
    expect(loads.map((load) => Math.round(load.ratePerSecond))).not.toContain(85);
  });

  it("adds the sustainable load between two grid loads when neither is near it", () => {
    // 77.5 req/s is 2.5% from both 75 and 80: fourteen loads.
    const loads = rates(100, 77.5);
    expect(loads).toHaveLength(14);
    expect(loads.slice(5, 8).map((rate) => Math.round(rate * 10) / 10)).toEqual([75, 77.5, 80]);
  });

  it("simulates nothing for a plan that serves nothing, and no sustainable load at zero", () => {
    expect(kneeLoads(0, 5)).toEqual([]);
    expect(kneeLoads(Number.NaN, 5)).toEqual([]);
    expect(kneeLoads(Number.POSITIVE_INFINITY, 5)).toEqual([]);
    expect(kneeLoads(50, 0).some((load) => load.sustainable)).toBe(false);
    expect(kneeLoads(50, Number.NaN)).toHaveLength(13);
  });

  it("gives 13 or 14 strictly rising loads for any capacity and sustainable load, at most one sustainable", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 2, noNaN: true })),
        (capacityRps, share) => {
          const loads = kneeLoads(capacityRps, share === null ? null : share * capacityRps);
          expect(loads.length === 13 || loads.length === 14).toBe(true);
          for (let i = 1; i < loads.length; i += 1)
            expect(loads[i]?.ratePerSecond).toBeGreaterThan(loads[i - 1]?.ratePerSecond ?? 0);
          expect(loads.filter((load) => load.sustainable).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("simulates every load with the same seed and a few thousand requests", () => {
    const [low, high] = [kneeLoads(10, null)[0], kneeLoads(10, null).at(-1)];
    if (!low || !high) throw new Error("no loads");
    expect(kneeOptions(low)).toEqual({ ratePerSecond: 3, requests: 3000, seed: 1 });
    expect(kneeOptions(high).seed).toBe(kneeOptions(low).seed);
  });
});
