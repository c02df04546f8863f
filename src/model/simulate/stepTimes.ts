import type { Catalog } from "../catalog.ts";
import type { Parallelism } from "../latency/parallelism.ts";
import { parallelismOf } from "../latencyInputs.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import { verifyStepCostFactor } from "../specDecode.ts";
import {
  decodeStep,
  kvTransfer,
  prefillStep,
  type StepContext,
  stepContext,
} from "../step/index.ts";
import { grownCapacity, resized } from "./resize.ts";

// The shared step times, read at each batch the simulation meets and kept: the roofline is priced
// once per (batch, token bucket), not once per step. Token counts fall into buckets 1/64 apart in
// ratio, centred on the plan's own sizes, so a plan at its means reads exactly what solve reads.

const bucketRatio = 1 / 64;
const bucketsPerLog = 1 / Math.log1p(bucketRatio);
// Bucket indexes kept within ±2047: buckets 1/64 apart span a ratio of 6·10¹³ either way, past any
// token count.
const bucketLimit = 2047;
const bucketSpan = 4096;
// What a step that cannot be read (not a positive number) takes: the shortest duration a plan may enter.
const shortestStepMs = 0.001;
const usable = (ms: number): number => (Number.isFinite(ms) && ms > 0 ? ms : shortestStepMs);

export interface StepTimes {
  ctx: StepContext;
  plan: Plan;
  prefillLayout: Parallelism | null;
  decodeLayout: Parallelism | null;
  /** True when a decode step's time depends on the context (the roofline). */
  contextDependent: boolean;
  /** True when a decode step takes the same time at every batch and context (the entered constant). */
  batchInvariant: boolean;
  prefillRates: Map<number, number>;
  /** The rates at the plan's own prompt size by batch, 0 where not read yet: the usual case, no hashing. */
  prefillRatesAtMean: Float64Array;
  decodeEntries: Map<number, number>;
  /** The entries by batch when the context does not matter, −1 where not read yet. */
  decodeEntriesByBatch: Int32Array;
  /** Each memoized decode step's time, with the verify-step cost factor. */
  decodeStepMs: number[];
  kvTransferMs: Map<number, number>;
}

const layoutOf = (plan: Plan, phase: "prefill" | "decode"): Parallelism | null => {
  const layout = parallelismOf(plan, phase);
  return "problem" in layout ? null : layout;
};

export const createStepTimes = (plan: Plan, catalog: Catalog): StepTimes => {
  const ctx = stepContext(plan, catalog);
  const decodeLayout = layoutOf(plan, "decode");
  return {
    ctx,
    plan,
    prefillLayout: layoutOf(plan, "prefill"),
    decodeLayout,
    contextDependent: sourceDef(decodeStep(ctx, decodeLayout, 1).source).follows.context,
    batchInvariant: !sourceDef(decodeStep(ctx, decodeLayout, 1).source).follows.batch,
    prefillRates: new Map(),
    prefillRatesAtMean: new Float64Array(0),
    decodeEntries: new Map(),
    decodeEntriesByBatch: new Int32Array(0),
    decodeStepMs: [],
    kvTransferMs: new Map(),
  };
};

// Dense caches cover batches up to this; larger ones are rare enough for the map.
const denseBatches = 1 << 16;

/** A copy long enough for index `batch` (within the dense range), new places set to `empty`. */
const grownTo = <T extends Float64Array | Int32Array>(array: T, batch: number, empty: number): T =>
  batch >= denseBatches
    ? array
    : resized(array, grownCapacity(array.length, batch + 1, denseBatches), empty);

const bucketOf = (ratio: number): number =>
  Math.max(-bucketLimit, Math.min(bucketLimit, Math.round(Math.log(ratio) * bucketsPerLog)));

const bucketValue = (reference: number, bucket: number): number =>
  bucket === 0 ? reference : reference * Math.exp(bucket / bucketsPerLog);

/**
 * Prompt tokens per ms each of `batch` prompts receives while they average `meanTokens`:
 * L̄ / prefillStep(batch, L̄).
 */
export const prefillRate = (times: StepTimes, batch: number, meanTokens: number): number => {
  const reference = times.plan.workload.inputTokens;
  if (meanTokens === reference && batch < times.prefillRatesAtMean.length) {
    const known = times.prefillRatesAtMean[batch] as number;
    if (known > 0) return known;
  }
  const bucket = bucketOf(meanTokens / reference);
  const key = batch * bucketSpan + bucket + bucketLimit;
  const known = times.prefillRates.get(key);
  if (known !== undefined) return known;
  const tokens = bucketValue(reference, bucket);
  const stepMs = prefillStep(times.ctx, times.prefillLayout, batch, tokens).timeMs;
  const rate = tokens / usable(stepMs);
  times.prefillRates.set(key, rate);
  if (meanTokens === reference) {
    if (batch >= times.prefillRatesAtMean.length) {
      times.prefillRatesAtMean = grownTo(times.prefillRatesAtMean, batch, 0);
    }
    times.prefillRatesAtMean[batch] = rate;
  }
  return rate;
};

/** The memo entry of one decode step of `batch` sequences at a mean context; its time is decodeStepMs[entry]. */
export const decodeEntry = (times: StepTimes, batch: number, contextTokens: number): number => {
  if (!times.contextDependent && batch < times.decodeEntriesByBatch.length) {
    const known = times.decodeEntriesByBatch[batch] as number;
    if (known >= 0) return known;
  }
  const reference = times.ctx.contextTokens;
  const bucket = times.contextDependent ? bucketOf(contextTokens / reference) : 0;
  const key = batch * bucketSpan + bucket + bucketLimit;
  const known = times.decodeEntries.get(key);
  if (known !== undefined) return known;
  const { plan } = times;
  const read = decodeStep(
    times.ctx,
    times.decodeLayout,
    batch,
    plan.specDecode.draftTokens,
    bucketValue(reference, bucket),
  );
  // A modelled step is a verify step already; an entered or profiled one is as it was measured.
  const factor = verifyStepCostFactor(
    plan,
    sourceDef(read.source).follows.drafts ? "specDecode" : plan.decode.itlMeasuredWith,
  );
  const stepMs = read.timeMs * factor;
  const entry = times.decodeStepMs.length;
  times.decodeStepMs.push(usable(stepMs));
  times.decodeEntries.set(key, entry);
  if (!times.contextDependent) {
    if (batch >= times.decodeEntriesByBatch.length) {
      times.decodeEntriesByBatch = grownTo(times.decodeEntriesByBatch, batch, -1);
    }
    times.decodeEntriesByBatch[batch] = entry;
  }
  return entry;
};

/** Context growth, in tokens, that moves a mean context into the next bucket. */
export const contextBucketTokens = (contextTokens: number): number => contextTokens * bucketRatio;

/** The P → D transfer of a prompt of `inputTokens`, 0 when it is not priced. */
export const kvTransferTime = (times: StepTimes, inputTokens: number): number => {
  const known = times.kvTransferMs.get(inputTokens);
  if (known !== undefined) return known;
  const ms = kvTransfer(times.ctx, times.prefillLayout, inputTokens)?.timeMs ?? 0;
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0;
  times.kvTransferMs.set(inputTokens, safe);
  return safe;
};
