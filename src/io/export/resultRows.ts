import type { PlanResult, StepParts } from "../../model/index.ts";
import { partShares, percent, slosJudged } from "../../model/index.ts";
import { fill, type ReportWords, reportEn } from "../../text/index.ts";
import { accuracyRows } from "./accuracyRows.ts";
import { type MetricRow, metricRow } from "./metricRow.ts";

// What the solver derived, section by section, in the units the CLI report uses.

type SloName = keyof PlanResult["slo"];
const sloNames: Record<SloName, string> = { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" };

/** Each SLO set: target, planned value and margin (positive is headroom). */
export const sloRows = (result: PlanResult, words: ReportWords = reportEn): MetricRow[] =>
  (Object.keys(sloNames) as SloName[]).flatMap((name) => {
    const check = result.slo[name];
    if (check === null) return [];
    const slo = { slo: sloNames[name] };
    const r = words.results;
    return [
      metricRow("sloMargins", fill(r.sloTarget, slo), check.targetMs, "ms"),
      metricRow("sloMargins", fill(r.sloPlanned, slo), check.valueMs, "ms"),
      metricRow("sloMargins", fill(r.sloMargin, slo), check.marginMs, "ms"),
      metricRow("sloMargins", fill(r.sloMarginShare, slo), check.marginFraction * percent, "%"),
      metricRow(
        "sloMargins",
        fill(r.sloMet, slo),
        slosJudged(result) ? (check.met ? words.yes : words.no) : words.notJudged,
      ),
    ];
  });

/** The three concurrency figures of docs/model.md §4, labelled as the CLI report labels them. */
export const concurrencyRows = (result: PlanResult, words: ReportWords = reportEn): MetricRow[] => [
  metricRow("concurrency", words.results.article, result.concurrency.article, "requests"),
  metricRow("concurrency", words.results.decodeSlots, result.concurrency.decodeSlots, "requests"),
  metricRow("concurrency", words.results.littlesLaw, result.concurrency.littlesLaw, "requests"),
];

/** Each roofline phase's time by operator group, then what overlap hid (ms). */
export const stepPartRows = (result: PlanResult, words: ReportWords = reportEn): MetricRow[] => {
  const r = words.results;
  const rowsOf = (phase: string, parts: StepParts | null): MetricRow[] => {
    if (parts === null) return [];
    const row = (part: string, ms: number) =>
      metricRow("latency", fill(r.stepPart, { phase, part }), ms, "ms");
    return [
      ...partShares(parts).map((part) => row(words.stepParts[part.key], part.ms)),
      ...(parts.overlapHiddenMs > 0
        ? [row(words.stepParts.overlapHiddenMs, -parts.overlapHiddenMs)]
        : []),
    ];
  };
  return [
    ...rowsOf("t1", result.latencyModel.prefill.parts),
    ...rowsOf(r.itl, result.latencyModel.decode.parts),
  ];
};

export const resultRows = (result: PlanResult, words: ReportWords = reportEn): MetricRow[] => {
  const { allocation: a, throughput: t, latency, utilization, limits, cost } = result;
  const r = words.results;
  return [
    metricRow("allocation", r.prefillInstances, a.prefillInstances, "instances"),
    metricRow("allocation", r.decodeInstances, a.decodeInstances, "instances"),
    metricRow("allocation", r.nodes, a.totalNodes, "nodes"),
    metricRow("allocation", r.gpus, a.totalGpus, "GPUs"),
    metricRow("throughput", r.requestsPerSecond, t.requestsPerSecond, "req/s"),
    metricRow("throughput", r.qpm, t.qpm, "req/min"),
    metricRow("throughput", r.qpmPerNode, t.qpmPerNode, "req/min"),
    metricRow("throughput", r.qpmPerGpu, t.qpmPerGpu, "req/min"),
    metricRow("throughput", r.inputTps, t.inputTokensPerSecond, "tok/s"),
    metricRow("throughput", r.outputTps, t.outputTokensPerSecond, "tok/s"),
    metricRow("throughput", r.outputTpsPerGpu, t.outputTokensPerSecondPerGpu, "tok/s"),
    metricRow("utilization", r.prefillBusy, utilization.prefill * percent, "%"),
    metricRow("utilization", r.decodeBusy, utilization.decode * percent, "%"),
    metricRow("utilization", r.bottleneck, words.bottleneck[result.bottleneck]),
    metricRow("latency", r.ttft, latency.ttftMs, "ms"),
    metricRow("latency", r.tpot, latency.tpotMs, "ms"),
    metricRow("latency", r.itl, latency.itlMs, "ms"),
    metricRow("latency", r.e2el, latency.e2elMs, "ms"),
    ...stepPartRows(result, words),
    metricRow("limits", r.prefillBatch, limits.prefillBatch.effective, "requests"),
    metricRow("limits", r.decodeBatch, limits.decodeBatch.effective, "sequences"),
    ...concurrencyRows(result, words),
    ...(cost
      ? [
          metricRow("cost", r.costPerHour, cost.perHourUsd, "USD"),
          ...(cost.perMillionOutputTokensUsd === null
            ? []
            : [metricRow("cost", r.costPerMillionOutput, cost.perMillionOutputTokensUsd, "USD")]),
        ]
      : []),
    ...sloRows(result, words),
    ...accuracyRows(result, words),
    metricRow("status", r.feasible, result.feasible ? words.yes : words.no),
  ];
};
