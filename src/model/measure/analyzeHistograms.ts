import type { AnalyzeOptions, Distribution, MetricValue } from "./analysis.ts";
import { bucketDistribution } from "./distribution.ts";
import { histogramMean, histogramQuantile } from "./histogramQuantile.ts";
import { type LatencyMetric, percentileKey, statisticKey } from "./metricKeys.ts";
import type { HistogramData, MeasuredRun } from "./run.ts";

// A scrape has no per-request data: means are exact (Δsum / Δcount), percentiles are estimates the
// way PromQL's histogram_quantile makes them, labelled with the bucket they fell in.

const msPerSecond = 1000;

export interface HistogramAnalysis {
  metrics: MetricValue[];
  distributions: Partial<Record<LatencyMetric, Distribution>>;
  tokenWeightedTpotMs?: number;
  tokensPerChunk?: number;
}

const estimated = (key: string, quantile: number, histogram: HistogramData): MetricValue => {
  const found = histogramQuantile(quantile, histogram);
  return found === null
    ? { key, value: null, source: "estimated" }
    : {
        key,
        value: found.value * msPerSecond,
        source: "estimated",
        bucketMs: { lower: found.lowerBound * msPerSecond, upper: found.upperBound * msPerSecond },
      };
};

const latencyOf = (
  metric: LatencyMetric,
  histogram: HistogramData,
  options: AnalyzeOptions,
): MetricValue[] => {
  const mean = histogramMean(histogram);
  return [
    {
      key: statisticKey(metric, "mean"),
      value: mean === null ? null : mean * msPerSecond,
      source: "computed",
    },
    estimated(statisticKey(metric, "median"), 0.5, histogram),
    ...options.percentiles.map((percent) =>
      estimated(percentileKey(metric, percent), percent / 100, histogram),
    ),
  ];
};

export const analyzeHistograms = (run: MeasuredRun, options: AnalyzeOptions): HistogramAnalysis => {
  const histograms = run.histograms ?? {};
  const metrics: MetricValue[] = [];
  const distributions: HistogramAnalysis["distributions"] = {};
  const counters = run.counters ?? {};
  const counted = (key: string, value: number | undefined) => {
    if (value !== undefined) metrics.push({ key, value, source: "computed" });
  };
  counted("completed", counters.requests);
  counted("failed", counters.failedRequests);
  counted("total_input_tokens", counters.promptTokens);
  counted("total_output_tokens", counters.generationTokens);
  for (const metric of ["ttft", "tpot", "itl", "e2el"] as const) {
    const histogram = histograms[metric];
    if (histogram === undefined) continue;
    metrics.push(...latencyOf(metric, histogram, options));
    distributions[metric] = bucketDistribution(histogram);
  }
  // vLLM's server ITL is one observation per engine step; SGLang's is per token.
  const itl = histograms.itl;
  const perStep = !run.notes.some((note) => note.code === "sglangItlPerToken");
  const { generationTokens, requests } = counters;
  // Every request that produced a first token made its other tokens in decode steps, finished
  // or not: the TTFT histogram counts those requests, the finished count only some of them.
  const started = histograms.ttft?.count ?? requests;
  const decodeTokens =
    generationTokens !== undefined && started !== undefined ? generationTokens - started : 0;
  if (!perStep || itl === undefined || decodeTokens <= 0 || itl.count <= 0) {
    return { metrics, distributions };
  }
  return {
    metrics,
    distributions,
    tokenWeightedTpotMs: (itl.sum / decodeTokens) * msPerSecond,
    tokensPerChunk: decodeTokens / itl.count,
  };
};
