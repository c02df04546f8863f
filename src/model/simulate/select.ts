// Order statistics without a full sort: the values at a few ranks by multiple quickselect (Hoare,
// "Algorithm 65: Find", CACM 4(7), 1961), partitioning three ways (Bentley & McIlroy, "Engineering a
// Sort Function", 1993) so lists of many equal values (waits that are mostly 0) stay linear.

// Ranges this short are sorted outright.
const shortRange = 16;

const insertionSort = (values: Float64Array, low: number, high: number): void => {
  for (let i = low + 1; i <= high; i += 1) {
    const value = values[i] as number;
    let j = i - 1;
    while (j >= low && (values[j] as number) > value) {
      values[j + 1] = values[j] as number;
      j -= 1;
    }
    values[j + 1] = value;
  }
};

const medianOfThree = (a: number, b: number, c: number): number =>
  Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/** Puts the values at the ascending `ranks[from..to]` in place, within values[low..high]. */
const selectRanks = (
  values: Float64Array,
  low: number,
  high: number,
  ranks: readonly number[],
  from: number,
  to: number,
): void => {
  let lo = low;
  let hi = high;
  let first = from;
  let last = to;
  while (first <= last && lo < hi) {
    if (hi - lo < shortRange) {
      insertionSort(values, lo, hi);
      return;
    }
    const pivot = medianOfThree(
      values[lo] as number,
      values[(lo + hi) >>> 1] as number,
      values[hi] as number,
    );
    // Dutch national flag: [lo, less) < pivot, [less, i) = pivot, (greater, hi] > pivot.
    let less = lo;
    let greater = hi;
    let i = lo;
    while (i <= greater) {
      const value = values[i] as number;
      if (value < pivot) {
        values[i] = values[less] as number;
        values[less] = value;
        less += 1;
        i += 1;
      } else if (value > pivot) {
        values[i] = values[greater] as number;
        values[greater] = value;
        greater -= 1;
      } else {
        i += 1;
      }
    }
    let below = first;
    while (below <= last && (ranks[below] as number) < less) below += 1;
    let above = below;
    while (above <= last && (ranks[above] as number) <= greater) above += 1;
    // Ranks in [less, greater] hold the pivot already; recurse on the smaller side, loop on the other.
    if (below - first < last - above + 1) {
      selectRanks(values, lo, less - 1, ranks, first, below - 1);
      lo = greater + 1;
      first = above;
    } else {
      selectRanks(values, greater + 1, hi, ranks, above, last);
      hi = less - 1;
      last = below - 1;
    }
  }
};

// Many ranks in a long list (a CDF's 256 points over millions of chunk gaps): one counting pass
// by value puts every value in its bucket, the buckets in order, so each rank is then selected
// within its own bucket. Below these sizes the multiple quickselect alone is as fast.
const bucketCount = 1 << 16;
const manyRanks = 32;
const longList = 1 << 16;

/** Each value's bucket (ascending with the value) and where each bucket starts in value order. */
interface Buckets {
  ids: Uint16Array;
  /** starts[b] values lie in buckets below b; starts[bucketCount] is the length. */
  starts: Int32Array;
}

/** The values' buckets; undefined when they do not spread over a finite range. */
const bucketsOf = (values: Float64Array): Buckets | undefined => {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const scale = bucketCount / (max - min);
  if (!(max > min) || !Number.isFinite(scale) || !Number.isFinite(max - min)) return undefined;
  const ids = new Uint16Array(values.length);
  const starts = new Int32Array(bucketCount + 1);
  for (let i = 0; i < values.length; i += 1) {
    // Monotone in the value, so a lower bucket never holds a larger value than a higher one.
    const bucket = Math.min(bucketCount - 1, Math.floor(((values[i] as number) - min) * scale));
    ids[i] = bucket;
    starts[bucket + 1] = (starts[bucket + 1] as number) + 1;
  }
  for (let b = 0; b < bucketCount; b += 1) {
    starts[b + 1] = (starts[b + 1] as number) + (starts[b] as number);
  }
  return { ids, starts };
};

/** Each bucket holding one of the ascending `ranks`, with the first and last of them it holds. */
type RankGroup = [bucket: number, first: number, last: number];

const ranksByBucket = (starts: Int32Array, ranks: readonly number[]): RankGroup[] => {
  const groups: RankGroup[] = [];
  let first = 0;
  for (let b = 0; b < bucketCount && first < ranks.length; b += 1) {
    const high = (starts[b + 1] as number) - 1;
    let last = first;
    while (last < ranks.length && (ranks[last] as number) <= high) last += 1;
    if (last > first) groups.push([b, first, last - 1]);
    first = last;
  }
  return groups;
};

/** Puts the values at the ascending `ranks` in place by buckets; false (nothing moved) when unbucketed. */
const placeByBuckets = (values: Float64Array, ranks: readonly number[]): boolean => {
  const buckets = bucketsOf(values);
  if (buckets === undefined) return false;
  const { ids, starts } = buckets;
  const next = starts.slice(0, bucketCount);
  const copy = values.slice();
  for (let i = 0; i < copy.length; i += 1) {
    const bucket = ids[i] as number;
    const at = next[bucket] as number;
    values[at] = copy[i] as number;
    next[bucket] = at + 1;
  }
  for (const [b, first, last] of ranksByBucket(starts, ranks)) {
    selectRanks(values, starts[b] as number, (starts[b + 1] as number) - 1, ranks, first, last);
  }
  return true;
};

