import type { SourcedRun } from "../io/index.ts";
import {
  agreementTolerance,
  formatGapPercent,
  type MeasuredFormat,
  type MissingReason,
  notesThatHold,
  parseLatencyKey,
  type RunAnalysis,
  type RunNote,
} from "../model/index.ts";
import type { AnalyzeFormat } from "./cliArgs.ts";
import { formatSweep } from "./formatSweep.ts";
import { countKeys, metricLabel } from "./metricLabels.ts";

// `analyze` output: JSON objects keyed by vLLM's own metric names, or vLLM's printed table with a
// column saying where each value came from and how the file's own figures compare.

export interface AnalyzedRun {
  source: SourcedRun;
  analysis: RunAnalysis;
}

const percentPerFraction = 100;
// A metadata value longer than this is cut in the table (the JSON keeps it whole).
const metadataWidth = 60;

const metaJson = ({ source }: AnalyzedRun): Record<string, unknown> => {
  const { run, fileName } = source;
  const rate = run.meta.requestRate;
  return {
    file: fileName,
    line: run.line,
    format: run.format,
    ...(run.meta.backend === undefined ? {} : { backend: run.meta.backend }),
    ...(run.meta.model === undefined ? {} : { model_id: run.meta.model }),
    // vLLM writes an unlimited rate as the string "inf".
    ...(rate === undefined ? {} : { request_rate: Number.isFinite(rate) ? rate : "inf" }),
    ...(run.meta.maxConcurrency === undefined ? {} : { max_concurrency: run.meta.maxConcurrency }),
    // The file's own text values beyond vLLM's (its --metadata, a fork's hardware or quantization).
    ...(Object.keys(run.meta.extra).length === 0 ? {} : { metadata: run.meta.extra }),
  };
};

const runJson = (analyzed: AnalyzedRun): Record<string, unknown> => {
  const { metrics: values, checks } = analyzed.analysis;
  const metrics = Object.fromEntries(values.map((metric) => [metric.key, metric.value]));
  // Where each value came from, for every value not computed exactly from the file's data.
  const sources = Object.fromEntries(
    values.flatMap((metric) => (metric.source === "computed" ? [] : [[metric.key, metric.source]])),
  );
  // The file's value stands; where the recomputation gives another number, even in the last
  // digit, that number is kept beside it.
  const recomputed = Object.fromEntries(
    checks.flatMap((check) =>
      check.computed !== check.stated ? [[check.key, check.computed]] : [],
    ),
  );
  const perPosition = analyzed.analysis.acceptance?.perPosition;
  const counts = analyzed.source.run.specDecode;
  return {
    ...metaJson(analyzed),
    ...metrics,
    ...(perPosition === undefined ? {} : { per_position_acceptance_rates: perPosition }),
    ...(counts === undefined
      ? {}
      : {
          spec_decode_draft_tokens: counts.draftTokens,
          spec_decode_accepted_tokens: counts.acceptedTokens,
          ...(counts.numDrafts === undefined ? {} : { spec_decode_num_drafts: counts.numDrafts }),
        }),
    ...(Object.keys(sources).length === 0 ? {} : { sources }),
    ...(Object.keys(recomputed).length === 0 ? {} : { recomputed }),
  };
};

const valueText = (key: string, value: number | null): string => {
  if (value === null) return "n/a";
  if (countKeys.has(key)) return String(Math.round(value));
  return value.toFixed(2);
};

const noteText: Record<RunNote["code"], string> = {
  goodputKeyWithColon: "the file spells the goodput key request_goodput: (older vLLM)",
  noPerRequestData: "no per-request data: the file's own aggregates are shown",
  sglangItlPerToken:
    "SGLang splits each chunk gap over its tokens, so its ITL and peak output rate are per token",
  sglangOutputLenRequested:
    "output lengths may be the requested ones where the server sent no usage",
  aiperfItlIsTpot: "the file's inter_token_latency is TPOT in vLLM's terms",
  guidellmItlIsTpot: "GuideLLM's inter_token_latency_ms is TPOT in vLLM's terms",
  guidellmItlWeighted:
    "GuideLLM weights inter_token_latency_ms by tokens: with unequal output lengths it is neither vLLM's TPOT nor ITL, not read",
  singleScrape:
    "one scrape: lifetime totals since the server started (two scrapes give a run's delta)",
  counterReset: "a counter went backwards (server restart): its later value is used",
  serverSideTimes: "server-side times: no network, and histogram percentiles are estimates",
  acceptanceFromServerGauge: "acceptance length from SGLang's gauge of recent batches",
  completedDerived: "the file states no completed: counted from its per-request arrays",
  durationDerived: "the file states no duration: completed / request_throughput",
  requestsStillRunning:
    "requests had a first token but had not finished by the later scrape (scrape after the run ends)",
  serverErrors:
    "requests ended in a server error (error or abort) and are not counted as completed",
};

// Where each tool keeps its per-request data, for the note on a file without it.
const detailHint: Record<MeasuredFormat, string> = {
  vllm: "run vllm bench serve with --save-detailed to recompute every statistic",
  sglang: "run bench_serving with --output-details to recompute every statistic",
  aiperf: "AIPerf writes them to profile_export.jsonl, which analyze does not read",
  genaiPerf: "GenAI-Perf writes them to profile_export.json, which analyze does not read",
  prometheus: "a /metrics scrape holds histograms only",
  guidellm: "GuideLLM keeps only a sample of requests, which analyze does not read",
  llmdReport: "a Benchmark Report holds aggregates only",
  inferencePerf:
    "inference-perf writes them to per_request_lifecycle_metrics.json, which analyze does not read",
};

