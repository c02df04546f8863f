// One benchmark run or server scrape as read from a file, in the units vLLM's `bench serve` uses:
// per-request times in seconds, stated aggregates under vLLM's own key names (`mean_ttft_ms`,
// `request_throughput`, ...). Parsers in src/io produce it; analyzeRun turns it into metrics.

export const measuredFormats = [
  "vllm",
  "sglang",
  "aiperf",
  "genaiPerf",
  "prometheus",
  "guidellm",
  "llmdReport",
  "inferencePerf",
] as const;
export type MeasuredFormat = (typeof measuredFormats)[number];

/** Per-request arrays, one entry per request (failed ones included), as `--save-detailed` writes. */
export interface RequestDetail {
  inputLens: readonly number[];
  /** Output tokens; 0 for a failed request. */
  outputLens: readonly number[];
  /** Seconds; 0 for a failed request. */
  ttftsS: readonly number[];
  /** Seconds between streamed chunks after the first; [] for a failed request. */
  itlsS: readonly (readonly number[])[];
  /** "" for a success, otherwise the error text. */
  errors: readonly string[];
  /** Seconds from an arbitrary origin (newer vLLM only). */
  startTimesS?: readonly number[];
  /** Each request's own E2E latency in seconds, where the file saves it. */
  latenciesS?: readonly number[];
}

/** Draft counters over the run (vLLM's spec-decode counters, or the bench JSON's window deltas). */
export interface SpecDecodeCounts {
  /** Absent from vLLM V0 servers, which count only draft and accepted tokens. */
  numDrafts?: number;
  draftTokens: number;
  acceptedTokens: number;
  /** Accepted tokens at each draft position; its length is the number of draft tokens k. */
  acceptedPerPosition?: readonly number[];
}

/** A Prometheus histogram, summed over engines: cumulative counts at each upper bound (seconds). */
export interface HistogramData {
  /** Ascending finite bounds with their cumulative counts; the +Inf bucket is `count`. */
  buckets: readonly { le: number; count: number }[];
  sum: number;
  count: number;
}

export const histogramMetrics = [
  "ttft",
  "itl",
  "tpot",
  "e2el",
  "queue",
  "prefill",
  "decode",
] as const;
export type HistogramMetric = (typeof histogramMetrics)[number];

/** Counters from a scrape, summed over engines (deltas when two scrapes were paired). */
export interface ServerCounters {
  promptTokens?: number;
  generationTokens?: number;
  /** Finished requests, every finish reason but vLLM's `abort` and `error`. */
  requests?: number;
  /** Requests vLLM finished with reason `abort` or `error`: not completed. */
  failedRequests?: number;
  preemptions?: number;
}

export interface RunMeta {
  date?: string;
  backend?: string;
  model?: string;
  /** Requests per second asked for; Infinity when unlimited ("inf"). */
  requestRate?: number;
  maxConcurrency?: number;
  burstiness?: number;
  numPrompts?: number;
  label?: string;
  /** Other top-level text values: `--metadata` keys, tags, server info. */
  extra: Readonly<Record<string, string>>;
}

/** Something the file says or lacks that changes how its numbers read. */
export type RunNote =
  | { code: "goodputKeyWithColon" }
  | { code: "noPerRequestData" }
  | { code: "sglangItlPerToken" }
  | { code: "sglangOutputLenRequested" }
  | { code: "aiperfItlIsTpot" }
  | { code: "guidellmItlIsTpot" }
  | { code: "guidellmItlWeighted" }
  | { code: "singleScrape" }
  | { code: "counterReset"; family: string }
  | { code: "serverSideTimes" }
  | { code: "acceptanceFromServerGauge" }
  /** The file states no `completed`: counted from its per-request arrays. */
  | { code: "completedDerived" }
  /** The file states no `duration`: completed / request_throughput. */
  | { code: "durationDerived" }
  /** Requests had a first token but had not finished by the later scrape. */
  | { code: "requestsStillRunning"; count: number }
  /** Requests that ended in a server error, not counted as completed. */
  | { code: "serverErrors"; count: number };

export interface MeasuredRun {
  format: MeasuredFormat;
  /** Line of the file the run starts on (from 1): runs of an appended file differ by it. */
  line: number;
  meta: RunMeta;
  durationS?: number;
  /** Aggregates as stated in the file, under vLLM's key names and units (ms, req/s, tok/s). */
  stated: Readonly<Record<string, number | null>>;
  requests?: RequestDetail;
  specDecode?: SpecDecodeCounts;
  /** Mean acceptance length as the file states it (SGLang, a newer bench JSON), counts or not. */
  statedAcceptanceLength?: number;
  /** Acceptance rate in percent as the file states it (`spec_decode_acceptance_rate`). */
  statedAcceptanceRatePercent?: number;
  histograms?: Partial<Record<HistogramMetric, HistogramData>>;
  counters?: ServerCounters;
  notes: readonly RunNote[];
}
