// A step time read at a mean occupancy: the step functions price whole batches (a replica runs
// ⌈n / dp⌉ sequences), so a fractional mean lies between its two whole batches, linearly.

/**
 * Each whole batch is priced once, however often the estimate's searches read it; the two whole
 * batches read last are kept at hand, as a search reads close to where it read before. A `flat`
 * step time (one no batch changes, such as an entered constant) is priced once for every batch.
 */
export const byOccupancy = (
  at: (batch: number) => number,
  flat = false,
): ((occupancy: number) => number) => (flat ? flatByOccupancy(at(1)) : pricedByOccupancy(at));

/** Every batch at `time`, read through the same line between two batches as any other step time. */
const flatByOccupancy =
  (time: number) =>
  (occupancy: number): number => {
    if (!(occupancy >= 1) || !Number.isFinite(occupancy)) return time;
    const share = occupancy - Math.floor(occupancy);
    return share === 0 ? time : time + share * (time - time);
  };

const pricedByOccupancy = (at: (batch: number) => number): ((occupancy: number) => number) => {
  const priced = new Map<number, number>();
  const whole = (batch: number): number => {
    let time = priced.get(batch);
    if (time === undefined) {
      time = at(batch);
      priced.set(batch, time);
    }
    return time;
  };
  let low = Number.NaN;
  let lowMs = 0;
  let highMs = 0;
  let highRead = false;
  return (occupancy) => {
    if (!(occupancy >= 1) || !Number.isFinite(occupancy)) return at(occupancy);
    const floor = Math.floor(occupancy);
    if (floor !== low) {
      low = floor;
      lowMs = whole(floor);
      highRead = false;
    }
    const share = occupancy - floor;
    if (share === 0) return lowMs;
    if (!highRead) {
      highMs = whole(floor + 1);
      highRead = true;
    }
    return lowMs + share * (highMs - lowMs);
  };
};
