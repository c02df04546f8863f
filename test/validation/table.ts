import { percent } from "../../src/model/units.ts";
import type { LatencyMetric, Prediction, ThroughputMetric } from "./predict.ts";

// Markdown tables of predictions against published figures, as docs/validation.md shows them.

const throughputLabels: Record<ThroughputMetric, string> = {
  inputTokensPerSecondPerGpu: "input tok/s per GPU",
  outputTokensPerSecondPerGpu: "output tok/s per GPU",
  outputTokensPerSecondPerUser: "output tok/s per user",
};

const latencyLabels: Record<LatencyMetric, string> = {
  prefillBatchTimeMs: "prefill batch ms",
  itlMs: "ITL ms",
  tpotMs: "TPOT ms",
  outputTokensPerSecondPerUser: "tok/s per user",
};

const grouped = (value: number, fractionDigits: number): string =>
  value.toLocaleString("en-US", {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

/** An error as a signed percentage with one decimal: "+23.6", "−28.9". */
export const errorPercent = (error: number): string => {
  const text = grouped(Math.abs(error) * percent, 1);
  return error < 0 ? `−${text}` : `+${text}`;
};

const row = (cells: readonly string[]): string => `| ${cells.join(" | ")} |`;

/** One row per case: published and predicted throughput per GPU, its error, and the latency check if any. */
export const validationTable = (predictions: readonly Prediction[]): string => {
  const header = [
    "#",
    "Case",
    "Grade",
    "Metric",
    "Published",
    "Predicted",
    "Error %",
    "Latency metric",
    "Published",
    "Predicted",
    "Error %",
  ];
  const lines = predictions.map((p, index) =>
    row([
      String(index + 1),
      `\`${p.id}\``,
      p.grade,
      throughputLabels[p.throughputMetric],
      grouped(p.throughput.published, 0),
      grouped(p.throughput.predicted, 0),
      errorPercent(p.throughput.error),
      p.latencyMetric === null ? "" : latencyLabels[p.latencyMetric],
      p.latency === null ? "" : grouped(p.latency.published, 1),
      p.latency === null ? "" : grouped(p.latency.predicted, 1),
      p.latency === null ? "" : errorPercent(p.latency.error),
    ]),
  );
  return [row(header), row(header.map(() => "---")), ...lines].join("\n");
};

/**
 * The inputs each prediction settled on (batch and where it came from, KV cap, context), the modelled
 * step, and the compute efficiency that would explain the published step if the step were all compute.
 */
export const inputsTable = (predictions: readonly Prediction[]): string => {
  const header = [
    "#",
    "Case",
    "Batch per replica",
    "KV cap per replica",
    "Context tokens",
    "Bound by",
    "Step ms",
    "Compute ms",
    "MFU used",
    "Published step ms",
    "Implied compute efficiency",
  ];
  const lines = predictions.map((p, index) =>
    row([
      String(index + 1),
      `\`${p.id}\``,
      grouped(p.sequencesPerReplica, Number.isInteger(p.sequencesPerReplica) ? 0 : 2),
      p.kvCapSequencesPerReplica === null ? "" : grouped(Math.floor(p.kvCapSequencesPerReplica), 0),
      grouped(p.contextTokens, 0),
      p.boundBy,
      grouped(p.stepMs, 1),
      grouped(p.computeMs, 1),
      grouped(p.computeEfficiency, 2),
      p.publishedStepMs === null ? "" : grouped(p.publishedStepMs, 1),
      p.publishedStepMs === null
        ? ""
        : grouped((p.computeEfficiency * p.computeMs) / p.publishedStepMs, 2),
    ]),
  );
  return [row(header), row(header.map(() => "---")), ...lines].join("\n");
};

/** Throughput error per case, one column per set of predictions. */
export const errorColumnsTable = (
  columns: readonly { name: string; predictions: readonly Prediction[] }[],
): string => {
  const header = ["#", "Case", ...columns.map((c) => c.name)];
  const ids = columns[0]?.predictions.map((p) => p.id) ?? [];
  const lines = ids.map((id, index) =>
    row([
      String(index + 1),
      `\`${id}\``,
      ...columns.map((c) => errorPercent(c.predictions[index]?.throughput.error ?? Number.NaN)),
    ]),
  );
  return [row(header), row(header.map(() => "---")), ...lines].join("\n");
};

/** Throughput error per case under the defaults and under each what-if. */
export const whatIfTable = (
  base: readonly Prediction[],
  whatIfs: readonly { name: string; predictions: readonly Prediction[] }[],
): string => errorColumnsTable([{ name: "Defaults", predictions: base }, ...whatIfs]);
