import type { AggregateCheck, MetricValue, RunAnalysis } from "../../model/index.ts";
import {
  agreementTolerance,
  type LatencyMetric,
  latencyMetrics,
  percentileKey,
  runKeys,
  statisticKey,
} from "../../model/index.ts";

// The summary table's rows: vLLM's printed metrics in its order, then what it does not print
// (tokens per chunk, acceptance, SLO attainment); a row appears when some run has a number for it.

/** A recomputed value further than this from the file's own is shown beside it. */
export const disagreement = agreementTolerance;

/** Further than this (1%), the headline number is not the file's: the cell warns, not whispers. */
export const farOff = 0.01;

export interface SummaryCell extends MetricValue {
  /** The file's stated value, when the recomputed one disagrees with it. */
  check?: AggregateCheck;
  /** Set when the check is off by more than `farOff`. */
  flagged?: boolean;
}

export interface SummaryRow {
  key: string;
  /** Set on SLO attainment rows: the share of requests within that metric's SLO. */
  attainment?: "ttft" | "tpot" | "e2el";
  cells: (SummaryCell | null)[];
}

const percentOf = (key: string, metric: LatencyMetric): number | null => {
  const match = new RegExp(`^p(.+)_${metric}_ms$`).exec(key);
  const percent = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(percent) ? percent : null;
};

const latencyKeys = (analyses: readonly RunAnalysis[], percentiles: readonly number[]) =>
  latencyMetrics.flatMap((metric) => {
    const shown = new Set(percentiles);
    // Percentiles the file states are shown too; ones computed only for calibration are not.
    for (const analysis of analyses) {
      for (const value of analysis.metrics) {
        const percent = percentOf(value.key, metric);
        if (percent !== null && value.source === "stated") shown.add(percent);
      }
    }
    // The median row always shows the 50th percentile (numpy's median is its p50).
    shown.delete(50);
    const percents = [...shown].sort((a, b) => a - b).map((p) => percentileKey(metric, p));
    const fixed = (["mean", "median", "std"] as const).map((s) => statisticKey(metric, s));
    return [...fixed, ...percents];
  });

const extraRows = [
  "tokens_per_chunk",
  "mean_acceptance_length",
  "acceptance_rate_percent",
] as const;
const attainmentMetrics = ["ttft", "tpot", "e2el"] as const;

export const summaryRows = (
  analyses: readonly RunAnalysis[],
  percentiles: readonly number[],
): SummaryRow[] => {
  const keys = [...runKeys, ...latencyKeys(analyses, percentiles), ...extraRows];
  const rows: SummaryRow[] = keys.map((key) => ({
    key,
    cells: analyses.map((analysis) => {
      const value = analysis.metrics.find((metric) => metric.key === key);
      if (value === undefined) return null;
      const check = analysis.checks.find((c) => c.key === key && c.relativeError > disagreement);
      if (check === undefined) return value;
      return check.relativeError > farOff
        ? { ...value, check, flagged: true }
        : { ...value, check };
    }),
  }));
  for (const metric of attainmentMetrics) {
    rows.push({
      key: `attainment_${metric}`,
      attainment: metric,
      cells: analyses.map((analysis) => {
        const share = analysis.attainment[metric];
        return share === undefined ? null : { key: metric, value: share, source: "computed" };
      }),
    });
  }
  return rows.filter((row) => row.cells.some((cell) => typeof cell?.value === "number"));
};
