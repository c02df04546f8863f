import { concurrencyText, durationText, rateText, roundedText, usdText } from "../../io/index.ts";
import { formatBand, formatNumber, type PlanResult, percent } from "../../model/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { type AccuracyReportWords, accuracyLabelled, fill } from "../../text/index.ts";
import type { ReportLine } from "./inputLines.ts";
import type { PrintText } from "./text.ts";

// Rounded as the Markdown summary rounds them (src/io/export/reportNumber.ts): paper is read, not
// computed with.
const rate = (value: number, unit: string): string => `${rateText(value)} ${unit}`;
const busyText = (share: number): string => `${roundedText(share * percent, 0)}%`;
// An estimate's band after its value: "8,170 req/min ±31%".
const banded = (value: string, band: number | null): string =>
  band === null ? value : `${value} ${formatBand(band)}`;

/** The headline results: instances, throughput per node and GPU, latency, utilization, cost. */
export const resultLines = (result: PlanResult, t: Dictionary, text: PrintText): ReportLine[] => {
  const { allocation: a, throughput: q, latency, utilization, cost } = result;
  const r = t.results;
  const throughput = (value: number, unit: string) =>
    banded(rate(value, unit), result.accuracy.throughput);
  return [
    {
      label: text.instances,
      value: fill(r.instances, { x: a.prefillInstances, y: a.decodeInstances }),
    },
    {
      label: text.nodesGpus,
      value: `${formatNumber(a.totalNodes)} · ${formatNumber(a.totalGpus)}`,
    },
    { label: r.qpm, value: throughput(q.qpm, "req/min") },
    { label: r.qpmPerNode, value: throughput(q.qpmPerNode, "req/min") },
    { label: r.qpmPerGpu, value: throughput(q.qpmPerGpu, "req/min") },
    { label: r.rps, value: throughput(q.requestsPerSecond, "req/s") },
    { label: r.inputTps, value: throughput(q.inputTokensPerSecond, "tok/s") },
    { label: r.outputTps, value: throughput(q.outputTokensPerSecond, "tok/s") },
    { label: r.outputPerGpu, value: throughput(q.outputTokensPerSecondPerGpu, "tok/s") },
    { label: r.ttft, value: durationText(latency.ttftMs) },
    { label: r.tpot, value: durationText(latency.tpotMs) },
    {
      label: r.itl,
      value: banded(durationText(latency.itlMs), result.accuracy.decode?.fraction ?? null),
    },
    { label: r.e2el, value: durationText(latency.e2elMs) },
    {
      label: text.utilization,
      value: `${busyText(utilization.prefill)} · ${busyText(utilization.decode)}`,
    },
    ...(cost === null ? [] : [{ label: r.perHour, value: `${usdText(cost.perHourUsd)} USD` }]),
    ...(cost === null || cost.perMillionOutputTokensUsd === null
      ? []
      : [{ label: r.perMillionOutput, value: `${usdText(cost.perMillionOutputTokensUsd)} USD` }]),
  ];
};

/** The three concurrency figures of docs/model.md §4, each with what it counts. */
export const concurrencyLines = (result: PlanResult, t: Dictionary): ReportLine[] => {
  const r = t.results;
  const { article, decodeSlots, littlesLaw } = result.concurrency;
  return [
    { label: r.concurrencyArticle, value: concurrencyText(article) },
    { label: r.concurrencyDecodeSlots, value: concurrencyText(decodeSlots) },
    { label: r.concurrencyLittle, value: concurrencyText(littlesLaw) },
  ];
};

/** How far the roofline estimates may be: each phase's band, what no case covers, the derived bands. */
export const accuracyLines = (
  result: PlanResult,
  t: Dictionary,
  reportWords: AccuracyReportWords,
): ReportLine[] => accuracyLabelled(result.accuracy, { ...t.accuracy, ...reportWords });
