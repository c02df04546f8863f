/**
 * Batches to sweep from 1 to `upper`: powers of two and the midpoints 1.5 · 2^n between them
 * (1, 2, 3, 4, 6, 8, 12, …), `upper` itself, and any `extra` batch in range, ascending, once each.
 */
export const batchGrid = (upper: number, extra: readonly number[] = []): number[] => {
  const top = Math.floor(upper);
  if (!(top >= 1)) return [];
  const batches = new Set<number>([top]);
  for (let power = 1; power <= top; power *= 2) {
    batches.add(power);
    const between = power * 1.5;
    if (Number.isInteger(between) && between <= top) batches.add(between);
  }
  for (const batch of extra) {
    if (Number.isInteger(batch) && batch >= 1 && batch <= top) batches.add(batch);
  }
  return [...batches].sort((a, b) => a - b);
};
