import type { SloStatistic } from "../plan.ts";

/** What limits the sustainable load. */
export type SustainableLimit = "ttft" | "tpot" | "e2el" | "attainment" | "capacity" | "none";

/** One latency at the sustainable load, at the statistic its SLO names (the mean without an SLO). */
export interface EstimatedLatency {
  statistic: SloStatistic;
  valueMs: number;
  /** The SLO's target, null when the plan sets none for this metric. */
  targetMs: number | null;
}

/**
 * The highest load at which every SLO statistic holds with queueing, from the analytic estimate.
 * The capacity figures (throughput, utilization) stay the article's numbers at full load.
 */
export interface Sustainable {
  requestsPerSecond: number;
  qpm: number;
  qpmPerNode: number;
  qpmPerGpu: number;
  /** requestsPerSecond / capacity, 0 to 1. */
  loadFraction: number;
  utilization: { prefill: number; decode: number };
  ttft: EstimatedLatency;
  tpot: EstimatedLatency;
  e2el: EstimatedLatency;
  /** Estimated share of requests meeting every SLO there (null when the plan sets none). */
  attainment: number | null;
  limitedBy: SustainableLimit;
}
