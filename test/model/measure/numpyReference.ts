// numpy's statistics written out from their documentation, independently of src/model/measure:
// numpy.percentile's "linear" method (virtual index (n − 1)·p/100, interpolated between its floor
// and ceiling), numpy.median (middle value, or the mean of the two middle ones), numpy.std (ddof 0).
// vLLM replaces an empty list by [0], so every statistic of nothing is 0.

const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);
const orZero = (values: readonly number[]): number[] => (values.length === 0 ? [0] : [...values]);

export const npMean = (values: readonly number[]): number => {
  const list = orZero(values);
  let sum = 0;
  for (const value of list) sum += value;
  return sum / list.length;
};

export const npMedian = (values: readonly number[]): number => {
  const sorted = ascending(orZero(values));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const npStd = (values: readonly number[]): number => {
  const list = orZero(values);
  const mean = npMean(list);
  return Math.sqrt(list.reduce((sum, value) => sum + (value - mean) ** 2, 0) / list.length);
};

export const npPercentile = (values: readonly number[], percent: number): number => {
  const sorted = ascending(orZero(values));
  const index = ((sorted.length - 1) * percent) / 100;
  const below = Math.floor(index);
  const above = Math.min(below + 1, sorted.length - 1);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (index - below) * (high - low);
};
