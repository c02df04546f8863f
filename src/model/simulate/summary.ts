import { selectPercentiles, valuesAtRanks } from "./select.ts";
import type { LatencySummary } from "./types.ts";

// Summaries with numpy's definitions (mean; percentile's default "linear" method), as vllm bench
// serve prints them; per request, or per chunk where many chunks share one step's time.

export const summaryPercents = [50, 90, 95, 99, 99.9] as const;

const meanOf = (values: Float64Array): number => {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i] as number;
  return sum / values.length;
};

const summaryFrom = (count: number, mean: number, at: readonly number[]): LatencySummary => ({
  count,
  mean,
  p50: at[0] as number,
  p90: at[1] as number,
  p95: at[2] as number,
  p99: at[3] as number,
  "p99.9": at[4] as number,
});

/**
 * The summary of a list, and its values at `extraPercents` too; reorders the list. Null when it is
 * empty.
 */
export const summaryOf = (
  values: Float64Array,
  extraPercents: readonly number[] = [],
): { summary: LatencySummary; extra: number[] } | null => {
  if (values.length === 0) return null;
  const at = selectPercentiles(values, [...summaryPercents, ...extraPercents]);
  return {
    summary: summaryFrom(values.length, meanOf(values), at),
    extra: at.slice(summaryPercents.length),
  };
};

/** Values of several lists in one array. */
export const concatenated = (lists: readonly Float64Array[]): Float64Array => {
  if (lists.length === 1) return lists[0] as Float64Array;
  const all = new Float64Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return all;
};

/** Values that each stand for `weights[i]` equal samples, ascending by value. */
export interface Weighted {
  values: Float64Array;
  weights: Float64Array;
}

/** The number of `values` (ascending) at or below `value`. */
const countAtOrBelow = (values: Float64Array, value: number): number => {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The summary of a list given as single samples (in any order; reordered) and weighted values
 * (ascending), as if every weighted value were repeated: numpy's linear percentile over the
 * expanded list. The singles are never sorted whole: each asked rank falls either on a weighted
 * value or among the singles between two of them, and those ranks are selected.
 */
export const weightedSummary = (
  singles: Float64Array,
  weighted: Weighted,
): LatencySummary | null => {
  const groups = weighted.values.length;
  let total = singles.length;
  let sum = 0;
  // Singles per block: block b holds those above value b − 1 and at or below value b.
  const blockSingles = new Float64Array(groups + 1);
  for (let i = 0; i < singles.length; i += 1) {
    const value = singles[i] as number;
    sum += value;
    const block = groups === 0 ? 0 : countAtOrBelow(weighted.values, value);
    blockSingles[block] = (blockSingles[block] as number) + 1;
  }
  for (let i = 0; i < groups; i += 1) {
    total += weighted.weights[i] as number;
    sum += (weighted.values[i] as number) * (weighted.weights[i] as number);
  }
  if (total === 0) return null;
  const positions = summaryPercents.map((percent) => (total - 1) * (percent / 100));
  const ranks = [...new Set(positions.flatMap((p) => [Math.floor(p), Math.ceil(p)]))].sort(
    (a, b) => a - b,
  );
  // Walk the blocks in order, each block's singles before its weighted value.
  const fromSingles = new Map<number, number>();
  const fromGroups = new Map<number, number>();
  let block = 0;
  let before = 0;
  let singlesBefore = 0;
  for (const rank of ranks) {
    for (;;) {
      const inBlock = blockSingles[block] as number;
      if (rank < before + inBlock) {
        fromSingles.set(rank, singlesBefore + rank - before);
        break;
      }
      const weight = block < groups ? (weighted.weights[block] as number) : 0;
      if (rank < before + inBlock + weight) {
        fromGroups.set(rank, weighted.values[block] as number);
        break;
      }
      before += inBlock + weight;
      singlesBefore += inBlock;
      block += 1;
    }
  }
  const singleValues = valuesAtRanks(singles, [...fromSingles.values()]);
  const valueAt = (rank: number): number =>
    fromGroups.get(rank) ?? (singleValues.get(fromSingles.get(rank) as number) as number);
  const at = positions.map((position) => {
    const low = valueAt(Math.floor(position));
    const high = valueAt(Math.ceil(position));
    return low + (position - Math.floor(position)) * (high - low);
  });
  return summaryFrom(total, sum / total, at);
};
