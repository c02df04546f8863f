import type { Plan } from "../plan.ts";
import { meanInterval } from "./confidence.ts";
import type { ReplicationResult } from "./replicationResult.ts";
import type { StepTimes } from "./stepTimes.ts";
import { concatenated, summaryOf, type Weighted, weightedSummary } from "./summary.ts";
import type { Interval, LatencySummary, SimulationReport, SloOutcome } from "./types.ts";

// The report over every replication: samples pooled for the summaries, replication values for the
// intervals. A run whose queue grows has no latency statistics: they would only measure its length.

// 0, 0.5%, …, 100%: 201 points of each CDF.
const cdfPercents = Array.from({ length: 201 }, (_, step) => step / 2);

const sum = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);
// Each term divided first, so two growths near the largest double average instead of overflowing.
const mean = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value / values.length, 0);

const pooled = (
  results: readonly ReplicationResult[],
  pick: (result: ReplicationResult) => Float64Array,
): Float64Array => concatenated(results.map(pick));

const chunkGroups = (results: readonly ReplicationResult[], times: StepTimes): Weighted => {
  const entries = times.decodeStepMs.length;
  const order = Array.from({ length: entries }, (_, entry) => entry).sort(
    (a, b) => (times.decodeStepMs[a] as number) - (times.decodeStepMs[b] as number),
  );
  const values = new Float64Array(entries);
  const weights = new Float64Array(entries);
  order.forEach((entry, at) => {
    values[at] = times.decodeStepMs[entry] as number;
    weights[at] = sum(results.map((result) => result.chunkWeights[entry] ?? 0));
  });
  return { values, weights };
};

type SloMetric = SloOutcome["metric"];

// Each replication's own summary of a metric, for the intervals: read once a metric (the
// confidence and the SLO outcomes share them), null for a replication that served none.
type ReplicationSummaries = (metric: SloMetric) => readonly (LatencySummary | null)[];

const replicationSummaries = (results: readonly ReplicationResult[]): ReplicationSummaries => {
  const samples = { ttft: "ttftMs", tpot: "tpotMs", e2el: "e2elMs" } as const;
  const read: Partial<Record<SloMetric, (LatencySummary | null)[]>> = {};
  return (metric) => {
    read[metric] ??= results.map(
      (result) => summaryOf(result[samples[metric]].slice())?.summary ?? null,
    );
    return read[metric];
  };
};

/** The 95% interval of a statistic over replications; null with one, or where one served none. */
const intervalOver = (
  summaries: readonly (LatencySummary | null)[],
  statistic: keyof LatencySummary,
): Interval | null =>
  summaries.length >= 2 && summaries.every((summary) => summary !== null)
    ? meanInterval(summaries.map((summary) => (summary as LatencySummary)[statistic]))
    : null;

const sloOutcomes = (
  slo: Plan["slo"],
  summaries: Record<SloMetric, LatencySummary | null>,
  replications: ReplicationSummaries,
): SloOutcome[] => {
  const targets = [
    { metric: "ttft", targetMs: slo.ttftMs, statistic: slo.ttftStatistic },
    { metric: "tpot", targetMs: slo.tpotMs, statistic: slo.tpotStatistic },
    { metric: "e2el", targetMs: slo.e2elMs, statistic: slo.e2elStatistic },
  ] as const;
  return targets.flatMap(({ metric, targetMs, statistic = "mean" }) => {
    const summary = summaries[metric];
    if (targetMs === undefined || summary === null) return [];
    const valueMs = summary[statistic];
    const interval = intervalOver(replications(metric), statistic);
    return [{ metric, statistic, targetMs, valueMs, interval, met: valueMs <= targetMs }];
  });
};

const attainmentOf = (result: ReplicationResult): number => {
  const measured = result.served + result.rejected;
  return measured > 0 ? result.good / measured : 0;
};

