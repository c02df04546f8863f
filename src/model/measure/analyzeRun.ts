import { acceptanceOf, acceptanceRateOf } from "./acceptance.ts";
import type {
  AggregateCheck,
  AnalyzeOptions,
  MetricValue,
  MissingReason,
  RunAnalysis,
} from "./analysis.ts";
import { analyzeHistograms } from "./analyzeHistograms.ts";
import { analyzeRequests } from "./analyzeRequests.ts";
import {
  extraKeys,
  latencyMetrics,
  parseLatencyKey,
  percentileKey,
  runKeys,
  statisticKey,
} from "./metricKeys.ts";
import { peakRates } from "./peakRates.ts";
import { requestSamples } from "./requestSamples.ts";
import type { MeasuredRun } from "./run.ts";
import { checkAcceptance, reconciled, reconcileStatistics } from "./statedChecks.ts";
import { tpotIdentity } from "./tpotIdentity.ts";

// One run's metrics: recomputed from per-request data where the file has it, estimated from
// histograms for a scrape, otherwise the file's own aggregates; each tagged with where it came from.
// A measured value is never overwritten: where the file states a value, that number is shown to
// the last digit, computed when the recomputation agrees with it and stated when it does not; the
// check carries both.

const msPerSecond = 1000;
const reachedShare = 0.9;
const percentPerFraction = 100;

// Throughputs follow from the stated counts and duration even without per-request data.
const throughputsFromCounts = (run: MeasuredRun): MetricValue[] => {
  const { stated, durationS } = run;
  const completed = stated.completed;
  const input = stated.total_input_tokens;
  const output = stated.total_output_tokens;
  if (durationS === undefined || !(durationS > 0)) return [];
  const rates: [string, number | null | undefined][] = [
    ["request_throughput", completed],
    ["output_throughput", output],
    [
      "total_token_throughput",
      typeof input === "number" && typeof output === "number" ? input + output : undefined,
    ],
  ];
  return rates.flatMap(([key, amount]) =>
    typeof amount === "number"
      ? [{ key, value: amount / durationS, source: "computed" as const }]
      : [],
  );
};

const ordered = (metrics: Map<string, MetricValue>): MetricValue[] => {
  const keys: string[] = [...runKeys];
  for (const metric of latencyMetrics) {
    keys.push(
      statisticKey(metric, "mean"),
      statisticKey(metric, "median"),
      statisticKey(metric, "std"),
    );
    const percentileKeys = [...metrics.keys()]
      .flatMap((key) => {
        const parsed = parseLatencyKey(key);
        const percent = Number(parsed?.percentText);
        return parsed?.metric === metric && Number.isFinite(percent) ? [{ key, percent }] : [];
      })
      .sort((a, b) => a.percent - b.percent);
    keys.push(...percentileKeys.map(({ key }) => key));
  }
  keys.push(...extraKeys);
  const listed = keys.flatMap((key) => {
    const found = metrics.get(key);
    return found === undefined ? [] : [found];
  });
  const rest = [...metrics.values()].filter((value) => !keys.includes(value.key));
  return [...listed, ...rest];
};

