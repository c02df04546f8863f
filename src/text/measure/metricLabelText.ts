import { parseLatencyKey } from "../../model/index.ts";
import { fill } from "../fill.ts";
import { type MetricWords, metricWordsEn } from "./metricWordsEn.ts";
import { metricWordsZh } from "./metricWordsZh.ts";

// A measured metric's name from vLLM's key, for the Measurements and Deploy tabs and `analyze`.

export const metricWords = { en: metricWordsEn, zh: metricWordsZh } as const;

/** "Mean TTFT (ms)", "P99.9 ITL (ms)" from "mean_ttft_ms", "p99.9_itl_ms"; the key itself when it is none of vLLM's. */
export const metricLabel = (key: string, words: MetricWords): string => {
  const plain = (words.metrics as unknown as Record<string, unknown>)[key];
  if (typeof plain === "string") return plain;
  const parsed = parseLatencyKey(key);
  if (parsed === null) return key;
  const statistic =
    parsed.statistic === "percentile"
      ? fill(words.metrics.statistic.percentile, { p: parsed.percentText ?? "" })
      : words.metrics.statistic[parsed.statistic];
  return fill(words.metrics.latency, { statistic, metric: words.latencyNames[parsed.metric] });
};

/** Keys that count things, shown without decimals. */
export const countKeys: ReadonlySet<string> = new Set([
  "completed",
  "failed",
  "total_input_tokens",
  "total_output_tokens",
  "max_concurrent_requests",
]);
