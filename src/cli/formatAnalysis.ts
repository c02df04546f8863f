import type { SourcedRun } from "../io/index.ts";
import {
  agreementTolerance,
  formatGapPercent,
  parseLatencyKey,
  type RunAnalysis,
} from "../model/index.ts";
import {
  countKeys,
  metricLabel,
  metricWordsEn,
  runNotesEn,
  runRemarkParts,
} from "../text/index.ts";
import type { AnalyzeFormat } from "./cliArgs.ts";
import { formatSweep } from "./formatSweep.ts";

// `analyze` output: JSON objects keyed by vLLM's own metric names, or a table after the one vLLM
// prints (its rows named as the Measurements tab names them) with a column saying where each value
// came from and how the file's own figures compare.

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

// `analyze` says what a file says or lacks in the Measurements tab's words.
const words = runNotesEn;

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
    return [
      metricLabel(metric.key, metricWordsEn),
      valueText(metric.key, metric.value),
      metric.source,
      detail,
    ];
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
  const remarks = runRemarkParts(run, analysis, words, {
    keyLabel: (key) => key,
    latencyName: (metric) => metricWordsEn.latencyNames[metric],
    sloWhere: "cli",
  });
  const notes = [
    ...remarks.notes,
    ...(approximate ? [words.approximateRebuilt] : []),
    ...remarks.unreproduced,
    ...remarks.missing,
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
