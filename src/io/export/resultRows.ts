import type { PlanResult } from "../../model/index.ts";
import { percent } from "../../model/index.ts";
import { type MetricRow, metricRow } from "./metricRow.ts";

// What the solver derived, section by section, in the units the CLI report uses.

type SloName = keyof PlanResult["slo"];
const bottleneckNames: Record<PlanResult["bottleneck"], string> = {
  prefill: "Prefill",
  decode: "Decode",
  balanced: "Balanced",
  none: "None",
};
const sloNames: Record<SloName, string> = { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" };

/** Each SLO set: target, planned value and margin (positive is headroom). */
export const sloRows = (result: PlanResult): MetricRow[] =>
  (Object.keys(sloNames) as SloName[]).flatMap((name) => {
    const check = result.slo[name];
    if (check === null) return [];
    const label = sloNames[name];
    return [
      metricRow("SLO margins", `${label} target`, check.targetMs, "ms"),
      metricRow("SLO margins", `${label} planned`, check.valueMs, "ms"),
      metricRow("SLO margins", `${label} margin`, check.marginMs, "ms"),
      metricRow("SLO margins", `${label} margin share`, check.marginFraction * percent, "%"),
      metricRow("SLO margins", `${label} met`, check.met ? "yes" : "no"),
    ];
  });

/** The three concurrency figures of docs/model.md §4, labelled as the CLI report labels them. */
export const concurrencyRows = (result: PlanResult): MetricRow[] => [
  metricRow(
    "Concurrency",
    "C, requests decoding (article)",
    result.concurrency.article,
    "requests",
  ),
  metricRow("Concurrency", "Decode slots y · b_d", result.concurrency.decodeSlots, "requests"),
  metricRow(
    "Concurrency",
    "L, requests in flight (Little's law)",
    result.concurrency.littlesLaw,
    "requests",
  ),
];

export const resultRows = (result: PlanResult): MetricRow[] => {
  const { allocation: a, throughput: t, latency, utilization, limits, cost } = result;
  return [
    metricRow("Allocation", "Prefill instances x", a.prefillInstances, "instances"),
    metricRow("Allocation", "Decode instances y", a.decodeInstances, "instances"),
    metricRow("Allocation", "Nodes", a.totalNodes, "nodes"),
    metricRow("Allocation", "GPUs", a.totalGpus, "GPUs"),
    metricRow("Throughput", "Requests per second λ", t.requestsPerSecond, "req/s"),
    metricRow("Throughput", "QPM", t.qpm, "req/min"),
    metricRow("Throughput", "QPM per node", t.qpmPerNode, "req/min"),
    metricRow("Throughput", "QPM per GPU", t.qpmPerGpu, "req/min"),
    metricRow("Throughput", "Input tokens/s", t.inputTokensPerSecond, "tok/s"),
    metricRow("Throughput", "Output tokens/s", t.outputTokensPerSecond, "tok/s"),
    metricRow("Throughput", "Output tokens/s per GPU", t.outputTokensPerSecondPerGpu, "tok/s"),
    metricRow("Utilization", "Prefill busy", utilization.prefill * percent, "%"),
    metricRow("Utilization", "Decode busy", utilization.decode * percent, "%"),
    metricRow("Utilization", "Bottleneck", bottleneckNames[result.bottleneck]),
    metricRow("Latency", "TTFT", latency.ttftMs, "ms"),
    metricRow("Latency", "TPOT t2", latency.tpotMs, "ms"),
    metricRow("Latency", "ITL", latency.itlMs, "ms"),
    metricRow("Latency", "E2EL", latency.e2elMs, "ms"),
    metricRow("Limits", "Prefill batch, effective", limits.prefillBatch.effective, "requests"),
    metricRow("Limits", "Decode batch, effective", limits.decodeBatch.effective, "sequences"),
    ...concurrencyRows(result),
    ...(cost
      ? [
          metricRow("Cost", "Per hour", cost.perHourUsd, "USD"),
          ...(cost.perMillionOutputTokensUsd === null
            ? []
            : [
                metricRow(
                  "Cost",
                  "Per million output tokens",
                  cost.perMillionOutputTokensUsd,
                  "USD",
                ),
              ]),
        ]
      : []),
    ...sloRows(result),
    metricRow("Status", "Feasible", result.feasible ? "yes" : "no"),
  ];
};
