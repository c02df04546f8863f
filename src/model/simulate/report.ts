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

// Each replication's own summaries of a metric, for the intervals (null with one replication).
const perReplication = (
  results: readonly ReplicationResult[],
): Record<SloMetric, LatencySummary[]> | null => {
  if (results.length < 2) return null;
  const of = (pick: (result: ReplicationResult) => Float64Array): LatencySummary[] =>
    results.flatMap((result) => summaryOf(pick(result).slice())?.summary ?? []);
  return {
    ttft: of((r) => r.ttftMs),
    tpot: of((r) => r.tpotMs),
    e2el: of((r) => r.e2elMs),
  };
};

const sloOutcomes = (
  slo: Plan["slo"],
  summaries: Record<SloMetric, LatencySummary | null>,
  replications: Record<SloMetric, LatencySummary[]> | null,
  replicationCount: number,
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
    const values = replications?.[metric].map((each) => each[statistic]) ?? [];
    // Every replication must have served requests, or the interval would leave one out.
    const interval =
      replications !== null && values.length === replicationCount ? meanInterval(values) : null;
    return [{ metric, statistic, targetMs, valueMs, interval, met: valueMs <= targetMs }];
  });
};

const attainmentOf = (result: ReplicationResult): number => {
  const measured = result.served + result.rejected;
  return measured > 0 ? result.good / measured : 0;
};

const confidenceOf = (
  results: readonly ReplicationResult[],
  anySlo: boolean,
): SimulationReport["confidence"] => {
  if (results.length < 2 || results.some((r) => r.ttftMs.length === 0 || r.tpotMs.length === 0)) {
    return null;
  }
  const interval = (values: number[], range?: Interval) => meanInterval(values, range) as Interval;
  const ttft = results.map((r) => summaryOf(r.ttftMs.slice())?.summary as LatencySummary);
  const tpot = results.map((r) => summaryOf(r.tpotMs.slice())?.summary as LatencySummary);
  return {
    ttftMeanMs: interval(ttft.map((summary) => summary.mean)),
    ttftP99Ms: interval(ttft.map((summary) => summary.p99)),
    tpotMeanMs: interval(tpot.map((summary) => summary.mean)),
    tpotP99Ms: interval(tpot.map((summary) => summary.p99)),
    sloAttainment: anySlo ? interval(results.map(attainmentOf), { low: 0, high: 1 }) : null,
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
  const confidence = confidenceOf(results, anySlo);
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
    slo: sloOutcomes(
      plan.slo,
      { ttft: ttftMs, tpot: tpotMs, e2el: e2elMs },
      anySlo ? perReplication(results) : null,
      results.length,
    ),
    sloAttainment: anySlo && served + rejected > 0 ? good / (served + rejected) : null,
    goodputPerSecond: anySlo && totalSeconds > 0 ? good / totalSeconds : null,
    confidence,
    cdf: ttft ? { ttftMs: ttft.extra, tpotMs: tpot?.extra ?? [] } : null,
  };
};
