// Batch sizes the search tries: powers of two, the plan's own, the largest the limits admit, and
// the largest that still meets the phase's SLO.

/** Prefill batches are tried from 1 to 64 prompts (and the plan's own). */
export const maxSearchPrefillBatch = 64;

/** Powers of two from 1 up to `upper`. */
export const powersOfTwoUpTo = (upper: number): number[] => {
  const powers: number[] = [];
  for (let batch = 1; batch <= upper; batch *= 2) powers.push(batch);
  return powers;
};

/** Powers of two up to `upper` with the whole numbers in `extras` that lie in [1, upper], sorted. */
export const batchOptions = (upper: number, extras: readonly number[]): number[] => {
  const options = new Set(powersOfTwoUpTo(upper));
  for (const batch of extras) {
    if (Number.isInteger(batch) && batch >= 1 && batch <= upper) options.add(batch);
  }
  return [...options].sort((a, b) => a - b);
};

/**
 * The largest whole batch in [1, upper] that `fits`, by bisection (step times do not fall as the
 * batch grows, so what fits is a prefix); null when even a batch of one does not fit. With a
 * `tolerance` above 0 it may stop short, by at most that fraction of the batch.
 */
export const largestFitting = (
  upper: number,
  fits: (batch: number) => boolean,
  tolerance = 0,
): number | null => {
  if (upper < 1 || !fits(1)) return null;
  if (fits(upper)) return upper;
  let low = 1;
  let high = upper;
  while (high - low > Math.max(1, Math.floor(low * tolerance))) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
};