const runNoteText = (note: RunNote, format: MeasuredFormat): string =>
  note.code === "noPerRequestData"
    ? `${noteText.noPerRequestData} (${detailHint[format]})`
    : noteText[note.code];

const missingText = (reason: MissingReason): string => {
  switch (reason.code) {
    case "percentileNotStated":
      return `${reason.key} is not in the file and needs per-request data`;
    case "goodputNeedsRequests":
      return "goodput needs per-request data";
    case "goodputNeedsSlo":
      return "goodput needs SLOs (--goodput ttft:MS,tpot:MS,e2el:MS)";
    case "attainmentNeedsRequests":
      return "SLO attainment needs per-request data";
    case "tokensPerChunkNeedsRequests":
      return "tokens per chunk needs per-request data";
    case "distributionNeedsRequests":
      return "distributions need per-request data";
    case "throughputNeedsDuration":
      return "throughputs need the run's duration";
    case "acceptanceUnknown":
      return "no acceptance length was measured";
    case "notStreamed":
      return "ITL is 0 with several tokens a request: the server answered in one piece, so TTFT is the whole request and TPOT and ITL were not measured";
  }
};

const runTable = ({ source, analysis }: AnalyzedRun): string => {
  const { run, fileName } = source;
  const rate = run.meta.requestRate;
  const heading = [
    `${fileName} line ${run.line}`,
    run.format,
    ...(rate === undefined ? [] : [`rate ${Number.isFinite(rate) ? rate : "inf"} req/s`]),
    ...(run.meta.maxConcurrency === undefined
      ? []
      : [`max concurrency ${run.meta.maxConcurrency}`]),
  ].join(" · ");
  const metadata = Object.entries(run.meta.extra).map(
    ([key, value]) =>
      `${key}=${value.length > metadataWidth ? `${value.slice(0, metadataWidth - 1)}…` : value}`,
  );
  const checks = new Map(analysis.checks.map((check) => [check.key, check]));
  const rows = analysis.metrics.map((metric) => {
    const check = checks.get(metric.key);
    const agrees = check === undefined || check.relativeError <= agreementTolerance;
    const detail =
      check === undefined
        ? metric.bucketMs === undefined
          ? ""
          : `bucket ${metric.bucketMs.lower}–${metric.bucketMs.upper} ms`
        : agrees
          ? metric.source === "stated"
            ? "the recomputation agrees"
            : "matches the file"
          : Number.isFinite(check.relativeError)
            ? `recomputed ${valueText(metric.key, check.computed)} (${formatGapPercent(check.relativeError)} apart)`
            : `recomputed ${valueText(metric.key, check.computed)}`;
    return [metricLabel(metric.key), valueText(metric.key, metric.value), metric.source, detail];
  });
  const widths = [0, 1, 2].map((column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  const lines = rows.map((row) =>
    `  ${row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join("  ")}`.trimEnd(),
  );
  const identity = analysis.identity;
  if (identity !== null) {
    const reference = identity.tokenWeightedTpotMs ?? identity.meanTpotMs;
    const which = identity.tokenWeightedTpotMs === undefined ? "mean TPOT" : "token-weighted TPOT";
    lines.push(
      `  mean ITL / α = ${identity.meanItlMs.toFixed(2)} / ${identity.acceptanceLength.toFixed(3)}${identity.acceptanceAssumed ? " (no α measured: 1 assumed)" : ""} = ${identity.itlOverAcceptanceMs.toFixed(2)} ms vs ${which} ${reference.toFixed(2)} ms (${(identity.gap * percentPerFraction).toFixed(2)}%)`,
    );
  }
  const perPosition = analysis.acceptance?.perPosition;
  if (perPosition !== undefined) {
    lines.push(
      `  per-position acceptance: ${perPosition.map((rate) => rate.toFixed(3)).join(", ")}`,
    );
  }
  for (const [metric, share] of Object.entries(analysis.attainment)) {
    lines.push(
      `  within ${metric.toUpperCase()} SLO: ${(share * percentPerFraction).toFixed(2)}% of requests`,
    );
  }
  const unreproduced = analysis.unreproduced ?? [];
  // Approximate by the rebuild, not because the file's own statistics were not reproduced.
  const approximate = analysis.metrics.some(
    (metric) =>
      metric.source === "approximate" &&
      !unreproduced.some((name) => parseLatencyKey(metric.key)?.metric === name),
  );
  const notes = [
    ...notesThatHold(run.notes, analysis).map((note) => runNoteText(note, run.format)),
    ...(approximate
      ? ["approximate: rebuilt as TTFT + the chunk gaps, as the file saves no per-request latency"]
      : []),
    ...unreproduced.map(
      (metric) =>
        `the file's ${metric.toUpperCase()} statistics are not what its per-request data give: those it does not state are approximate`,
    ),
    ...analysis.missing.map(missingText),
  ];
  return [
    heading,
    ...(metadata.length === 0 ? [] : [`  metadata: ${metadata.join(", ")}`]),
    ...lines,
    ...notes.map((note) => `  note: ${note}`),
  ].join("\n");
};

export const formatAnalysis = (runs: readonly AnalyzedRun[], format: AnalyzeFormat): string => {
  if (format === "json") return `${JSON.stringify(runs.map(runJson), null, 2)}\n`;
  // Several runs open with one summary table, a row a run; each run's details follow.
  const summary = formatSweep(runs);
  return `${summary === "" ? "" : `${summary}\n`}${runs.map(runTable).join("\n\n")}\n`;
};
