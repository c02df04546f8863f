// vLLM's names for the metrics it reports (`vllm bench serve`, serve.py `calculate_metrics` and the
// result writer): `{mean|median|std|p<P>}_{metric}_ms`, with P an integer when integral ("p99")
// and Python's str(float) otherwise ("p99.9").

export const latencyMetrics = ["ttft", "tpot", "itl", "e2el"] as const;
export type LatencyMetric = (typeof latencyMetrics)[number];

/** vLLM's default `--metric-percentiles`. */
export const defaultPercentiles: readonly number[] = [99];

// Python's repr switches to exponent form below 1e-4 and pads the exponent to two digits.
const pythonSmallExponentBelow = 1e-4;

/** A percentile as vLLM prints it in a key: an integer when integral, else Python's str(float). */
export const percentileText = (percentile: number): string => {
  if (Number.isInteger(percentile)) return String(percentile);
  if (Math.abs(percentile) >= pythonSmallExponentBelow) return String(percentile);
  const [mantissa, exponent = "0"] = percentile.toExponential().split("e");
  const sign = exponent.startsWith("-") ? "-" : "+";
  return `${mantissa}e${sign}${exponent.replace(/^[-+]/, "").padStart(2, "0")}`;
};

/** `p{P}_{metric}_ms`, as vLLM names a percentile aggregate (`p99_ttft_ms`, `p99.9_itl_ms`). */
export const percentileKey = (metric: LatencyMetric, percent: number): string =>
  `p${percentileText(percent)}_${metric}_ms`;

export const statisticKey = (metric: LatencyMetric, statistic: "mean" | "median" | "std"): string =>
  `${statistic}_${metric}_ms`;

/** The run-level keys, in the order `vllm bench serve` prints them. */
export const runKeys = [
  "completed",
  "failed",
  "duration",
  "total_input_tokens",
  "total_output_tokens",
  "request_throughput",
  "request_goodput",
  // SGLang's input token rate.
  "input_throughput",
  "output_throughput",
  "max_output_tokens_per_s",
  "max_concurrent_requests",
  "total_token_throughput",
] as const;

/** Keys vLLM does not report, which this planner adds where the input allows them. */
export const extraKeys = [
  "mean_acceptance_length",
  "acceptance_rate_percent",
  "tokens_per_chunk",
] as const;

export type LatencyStatistic = "mean" | "median" | "std" | "percentile";

/** A latency key read back: "p99.9_itl_ms" → percentile 99.9 of ITL; null for any other key. */
export interface LatencyKey {
  metric: LatencyMetric;
  statistic: LatencyStatistic;
  /** The percentile as the key spells it ("99.9"), for a percentile key. */
  percentText?: string;
}

const latencyKeyPattern = /^(mean|median|std|p(.+))_(ttft|tpot|itl|e2el)_ms$/;

export const parseLatencyKey = (key: string): LatencyKey | null => {
  const match = latencyKeyPattern.exec(key);
  if (match === null) return null;
  const metric = match[3] as LatencyMetric;
  const percentText = match[2];
  return percentText === undefined
    ? { metric, statistic: match[1] as "mean" | "median" | "std" }
    : { metric, statistic: "percentile", percentText };
};