const confidenceOf = (
  results: readonly ReplicationResult[],
  replications: ReplicationSummaries,
  anySlo: boolean,
): SimulationReport["confidence"] => {
  const ttft = replications("ttft");
  const tpot = replications("tpot");
  const [ttftMeanMs, ttftP99Ms, tpotMeanMs, tpotP99Ms] = [
    intervalOver(ttft, "mean"),
    intervalOver(ttft, "p99"),
    intervalOver(tpot, "mean"),
    intervalOver(tpot, "p99"),
  ];
  if (!ttftMeanMs || !ttftP99Ms || !tpotMeanMs || !tpotP99Ms) return null;
  return {
    ttftMeanMs,
    ttftP99Ms,
    tpotMeanMs,
    tpotP99Ms,
    sloAttainment: anySlo ? meanInterval(results.map(attainmentOf), { low: 0, high: 1 }) : null,
  };
};

export const buildReport = (
  plan: Plan,
  ratePerSecond: number,
  times: StepTimes,
  results: readonly ReplicationResult[],
  anySlo: boolean,
  drained = false,
): SimulationReport => {
  const stable = results.every((result) => result.stable);
  // A drained run is finite, so its statistics stand even while its queue grew, as a benchmark's
  // do; only a run stopped before its requests were done has none.
  const measured = stable || (drained && results.every((result) => !result.stopped));
  const served = sum(results.map((r) => r.served));
  const rejected = sum(results.map((r) => r.rejected));
  const base = {
    requests: served,
    ratePerSecond,
    replications: results.length,
    durationSeconds: mean(results.map((r) => r.durationSeconds)),
    warmup: {
      requests: mean(results.map((r) => r.warmupRequests)),
      settled: results.every((r) => r.warmupSettled),
      limited: results.some((r) => r.warmupLimited),
    },
    stable,
    overfull: results.some((result) => result.overfull),
    queueGrowthPerSecond: mean(results.map((r) => r.growthPerSecond)),
    utilization: {
      prefill: mean(results.map((r) => r.utilization.prefill)),
      decode: mean(results.map((r) => r.utilization.decode)),
    },
    meanRequestsInServers: mean(results.map((r) => r.meanRequestsInServers)),
    throughputPerSecond: mean(results.map((r) => r.throughputPerSecond)),
    timeline: (results[0] as ReplicationResult).timeline,
    rejected,
  };
  if (!measured) {
    return {
      ...base,
      ttftMs: null,
      tpotMs: null,
      itlMs: null,
      e2elMs: null,
      waits: { routerMs: null, prefillQueueMs: null, kvTransferMs: null, decodeQueueMs: null },
      slo: [],
      sloAttainment: null,
      goodputPerSecond: null,
      confidence: null,
      cdf: null,
    };
  }
  // The intervals read each replication's own samples before pooling reorders them.
  const replications = replicationSummaries(results);
  const confidence = confidenceOf(results, replications, anySlo);
  const ttft = summaryOf(
    pooled(results, (r) => r.ttftMs),
    cdfPercents,
  );
  const tpot = summaryOf(
    pooled(results, (r) => r.tpotMs),
    cdfPercents,
  );
  const e2elMs = summaryOf(pooled(results, (r) => r.e2elMs))?.summary ?? null;
  const ttftMs = ttft?.summary ?? null;
  const tpotMs = tpot?.summary ?? null;
  const good = sum(results.map((r) => r.good));
  const totalSeconds = sum(results.map((r) => r.durationSeconds));
  const wait = (pick: (result: ReplicationResult) => Float64Array) =>
    summaryOf(pooled(results, pick))?.summary ?? null;
  return {
    ...base,
    ttftMs,
    tpotMs,
    itlMs: weightedSummary(
      pooled(results, (r) => r.firstChunkMs),
      chunkGroups(results, times),
    ),
    e2elMs,
    waits: {
      routerMs: wait((r) => r.routerMs),
      prefillQueueMs: wait((r) => r.prefillQueueMs),
      kvTransferMs: wait((r) => r.kvTransferMs),
      decodeQueueMs: wait((r) => r.decodeQueueMs),
    },
    slo: sloOutcomes(plan.slo, { ttft: ttftMs, tpot: tpotMs, e2el: e2elMs }, replications),
    sloAttainment: anySlo && served + rejected > 0 ? good / (served + rejected) : null,
    goodputPerSecond: anySlo && totalSeconds > 0 ? good / totalSeconds : null,
    confidence,
    cdf: ttft ? { ttftMs: ttft.extra, tpotMs: tpot?.extra ?? [] } : null,
  };
};
