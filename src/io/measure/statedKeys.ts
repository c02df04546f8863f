import { z } from "zod";

// Key names of the aggregates vLLM's `bench serve` writes, so every reader states them alike.

export {
  type LatencyMetric,
  latencyMetrics,
  percentileKey,
  percentileText,
} from "../../model/index.ts";

// Python writes NaN and Infinity where a statistic had no samples; read them as "not stated".
const nonFiniteAsNull = (value: unknown): unknown =>
  typeof value === "number" && !Number.isFinite(value) ? null : value;

/** A stated aggregate: a number, or null (also for NaN and ±Infinity), or absent. */
export const statedNumber = z.preprocess(nonFiniteAsNull, z.number().nullable().optional());
