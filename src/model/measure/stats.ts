// The statistics `vllm bench serve` reports, with numpy's definitions: numpy.mean, numpy.median,
// numpy.std (population, ddof = 0) and numpy.percentile's default "linear" method (Hyndman & Fan
// type 7), which selectPercentiles (../simulate/select.ts) reads off without sorting. An empty list
// counts as [0], as vLLM does.

export interface Summary {
  count: number;
  mean: number;
  median: number;
  std: number;
  /** Value at each asked percentile (0–100), in the order asked. */
  percentiles: number[];
}

/** The values summed in order, NaN left out (as d3-array's mean leaves it out), over their count. */
const meanSkippingNaN = (values: ArrayLike<number>): number | undefined => {
  let sum = 0;
  let counted = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number;
    if (!Number.isNaN(value)) {
      sum += value;
      counted += 1;
    }
  }
  return counted === 0 ? undefined : sum / counted;
};

/**
 * d3-array's mean, by an indexed loop: iterating a Float64Array of millions of chunk gaps as d3
 * does took ten times as long. A sum that is not NaN had no NaN to leave out, so it is the same sum.
 */
const meanOf = (values: ArrayLike<number>): number | undefined => {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i] as number;
  return Number.isNaN(sum) || values.length === 0 ? meanSkippingNaN(values) : sum / values.length;
};

const populationStd = (values: ArrayLike<number>, average: number): number => {
  let squares = 0;
  for (let i = 0; i < values.length; i += 1) {
    const deviation = (values[i] as number) - average;
    squares += deviation * deviation;
  }
  return Math.sqrt(squares / values.length);
};

/** A list's summary (in any order) around its already selected median and percentiles. */
export const summaryOfSelected = (
  values: readonly number[] | Float64Array,
  median: number,
  percentiles: number[],
): Summary => {
  if (values.length === 0) {
    return { count: 0, mean: 0, median: 0, std: 0, percentiles: percentiles.map(() => 0) };
  }
  const average = meanOf(values) ?? 0;
  return {
    count: values.length,
    mean: average,
    median,
    std: populationStd(values, average),
    percentiles,
  };
};

/** Share of a list, in any order, at or below a limit (inclusive, as vLLM's goodput counts). */
export const shareOfAtOrBelow = (values: readonly number[], limit: number): number => {
  if (values.length === 0) return 0;
  let atOrBelow = 0;
  for (const value of values) if (value <= limit) atOrBelow += 1;
  return atOrBelow / values.length;
};
