import type { AnalyzeOptions, Distribution, MetricValue } from "./analysis.ts";
import { describeSamples } from "./distribution.ts";
import { type LatencyMetric, percentileKey, statisticKey } from "./metricKeys.ts";
import type { RequestSamples } from "./requestSamples.ts";
import { type Summary, shareOfAtOrBelow } from "./stats.ts";

// Everything vLLM's calculate_metrics computes from per-request data, computed the same way.

const msPerSecond = 1000;

export interface RequestAnalysis {
  metrics: MetricValue[];
  distributions: Partial<Record<LatencyMetric, Distribution>>;
  attainment: Partial<Record<"ttft" | "tpot" | "e2el", number>>;
  tokenWeightedTpotMs?: number;
  tokensPerChunk?: number;
  /** Mean requests in flight over the run, Σ E2EL / duration (Little's law). */
  meanInFlight?: number;
}

const computed = (key: string, value: number | null): MetricValue => ({
  key,
  value,
  source: "computed",
});

const latencyMetricsOf = (
  metric: LatencyMetric,
  summary: Summary,
  options: AnalyzeOptions,
  source: MetricValue["source"],
): MetricValue[] => {
  const value = (key: string, ms: number): MetricValue => ({ key, value: ms, source });
  return [
    value(statisticKey(metric, "mean"), summary.mean * msPerSecond),
    value(statisticKey(metric, "median"), summary.median * msPerSecond),
    value(statisticKey(metric, "std"), summary.std * msPerSecond),
    ...options.percentiles.map((percent, i) =>
      value(percentileKey(metric, percent), (summary.percentiles[i] ?? 0) * msPerSecond),
    ),
  ];
};

/** E2EL and TPOT rest on a rebuilt latency unless the file saved each request's own. */
const sourceOf = (metric: LatencyMetric, samples: RequestSamples): MetricValue["source"] =>
  (metric === "e2el" || metric === "tpot") && !samples.e2elExact ? "approximate" : "computed";

// vLLM: a request is good when every given SLO, in seconds, is ≥ its value (inclusive).
const goodCount = (
  samples: RequestSamples,
  slo: NonNullable<AnalyzeOptions["goodput"]>,
): number => {
  const checks: [number | undefined, number[]][] = [
    [slo.ttftMs, samples.ttftS],
    [slo.tpotMs, samples.tpotForGoodputS],
    [slo.e2elMs, samples.e2elS],
  ];
  let good = 0;
  for (let i = 0; i < samples.completed; i += 1) {
    if (
      checks.every(
        ([limitMs, values]) => limitMs === undefined || limitMs / msPerSecond >= (values[i] ?? 0),
      )
    ) {
      good += 1;
    }
  }
  return good;
};

export const analyzeRequests = (
  samples: RequestSamples,
  durationS: number | undefined,
  options: AnalyzeOptions,
): RequestAnalysis => {
  const described = {
    ttft: describeSamples(samples.ttftS, options.percentiles),
    tpot: describeSamples(samples.tpotS, options.percentiles),
    itl: describeSamples(samples.itlS, options.percentiles),
    e2el: describeSamples(samples.e2elS, options.percentiles),
  };
  const perSecond = (amount: number): number | null =>
    durationS !== undefined && durationS > 0 ? amount / durationS : null;
  const slo = options.goodput;
  const hasSlo =
    slo !== undefined &&
    (slo.ttftMs !== undefined || slo.tpotMs !== undefined || slo.e2elMs !== undefined);
  const metrics: MetricValue[] = [
    computed("completed", samples.completed),
    computed("failed", samples.failed),
    computed("total_input_tokens", samples.totalInputTokens),
    computed("total_output_tokens", samples.totalOutputTokens),
    computed("request_throughput", perSecond(samples.completed)),
    ...(hasSlo && slo ? [computed("request_goodput", perSecond(goodCount(samples, slo)))] : []),
    computed("output_throughput", perSecond(samples.totalOutputTokens)),
    computed(
      "total_token_throughput",
      perSecond(samples.totalInputTokens + samples.totalOutputTokens),
    ),
    ...(["ttft", "tpot", "itl", "e2el"] as const).flatMap((metric) =>
      latencyMetricsOf(metric, described[metric].summary, options, sourceOf(metric, samples)),
    ),
  ];
  const attainment: RequestAnalysis["attainment"] = {};
  if (slo?.ttftMs !== undefined)
    attainment.ttft = shareOfAtOrBelow(samples.ttftS, slo.ttftMs / msPerSecond);
  if (slo?.tpotMs !== undefined)
    attainment.tpot = shareOfAtOrBelow(samples.tpotForGoodputS, slo.tpotMs / msPerSecond);
  if (slo?.e2elMs !== undefined)
    attainment.e2el = shareOfAtOrBelow(samples.e2elS, slo.e2elMs / msPerSecond);
  const e2elTotalS = samples.e2elS.reduce((sum, value) => sum + value, 0);
  const inFlight = perSecond(e2elTotalS);
  return {
    metrics,
    distributions: {
      ttft: described.ttft.distribution,
      tpot: described.tpot.distribution,
      itl: described.itl.distribution,
      e2el: described.e2el.distribution,
    },
    attainment,
    ...(samples.decodeTokens > 0
      ? { tokenWeightedTpotMs: (samples.decodeSeconds / samples.decodeTokens) * msPerSecond }
      : {}),
    ...(samples.chunks > 0 ? { tokensPerChunk: samples.chunkTokens / samples.chunks } : {}),
    ...(inFlight === null ? {} : { meanInFlight: inFlight }),
  };
};
