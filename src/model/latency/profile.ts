import { z } from "zod";
import { boundedNumber } from "../fields.ts";

// A measured latency profile: (batch, time) points the user pastes, interpolated with monotone
// cubic Hermite splines (Fritsch & Carlson 1980, "Monotone Piecewise Cubic Interpolation"; the
// end-slope rule of SciPy's PchipInterpolator). Between points the curve never overshoots the data.
// Outside them it is linear, from the end segment's slope and never falling as the batch grows.

export const ProfilePointSchema = z.strictObject({
  batch: boundedNumber({ min: 0, max: 10_000_000, exclusiveMin: true }),
  timeMs: boundedNumber({ min: 0, max: 3_600_000, exclusiveMin: true }),
});

export type ProfilePoint = z.infer<typeof ProfilePointSchema>;

export interface Profile {
  batches: readonly number[];
  timesMs: readonly number[];
  /** dt/dbatch at each point. */
  slopes: readonly number[];
}

export interface ProfileProblem {
  /** Row of the offending point, from 0. */
  index: number;
  message: string;
}

export type BuiltProfile =
  | { ok: true; profile: Profile }
  | { ok: false; problems: ProfileProblem[] };

export interface ProfileTime {
  timeMs: number;
  /** True when the batch lies outside the measured range. */
  extrapolated: boolean;
}

const sign = (x: number): number => (x > 0 ? 1 : x < 0 ? -1 : 0);

// SciPy's shape-preserving three-point end slope.
const endSlope = (h0: number, h1: number, d0: number, d1: number): number => {
  const slope = ((2 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
  if (sign(slope) !== sign(d0)) return 0;
  if (sign(d0) !== sign(d1) && Math.abs(slope) > 3 * Math.abs(d0)) return 3 * d0;
  return slope;
};

const pchipSlopes = (xs: readonly number[], ys: readonly number[]): number[] => {
  const n = xs.length;
  if (n === 1) return [0];
  const h = xs.slice(1).map((x, k) => x - (xs[k] as number));
  const delta = h.map((width, k) => ((ys[k + 1] as number) - (ys[k] as number)) / width);
  if (n === 2) return [delta[0] as number, delta[0] as number];
  const slopes = xs.map((_, k) => {
    if (k === 0)
      return endSlope(h[0] as number, h[1] as number, delta[0] as number, delta[1] as number);
    if (k === n - 1)
      return endSlope(
        h[n - 2] as number,
        h[n - 3] as number,
        delta[n - 2] as number,
        delta[n - 3] as number,
      );
    const before = delta[k - 1] as number;
    const after = delta[k] as number;
    if (before * after <= 0) return 0;
    const w1 = 2 * (h[k] as number) + (h[k - 1] as number);
    const w2 = (h[k] as number) + 2 * (h[k - 1] as number);
    return (w1 + w2) / (w1 / before + w2 / after);
  });
  return slopes;
};

/** Checks the points (positive, batches strictly increasing) and precomputes the spline's slopes. */
export const buildProfile = (points: readonly ProfilePoint[]): BuiltProfile => {
  const problems: ProfileProblem[] = [];
  if (points.length === 0)
    problems.push({ index: 0, message: "needs at least one (batch, time) point" });
  points.forEach((point, index) => {
    const parsed = ProfilePointSchema.safeParse(point);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ index, message: `${issue.path.join(".")} ${issue.message}` });
      return;
    }
    const previous = points[index - 1];
    if (previous === undefined) return;
    if (point.batch === previous.batch)
      problems.push({
        index,
        message: `batch ${point.batch} appears twice (rows ${index - 1} and ${index})`,
      });
    else if (point.batch < previous.batch)
      problems.push({
        index,
        message: `batch ${point.batch} comes after ${previous.batch}: sort the rows by batch`,
      });
  });
  if (problems.length > 0) return { ok: false, problems };
  const batches = points.map((point) => point.batch);
  const timesMs = points.map((point) => point.timeMs);
  return { ok: true, profile: { batches, timesMs, slopes: pchipSlopes(batches, timesMs) } };
};

/** Index of the last point at or below `batch` (the first point when `batch` is below all). */
const segmentOf = (batches: readonly number[], batch: number): number => {
  let low = 0;
  let high = batches.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((batches[mid] as number) <= batch) low = mid;
    else high = mid - 1;
  }
  return low;
};

/** Step time at `batch` (> 0) from a built profile. */
export const interpolateProfile = (profile: Profile, batch: number): ProfileTime => {
  const { batches: xs, timesMs: ys, slopes } = profile;
  const last = xs.length - 1;
  const x0 = xs[0] as number;
  const y0 = ys[0] as number;
  const xn = xs[last] as number;
  const yn = ys[last] as number;
  const endSecant = (k: number) =>
    last === 0
      ? 0
      : Math.max(
          0,
          ((ys[k + 1] as number) - (ys[k] as number)) / ((xs[k + 1] as number) - (xs[k] as number)),
        );
  if (batch < x0) {
    // Below the data: the first segment's line, but never under y0 · b / x0 (batching never costs more per sequence).
    return {
      timeMs: Math.max(y0 + endSecant(0) * (batch - x0), (y0 * batch) / x0),
      extrapolated: true,
    };
  }
  if (batch > xn) return { timeMs: yn + endSecant(last - 1) * (batch - xn), extrapolated: true };
  const k = segmentOf(xs, batch);
  const xk = xs[k] as number;
  const yk = ys[k] as number;
  if (batch === xk || k === last) return { timeMs: yk, extrapolated: false };
  const width = (xs[k + 1] as number) - xk;
  const t = (batch - xk) / width;
  const t2 = t * t;
  const t3 = t2 * t;
  const timeMs =
    (2 * t3 - 3 * t2 + 1) * yk +
    (t3 - 2 * t2 + t) * width * (slopes[k] as number) +
    (-2 * t3 + 3 * t2) * (ys[k + 1] as number) +
    (t3 - t2) * width * (slopes[k + 1] as number);
  return { timeMs, extrapolated: false };
};
