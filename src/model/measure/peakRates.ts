import type { RequestDetail } from "./run.ts";

// vLLM's peak output throughput and peak concurrency, from the requests' start times. Over the
// successful requests, 1-second bins from the earliest start, ⌈max(start + latency) − t0⌉ + 1 of
// them; each chunk arrival (start + ttft, then each gap added) adds 1 to its bin, and each request
// adds 1 to every bin from ⌊start − t0⌋ to ⌊start + latency − t0⌋. The peaks are the largest bins.
// calculate_metrics in vllm/benchmarks/serve.py:
// https://github.com/vllm-project/vllm/blob/def9ce85ba1079af970a58ed3d42dd861ae35d58/vllm/benchmarks/serve.py

export interface PeakRates {
  /** Chunks (not tokens) in the busiest second, as vLLM counts them. */
  maxOutputTokensPerS: number;
  maxConcurrentRequests: number;
  /** Latencies were the file's own; otherwise rebuilt as TTFT + Σ gaps, so concurrency is approximate. */
  latencyExact: boolean;
}

// More bins than this (a run of over 11 days, or start times in another unit) is not a run.
const maxBins = 1_000_000;

/** The peaks, or undefined without start times, successful requests, or a plausible span. */
export const peakRates = (detail: RequestDetail): PeakRates | undefined => {
  const starts = detail.startTimesS;
  if (starts === undefined) return undefined;
  const successful: number[] = [];
  for (let i = 0; i < detail.errors.length; i += 1) {
    if (detail.errors[i] === "" && starts[i] !== undefined) successful.push(i);
  }
  if (successful.length === 0) return undefined;
  const latencyOf = (i: number): number => {
    const stated = detail.latenciesS?.[i];
    if (stated !== undefined) return stated;
    let sum = detail.ttftsS[i] ?? 0;
    for (const gap of detail.itlsS[i] ?? []) sum += gap;
    return sum;
  };
  let minStart = Number.POSITIVE_INFINITY;
  let maxEnd = Number.NEGATIVE_INFINITY;
  for (const i of successful) {
    const start = starts[i] as number;
    minStart = Math.min(minStart, start);
    maxEnd = Math.max(maxEnd, start + latencyOf(i));
  }
  const bins = Math.ceil(maxEnd - minStart) + 1;
  if (!Number.isFinite(bins) || bins < 1 || bins > maxBins) return undefined;
  const chunks = new Float64Array(bins);
  // Concurrency as a difference array: +1 at a request's first bin, −1 after its last.
  const changes = new Float64Array(bins + 1);
  for (const i of successful) {
    const start = starts[i] as number;
    let time = start + (detail.ttftsS[i] ?? 0);
    const addChunk = () => {
      const bin = Math.trunc(time - minStart);
      if (bin >= 0 && bin < bins) chunks[bin] = (chunks[bin] ?? 0) + 1;
    };
    addChunk();
    for (const gap of detail.itlsS[i] ?? []) {
      time += gap;
      addChunk();
    }
    const first = Math.trunc(start - minStart);
    const last = Math.min(Math.trunc(start + latencyOf(i) - minStart), bins - 1);
    if (last >= first) {
      changes[first] = (changes[first] ?? 0) + 1;
      changes[last + 1] = (changes[last + 1] ?? 0) - 1;
    }
  }
  let maxChunks = 0;
  let maxConcurrent = 0;
  let running = 0;
  for (let bin = 0; bin < bins; bin += 1) {
    maxChunks = Math.max(maxChunks, chunks[bin] ?? 0);
    running += changes[bin] ?? 0;
    maxConcurrent = Math.max(maxConcurrent, running);
  }
  return {
    maxOutputTokensPerS: maxChunks,
    maxConcurrentRequests: maxConcurrent,
    latencyExact: detail.latenciesS !== undefined,
  };
};
