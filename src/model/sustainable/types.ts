import type { SloStatistic } from "../plan.ts";

/** What limits the sustainable load: an SLO, the attainment target, capacity, or nothing flowing. */
export type SustainableLimit = "ttft" | "tpot" | "e2el" | "attainment" | "capacity" | "none";

/** One latency at the sustainable load, at the statistic its SLO names (the mean without an SLO). */
export interface EstimatedLatency {
  statistic: SloStatistic;
  valueMs: number;
  /** The SLO's target, null when the plan sets none for this metric. */
  targetMs: number | null;
}

/** Mean waits at each stage, ms. */
export interface StageWaits {
  routerMs: number;
  prefillQueueMs: number;
  decodeQueueMs: number;
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
  /** The article's utilization of each side at this load: λ / (x · r_p), λ / (y · r_d). */
  utilization: { prefill: number; decode: number };
  ttft: EstimatedLatency;
  tpot: EstimatedLatency;
  e2el: EstimatedLatency;
  /** Estimated share of requests meeting every SLO there (null when the plan sets none). */
  attainment: number | null;
  limitedBy: SustainableLimit;
  waits: StageWaits;
  /** Requests in the servers (dispatched, not finished) there, by Little's law with the waits. */
  inFlight: number;
}

/** Every summarised statistic of one latency, ms. */
export interface LatencyStatistics {
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
}

/** The estimate at one offered load over the whole deployment. */
export interface RateEstimate {
  ratePerSecond: number;
  /** False at or past the load the estimate's queues can drain; the latencies are then capped, not real. */
  stable: boolean;
  /** Busy share of the prefill and decode slots as the estimate sees them. */
  utilization: { prefill: number; decode: number };
  waits: StageWaits;
  ttftMs: LatencyStatistics;
  tpotMs: LatencyStatistics;
  e2elMs: LatencyStatistics;
  inFlight: number;
  /** Share of requests meeting every SLO (null when the plan sets none). */
  attainment: number | null;
}

/** Why the recommended router cap is what it is. */
export type ConcurrencyReason = "sustainableInFlight" | "capacityInFlight" | "nothingFlows";

/** The router's maxConcurrency to set: one number, with where it comes from. */
export interface RecommendedConcurrency {
  maxConcurrency: number;
  reason: ConcurrencyReason;
  /**
   * What the number is: the requests in flight plus headroom, or the decode slots the plan's
   * capacity needs where those are more (a cap below them lowers capacity).
   */
  covers: "inFlight" | "decodeSlots";
  params: {
    ratePerSecond: number;
    /** Mean requests in the servers at that rate (Little's law with the waits). */
    inFlight: number;
    /** Requests added so the cap binds only on fluctuations (z · √(L · max(1, ca²))). */
    headroom: number;
    /** The uncapped capacity, requests per second. */
    capacityPerSecond: number;
    /**
     * Decode sequences the capacity model holds at capacity, λ · l_o · t2 / η_d: each decode
     * instance admits at most its share of a router cap, C / y, so a cap below these lowers it.
     */
    decodeSlots: number;
  };
}