export const analyzeRun = (run: MeasuredRun, options: AnalyzeOptions): RunAnalysis => {
  const metrics = new Map<string, MetricValue>();
  const put = (value: MetricValue) => metrics.set(value.key, value);
  const missing: MissingReason[] = [];
  // What the requests and histograms give: the reported percentiles and those computed besides.
  const computing: AnalyzeOptions = {
    ...options,
    percentiles: [...new Set([...options.percentiles, ...(options.alsoComputed ?? [])])].sort(
      (a, b) => a - b,
    ),
  };
  const fromRequests =
    run.requests === undefined
      ? null
      : analyzeRequests(requestSamples(run.requests), run.durationS, computing);
  const fromHistograms =
    fromRequests === null && run.histograms !== undefined
      ? analyzeHistograms(run, computing)
      : null;
  if (run.durationS !== undefined) {
    const derived = run.notes.some((note) => note.code === "durationDerived");
    put({ key: "duration", value: run.durationS, source: derived ? "computed" : "stated" });
  }
  for (const value of fromRequests?.metrics ??
    fromHistograms?.metrics ??
    throughputsFromCounts(run)) {
    put(value);
  }
  const peaks = run.requests === undefined ? undefined : peakRates(run.requests);
  if (peaks !== undefined) {
    put({ key: "max_output_tokens_per_s", value: peaks.maxOutputTokensPerS, source: "computed" });
    put({
      key: "max_concurrent_requests",
      value: peaks.maxConcurrentRequests,
      source: peaks.latencyExact ? "computed" : "approximate",
    });
  }
  // SGLang states its input token rate too: the input tokens over the run's duration.
  const inputTokens = metrics.get("total_input_tokens")?.value ?? run.stated.total_input_tokens;
  if (
    typeof run.stated.input_throughput === "number" &&
    typeof inputTokens === "number" &&
    run.durationS !== undefined &&
    run.durationS > 0
  ) {
    put({ key: "input_throughput", value: inputTokens / run.durationS, source: "computed" });
  }
  const checks: AggregateCheck[] = [];
  for (const [key, stated] of Object.entries(run.stated)) {
    const mine = metrics.get(key);
    if (mine === undefined) {
      put({ key, value: stated, source: "stated" });
    } else if (
      typeof stated === "number" &&
      mine.value !== null &&
      (mine.source === "computed" || mine.source === "approximate")
    ) {
      // The file's goodput used SLOs it does not record, so it is not comparable.
      if (key === "request_goodput") continue;
      put(reconciled(key, stated, mine.value, mine.source, checks));
    }
  }
  const unreproduced =
    fromRequests === null ? [] : reconcileStatistics(metrics, checks, computing.percentiles);
  if (fromRequests === null) {
    // numpy.median is numpy.percentile(50) with the linear method, so a stated median is the p50.
    for (const metric of latencyMetrics) {
      const median = metrics.get(statisticKey(metric, "median"));
      const p50 = percentileKey(metric, 50);
      if (options.percentiles.includes(50) && median !== undefined && !metrics.has(p50)) {
        put({ ...median, key: p50 });
      }
    }
    for (const metric of latencyMetrics) {
      const known = [...metrics.keys()].some((key) => key.endsWith(`_${metric}_ms`));
      for (const percent of options.percentiles) {
        const key = percentileKey(metric, percent);
        if (known && !metrics.has(key)) missing.push({ code: "percentileNotStated", key });
      }
    }
    if (options.goodput !== undefined) missing.push({ code: "goodputNeedsRequests" });
    if (fromHistograms === null) missing.push({ code: "distributionNeedsRequests" });
    if (fromHistograms?.tokensPerChunk === undefined) {
      missing.push({ code: "tokensPerChunkNeedsRequests" });
    }
    if (options.goodput !== undefined) missing.push({ code: "attainmentNeedsRequests" });
  } else if (options.goodput === undefined) {
    missing.push({ code: "goodputNeedsSlo" });
  }
  if (run.durationS === undefined) missing.push({ code: "throughputNeedsDuration" });
  const acceptance = acceptanceOf(run);
  const lengthValue = checkAcceptance(
    "mean_acceptance_length",
    run.statedAcceptanceLength,
    acceptance?.source === "counts"
      ? { key: "mean_acceptance_length", value: acceptance.meanLength, source: "computed" }
      : undefined,
    checks,
  );
  if (lengthValue !== undefined) put(lengthValue);
  // The rate needs no draft count: V0 servers' counters give it without a length.
  const acceptanceRate = acceptanceRateOf(run);
  // In percent, as vLLM's bench writes spec_decode_acceptance_rate.
  const rateValue = checkAcceptance(
    "acceptance_rate_percent",
    run.statedAcceptanceRatePercent,
    acceptanceRate === undefined
      ? undefined
      : {
          key: "acceptance_rate_percent",
          value: acceptanceRate * percentPerFraction,
          source: "computed",
        },
    checks,
  );
  if (rateValue !== undefined) put(rateValue);
  const analysis = fromRequests ?? fromHistograms;
  const tokensPerChunk = analysis?.tokensPerChunk;
  if (tokensPerChunk !== undefined)
    put({ key: "tokens_per_chunk", value: tokensPerChunk, source: "computed" });
  const metricOf = (key: string): number | undefined => {
    const value = metrics.get(key)?.value;
    return typeof value === "number" ? value : undefined;
  };
  const completed = metricOf("completed");
  // Without a stated total, the output rate over the duration gives it.
  const outputRate = metricOf("output_throughput");
  const outputTokens =
    metricOf("total_output_tokens") ??
    (outputRate !== undefined && run.durationS !== undefined
      ? outputRate * run.durationS
      : undefined);
  const firstItlMs = metricOf("mean_itl_ms") ?? metricOf("median_itl_ms");
  const notStreamed =
    firstItlMs === 0 &&
    completed !== undefined &&
    outputTokens !== undefined &&
    outputTokens > completed;
  if (notStreamed) missing.push({ code: "notStreamed" });
  const itlPerToken = run.notes.some((note) => note.code === "sglangItlPerToken");
  const meanItlMs = metricOf("mean_itl_ms");
  const meanTpotMs = metricOf("mean_tpot_ms") ?? analysis?.tokenWeightedTpotMs;
  // A per-token ITL is already TPOT-like: dividing it by α again says nothing.
  const identity =
    itlPerToken || notStreamed || meanItlMs === undefined || meanTpotMs === undefined
      ? null
      : tpotIdentity({
          meanItlMs,
          meanTpotMs,
          acceptanceLength: acceptance?.meanLength,
          ...(analysis?.tokenWeightedTpotMs === undefined
            ? {}
            : { tokenWeightedTpotMs: analysis.tokenWeightedTpotMs }),
          ...(tokensPerChunk === undefined ? {} : { tokensPerChunk }),
        });
  const meanE2elMs = metricOf("mean_e2el_ms");
  const littles =
    fromRequests?.meanInFlight ??
    (completed !== undefined &&
    meanE2elMs !== undefined &&
    run.durationS !== undefined &&
    run.durationS > 0
      ? (completed * meanE2elMs) / msPerSecond / run.durationS
      : undefined);
  // A cap the run never reached (a low request rate) is not the batch it ran at: take the
  // measured in-flight mean when it stays below nine tenths of the cap.
  const cap = run.meta.maxConcurrency;
  const concurrency: RunAnalysis["concurrency"] =
    cap !== undefined && (littles === undefined || littles >= reachedShare * cap)
      ? { value: cap, source: "maxConcurrency" }
      : littles !== undefined
        ? { value: littles, source: "littlesLaw" }
        : null;
  return {
    metrics: ordered(metrics),
    checks,
    attainment: fromRequests?.attainment ?? {},
    acceptance,
    identity,
    distributions: fromRequests?.distributions ?? fromHistograms?.distributions ?? {},
    missing,
    itlPerToken,
    concurrency,
    ...(unreproduced.length === 0 ? {} : { unreproduced }),
  };
};
