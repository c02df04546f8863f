import { formatNumber, type PlanResult } from "../../model/index.ts";
import { percent } from "../../model/units.ts";
import type { Dictionary } from "../i18n/en.ts";
import { fill } from "../i18n/format.ts";
import type { ReportLine } from "./inputLines.ts";
import type { PrintText } from "./text.ts";

const withUnit = (value: number, unit: string): string => `${formatNumber(value)} ${unit}`;
const percentText = (share: number): string => `${formatNumber(Math.round(share * percent))}%`;

/** The headline results: instances, throughput per node and GPU, latency, utilization, cost. */
export const resultLines = (result: PlanResult, t: Dictionary, text: PrintText): ReportLine[] => {
  const { allocation: a, throughput: q, latency, utilization, cost } = result;
  const r = t.results;
  return [
    {
      label: text.instances,
      value: fill(r.instances, { x: a.prefillInstances, y: a.decodeInstances }),
    },
    {
      label: text.nodesGpus,
      value: `${formatNumber(a.totalNodes)} · ${formatNumber(a.totalGpus)}`,
    },
    { label: r.qpm, value: withUnit(q.qpm, "req/min") },
    { label: r.qpmPerNode, value: withUnit(q.qpmPerNode, "req/min") },
    { label: r.qpmPerGpu, value: withUnit(q.qpmPerGpu, "req/min") },
    { label: r.rps, value: withUnit(q.requestsPerSecond, "req/s") },
    { label: r.inputTps, value: withUnit(q.inputTokensPerSecond, "tok/s") },
    { label: r.outputTps, value: withUnit(q.outputTokensPerSecond, "tok/s") },
    { label: r.outputPerGpu, value: withUnit(q.outputTokensPerSecondPerGpu, "tok/s") },
    { label: r.ttft, value: withUnit(latency.ttftMs, "ms") },
    { label: r.tpot, value: withUnit(latency.tpotMs, "ms") },
    { label: r.itl, value: withUnit(latency.itlMs, "ms") },
    { label: r.e2el, value: withUnit(latency.e2elMs, "ms") },
    {
      label: text.utilization,
      value: `${percentText(utilization.prefill)} · ${percentText(utilization.decode)}`,
    },
    ...(cost === null ? [] : [{ label: r.perHour, value: withUnit(cost.perHourUsd, "USD") }]),
    ...(cost === null || cost.perMillionOutputTokensUsd === null
      ? []
      : [{ label: r.perMillionOutput, value: withUnit(cost.perMillionOutputTokensUsd, "USD") }]),
  ];
};

/** The three concurrency figures of model.md §4, each with what it counts. */
export const concurrencyLines = (result: PlanResult, t: Dictionary): ReportLine[] => {
  const r = t.results;
  const { article, decodeSlots, littlesLaw } = result.concurrency;
  return [
    { label: r.concurrencyArticle, value: formatNumber(article) },
    { label: r.concurrencyDecodeSlots, value: formatNumber(decodeSlots) },
    { label: r.concurrencyLittle, value: formatNumber(littlesLaw) },
  ];
};
