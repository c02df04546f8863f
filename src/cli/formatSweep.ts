import { type SweepColumn, shownLoad, sweepColumns, sweepRows } from "../model/index.ts";
import type { AnalyzedRun } from "./formatAnalysis.ts";
import { padToWidth, textWidth } from "./textWidth.ts";

// Several runs as one table, a row a run by the load it was driven at: what a sweep's
// throughput-latency trade reads from, and what `calibrate` and the profile take their runs from.

const headers: Record<SweepColumn, string> = {
  request_throughput: "req/s",
  output_throughput: "out tok/s",
  mean_ttft_ms: "TTFT mean",
  median_ttft_ms: "TTFT p50",
  p99_ttft_ms: "TTFT p99",
  mean_tpot_ms: "TPOT mean",
  median_tpot_ms: "TPOT p50",
  p99_tpot_ms: "TPOT p99",
  mean_itl_ms: "ITL mean",
  median_itl_ms: "ITL p50",
  p99_itl_ms: "ITL p99",
};

// "concurrency 1 · 10 req/s", as shownLoad picks them (the Measurements tab reads the same).
const loadText = (maxConcurrency?: number, requestRate?: number): string => {
  const shown = shownLoad({ maxConcurrency, requestRate });
  const parts = [
    ...(shown.maxConcurrency === undefined ? [] : [`concurrency ${shown.maxConcurrency}`]),
    ...(shown.requestRate === undefined
      ? []
      : [Number.isFinite(shown.requestRate) ? `${shown.requestRate} req/s` : "inf req/s"]),
  ];
  return parts.length === 0 ? "—" : parts.join(" · ");
};

/** The runs' summary table (latencies in ms), or "" for fewer than two runs. */
export const formatSweep = (runs: readonly AnalyzedRun[]): string => {
  if (runs.length < 2) return "";
  const rows = sweepRows(runs.map(({ source, analysis }) => ({ meta: source.run.meta, analysis })));
  const body = rows.map((row) => {
    const source = runs[row.index]?.source;
    return [
      source === undefined ? "" : `${source.fileName}:${source.run.line}`,
      loadText(row.maxConcurrency, row.requestRate),
      ...sweepColumns.map((column) => {
        const value = row.values[column];
        return value === null ? "n/a" : value.toFixed(2);
      }),
    ];
  });
  const table = [["run", "load", ...sweepColumns.map((column) => headers[column])], ...body];
  const widths = table[0]?.map((_, column) =>
    Math.max(...table.map((row) => textWidth(row[column] ?? ""))),
  );
  const lines = table.map((row) =>
    row
      .map((cell, column) =>
        column < 2 ? padToWidth(cell, widths?.[column] ?? 0) : cell.padStart(widths?.[column] ?? 0),
      )
      .join("  ")
      .trimEnd(),
  );
  return `${runs.length} runs (latencies in ms)\n${lines.join("\n")}\n`;
};
