import { latencyMetrics } from "../../model/measure/metricKeys.ts";
import { fill } from "../i18n/format.ts";
import type { MeasureText } from "./text.ts";

// A metric's row label from vLLM's key: "mean_ttft_ms" → "Mean TTFT (ms)", "p99.9_itl_ms" → "P99.9 ITL (ms)".

const latencyKey = /^(mean|median|std|p(.+))_(ttft|tpot|itl|e2el)_ms$/;

export const metricLabel = (key: string, text: MeasureText): string => {
  const plain = (text.metrics as unknown as Record<string, unknown>)[key];
  if (typeof plain === "string") return plain;
  const match = latencyKey.exec(key);
  const metric = match?.[3] as (typeof latencyMetrics)[number] | undefined;
  if (!match || metric === undefined || !latencyMetrics.includes(metric)) return key;
  const statistic =
    match[2] === undefined
      ? text.metrics.statistic[match[1] as "mean" | "median" | "std"]
      : fill(text.metrics.statistic.percentile, { p: match[2] });
  return fill(text.metrics.latency, { statistic, metric: text.latencyNames[metric] });
};
