import { parseLatencyKey } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import type { MeasureText } from "./text.ts";

// A metric's row label from vLLM's key: "mean_ttft_ms" → "Mean TTFT (ms)", "p99.9_itl_ms" → "P99.9 ITL (ms)".

export const metricLabel = (key: string, text: MeasureText): string => {
  const plain = (text.metrics as unknown as Record<string, unknown>)[key];
  if (typeof plain === "string") return plain;
  const parsed = parseLatencyKey(key);
  if (parsed === null) return key;
  const statistic =
    parsed.statistic === "percentile"
      ? fill(text.metrics.statistic.percentile, { p: parsed.percentText ?? "" })
      : text.metrics.statistic[parsed.statistic];
  return fill(text.metrics.latency, { statistic, metric: text.latencyNames[parsed.metric] });
};
