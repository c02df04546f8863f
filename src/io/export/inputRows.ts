import type { Plan, PlanResult } from "../../model/index.ts";
import { type ReportWords, reportEn } from "../../text/index.ts";
import { type MetricRow, metricRow, type ReportSection } from "./metricRow.ts";

// The plan's entered inputs, the figures a design document quotes as "what we assumed".
// Labels are words with the plan's field name beside them where an engine flag shares it.

// A share is exported as a percentage, as the form shows it.
const percent = 100;

const optional = (
  section: ReportSection,
  metric: string,
  value: number | undefined,
  unit: string,
): MetricRow[] => (value === undefined ? [] : [metricRow(section, metric, value, unit)]);

export const inputRows = (
  plan: Plan,
  result: PlanResult,
  words: ReportWords = reportEn,
): MetricRow[] => {
  const { hardware, workload, prefill, decode, engine, slo, allocation } = plan;
  const s = "inputs";
  const w = words.inputs;
  return [
    ...(plan.latency.model === undefined ? [] : [metricRow(s, w.model, plan.latency.model)]),
    metricRow(s, w.gpusPerNode, hardware.gpusPerNode, "GPUs"),
    ...optional(s, w.gpuHourlyCost, hardware.gpuHourlyCostUsd, "USD/h"),
    ...optional(s, w.decodeGpuHourlyCost, hardware.decodeGpuHourlyCostUsd, "USD/h"),
    metricRow(s, w.inputTokens, workload.inputTokens, "tokens"),
    metricRow(s, w.outputTokens, workload.outputTokens, "tokens"),
    ...optional(
      s,
      w.prefixCacheHitRate,
      workload.prefixCacheHitRate === undefined ? undefined : workload.prefixCacheHitRate * percent,
      "%",
    ),
    metricRow(s, w.prefillNodes, prefill.nodesPerInstance, "nodes"),
    metricRow(s, w.prefillBatch, prefill.batchSize, "requests"),
    metricRow(s, w.prefillBatchTime, prefill.batchTimeMs, "ms"),
    metricRow(s, w.prefillEngines, prefill.dataParallel),
    metricRow(s, w.decodeNodes, decode.nodesPerInstance, "nodes"),
    metricRow(s, w.decodeBatch, decode.batchSize, "sequences"),
    metricRow(s, w.decodeItl, decode.itlMs, "ms"),
    metricRow(s, w.decodeEngines, decode.dataParallel),
    metricRow(s, w.draftTokens, plan.specDecode.draftTokens),
    metricRow(s, w.acceptanceLength, result.specDecode.acceptanceLength, "tokens"),
    ...optional(s, w.prefillMaxSeqs, engine.prefill.maxNumSeqs, "sequences"),
    ...optional(s, w.prefillMaxTokens, engine.prefill.maxNumBatchedTokens, "tokens"),
    ...optional(s, w.decodeMaxSeqs, engine.decode.maxNumSeqs, "sequences"),
    ...optional(s, w.decodeMaxTokens, engine.decode.maxNumBatchedTokens, "tokens"),
    ...optional(s, w.routerMax, engine.router.maxConcurrency, "requests"),
    ...optional(s, w.sloTtft, slo.ttftMs, "ms"),
    ...optional(s, w.sloTpot, slo.tpotMs, "ms"),
    ...optional(s, w.sloE2el, slo.e2elMs, "ms"),
    metricRow(s, w.allocationMode, words.modes[allocation.mode]),
    ...optional(s, w.nodeBudget, allocation.totalNodes, "nodes"),
    ...optional(s, w.targetQpm, allocation.targetQpm, "req/min"),
    ...optional(s, w.fixedPrefill, allocation.prefillInstances, "instances"),
    ...optional(s, w.fixedDecode, allocation.decodeInstances, "instances"),
  ];
};
