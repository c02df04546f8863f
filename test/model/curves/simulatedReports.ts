import type { LatencySummary, SimulationReport } from "../../../src/model/simulate/types.ts";

/** A latency summary whose every statistic is `ms`, but for its P99. */
export const summary = (ms: number, p99Ms: number): LatencySummary => ({
  count: 1000,
  mean: ms,
  p50: ms,
  p90: ms,
  p95: ms,
  p99: p99Ms,
  "p99.9": p99Ms,
});

/** A simulation report, hand-made: stable with the given P99s and attainment, or unstable. */
export const report = (
  ratePerSecond: number,
  figures: { ttftP99Ms: number; tpotP99Ms: number; attainment: number | null } | "unstable",
): SimulationReport => {
  const stable = figures !== "unstable";
  const steps = 200;
  return {
    requests: 1000,
    ratePerSecond,
    replications: 1,
    durationSeconds: 10,
    warmup: { requests: 100, settled: true, limited: false },
    stable,
    overfull: false,
    queueGrowthPerSecond: stable ? 0 : 5,
    meanRequestsInServers: ratePerSecond * 10,
    throughputPerSecond: ratePerSecond,
    ttftMs: stable ? summary(500, figures.ttftP99Ms) : null,
    tpotMs: stable ? summary(20, figures.tpotP99Ms) : null,
    itlMs: stable ? summary(30, 40) : null,
    e2elMs: stable ? summary(20_000, 30_000) : null,
    waits: { routerMs: null, prefillQueueMs: null, kvTransferMs: null, decodeQueueMs: null },
    slo: stable
      ? [
          {
            metric: "ttft",
            statistic: "p99",
            targetMs: 1000,
            valueMs: figures.ttftP99Ms,
            interval: null,
            met: figures.ttftP99Ms <= 1000,
          },
        ]
      : [],
    sloAttainment: stable ? figures.attainment : null,
    goodputPerSecond:
      stable && figures.attainment !== null ? figures.attainment * ratePerSecond : null,
    utilization: { prefill: 0.5, decode: 0.6 },
    timeline: {
      timeSeconds: [],
      routerQueue: [],
      prefillQueue: [],
      decodeQueue: [],
      prefillBusy: [],
      decodeBusy: [],
    },
    confidence: null,
    // TTFT quantiles 400 + i ms and TPOT 10 + i / 10 ms at share i / 200.
    cdf: stable
      ? {
          ttftMs: Array.from({ length: steps + 1 }, (_, i) => 400 + i),
          tpotMs: Array.from({ length: steps + 1 }, (_, i) => 10 + i / 10),
        }
      : null,
    rejected: 0,
  };
};
