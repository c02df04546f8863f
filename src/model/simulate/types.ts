import type { ArrivalProcess } from "../load.ts";
import type { SloStatistic } from "../plan.ts";

/** The statistics every simulated latency is summarised by, over the measured requests. */
export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  "p99.9": number;
}

export interface SimulationOptions {
  /** Requests measured after the warm-up (default 20,000). */
  requests?: number;
  /** Requests simulated first and left out of every statistic (default 10% of `requests`). */
  warmupRequests?: number;
  /** Seed of the first replication; replication i uses seed + i (default 1). */
  seed?: number;
  /** Offered load in requests per second over the whole deployment. */
  ratePerSecond: number;
  /** Overrides the plan's arrivals: the process and, for gamma, its coefficient of variation. */
  arrival?: { process: ArrivalProcess; cv?: number };
  /** Seeded replications behind the confidence intervals (default 1: no interval). */
  replications?: number;
  /**
   * Stop arrivals after the last measured one, as a benchmark of a fixed number of prompts does,
   * so the end drains (default false: arrivals go on until every measured request is done).
   */
  drain?: boolean;
}

/** A 95% confidence interval of a statistic's mean over replications. */
export interface Interval {
  low: number;
  high: number;
}

export interface SloOutcome {
  metric: "ttft" | "tpot" | "e2el";
  statistic: SloStatistic;
  targetMs: number;
  /** The simulated statistic. */
  valueMs: number;
  /** 95% interval of that statistic over replications (null with one replication). */
  interval: Interval | null;
  met: boolean;
}

/** Queue lengths and busy shares sampled over the run (seconds from the first arrival). */
export interface Timeline {
  timeSeconds: number[];
  /** Requests held by the router's maxConcurrency cap. */
  routerQueue: number[];
  /** Requests waiting for a prefill slot. */
  prefillQueue: number[];
  /** Requests whose KV cache has arrived, waiting for a decode slot or KV space. */
  decodeQueue: number[];
  /** Share of prefill slots busy, 0 to 1. */
  prefillBusy: number[];
  /** Share of decode slots busy, 0 to 1. */
  decodeBusy: number[];
}

export interface SimulationReport {
  /** Measured requests (after warm-up) that were served, summed over replications. */
  requests: number;
  ratePerSecond: number;
  replications: number;
  /**
   * Simulated seconds from the first to the last measured completion, per replication (mean): the
   * measured span. A drained run is timed as a benchmark is, from its first measured arrival.
   */
  durationSeconds: number;
  /**
   * The warm-up, per replication (mean): at least the asked requests, longer until the count of
   * requests in service settled. `settled`: in every replication. `limited`: some replication's
   * warm-up reached its limit (the asked warm-up plus four times the asked warm-up and measured
   * requests) with the count still changing, so its statistics may hold decode batches filling.
   */
  warmup: { requests: number; settled: boolean; limited: boolean };
  /**
   * False when the queue grows without bound: then every latency statistic below is null, unless
   * the run drained (`drain`) and finished, whose statistics are those of the finite run. Below the
   * plan's capacity, a run shorter than its queue's relaxation (`relaxation.ts`) that served all
   * but 2% of its arrivals is not called unstable for a climb alone.
   */
  stable: boolean;
  /**
   * True when a run stopped with more requests in flight at once than a simulation keeps
   * (`maxInFlight`): then it is not stable either, and its growth says nothing.
   */
  overfull: boolean;
  /** Growth of the requests waiting anywhere, per second (about 0 when stable). */
  queueGrowthPerSecond: number;
  ttftMs: LatencySummary | null;
  tpotMs: LatencySummary | null;
  /** Per streamed chunk, as vllm bench serve weighs it. */
  itlMs: LatencySummary | null;
  e2elMs: LatencySummary | null;
  /** The wait at each stage, per request. */
  waits: {
    routerMs: LatencySummary | null;
    prefillQueueMs: LatencySummary | null;
    kvTransferMs: LatencySummary | null;
    decodeQueueMs: LatencySummary | null;
  };
  /** Each SLO at its statistic; empty when the plan sets none or the run is unstable and did not drain. */
  slo: SloOutcome[];
  /**
   * Share of measured requests that met every SLO, a rejected request counting as missing them
   * (null when the plan sets none or the run is unstable and did not drain).
   */
  sloAttainment: number | null;
  /** Measured requests meeting every SLO, per second (null when the plan sets none or the run is unstable and did not drain). */
  goodputPerSecond: number | null;
  /** Busy share of the prefill and decode slots over the measured span. */
  utilization: { prefill: number; decode: number };
  /** Time-average requests in the servers (dispatched to prefill, not yet finished) over the measured span. */
  meanRequestsInServers: number;
  /**
   * Requests finished per second over the measured span, warm-up and later ones included; of a
   * drained run, the measured requests served over its benchmark time (as vLLM's request_throughput).
   */
  throughputPerSecond: number;
  /** The first replication's. */
  timeline: Timeline;
  /** 95% intervals over replications of the means and p99s (null with one replication or when unstable and not drained). */
  confidence: {
    ttftMeanMs: Interval;
    ttftP99Ms: Interval;
    tpotMeanMs: Interval;
    tpotP99Ms: Interval;
    sloAttainment: Interval | null;
  } | null;
  /** Sorted quantiles (0, 0.5%, …, 100%) of TTFT and TPOT, for CDF charts. */
  cdf: { ttftMs: number[]; tpotMs: number[] } | null;
  /** Requests that could not be served at all (a prompt over the token budget, a context over the KV cache). */
  rejected: number;
}
