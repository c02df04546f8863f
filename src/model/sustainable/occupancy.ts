// How many requests share a side on average at a load, found from its own speed there.

// The occupancy's root search stops when its bracket is this narrow (relative) or after this many rounds.
const settled = 1e-9;
const occupancyRounds = 100;

/**
 * The mean occupancy: n = min(slots, max(1, arrivals · service(n))), by Little's law at the
 * occupancy's own speed. f(n) = arrivals · service(n) − n is convex for a step time that is flat
 * and then linear in the batch, so from f(1) ≥ 0 to f(slots) < 0 it crosses zero once; the
 * Illinois variant of regula falsi finds that crossing. `perInstancePerMs` is passed to the
 * service as it is; a service that is one number at every occupancy may be given as that number.
 */
export const occupancyOf = (
  slots: number,
  arrivalsPerMs: number,
  serviceMs: ((n: number, perInstancePerMs: number) => number) | number,
  perInstancePerMs: number,
): number => {
  const service = (n: number): number =>
    typeof serviceMs === "number" ? serviceMs : serviceMs(n, perInstancePerMs);
  let high = Math.max(1, slots);
  let highExcess = arrivalsPerMs * service(high) - high;
  if (!(highExcess < 0)) return high;
  let low = 1;
  let lowExcess = arrivalsPerMs * service(1) - 1;
  if (!(lowExcess > 0)) return 1;
  let side = 0;
  for (let round = 0; round < occupancyRounds && high - low > settled * high; round += 1) {
    const n = high - (highExcess * (high - low)) / (highExcess - lowExcess);
    const at = arrivalsPerMs * service(n) - n;
    if (at === 0) return n;
    if (at > 0) {
      low = n;
      lowExcess = at;
      if (side === 1) highExcess /= 2;
      side = 1;
    } else {
      high = n;
      highExcess = at;
      if (side === -1) lowExcess /= 2;
      side = -1;
    }
  }
  return (low + high) / 2;
};
