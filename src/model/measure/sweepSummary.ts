import type { MetricSource, RunAnalysis } from "./analysis.ts";
import type { RunMeta } from "./run.ts";

// Several runs (a `vllm bench sweep`, or files dropped together) as one table: a row a run, by the
// load it was driven at (max concurrency, else request rate), with its throughputs and latency
// statistics, each the value the run's analysis shows (the file's own where it states one).

export const sweepThroughputs = ["request_throughput", "output_throughput"] as const;
export const sweepLatencies = [
  "mean_ttft_ms",
  "median_ttft_ms",
  "p99_ttft_ms",
  "mean_tpot_ms",
  "median_tpot_ms",
  "p99_tpot_ms",
  "mean_itl_ms",
  "median_itl_ms",
  "p99_itl_ms",
] as const;
export type SweepLatency = (typeof sweepLatencies)[number];
export const sweepColumns = [...sweepThroughputs, ...sweepLatencies] as const;
export type SweepColumn = (typeof sweepColumns)[number];

export interface SweepRow {
  /** The run's position among those given. */
  index: number;
  maxConcurrency?: number;
  /** Requests per second asked for; Infinity when unlimited. */
  requestRate?: number;
  values: Record<SweepColumn, number | null>;
  /** Where each value came from; null where the run has none. */
  sources: Record<SweepColumn, MetricSource | null>;
}

export interface SweepRun {
  meta: RunMeta;
  analysis: RunAnalysis;
}

/**
 * What a run's load says, the cap before the rate as the rows sort: the rate is left out where it
 * is unlimited under a cap, which then sets the load alone.
 */
export const shownLoad = (
  meta: Pick<RunMeta, "maxConcurrency" | "requestRate">,
): {
  maxConcurrency?: number;
  requestRate?: number;
} => {
  const { maxConcurrency, requestRate } = meta;
  const rateShown =
    requestRate !== undefined &&
    !(maxConcurrency !== undefined && requestRate === Number.POSITIVE_INFINITY);
  return {
    ...(maxConcurrency === undefined ? {} : { maxConcurrency }),
    ...(rateShown ? { requestRate } : {}),
  };
};

// Runs capped by concurrency come first, by the cap and then the rate; then runs driven by a rate
// alone, by the rate; then runs with neither. A cap and a rate are different axes, never mixed.
const byLoad = (a: SweepRow, b: SweepRow): number => {
  const kind = (row: SweepRow) =>
    row.maxConcurrency !== undefined ? 0 : row.requestRate !== undefined ? 1 : 2;
  const rate = (row: SweepRow) => row.requestRate ?? Number.POSITIVE_INFINITY;
  return (
    kind(a) - kind(b) ||
    (a.maxConcurrency ?? 0) - (b.maxConcurrency ?? 0) ||
    // Infinity − Infinity is NaN: equal rates, however large, tie.
    (rate(a) === rate(b) ? 0 : rate(a) - rate(b)) ||
    a.index - b.index
  );
};

/**
 * One row a run: runs capped by concurrency first (by the cap, then the rate), then runs driven
 * by a rate alone (by the rate), runs with neither last, ties as given.
 */
export const sweepRows = (runs: readonly SweepRun[]): SweepRow[] => {
  const rows = runs.map(({ meta, analysis }, index): SweepRow => {
    const byKey = new Map(analysis.metrics.map((metric) => [metric.key, metric]));
    const values = Object.fromEntries(
      sweepColumns.map((column) => [column, byKey.get(column)?.value ?? null]),
    ) as Record<SweepColumn, number | null>;
    const sources = Object.fromEntries(
      sweepColumns.map((column) => [column, byKey.get(column)?.source ?? null]),
    ) as Record<SweepColumn, MetricSource | null>;
    return {
      index,
      ...(meta.maxConcurrency === undefined ? {} : { maxConcurrency: meta.maxConcurrency }),
      ...(meta.requestRate === undefined ? {} : { requestRate: meta.requestRate }),
      values,
      sources,
    };
  });
  return rows.sort(byLoad);
};

/** A latency against output throughput, one point a run that has both, by throughput. */
export const sweepPoints = (
  rows: readonly SweepRow[],
  latency: SweepLatency,
): { index: number; tokensPerS: number; ms: number }[] =>
  rows
    .flatMap((row) => {
      const tokensPerS = row.values.output_throughput;
      const ms = row.values[latency];
      return tokensPerS === null || ms === null ? [] : [{ index: row.index, tokensPerS, ms }];
    })
    .sort((a, b) => a.tokensPerS - b.tokensPerS);
