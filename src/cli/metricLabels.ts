import { type LatencyMetric, parseLatencyKey } from "../model/index.ts";

// The row names `vllm bench serve` prints (serve.py's result table), for the keys of its JSON.

export const runLabels: Record<string, string> = {
  completed: "Successful requests",
  failed: "Failed requests",
  duration: "Benchmark duration (s)",
  total_input_tokens: "Total input tokens",
  total_output_tokens: "Total generated tokens",
  request_throughput: "Request throughput (req/s)",
  request_goodput: "Request goodput (req/s)",
  input_throughput: "Input token throughput (tok/s)",
  output_throughput: "Output token throughput (tok/s)",
  // vLLM prints "(tok/s)", but it counts streamed chunks (docs/formats.md §2.3).
  max_output_tokens_per_s: "Peak output throughput (chunks/s)",
  max_concurrent_requests: "Peak concurrent requests",
  total_token_throughput: "Total Token throughput (tok/s)",
  mean_acceptance_length: "Mean acceptance length",
  acceptance_rate_percent: "Acceptance rate (%)",
  tokens_per_chunk: "Tokens per chunk",
};

const metricNames: Record<LatencyMetric, string> = {
  ttft: "TTFT",
  tpot: "TPOT",
  itl: "ITL",
  e2el: "E2EL",
};

/** "Mean TTFT (ms)", "P99.9 ITL (ms)", or the key itself when it is none of vLLM's. */
export const metricLabel = (key: string): string => {
  const known = runLabels[key];
  if (known !== undefined) return known;
  const parsed = parseLatencyKey(key);
  if (parsed === null) return key;
  const { statistic, percentText, metric } = parsed;
  const prefix =
    percentText !== undefined
      ? `P${percentText}`
      : statistic.charAt(0).toUpperCase() + statistic.slice(1);
  return `${prefix} ${metricNames[metric]} (ms)`;
};

/** Keys that count things, printed without decimals. */
export const countKeys = new Set([
  "completed",
  "failed",
  "total_input_tokens",
  "total_output_tokens",
  "max_concurrent_requests",
]);
