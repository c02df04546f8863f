import { describe, expect, it } from "vitest";
import { cdfQuantile, trimmedCdf } from "../../../src/ui/measure/cdfLines.ts";

const buckets = (points: [number, number][]) => ({
  kind: "buckets" as const,
  count: 10,
  points: points.map(([ms, share]) => ({ ms, share })),
});

describe("trimmedCdf", () => {
  it("keeps one flat point before the first rise and cuts after the first full share", () => {
    const cdf = buckets([
      [1, 0],
      [5, 0],
      [10, 0.2],
      [25, 0.9],
      [50, 1],
      [100, 1],
      [60_000, 1],
    ]);
    expect(trimmedCdf(cdf).map((point) => point.ms)).toEqual([5, 10, 25, 50]);
  });

  it("keeps every point of a CDF that never reaches one", () => {
    const cdf = buckets([
      [10, 0.5],
      [20, 0.75],
    ]);
    expect(trimmedCdf(cdf)).toHaveLength(2);
  });

  it("draws nothing when no sample fell in any bucket", () => {
    expect(trimmedCdf(buckets([[10, 0]]))).toEqual([]);
  });
});

describe("cdfQuantile", () => {
  const points = [
    { ms: 10, share: 0.25 },
    { ms: 20, share: 0.5 },
    { ms: 40, share: 1 },
  ];

  it("reads the smallest value whose share reaches the quantile", () => {
    expect(cdfQuantile(points, 0.5)).toBe(20);
    expect(cdfQuantile(points, 0.51)).toBe(40);
    expect(cdfQuantile(points, 0.1)).toBe(10);
  });

  it("is null on an empty CDF", () => {
    expect(cdfQuantile([], 0.5)).toBeNull();
  });
});
