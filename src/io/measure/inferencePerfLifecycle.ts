import { z } from "zod";
import type { MeasuredRun, RunMeta } from "../../model/index.ts";
import { distributionStated } from "./distributionStated.ts";
import { isRecord } from "./jsonRecord.ts";
import { measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import type { JsonDocument } from "./readJsonDocuments.ts";
import { statedNumber } from "./statedKeys.ts";
import { zodProblems } from "./zodProblems.ts";

// inference-perf's lifecycle reports: `summary_lifecycle_metrics.json` over the whole run and
// `stage_N_lifecycle_metrics.json` for each load stage, one object each: `load_summary` (requests
// sent, the stage's requested and achieved rate), `successes` {count, latency {...}, throughput
// {...}, prompt_len, output_len} and `failures` {count, ...}. Every latency is in seconds, each
// {mean, min, max, median, p0.1 … p99.9} from numpy (kubernetes-sigs/inference-perf
// inference_perf/reportgen/base.py `summarize`, `summarize_requests` @
// 7de5ef2ed6f7934e0ecbc8297e593f79e68430c0). Its `time_per_output_token` is per request, (last
// token − first token) / (output tokens − 1): vLLM's TPOT. Its `inter_token_latency` pools one gap
// per re-tokenized token, a chunk's later tokens at 0 s, so neither its median nor its tail is
// vLLM's chunk ITL; it is not read.

const msPerSecond = 1000;
// `summarize` writes p{p:g} for the default percentiles and "median" for 50 (reportgen/base.py).
const percentileNames = [
  ["p0.1", 0.1],
  ["p1", 1],
  ["p5", 5],
  ["p10", 10],
  ["p25", 25],
  ["p75", 75],
  ["p90", 90],
  ["p95", 95],
  ["p99", 99],
  ["p99.9", 99.9],
] as const;

const summary = z
  .object({
    mean: statedNumber,
    median: statedNumber,
    ...Object.fromEntries(percentileNames.map(([name]) => [name, statedNumber])),
  })
  .nullable()
  .optional();
type Summary = z.infer<typeof summary>;
const count = z.number().int().nonnegative().nullable().optional();
const rate = z.number().nonnegative().nullable().optional();
const lifecycleSchema = z.object({
  load_summary: z
    .object({
      count,
      requested_rate: rate,
      achieved_rate: rate,
      concurrency: z.number().int().positive().nullable().optional(),
    })
    .nullable()
    .optional(),
  successes: z.object({
    count,
    latency: z
      .object({
        time_to_first_token: summary,
        time_per_output_token: summary,
        request_latency: summary,
      })
      .nullable()
      .optional(),
    throughput: z
      .object({
        requests_per_sec: statedNumber,
        output_tokens_per_sec: statedNumber,
        total_tokens_per_sec: statedNumber,
      })
      .nullable()
      .optional(),
  }),
  failures: z.object({ count }).nullable().optional(),
});

/** Whether a JSON value is an inference-perf lifecycle report (its successes' latency block). */
export const isInferencePerfLifecycle = (value: unknown): boolean => {
  if (!isRecord(value) || !Object.hasOwn(value, "successes")) return false;
  const successes = value.successes;
  return (
    isRecord(successes) &&
    Object.hasOwn(successes, "latency") &&
    (Object.hasOwn(value, "load_summary") || Object.hasOwn(value, "failures"))
  );
};

const latency = (metric: "ttft" | "tpot" | "e2el", stats: Summary) => {
  if (stats === null || stats === undefined) return {};
  const named = stats as Record<string, number | null | undefined>;
  const percentiles = percentileNames.map(([name, percent]) => [percent, named[name]] as const);
  return distributionStated(
    metric,
    { mean: stats.mean, median: stats.median, percentiles },
    msPerSecond,
  );
};

/** Reads one inference-perf lifecycle report into a run; never throws. */
export const readInferencePerfLifecycle = (document: JsonDocument): ParsedMeasurements => {
  const { line, value } = document;
  const parsed = lifecycleSchema.safeParse(value);
  if (!parsed.success) return { runs: [], problems: zodProblems(parsed.error, line, value) };
  const { load_summary: load, successes, failures } = parsed.data;
  const stated: Record<string, number | null> = {
    ...latency("ttft", successes.latency?.time_to_first_token),
    ...latency("tpot", successes.latency?.time_per_output_token),
    ...latency("e2el", successes.latency?.request_latency),
  };
  const counts = [
    ["completed", successes.count],
    ["failed", failures?.count],
    ["request_throughput", successes.throughput?.requests_per_sec],
    ["output_throughput", successes.throughput?.output_tokens_per_sec],
    ["total_token_throughput", successes.throughput?.total_tokens_per_sec],
  ] as const;
  for (const [key, number] of counts) if (number !== undefined) stated[key] = number;
  if (Object.keys(stated).length === 0) {
    const message = "has no metric this planner reads (latencies, throughputs, counts)";
    return { runs: [], problems: [measureProblem(line, "nothingToUse", message)] };
  }
  const requestRate = load?.requested_rate ?? undefined;
  const maxConcurrency = load?.concurrency ?? undefined;
  const meta: RunMeta = {
    ...(requestRate === undefined ? {} : { requestRate }),
    ...(maxConcurrency === undefined ? {} : { maxConcurrency }),
    extra:
      load?.achieved_rate === null || load?.achieved_rate === undefined
        ? {}
        : { achieved_rate: String(load.achieved_rate) },
  };
  const run: MeasuredRun = { format: "inferencePerf", line, meta, stated, notes: [] };
  return { runs: [run], problems: [] };
};
