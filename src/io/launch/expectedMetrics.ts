import type { Plan, PlanResult } from "../../model/index.ts";

// What the plan predicts a `vllm bench serve` run at the planned rate will measure, under the keys
// vLLM writes to its result file (src/model/measure/metricKeys.ts), so an imported run compares
// key by key. The model predicts means, so only mean statistics are predicted.

/** Predicted metrics keyed by vLLM's result keys: ms, req/s and tok/s. */
export const expectedMetrics = (plan: Plan, result: PlanResult): Record<string, number> => {
  const { latency, throughput, specDecode } = result;
  const sloSet = Object.values(plan.slo).some((target) => target !== undefined);
  return {
    mean_ttft_ms: latency.ttftMs,
    mean_tpot_ms: latency.tpotMs,
    // A streamed chunk carries α tokens on average, so the measured gap is α · TPOT (model.md §2).
    mean_itl_ms: latency.tpotMs * specDecode.acceptanceLength,
    mean_e2el_ms: latency.e2elMs,
    request_throughput: throughput.requestsPerSecond,
    output_throughput: throughput.outputTokensPerSecond,
    total_token_throughput: throughput.inputTokensPerSecond + throughput.outputTokensPerSecond,
    // A feasible plan meets every SLO it sets, so every request counts; vLLM reports goodput
    // only when --goodput is given, and the plan predicts nothing for a missed SLO.
    ...(sloSet && result.feasible ? { request_goodput: throughput.requestsPerSecond } : {}),
  };
};
