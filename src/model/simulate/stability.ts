import { msToSeconds } from "../units.ts";

// Whether the queue grows without bound, from the least-squares line through the requests waiting
// anywhere over the measured arrivals. The waiting count is a step function, so the fit is the
// continuous one, ∫ over time rather than a sum over samples: slope = 12 ∫(u − T/2) w du / T³.
// A run is unstable when that line climbs by more than 2% of the offered load per second and by
// more than the waiting count's own spread around it over the window: a queue at 95% load wanders
// but does not climb; at 105% it climbs by 5% of the load, with little spread about the line.

export const growthShareOfLoad = 0.02;

export interface Stability {
  open: boolean;
  startMs: number;
  endMs: number;
  /** ∫ w du, ∫ u w du, ∫ w² du, with u in ms from the window's start (seconds only in the fit). */
  area: number;
  moment: number;
  squares: number;
}

export const createStability = (): Stability => ({
  open: false,
  startMs: 0,
  endMs: 0,
  area: 0,
  moment: 0,
  squares: 0,
});

/** Adds `waiting` held from `fromMs` to `toMs`, while the window is open. */
export const addWaiting = (
  stability: Stability,
  waiting: number,
  fromMs: number,
  toMs: number,
): void => {
  if (!stability.open) return;
  stability.endMs = toMs;
  if (waiting === 0) return;
  const from = fromMs - stability.startMs;
  const to = toMs - stability.startMs;
  const span = to - from;
  stability.area += waiting * span;
  stability.moment += waiting * span * (to + from) * 0.5;
  stability.squares += waiting * waiting * span;
};

export const openWindow = (stability: Stability, nowMs: number): void => {
  stability.open = true;
  stability.startMs = nowMs;
  stability.endMs = nowMs;
};

export const closeWindow = (stability: Stability): void => {
  stability.open = false;
};

export interface Growth {
  perSecond: number;
  growing: boolean;
}

/** The fitted growth of the waiting count, and whether it marks an unbounded queue. */
export const growthOf = (stability: Stability, ratePerSecond: number): Growth => {
  const span = msToSeconds(stability.endMs - stability.startMs);
  if (!(span > 0)) return { perSecond: 0, growing: false };
  const area = msToSeconds(stability.area);
  const moment = msToSeconds(msToSeconds(stability.moment));
  const squares = msToSeconds(stability.squares);
  const perSecond = (12 * (moment - (span / 2) * area)) / span ** 3;
  const mean = area / span;
  const residual = Math.max(
    0,
    squares / span - mean * mean - (perSecond * perSecond * span * span) / 12,
  );
  const growing =
    perSecond > growthShareOfLoad * ratePerSecond && perSecond * span > Math.sqrt(residual);
  return { perSecond: Number.isFinite(perSecond) ? perSecond : 0, growing };
};
