import { describe, expect, it } from "vitest";
import {
  type FoundPoints,
  foundPoint,
  keepPoint,
} from "../../../src/model/sustainable/foundPoints.ts";
import type { SustainablePoint } from "../../../src/model/sustainable/setup.ts";

const point = (ratePerSecond: number) => ({ ratePerSecond }) as SustainablePoint;

describe("the sustainable loads already searched", () => {
  it("finds a point by pair, capacity and router cap, and nothing that differs in any", () => {
    const found: FoundPoints = new Map();
    keepPoint(found, { prefillInstances: 12, decodeInstances: 19 }, 121.6, undefined, point(1));
    keepPoint(found, { prefillInstances: 12, decodeInstances: 18 }, 115.2, undefined, point(2));
    keepPoint(found, { prefillInstances: 12, decodeInstances: 19 }, 121.6, 5000, point(3));
    const pair = { prefillInstances: 12, decodeInstances: 19 };
    expect(foundPoint(found, pair, 121.6, undefined)?.ratePerSecond).toBe(1);
    expect(foundPoint(found, pair, 121.6, 5000)?.ratePerSecond).toBe(3);
    expect(foundPoint(found, { ...pair, decodeInstances: 18 }, 115.2, undefined)).toEqual(point(2));
    expect(foundPoint(found, pair, 121.60000000000001, undefined)).toBeUndefined();
    expect(foundPoint(found, { ...pair, prefillInstances: 13 }, 121.6, undefined)).toBeUndefined();
  });

  it("takes numbers that print alike as one key: NaN finds NaN, 0 finds −0", () => {
    const found: FoundPoints = new Map();
    keepPoint(found, { prefillInstances: 1, decodeInstances: 1 }, Number.NaN, undefined, point(4));
    keepPoint(found, { prefillInstances: 1, decodeInstances: 2 }, -0, undefined, point(5));
    expect(
      foundPoint(found, { prefillInstances: 1, decodeInstances: 1 }, Number.NaN, undefined),
    ).toEqual(point(4));
    expect(foundPoint(found, { prefillInstances: 1, decodeInstances: 2 }, 0, undefined)).toEqual(
      point(5),
    );
  });
});
