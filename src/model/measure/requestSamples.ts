import type { RequestDetail } from "./run.ts";

// The per-request samples vLLM's calculate_metrics builds (docs/formats.md §2), in seconds, over
// the successful requests only. E2EL is the file's own per-request latency where it saves one;
// otherwise the TTFT plus the chunk gaps, exact for current vLLM's completions backends (latency
// ends at the last chunk) but short for older vLLM and chat (the clock ran to the final message)
// and 0 for a backend that does not stream: `e2elExact` says which, and TPOT follows E2EL.

export interface RequestSamples {
  completed: number;
  failed: number;
  totalInputTokens: number;
  totalOutputTokens: number;
  ttftS: number[];
  /** TPOT of each request with more than one output token. */
  tpotS: number[];
  /** TPOT of every request, 0 where it had one output token: what goodput checks. */
  tpotForGoodputS: number[];
  e2elS: number[];
  /** Every chunk gap, in file order until an analysis selects its percentiles in place. */
  itlS: Float64Array;
  /** Σ (out − 1) and Σ chunk gaps over requests with more than one token: token-weighted TPOT. */
  decodeTokens: number;
  decodeSeconds: number;
  /** Σ max(0, out − 1) and Σ chunks after the first, over every successful request (§7.1). */
  chunkTokens: number;
  chunks: number;
  /** Start times of the successful requests, when the file has them. */
  startS?: number[];
  /** E2EL (and so TPOT) from the file's own per-request latencies, not rebuilt. */
  e2elExact: boolean;
}

/** Chunk gaps of the successful requests: sized before they are copied, with no growing list. */
const gapCount = (detail: RequestDetail): number => {
  let count = 0;
  for (let i = 0; i < detail.errors.length; i += 1) {
    if (detail.errors[i] === "") count += detail.itlsS[i]?.length ?? 0;
  }
  return count;
};

/** Copies a request's gaps into `into` from `at`; their sum, added in order. */
const copyGaps = (gaps: readonly number[], into: Float64Array, at: number): number => {
  let sum = 0;
  for (let j = 0; j < gaps.length; j += 1) {
    const gap = gaps[j] as number;
    sum += gap;
    into[at + j] = gap;
  }
  return sum;
};

export const requestSamples = (detail: RequestDetail): RequestSamples => {
  const itlS = new Float64Array(gapCount(detail));
  let gapsSeen = 0;
  const samples: RequestSamples = {
    completed: 0,
    failed: 0,
    totalInputTokens: 0,
    totalOutputTokens: 0,
    ttftS: [],
    tpotS: [],
    tpotForGoodputS: [],
    e2elS: [],
    itlS,
    decodeTokens: 0,
    decodeSeconds: 0,
    chunkTokens: 0,
    chunks: 0,
    e2elExact: detail.latenciesS !== undefined,
  };
  const starts: number[] = [];
  // Indexed loops: forEach and for…of over millions of gaps took twice as long.
  for (let i = 0; i < detail.errors.length; i += 1) {
    if (detail.errors[i] !== "") {
      samples.failed += 1;
      continue;
    }
    const output = detail.outputLens[i] ?? 0;
    const ttft = detail.ttftsS[i] ?? 0;
    const gaps = detail.itlsS[i] ?? [];
    const decodeS = copyGaps(gaps, itlS, gapsSeen);
    gapsSeen += gaps.length;
    samples.completed += 1;
    samples.totalInputTokens += detail.inputLens[i] ?? 0;
    samples.totalOutputTokens += output;
    samples.ttftS.push(ttft);
    const e2el = detail.latenciesS?.[i] ?? ttft + decodeS;
    samples.e2elS.push(e2el);
    // vLLM: tpot = (latency − ttft) / (output − 1), over requests with more than one token.
    const decodeTimeS = detail.latenciesS === undefined ? decodeS : e2el - ttft;
    const tpot = output > 1 ? decodeTimeS / (output - 1) : 0;
    if (output > 1) {
      samples.tpotS.push(tpot);
      samples.decodeTokens += output - 1;
      samples.decodeSeconds += decodeTimeS;
    }
    samples.chunkTokens += Math.max(0, output - 1);
    samples.chunks += gaps.length;
    samples.tpotForGoodputS.push(tpot);
    const start = detail.startTimesS?.[i];
    if (start !== undefined) starts.push(start);
  }
  if (detail.startTimesS !== undefined) samples.startS = starts;
  return samples;
};
