// How long a run warms up before it measures. A run starts empty, and where a decode step slows
// as its batch fills, the batch takes many request lifetimes to settle near full load: each
// sequence that joins lengthens every other's stay, which keeps more in the batch. A fixed
// count of warm-up requests then measures a batch still filling, with steps too short.
//
// So the warm-up lasts at least the asked requests, and then goes on, a block of arrivals at a
// time, until the count of requests in service (prefilling, in transfer, decoding; not queued)
// has settled: the MSER rule, with the time-average count of each block as one observation.
// MSER (White, "An effective truncation heuristic for bias reduction in simulation output",
// Simulation 69(6), 1997) truncates the series where the remaining mean's squared standard
// error, Σ (Y_i − Ȳ_d)² / (n − d)², is least; a truncation point in the series' second half means
// the series is too short to tell (Hoad, Robinson and Davies, "Automating warm-up length
// estimation", JORS 61, 2010, where MSER-5 came out best of the methods compared). Queues are
// left out of the count: an overloaded run's queue never settles, and the stability fit after
// the warm-up is what reports it.

/** Blocks in the asked warm-up, at least: the observations MSER first sees (fewer give no verdict). */
export const warmupBlocks = 20;
/** MSER compares truncations that leave at least this many observations. */
const minTail = 5;
/**
 * At this many observations, neighbours merge two by two and blocks double, so each check stays
 * cheap however long the warm-up grows.
 */
export const maxObservations = 400;
/** Beyond the asked warm-up, the warm-up goes on for at most this many times the asked run (warm-up and measured requests). */
export const maxWarmupGrowth = 4;

export interface Warmup {
  /**
   * Arrivals before the first measured one: the asked warm-up rounded up to whole blocks, moved a
   * block on at each check while the count has not settled, and fixed where the warm-up ends.
   */
  endIndex: number;
  /** Arrivals per observation. */
  block: number;
  /** The latest `endIndex` may reach. */
  maxEndIndex: number;
  /** Open while the warm-up may still grow. */
  open: boolean;
  /** True once the count settled. */
  settled: boolean;
  /** True when the warm-up stopped at `maxEndIndex` with the count still changing. */
  limited: boolean;
  /** ∫ requests in service dt since the run began, and its value at the last block's end. */
  area: number;
  blockArea: number;
  blockStartMs: number;
  /** Time-average count in service over each block so far, and each block's span in ms. */
  means: number[];
  spans: number[];
}

export const createWarmup = (warmupRequests: number, requests: number): Warmup => {
  // At least `warmupBlocks` whole blocks in the asked warm-up, so its end falls on a block's end.
  const block = Math.max(1, Math.floor(warmupRequests / warmupBlocks));
  const endIndex = Math.ceil(warmupRequests / block) * block;
  return {
    endIndex,
    block,
    // Room for a verdict however small the run: twice the observations one needs.
    maxEndIndex: Math.max(
      endIndex + maxWarmupGrowth * (endIndex + requests),
      2 * warmupBlocks * block,
    ),
    open: warmupRequests > 0,
    settled: warmupRequests === 0,
    limited: false,
    area: 0,
    blockArea: 0,
    blockStartMs: 0,
    means: [],
    spans: [],
  };
};

/**
 * MSER's truncation point of a series: the number of leading observations whose removal leaves
 * the mean with the least squared standard error, Σ_{i ≥ d} (Y_i − Ȳ_d)² / (n − d)², searched
 * over d ≤ n − `minTail` (the first such d on a tie). 0 for a series too short to truncate.
 */
export const mserTruncation = (series: readonly number[]): number => {
  const n = series.length;
  let best = 0;
  let bestStatistic = Number.POSITIVE_INFINITY;
  // Suffix sums, taken about the series' last value so large counts keep their precision.
  const origin = series[n - 1] ?? 0;
  let sum = 0;
  let squares = 0;
  const statistics: number[] = new Array(n);
  for (let d = n - 1; d >= 0; d -= 1) {
    const value = (series[d] as number) - origin;
    sum += value;
    squares += value * value;
    const count = n - d;
    statistics[d] = Math.max(0, squares - (sum * sum) / count) / (count * count);
  }
  for (let d = 0; d <= n - minTail; d += 1) {
    const statistic = statistics[d] as number;
    if (statistic < bestStatistic) {
      bestStatistic = statistic;
      best = d;
    }
  }
  return best;
};

/**
 * True when MSER truncates the series within its first half. A series of fewer than
 * `warmupBlocks` observations gets no verdict: MSER keeps `minTail`, so on a short series even a
 * steady climb would truncate within the first half.
 */
export const hasSettled = (series: readonly number[]): boolean =>
  series.length >= warmupBlocks && mserTruncation(series) <= series.length / 2;

/** Adds the count in service held over `spanMs`, while the warm-up is open. */
export const addInService = (warmup: Warmup, inService: number, spanMs: number): void => {
  if (warmup.open) warmup.area += inService * spanMs;
};

/**
 * Merges neighbouring observations two by two, each the time average over both blocks (an equal
 * mean where both took no time); blocks double (the count is even here).
 */
const coarsen = (warmup: Warmup): void => {
  const { means, spans } = warmup;
  const half = means.length / 2;
  for (let i = 0; i < half; i += 1) {
    const [a, b] = [means[2 * i] as number, means[2 * i + 1] as number];
    const [spanA, spanB] = [spans[2 * i] as number, spans[2 * i + 1] as number];
    const span = spanA + spanB;
    means[i] = span > 0 ? (a * spanA + b * spanB) / span : (a + b) / 2;
    spans[i] = span;
  }
  means.length = half;
  spans.length = half;
  warmup.block *= 2;
};

/**
 * Called before arrival `index` (at `nowMs`, with `inService` requests in service) is counted:
 * closes a block at each block boundary and, from the warm-up's current end on, either ends it
 * there (the count settled, or the limit is reached) or moves the end one block on.
 */
export const warmupArrival = (
  warmup: Warmup,
  index: number,
  nowMs: number,
  inService: number,
): void => {
  if (!warmup.open || index === 0 || index % warmup.block !== 0) return;
  const spanMs = nowMs - warmup.blockStartMs;
  warmup.means.push(spanMs > 0 ? (warmup.area - warmup.blockArea) / spanMs : inService);
  warmup.spans.push(Math.max(0, spanMs));
  warmup.blockArea = warmup.area;
  warmup.blockStartMs = nowMs;
  if (warmup.means.length >= maxObservations) coarsen(warmup);
  if (index < warmup.endIndex) return;
  if (hasSettled(warmup.means)) {
    warmup.settled = true;
    warmup.open = false;
    warmup.endIndex = index;
  } else if (index + warmup.block > warmup.maxEndIndex) {
    warmup.limited = true;
    warmup.open = false;
    warmup.endIndex = index;
  } else warmup.endIndex = index + warmup.block;
};
