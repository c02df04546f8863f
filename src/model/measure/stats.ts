import { mean as d3Mean } from "d3-array";

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
  const average = d3Mean(values) ?? 0;
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
