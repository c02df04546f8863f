import { msToSeconds } from "../units.ts";
import { shortOfRelaxation } from "./relaxation.ts";
import type { Areas, Run } from "./run.ts";
import { growthOf, growthShareOfLoad } from "./stability.ts";
import { timelineOf } from "./timeline.ts";
import type { Timeline } from "./types.ts";

// What is kept of a finished replication: its samples, its window's shares, its fit.

export interface ReplicationResult {
  served: number;
  rejected: number;
  good: number;
  ttftMs: Float64Array;
  tpotMs: Float64Array;
  e2elMs: Float64Array;
  routerMs: Float64Array;
  prefillQueueMs: Float64Array;
  kvTransferMs: Float64Array;
  decodeQueueMs: Float64Array;
  firstChunkMs: Float64Array;
  chunkWeights: Float64Array;
  stable: boolean;
  stopped: boolean;
  overfull: boolean;
  growthPerSecond: number;
  durationSeconds: number;
  warmupRequests: number;
  warmupSettled: boolean;
  warmupLimited: boolean;
  utilization: { prefill: number; decode: number };
  meanRequestsInServers: number;
  throughputPerSecond: number;
  timeline: Timeline;
}

const head = (values: Float64Array, count: number): Float64Array =>
  count === values.length ? values : values.slice(0, count);

/** Areas over the window from the first to the last measured completion, or the whole run if that is empty. */
const windowOf = (run: Run): { from: Areas; to: Areas } => {
  const first = run.firstAreas;
  if (first && run.lastAreas.atMs > first.atMs) return { from: first, to: run.lastAreas };
  return {
    from: { atMs: 0, prefillBusy: 0, decodeBusy: 0, inServers: 0, completed: 0 },
    to: { ...run.areas, atMs: run.nowMs },
  };
};

const share = (area: number, slots: number, spanMs: number): number =>
  slots > 0 && spanMs > 0 ? Math.min(1, Math.max(0, area / (slots * spanMs))) : 0;

export const replicationResult = (run: Run): ReplicationResult => {
  const { samples, setup } = run;
  const { deployment } = setup;
  const rate = setup.options.ratePerSecond ?? 0;
  const fit = growthOf(run.stability, rate);
  const spanMs = run.nowMs;
  // A run stopped before its fit window opened grows at the waiting count over the time it ran.
  const waiting = run.router.size + run.prefill.queued + run.decode.queued;
  // The queue cannot grow faster than requests arrive: over a span of a few femtoseconds (rates
  // near the largest double) the waiting count per second would overflow to Infinity.
  const growthPerSecond = Math.min(
    rate,
    run.stopped && !(run.stability.endMs > run.stability.startMs) && spanMs > 0
      ? waiting / msToSeconds(spanMs)
      : fit.perSecond,
  );
  const { from, to } = windowOf(run);
  const windowMs = to.atMs - from.atMs;
  // A drained run is timed as a benchmark is: from its first measured arrival to its last
  // completion, and its throughput is what it served over that time.
  const drained = setup.options.drain && run.firstAreas !== null;
  const measuredSpanMs = drained
    ? run.lastAreas.atMs - run.stability.startMs
    : run.firstAreas
      ? run.lastAreas.atMs - run.firstAreas.atMs
      : 0;
  const throughputPerSecond = drained
    ? measuredSpanMs > 0
      ? samples.served / msToSeconds(measuredSpanMs)
      : 0
    : windowMs > 0
      ? (to.completed - from.completed) / msToSeconds(windowMs)
      : 0;
  // Below the plan's capacity, a run shorter than its queue takes to relax cannot tell a queue
  // still climbing from its empty start from one that grows without bound. Where it also served
  // all but the growth fit's own share of what arrived, a climb alone does not make it unstable;
  // a run the deployment cannot keep up with (an engine limit the plan's rates leave out) falls
  // short of that and stays unstable. A drained run's throughput counts its drain, a request
  // lifetime after its last arrival, so a short one rarely shows that it kept up and stays
  // unstable: its verdict then says only that its queue grew (sloVerdict.ts).
  const keptUp = throughputPerSecond >= (1 - growthShareOfLoad) * rate;
  const unresolved = keptUp && shortOfRelaxation(samples.served, setup.loadShare) !== null;
  return {
    served: samples.served,
    rejected: samples.rejected,
    good: samples.good,
    ttftMs: head(samples.ttftMs, samples.served),
    tpotMs: head(samples.tpotMs, samples.tpotCount),
    e2elMs: head(samples.e2elMs, samples.served),
    routerMs: head(samples.routerMs, samples.served),
    prefillQueueMs: head(samples.prefillQueueMs, samples.served),
    kvTransferMs: head(samples.kvTransferMs, samples.served),
    decodeQueueMs: head(samples.decodeQueueMs, samples.served),
    firstChunkMs: head(samples.firstChunkMs, samples.firstChunkCount),
    chunkWeights: samples.chunkWeights.slice(),
    stable: !run.stopped && !(fit.growing && !unresolved),
    stopped: run.stopped,
    overfull: run.overfull,
    growthPerSecond,
    durationSeconds: msToSeconds(measuredSpanMs),
    // A run that stopped (or saw no arrival) during its warm-up warmed up for what arrived.
    warmupRequests: Math.min(run.warmup.endIndex, run.arrived),
    warmupSettled: run.warmup.settled,
    warmupLimited: run.warmup.limited,
    utilization: {
      prefill: share(
        to.prefillBusy - from.prefillBusy,
        deployment.prefillInstances * deployment.prefillSlots,
        windowMs,
      ),
      decode: share(
        to.decodeBusy - from.decodeBusy,
        deployment.decodeInstances * deployment.decodeSlots,
        windowMs,
      ),
    },
    meanRequestsInServers: windowMs > 0 ? (to.inServers - from.inServers) / windowMs : 0,
    throughputPerSecond,
    timeline: timelineOf(run.timeline),
  };
};
