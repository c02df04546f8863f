import type { LatencyMetric } from "./metricKeys.ts";

// What analyzeRun says of one run: every metric under vLLM's key, where it came from, how the file's
// own aggregates compare with the recomputed ones, and what the file cannot tell.

/**
 * computed: from per-request data or exact counts; stated: copied from the file; estimated: from
 * histogram buckets; approximate: from per-request latencies the file does not save, rebuilt as
 * TTFT + Σ chunk gaps (exact only where the client's clock stopped at the last chunk).
 */
export type MetricSource = "computed" | "stated" | "estimated" | "approximate";

export interface MetricValue {
  key: string;
  value: number | null;
  source: MetricSource;
  /** For an estimate from histogram buckets: the bucket it fell in, in ms. */
  bucketMs?: { lower: number; upper: number };
}

/**
 * A recomputed value within this share of the file's own is the same measurement: vLLM from 0.8
 * on takes TPOT's numerator from two clock reads of one instant, 1e-7 to 9e-7 apart in a real
 * nightly result, and sums in another order differ by about 1e-15.
 */
export const agreementTolerance = 1e-6;

export interface AggregateCheck {
  key: string;
  stated: number;
  computed: number;
  /** |computed − stated| / |stated|, 0 when both are 0. */
  relativeError: number;
}

export interface GoodputSlo {
  ttftMs?: number;
  tpotMs?: number;
  e2elMs?: number;
}

export interface AnalyzeOptions {
  /** Percentiles to report (0–100); the median is always reported. */
  percentiles: readonly number[];
  /**
   * Percentiles computed too where the run's requests or histograms allow, for a comparison that
   * reads them; a file that states none is not told it lacks them.
   */
  alsoComputed?: readonly number[];
  goodput?: GoodputSlo;
}

/** A distribution for drawing: ascending values with the share of samples at or below each. */
export interface Distribution {
  kind: "samples" | "buckets";
  points: { ms: number; share: number }[];
  count: number;
}

export interface Acceptance {
  meanLength: number;
  /** Accepted / drafted tokens, a fraction. */
  rate?: number;
  /** Accepted at position j / drafts, fractions. */
  perPosition?: number[];
  source: "counts" | "stated";
}

/** The article's `mean TPOT = mean ITL / α` against the exact token-weighted TPOT. */
export interface TpotIdentity {
  meanItlMs: number;
  acceptanceLength: number;
  itlOverAcceptanceMs: number;
  /** Σ decode time / Σ (out − 1): the exact per-token figure; absent without per-request data. */
  tokenWeightedTpotMs?: number;
  /** The request-weighted mean TPOT vLLM reports. */
  meanTpotMs: number;
  tokensPerChunk?: number;
  /** (ITL / α − reference) / reference, against the token-weighted TPOT when known. */
  gap: number;
  /** No acceptance length was measured, so α = 1 (no speculative decoding) is assumed. */
  acceptanceAssumed: boolean;
  /** Why the two differ, when the evidence points to a cause. */
  causes: IdentityCause[];
}

export type IdentityCause =
  /** Chunks carry fewer tokens than α: tail steps without drafts, chat role chunks, merges. */
  | "chunksBelowAcceptance"
  /** Chunks carry more tokens than α: stream interval or output merging under load. */
  | "chunksAboveAcceptance"
  /** The request-weighted mean favours short requests over the token-weighted one. */
  | "requestWeighting"
  /**
   * The gap exceeds 2% and the run holds no evidence of why: without per-request data, chunks
   * carrying several tokens and the request weighting of mean TPOT cannot be told apart.
   */
  | "undetermined";

export type MissingReason =
  | { code: "percentileNotStated"; key: string }
  | { code: "goodputNeedsRequests" }
  | { code: "goodputNeedsSlo" }
  | { code: "attainmentNeedsRequests" }
  | { code: "tokensPerChunkNeedsRequests" }
  | { code: "distributionNeedsRequests" }
  | { code: "throughputNeedsDuration" }
  | { code: "acceptanceUnknown" }
  /** ITL of 0 with several tokens a request: the backend answered in one piece, not streamed. */
  | { code: "notStreamed" };

export interface RunAnalysis {
  metrics: MetricValue[];
  checks: AggregateCheck[];
  /** Share of successful requests within each SLO alone (inclusive). */
  attainment: Partial<Record<"ttft" | "tpot" | "e2el", number>>;
  acceptance: Acceptance | null;
  identity: TpotIdentity | null;
  distributions: Partial<Record<LatencyMetric, Distribution>>;
  missing: MissingReason[];
  /** The run's ITL is per token (SGLang splits each chunk's gap over its tokens), not per step. */
  itlPerToken?: boolean;
  /**
   * Metrics whose stated mean or median the per-request data do not reproduce: the statistics
   * of them the file does not state are approximate.
   */
  unreproduced?: LatencyMetric[];
  /** Requests in flight: the run's max concurrency, else Little's law over the run. */
  concurrency: { value: number; source: "maxConcurrency" | "littlesLaw" | "stated" } | null;
}
