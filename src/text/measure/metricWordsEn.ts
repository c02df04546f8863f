// The names of a measured run's metrics in English, after the rows `vllm bench serve` prints
// (serve.py's result table; its "Total Token throughput" in plain case, the acceptance length
// marked α as the planner writes it): the Measurements tab, the Deploy tab and `analyze` read them.
// metricWordsZh.ts mirrors them key for key.

export const metricWordsEn = {
  latencyNames: { ttft: "TTFT", tpot: "TPOT", itl: "ITL", e2el: "E2EL" },
  metrics: {
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
    total_token_throughput: "Total token throughput (tok/s)",
    tokens_per_chunk: "Tokens per chunk",
    mean_acceptance_length: "Mean acceptance length α",
    acceptance_rate_percent: "Acceptance rate (%)",
    statistic: { mean: "Mean", median: "Median", std: "Std", percentile: "P{p}" },
    latency: "{statistic} {metric} (ms)",
    attainment: "Within {metric} SLO of {slo} ms",
  },
};

export type MetricWords = typeof metricWordsEn;
