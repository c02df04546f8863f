import type { LatencySummary, SimulationReport } from "../../../src/model/simulate/index.ts";

/** A latency summary whose statistics are `base` scaled: mean 1×, P50 0.9×, P90 1.5×, P99 2×. */
export const summary = (base: number): LatencySummary => ({
  count: 1000,
  mean: base,
  p50: base * 0.9,
  p90: base * 1.5,
  p95: base * 1.75,
  p99: base * 2,
  "p99.9": base * 3,
});

/** A stable report with these latencies; everything else empty. */
export const report = (more: Partial<SimulationReport> = {}): SimulationReport => ({
  requests: 1000,
  ratePerSecond: 100,
  replications: 1,
  durationSeconds: 10,
  warmup: { requests: 100, settled: true, limited: false },
  stable: true,
  overfull: false,
  queueGrowthPerSecond: 0,
  ttftMs: summary(800),
  tpotMs: summary(40),
  itlMs: summary(60),
  e2elMs: summary(40_760),
  waits: { routerMs: null, prefillQueueMs: null, kvTransferMs: null, decodeQueueMs: null },
  slo: [],
  sloAttainment: null,
  goodputPerSecond: null,
  utilization: { prefill: 0.8, decode: 0.8 },
  meanRequestsInServers: 4000,
  throughputPerSecond: 100,
  timeline: {
    timeSeconds: [],
    routerQueue: [],
    prefillQueue: [],
    decodeQueue: [],
    prefillBusy: [],
    decodeBusy: [],
  },
  confidence: null,
  cdf: null,
  rejected: 0,
  ...more,
});
