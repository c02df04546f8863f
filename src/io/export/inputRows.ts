import type { AllocationMode, Plan, PlanResult } from "../../model/index.ts";
import { type MetricRow, metricRow } from "./metricRow.ts";

// The plan's entered inputs, the figures a design document quotes as "what we assumed".
// Labels are words with the plan's field name beside them where an engine flag shares it.

const modeNames: Record<AllocationMode, string> = {
  ratio: "Balanced ratio",
  nodeBudget: "Node budget",
  targetQpm: "Target QPM",
  fixed: "Fixed x and y",
};

const optional = (
  section: string,
  metric: string,
  value: number | undefined,
  unit: string,
): MetricRow[] => (value === undefined ? [] : [metricRow(section, metric, value, unit)]);

export const inputRows = (plan: Plan, result: PlanResult): MetricRow[] => {
  const { hardware, workload, prefill, decode, engine, slo, allocation } = plan;
  const s = "Inputs";
  return [
    ...(plan.latency.model === undefined ? [] : [metricRow(s, "Model", plan.latency.model)]),
    metricRow(s, "GPUs per node G", hardware.gpusPerNode, "GPUs"),
    ...optional(s, "GPU-hour price", hardware.gpuHourlyCostUsd, "USD/h"),
    metricRow(s, "Input tokens l_i", workload.inputTokens, "tokens"),
    metricRow(s, "Output tokens l_o", workload.outputTokens, "tokens"),
    metricRow(s, "Prefill nodes per instance n_p", prefill.nodesPerInstance, "nodes"),
    metricRow(s, "Prefill batch b_p", prefill.batchSize, "requests"),
    metricRow(s, "Prefill batch time t1", prefill.batchTimeMs, "ms"),
    metricRow(s, "Prefill engines (data parallel)", prefill.dataParallel),
    metricRow(s, "Decode nodes per instance n_d", decode.nodesPerInstance, "nodes"),
    metricRow(s, "Decode batch b_d", decode.batchSize, "sequences"),
    metricRow(s, "Decode ITL", decode.itlMs, "ms"),
    metricRow(s, "Decode engines (data parallel)", decode.dataParallel),
    metricRow(s, "Draft tokens k", plan.specDecode.draftTokens),
    metricRow(s, "Acceptance length α", result.specDecode.acceptanceLength, "tokens"),
    ...optional(s, "Prefill max sequences (maxNumSeqs)", engine.prefill.maxNumSeqs, "sequences"),
    ...optional(
      s,
      "Prefill max batched tokens (maxNumBatchedTokens)",
      engine.prefill.maxNumBatchedTokens,
      "tokens",
    ),
    ...optional(s, "Decode max sequences (maxNumSeqs)", engine.decode.maxNumSeqs, "sequences"),
    ...optional(
      s,
      "Decode max batched tokens (maxNumBatchedTokens)",
      engine.decode.maxNumBatchedTokens,
      "tokens",
    ),
    ...optional(
      s,
      "Router max concurrency (maxConcurrency)",
      engine.router.maxConcurrency,
      "requests",
    ),
    ...optional(s, "SLO TTFT", slo.ttftMs, "ms"),
    ...optional(s, "SLO TPOT", slo.tpotMs, "ms"),
    ...optional(s, "SLO E2EL", slo.e2elMs, "ms"),
    metricRow(s, "Allocation mode", modeNames[allocation.mode]),
    ...optional(s, "Node budget N", allocation.totalNodes, "nodes"),
    ...optional(s, "Target QPM", allocation.targetQpm, "req/min"),
    ...optional(s, "Fixed prefill instances", allocation.prefillInstances, "instances"),
    ...optional(s, "Fixed decode instances", allocation.decodeInstances, "instances"),
  ];
};
