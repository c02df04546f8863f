/**
 * The positions of `count` items spread evenly over `length` (all of them when there are no more),
 * so a sample of a trace covers its whole span in order and is the same every time.
 */
export const evenSample = (length: number, count: number): number[] =>
  length <= count
    ? Array.from({ length }, (_, i) => i)
    : Array.from({ length: count }, (_, i) => Math.floor((i * length) / count));
