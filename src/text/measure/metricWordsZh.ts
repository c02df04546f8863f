import type { MetricWords } from "./metricWordsEn.ts";

// metricWordsEn.ts in Chinese, key for key.

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const metricWordsZh: Shape<MetricWords> = {
  latencyNames: { ttft: "TTFT", tpot: "TPOT", itl: "ITL", e2el: "E2EL" },
  metrics: {
    completed: "成功请求数",
    failed: "失败请求数",
    duration: "压测时长（秒）",
    total_input_tokens: "输入 token 总数",
    total_output_tokens: "生成 token 总数",
    request_throughput: "请求吞吐（请求/秒）",
    request_goodput: "请求 goodput（请求/秒）",
    input_throughput: "输入 token 吞吐（token/秒）",
    output_throughput: "输出 token 吞吐（token/秒）",
    max_output_tokens_per_s: "峰值输出吞吐（分块/秒）",
    max_concurrent_requests: "峰值并发请求数",
    total_token_throughput: "总 token 吞吐（token/秒）",
    tokens_per_chunk: "每个流式块的 token 数",
    mean_acceptance_length: "平均接受长度 α",
    acceptance_rate_percent: "接受率（%）",
    statistic: { mean: "平均", median: "中位数", std: "标准差", percentile: "P{p}" },
    latency: "{statistic} {metric}（毫秒）",
    attainment: "{metric} 在 {slo} 毫秒 SLO 内的比例",
  },
};
