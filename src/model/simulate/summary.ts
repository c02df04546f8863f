import { selectPercentiles } from "./select.ts";
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

/**
 * The summary of a list given as single samples (ascending) and weighted values (ascending), as if
 * every weighted value were repeated: numpy's linear percentile over the expanded list.
 */
export const weightedSummary = (
  singles: Float64Array,
  weighted: Weighted,
): LatencySummary | null => {
  let total = singles.length;
  let sum = 0;
  for (let i = 0; i < singles.length; i += 1) sum += singles[i] as number;
  for (let i = 0; i < weighted.values.length; i += 1) {
    total += weighted.weights[i] as number;
    sum += (weighted.values[i] as number) * (weighted.weights[i] as number);
  }
  if (total === 0) return null;
  const positions = summaryPercents.map((percent) => (total - 1) * (percent / 100));
  const ranks = [...new Set(positions.flatMap((p) => [Math.floor(p), Math.ceil(p)]))].sort(
    (a, b) => a - b,
  );
  // One merged walk over the runs of equal values (a single sample is a run of one), resolving
  // the asked ranks in ascending order.
  const valueAtRank = new Map<number, number>();
  let single = 0;
  let group = 0;
  let runEnd = 0;
  let runValue = 0;
  for (const rank of ranks) {
    while (rank >= runEnd) {
      const groupValue =
        group < weighted.values.length
          ? (weighted.values[group] as number)
          : Number.POSITIVE_INFINITY;
      const singleValue =
        single < singles.length ? (singles[single] as number) : Number.POSITIVE_INFINITY;
      if (singleValue <= groupValue) {
        runValue = singleValue;
        runEnd += 1;
        single += 1;
      } else {
        runValue = groupValue;
        runEnd += weighted.weights[group] as number;
        group += 1;
      }
    }
    valueAtRank.set(rank, runValue);
  }
  const at = positions.map((position) => {
    const low = valueAtRank.get(Math.floor(position)) as number;
    const high = valueAtRank.get(Math.ceil(position)) as number;
    return low + (position - Math.floor(position)) * (high - low);
  });
  return summaryFrom(total, sum / total, at);
};