/**
 * The values at the ascending `ranks`, read by buckets without moving `values`: only the buckets
 * holding a rank are copied out (in value order, as placeByBuckets would leave them) and selected
 * in, so the same value is found at each rank. Undefined when unbucketed.
 */
const readByBuckets = (
  values: Float64Array,
  ranks: readonly number[],
): ((rank: number) => number) | undefined => {
  const buckets = bucketsOf(values);
  if (buckets === undefined) return undefined;
  const { ids, starts } = buckets;
  const groups = ranksByBucket(starts, ranks);
  // Where each held bucket's values go in `held`; -1 for the buckets no rank falls in.
  const next = new Int32Array(bucketCount).fill(-1);
  const base = new Map<number, number>();
  let size = 0;
  for (const [b] of groups) {
    next[b] = size;
    base.set(b, size);
    size += (starts[b + 1] as number) - (starts[b] as number);
  }
  const held = new Float64Array(size);
  for (let i = 0; i < values.length; i += 1) {
    const bucket = ids[i] as number;
    const at = next[bucket] as number;
    if (at >= 0) {
      held[at] = values[i] as number;
      next[bucket] = at + 1;
    }
  }
  // Each rank moved by its bucket's offset from where it lies in value order: still ascending.
  const heldRanks = ranks.slice();
  for (const [b, first, last] of groups) {
    const shift = (base.get(b) as number) - (starts[b] as number);
    for (let r = first; r <= last; r += 1) heldRanks[r] = (ranks[r] as number) + shift;
    selectRanks(
      held,
      shift + (starts[b] as number),
      shift + (starts[b + 1] as number) - 1,
      heldRanks,
      first,
      last,
    );
  }
  const heldAt = new Map(ranks.map((rank, r) => [rank, heldRanks[r] as number]));
  return (rank) => held[heldAt.get(rank) as number] as number;
};

const bucketed = (values: Float64Array, ranks: readonly number[]): boolean =>
  ranks.length >= manyRanks && values.length >= longList;

/** Puts the values at the ascending, distinct `ranks` in place. */
const placeRanks = (values: Float64Array, ranks: readonly number[]): void => {
  if (ranks.length === 0) return;
  if (!(bucketed(values, ranks) && placeByBuckets(values, ranks))) {
    selectRanks(values, 0, values.length - 1, ranks, 0, ranks.length - 1);
  }
};

/** The values at the ascending, distinct `ranks`; moves `values` only when not read by buckets. */
const readRanks = (values: Float64Array, ranks: readonly number[]): ((rank: number) => number) => {
  const read = bucketed(values, ranks) ? readByBuckets(values, ranks) : undefined;
  if (read !== undefined) return read;
  placeRanks(values, ranks);
  return (rank) => values[rank] as number;
};

/** The values at the given ranks (0 = smallest), reordering `values` but never sorting it whole. */
export const valuesAtRanks = (
  values: Float64Array,
  asked: readonly number[],
): Map<number, number> => {
  const ranks = [...new Set(asked)].sort((a, b) => a - b);
  placeRanks(values, ranks);
  return new Map(ranks.map((rank) => [rank, values[rank] as number]));
};

/** numpy.percentile's linear interpolation at each asked percent, from the values at ranks. */
const percentilesAt = (
  count: number,
  percents: readonly number[],
  valuesAt: (ranks: readonly number[]) => (rank: number) => number,
): number[] => {
  const positions = percents.map((percent) => (count - 1) * (percent / 100));
  const ranks = [...new Set(positions.flatMap((p) => [Math.floor(p), Math.ceil(p)]))].sort(
    (a, b) => a - b,
  );
  const at = valuesAt(ranks);
  return positions.map((position) => {
    const low = at(Math.floor(position));
    if (Number.isInteger(position)) return low;
    const high = at(Math.ceil(position));
    // At a whole position the value itself: an infinite one would give ∞ + 0 · (∞ − ∞) = NaN.
    return low + (position - Math.floor(position)) * (high - low);
  });
};

/**
 * numpy.percentile(values, p) (the linear method) for each asked percent, reordering `values`
 * (NaN-free, non-empty) but never sorting it whole.
 */
export const selectPercentiles = (values: Float64Array, percents: readonly number[]): number[] =>
  percentilesAt(values.length, percents, (ranks) => {
    placeRanks(values, ranks);
    return (rank) => values[rank] as number;
  });

/**
 * selectPercentiles' numbers, where `values` need not be left reordered: a long list asked for
 * many percentiles is not moved at all, and only the values near the asked ranks are copied.
 */
export const readPercentiles = (values: Float64Array, percents: readonly number[]): number[] =>
  percentilesAt(values.length, percents, (ranks) => readRanks(values, ranks));
