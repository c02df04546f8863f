import { multiServerWait } from "../latency/queueing.ts";
import { msPerSecond } from "../units.ts";
import type { RunAnalysis } from "./analysis.ts";
import type { CalibrationStatistic } from "./calibrate.ts";
import { metricValue } from "./runWorkload.ts";
import { waitAtStatisticMs } from "./waitAtStatistic.ts";

// The prefill time a run's TTFT stands for at the run's own batch: the TTFT less the KV transfer
// and the wait at the run's load, from the queue the sustainable estimate uses (its slots pooled
// over the instances under least-loaded routing). The batch is Little's law over the prefill
// stage: requests arriving × mean time there.

/** What the run says of its load, beside its metrics. */
export interface RunLoadMeta {
  /** Requests per second asked for; Infinity when all were sent at once. */
  requestRate?: number;
  maxConcurrency?: number;
  /** vLLM's --burstiness: gaps between arrivals are gamma with this shape (1 is Poisson). */
  burstiness?: number;
}

export type PrefillRefusal =
  /** No request throughput or mean TTFT: the batch the prefill ran at cannot be known. */
  | { code: "loadUnknown" }
  /** Every request sent at once with no concurrency cap: TTFT is mostly the wait in line. */
  | { code: "burst" }
  /** The run's batch is not the plan's, and the latency source cannot say how t1 grows with it. */
  | { code: "batchScaleUnknown"; runBatch: number; planBatch: number };

/** What a run's prefill was: its load, its batch, its wait and the time left for the prefill. */
export interface RunPrefill {
  /** Requests arriving per second at each prefill instance. */
  arrivalsPerSecond: number;
  /** Requests in prefill at once on an instance, waiting or served (Little's law). */
  inPrefill: number;
  /** The whole requests a batch of the run held: at least one. */
  runBatch: number;
  /** Busy share of the run's prefill slots in the queue model. */
  utilization: number;
  /** The wait at the chosen statistic, taken off the TTFT. */
  waitMs: number;
  kvTransferMs: number;
  /** The run's prefill time at its own batch: what is left of TTFT without the wait and KV. */
  runPrefillMs: number;
}

const aloneConcurrency = 1;
// Halving the interval 60 times pins the root far below a microsecond for any TTFT up to an hour.
const bisectionSteps = 60;

/** Requests per second arriving: the finite rate asked for, else the completions measured. */
const arrivalRate = (analysis: RunAnalysis, meta: RunLoadMeta): number | undefined => {
  const asked = meta.requestRate;
  if (asked !== undefined && Number.isFinite(asked) && asked > 0) return asked;
  return metricValue(analysis, "request_throughput");
};

/** The queue a run's prefill requests met: how many slots shared them, and how they arrived. */
interface PrefillQueue {
  slots: number;
  /** Slots of one instance, when the queue pools several instances joined shortest-first. */
  instanceSlots: number | null;
  arrivalsPerMs: number;
  arrivalScv: number;
}

/** The service time S with S + wait(S) = total, by bisection: the left side grows with S. */
const serviceTimeMs = (
  totalMs: number,
  queue: PrefillQueue,
  statistic: CalibrationStatistic,
): number => {
  let low = 0;
  let high = totalMs;
  for (let step = 0; step < bisectionSteps; step += 1) {
    const mid = (low + high) / 2;
    const wait = multiServerWait({
      servers: queue.slots,
      offeredErlangs: queue.arrivalsPerMs * mid,
      drainPerMs: mid > 0 ? queue.slots / mid : Number.POSITIVE_INFINITY,
      instanceDrainPerMs:
        queue.instanceSlots === null || !(mid > 0) ? undefined : queue.instanceSlots / mid,
      arrivalsPerMs: queue.arrivalsPerMs,
      arrivalScv: queue.arrivalScv,
      // Every prompt of the run is taken at its mean length, so service does not vary.
      serviceScv: 0,
    });
    if (mid + waitAtStatisticMs(wait, statistic) > totalMs) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
};

// vLLM's bench draws gaps from a gamma of shape `burstiness` (benchmarks/serve.py, get_request):
// their squared coefficient of variation is 1 / burstiness.
const arrivalScvOf = (meta: RunLoadMeta): number =>
  meta.burstiness !== undefined && meta.burstiness > 0 && Number.isFinite(meta.burstiness)
    ? 1 / meta.burstiness
    : 1;

/**
 * The prefill time a run's TTFT at `statistic` stands for at the run's own batch: the KV transfer
 * and the M/D/1 wait at the run's load taken off. Shared by calibration and measured profiles.
 */
export const runPrefill = (input: {
  analysis: RunAnalysis;
  meta: RunLoadMeta;
  ttftMs: number;
  statistic: CalibrationStatistic;
  kvTransferMs: number;
  prefillInstances: number;
  /** Requests one instance prefills at once. */
  slotsPerInstance: number;
  /** Least-loaded routing: the instances' slots form one queue; round robin: one each. */
  pooled: boolean;
}): { ok: true; value: RunPrefill } | { ok: false; refusal: PrefillRefusal } => {
  const { analysis, meta, statistic, kvTransferMs } = input;
  if (meta.requestRate === Number.POSITIVE_INFINITY && meta.maxConcurrency === undefined) {
    return { ok: false, refusal: { code: "burst" } };
  }
  const rate = arrivalRate(analysis, meta);
  const meanTtftMs = metricValue(analysis, "mean_ttft_ms");
  if (rate === undefined || meanTtftMs === undefined) {
    return { ok: false, refusal: { code: "loadUnknown" } };
  }
  const instances = Math.max(1, Math.floor(input.prefillInstances));
  const slots = Math.max(1, Math.floor(input.slotsPerInstance));
  const arrivalsPerSecond = rate / instances;
  const arrivalsPerMs = rate / msPerSecond;
  const arrivalScv = arrivalScvOf(meta);
  const queue: PrefillQueue =
    input.pooled && instances > 1
      ? { slots: slots * instances, instanceSlots: slots, arrivalsPerMs, arrivalScv }
      : { slots, instanceSlots: null, arrivalsPerMs: arrivalsPerMs / instances, arrivalScv };
  // Little's law over the prefill stage: the requests an instance holds there, waiting or served.
  const inPrefill = (arrivalsPerMs / instances) * Math.max(0, meanTtftMs - kvTransferMs);
  const totalMs = Math.max(0, input.ttftMs - kvTransferMs);
  // A client that keeps one request in flight sends the next after the last: none ever waits.
  const runPrefillMs =
    meta.maxConcurrency === aloneConcurrency ? totalMs : serviceTimeMs(totalMs, queue, statistic);
  return {
    ok: true,
    value: {
      arrivalsPerSecond,
      inPrefill,
      // A batch holds whole requests, and at least the one arriving.
      runBatch: Math.max(1, Math.round(inPrefill)),
      utilization: (queue.arrivalsPerMs * runPrefillMs) / queue.slots,
      waitMs: totalMs - runPrefillMs,
      kvTransferMs,
      runPrefillMs,
    },
  };
};
