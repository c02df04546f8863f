import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildProfile,
  interpolateProfile,
  type Profile,
  type ProfilePoint,
} from "../../../src/model/latency/profile.ts";

const built = (points: ProfilePoint[]): Profile => {
  const result = buildProfile(points);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.profile;
};

const at = (points: ProfilePoint[], batch: number) => interpolateProfile(built(points), batch);

describe("interpolateProfile", () => {
  const three = [
    { batch: 1, timeMs: 10 },
    { batch: 2, timeMs: 12 },
    { batch: 4, timeMs: 20 },
  ];

  it("is the straight line through two points: (1, 10) and (3, 30) give 20 ms at batch 2", () => {
    expect(
      at(
        [
          { batch: 1, timeMs: 10 },
          { batch: 3, timeMs: 30 },
        ],
        2,
      ),
    ).toEqual({ timeMs: 20, extrapolated: false });
  });

  it("PCHIP slopes through (1, 10), (2, 12), (4, 20): 4/3, 9 / (5/2 + 4/4) = 18/7, 16/3 (as SciPy's PchipInterpolator)", () => {
    expect(built(three).slopes.map((slope) => slope.toFixed(9))).toEqual([
      (4 / 3).toFixed(9),
      (18 / 7).toFixed(9),
      (16 / 3).toFixed(9),
    ]);
  });

  it("Hermite at batch 1.5: 0.5 · 10 + 0.125 · 4/3 + 0.5 · 12 − 0.125 · 18/7 = 10.845238 ms", () => {
    expect(at(three, 1.5).timeMs).toBeCloseTo(10.845_238_095, 9);
  });

  it("Hermite at batch 3: 0.5 · 12 + 0.125 · 2 · 18/7 + 0.5 · 20 − 0.125 · 2 · 16/3 = 15.309524 ms", () => {
    expect(at(three, 3).timeMs).toBeCloseTo(15.309_523_81, 9);
  });

  it("passes through every point exactly and marks it measured", () => {
    for (const point of three)
      expect(at(three, point.batch)).toEqual({ timeMs: point.timeMs, extrapolated: false });
  });

  it("stays flat across a flat stretch instead of overshooting: (1, 10), (2, 10), (3, 20) gives 10 ms at 1.5", () => {
    const flat = [
      { batch: 1, timeMs: 10 },
      { batch: 2, timeMs: 10 },
      { batch: 3, timeMs: 20 },
    ];
    expect(at(flat, 1.5).timeMs).toBe(10);
  });

  it("extrapolates above the last point along the last segment: 20 + 4 · (8 − 4) = 36 ms, flagged", () => {
    expect(at(three, 8)).toEqual({ timeMs: 36, extrapolated: true });
  });

  it("never lets time fall beyond the last point, even when the last segment falls: (3, 15) holds at 15 ms", () => {
    const falling = [
      { batch: 1, timeMs: 10 },
      { batch: 2, timeMs: 20 },
      { batch: 3, timeMs: 15 },
    ];
    expect(at(falling, 5)).toEqual({ timeMs: 15, extrapolated: true });
  });

  it("extrapolates below the first point along the first segment: 50 + 1 · (2 − 10) = 42 ms", () => {
    const points = [
      { batch: 10, timeMs: 50 },
      { batch: 20, timeMs: 60 },
    ];
    expect(at(points, 2)).toEqual({ timeMs: 42, extrapolated: true });
  });

  it("floors that line at proportional cost, so time stays positive: max(10 − 5 · 8, 10 · 2/10) = 2 ms", () => {
    const steep = [
      { batch: 10, timeMs: 10 },
      { batch: 20, timeMs: 60 },
    ];
    expect(at(steep, 2)).toEqual({ timeMs: 2, extrapolated: true });
  });

  it("treats one point as a constant above it", () => {
    expect(at([{ batch: 8, timeMs: 40 }], 64)).toEqual({ timeMs: 40, extrapolated: true });
  });
});

describe("buildProfile", () => {
  it("reports batches out of order", () => {
    const result = buildProfile([
      { batch: 8, timeMs: 40 },
      { batch: 4, timeMs: 30 },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [{ index: 1, message: "batch 4 comes after 8: sort the rows by batch" }],
    });
  });

  it("reports a repeated batch", () => {
    const result = buildProfile([
      { batch: 8, timeMs: 40 },
      { batch: 8, timeMs: 41 },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [{ index: 1, message: "batch 8 appears twice (rows 0 and 1)" }],
    });
  });

  it("reports an empty table and a non-positive time", () => {
    expect(buildProfile([])).toEqual({
      ok: false,
      problems: [{ index: 0, message: "needs at least one (batch, time) point" }],
    });
    expect(buildProfile([{ batch: 1, timeMs: 0 }])).toEqual({
      ok: false,
      problems: [{ index: 0, message: "timeMs must be greater than 0, got 0" }],
    });
  });
});

const monotoneProfile = fc
  .array(
    fc.record({
      gap: fc.double({ min: 0.01, max: 100, noNaN: true }),
      rise: fc.double({ min: 0, max: 100, noNaN: true }),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((steps) => {
    let batch = 0;
    let timeMs = 1;
    return steps.map(({ gap, rise }) => {
      batch += gap;
      timeMs += rise;
      return { batch, timeMs };
    });
  });

describe("interpolateProfile properties", () => {
  it("never falls as the batch grows, inside or outside the data", () => {
    fc.assert(
      fc.property(
        monotoneProfile,
        fc.array(fc.double({ min: 0.001, max: 2000, noNaN: true }), {
          minLength: 2,
          maxLength: 20,
        }),
        (points, queries) => {
          const profile = built(points);
          const times = [...queries]
            .sort((a, b) => a - b)
            .map((b) => interpolateProfile(profile, b).timeMs);
          times.slice(1).forEach((time, i) => {
            expect(time).toBeGreaterThanOrEqual((times[i] as number) - 1e-9 * Math.abs(time));
          });
        },
      ),
    );
  });

  it("passes through every measured point", () => {
    fc.assert(
      fc.property(monotoneProfile, (points) => {
        const profile = built(points);
        for (const point of points) {
          expect(interpolateProfile(profile, point.batch)).toEqual({
            timeMs: point.timeMs,
            extrapolated: false,
          });
        }
      }),
    );
  });

  it("stays positive below the data", () => {
    fc.assert(
      fc.property(
        monotoneProfile,
        fc.double({ min: 1e-6, max: 1, noNaN: true }),
        (points, share) => {
          const first = points[0] as ProfilePoint;
          expect(interpolateProfile(built(points), first.batch * share).timeMs).toBeGreaterThan(0);
        },
      ),
    );
  });
});
