import { decodeEngineBatchOf } from "./limits.ts";
import type { Plan } from "./plan.ts";
import { msToSeconds } from "./units.ts";

/** Request rates as functions of instance counts; everything allocation needs (docs/model.md §4). */
export interface Capacity {
  /** r_p = η_p · b_p / t1, requests per second of one prefill instance. */
  prefillRate: number;
  /** Decode batch on one instance from engine limits alone (before the router's share). */
  decodeEngineBatch: number;
  /** l_o · t2: seconds a request holds a decode slot. */
  decodeSlotSeconds: number;
  etaDecode: number;
  routerMaxConcurrency: number | undefined;
}

export const capacityOf = (
  plan: Plan,
  prefill: { batch: number; batchTimeMs: number },
  tpotMs: number,
  kvCacheSequences: number | null = null,
): Capacity => ({
  prefillRate: (plan.rateMatching.prefill * prefill.batch) / msToSeconds(prefill.batchTimeMs),
  decodeEngineBatch: decodeEngineBatchOf(plan, kvCacheSequences),
  decodeSlotSeconds: plan.workload.outputTokens * msToSeconds(tpotMs),
  etaDecode: plan.rateMatching.decode,
  routerMaxConcurrency: plan.engine.router.maxConcurrency,
});

/**
 * Mean decode batch on each of y instances: the engine cap, or the router's share when smaller.
 * The router spreads its C requests over the instances (some get one more), so y instances hold
 * min(y · b, C) sequences in all; the mean share may be fractional.
 */
export const decodeBatchFor = (capacity: Capacity, decodeInstances: number): number =>
  capacity.routerMaxConcurrency === undefined
    ? capacity.decodeEngineBatch
    : Math.min(capacity.decodeEngineBatch, capacity.routerMaxConcurrency / decodeInstances);

/** r_d = η_d · b_d / (l_o · t2) for one decode instance holding `batch` sequences. */
export const decodeRateOf = (capacity: Capacity, batch: number): number =>
  (capacity.etaDecode * batch) / capacity.decodeSlotSeconds;

/** Total decode rate of y instances. */
export const decodeRateFor = (capacity: Capacity, decodeInstances: number): number =>
  decodeInstances * decodeRateOf(capacity, decodeBatchFor(capacity, decodeInstances));

/** λ = min(x · r_p, y · r_d). */
export const systemRate = (
  capacity: Capacity,
  prefillInstances: number,
  decodeInstances: number,
): number =>
  Math.min(prefillInstances * capacity.prefillRate, decodeRateFor(capacity, decodeInstances));
