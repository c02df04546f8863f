import type { Plan } from "../plan.ts";

// What one replication measured: one value per served request for each latency and wait, and the
// inter-token latencies per chunk: a joining sequence's first chunk on its own, every other chunk
// as a count against the memoized step time it took.

export interface Samples {
  served: number;
  rejected: number;
  /** Served requests that met every SLO. */
  good: number;
  ttftMs: Float64Array;
  /** Per request with more than one output token; `tpotCount` of them. */
  tpotMs: Float64Array;
  tpotCount: number;
  e2elMs: Float64Array;
  routerMs: Float64Array;
  prefillQueueMs: Float64Array;
  kvTransferMs: Float64Array;
  decodeQueueMs: Float64Array;
  firstChunkMs: Float64Array;
  firstChunkCount: number;
  /** Chunks per decode memo entry. */
  chunkWeights: Float64Array;
  firstCompletionMs: number;
  lastCompletionMs: number;
}

export const createSamples = (measured: number): Samples => ({
  served: 0,
  rejected: 0,
  good: 0,
  ttftMs: new Float64Array(measured),
  tpotMs: new Float64Array(measured),
  tpotCount: 0,
  e2elMs: new Float64Array(measured),
  routerMs: new Float64Array(measured),
  prefillQueueMs: new Float64Array(measured),
  kvTransferMs: new Float64Array(measured),
  decodeQueueMs: new Float64Array(measured),
  firstChunkMs: new Float64Array(measured),
  firstChunkCount: 0,
  chunkWeights: new Float64Array(64),
  firstCompletionMs: Number.NaN,
  lastCompletionMs: Number.NaN,
});

/** Room for a chunk count at every memo entry up to `entries`. */
export const ensureChunkEntries = (samples: Samples, entries: number): void => {
  if (entries <= samples.chunkWeights.length) return;
  let length = samples.chunkWeights.length;
  while (length < entries) length *= 2;
  const grown = new Float64Array(length);
  grown.set(samples.chunkWeights);
  samples.chunkWeights = grown;
};

/** The SLO targets a request must meet, each inclusive; Infinity where the plan sets none. */
export interface SloLimits {
  ttftMs: number;
  tpotMs: number;
  e2elMs: number;
  any: boolean;
}

export const sloLimitsOf = (slo: Plan["slo"]): SloLimits => ({
  ttftMs: slo.ttftMs ?? Number.POSITIVE_INFINITY,
  tpotMs: slo.tpotMs ?? Number.POSITIVE_INFINITY,
  e2elMs: slo.e2elMs ?? Number.POSITIVE_INFINITY,
  any: slo.ttftMs !== undefined || slo.tpotMs !== undefined || slo.e2elMs !== undefined,
});

export interface Served {
  ttftMs: number;
  e2elMs: number;
  outputTokens: number;
  routerMs: number;
  prefillQueueMs: number;
  kvTransferMs: number;
  decodeQueueMs: number;
}

/** Records one served measured request finishing at `nowMs`. */
export const recordServed = (
  samples: Samples,
  limits: SloLimits,
  served: Served,
  nowMs: number,
): void => {
  const at = samples.served;
  samples.served += 1;
  samples.ttftMs[at] = served.ttftMs;
  samples.e2elMs[at] = served.e2elMs;
  samples.routerMs[at] = served.routerMs;
  samples.prefillQueueMs[at] = served.prefillQueueMs;
  samples.kvTransferMs[at] = served.kvTransferMs;
  samples.decodeQueueMs[at] = served.decodeQueueMs;
  let tpotMet = true;
  if (served.outputTokens > 1) {
    const tpot = (served.e2elMs - served.ttftMs) / (served.outputTokens - 1);
    samples.tpotMs[samples.tpotCount] = tpot;
    samples.tpotCount += 1;
    tpotMet = tpot <= limits.tpotMs;
  }
  if (served.ttftMs <= limits.ttftMs && tpotMet && served.e2elMs <= limits.e2elMs)
    samples.good += 1;
  if (!(samples.firstCompletionMs <= nowMs)) samples.firstCompletionMs = nowMs;
  samples.lastCompletionMs = nowMs;
};

export const recordFirstChunk = (samples: Samples, itlMs: number): void => {
  samples.firstChunkMs[samples.firstChunkCount] = itlMs;
  samples.firstChunkCount += 1;
};
