import { describe, expect, it } from "vitest";
import { exactPair, nearestPair } from "../../src/model/ratio.ts";

describe("exactPair", () => {
  it("writes 0.64 as 16 : 25 and 1.5 as 3 : 2", () => {
    expect(exactPair(0.64)).toEqual({ prefillInstances: 16, decodeInstances: 25 });
    expect(exactPair(1.5)).toEqual({ prefillInstances: 3, decodeInstances: 2 });
  });

  it("finds no small fraction for an irrational ratio, and none for zero", () => {
    expect(exactPair(Math.SQRT2)).toBeNull();
    expect(exactPair(0)).toBeNull();
  });
});

describe("nearestPair", () => {
  it("takes 7 : 11 for 0.64: 7 / 11 = 0.6364 is 0.57% off, and no smaller pair is within 2%", () => {
    const pair = nearestPair(0.64);
    expect(pair).toMatchObject({ prefillInstances: 7, decodeInstances: 11 });
    expect(pair?.relativeError).toBeCloseTo(0.0056818, 6);
  });

  it("takes 5 : 2 for 2.5 and 1 : 1 for 1", () => {
    expect(nearestPair(2.5)).toMatchObject({ prefillInstances: 5, decodeInstances: 2 });
    expect(nearestPair(1)).toMatchObject({ prefillInstances: 1, decodeInstances: 1 });
  });

  it("takes 1 : 3 for 0.34, which is 1.96% off", () => {
    expect(nearestPair(0.34)).toMatchObject({ prefillInstances: 1, decodeInstances: 3 });
  });

  it("has no pair for a ratio of zero", () => {
    expect(nearestPair(0)).toBeNull();
  });

  it("stays within 2% and finds no pair with fewer instances for many ratios", () => {
    for (let ratio = 0.05; ratio < 20; ratio *= 1.037) {
      const pair = nearestPair(ratio);
      expect(pair).not.toBeNull();
      if (!pair) continue;
      expect(pair.relativeError).toBeLessThanOrEqual(0.02 + 1e-9);
      const size = pair.prefillInstances + pair.decodeInstances;
      for (let x = 1; x < size; x += 1) {
        for (let y = 1; x + y < size; y += 1) {
          expect(Math.abs(x / y - ratio) / ratio).toBeGreaterThan(0.02);
        }
      }
    }
  });
});
