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

const loadOf = (row: SweepRow): number =>
  row.maxConcurrency ?? row.requestRate ?? Number.POSITIVE_INFINITY;

/** One row a run, ordered by concurrency (or rate), runs without either last, ties as given. */
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
  return rows.sort((a, b) => loadOf(a) - loadOf(b) || a.index - b.index);
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
