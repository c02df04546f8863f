import { z } from "zod";
import type { MeasuredRun, RunMeta } from "../../model/index.ts";
import { distributionStated } from "./distributionStated.ts";
import { isRecord, ownField } from "./jsonRecord.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import type { JsonDocument } from "./readJsonDocuments.ts";
import { maxDocuments } from "./readLimits.ts";
import { statedNumber } from "./statedKeys.ts";
import { zodProblems } from "./zodProblems.ts";

// GuideLLM's `benchmarks.json` (`guidellm benchmark --output-path`): one report whose
// `benchmarks[]` each ran one strategy (synchronous, a constant or Poisson rate, a concurrency;
// a sweep writes several). Each metric is a StatusDistributionSummary: `successful`, `errored`,
// `incomplete` and `total`, each {mean, median, std_dev, percentiles {p001 … p999}, total_sum}
// (vllm-project/guidellm src/guidellm/benchmark/schemas/metrics.py and
// src/guidellm/schemas/statistics.py @ 1327132605a1fbbd250697e547c42d5e5c585464).
// Its `inter_token_latency_ms` is (last token − first token) / (output tokens − 1) per request,
// vLLM's TPOT of that request, but summarised with each request weighted by its output tokens − 1
// (metrics.py, the same in every release from v0.3.0 to v0.7.3). Where every request produced the
// same number of tokens the weights are equal and the summary is vLLM's TPOT, percentiles and all;
// otherwise it is neither vLLM's TPOT (one vote a request) nor its ITL (one vote a chunk gap) and
// is not read. Its `time_per_output_token_ms` counts the first token too, so it is no vLLM metric
// and is not read (src/guidellm/schemas/request_stats.py, same commit).

const msPerSecond = 1000;
// Percentile names of guidellm's Percentiles model and the percent each stands for (statistics.py).
const percentileNames = [
  ["p001", 0.1],
  ["p01", 1],
  ["p05", 5],
  ["p10", 10],
  ["p25", 25],
  ["p50", 50],
  ["p75", 75],
  ["p90", 90],
  ["p95", 95],
  ["p99", 99],
  ["p999", 99.9],
] as const;

const distribution = z
  .object({
    mean: statedNumber,
    median: statedNumber,
    std_dev: statedNumber,
    total_sum: statedNumber,
    percentiles: z
      .object(Object.fromEntries(percentileNames.map(([name]) => [name, statedNumber])))
      .nullable()
      .optional(),
  })
  .nullable()
  .optional();
const successful = z.object({ successful: distribution }).nullable().optional();
const count = z.number().int().nonnegative().nullable().optional();
const benchmarkSchema = z.object({
  duration: z.number().nonnegative().nullable().optional(),
  start_time: statedNumber,
  metrics: z.object({
    request_totals: z
      .object({ successful: count, errored: count, incomplete: count, total: count })
      .nullable()
      .optional(),
    requests_per_second: successful,
    request_latency: successful,
    time_to_first_token_ms: successful,
    inter_token_latency_ms: successful,
    output_tokens_per_second: successful,
    tokens_per_second: successful,
    prompt_token_count: successful,
    output_token_count: successful,
  }),
});
type Distribution = z.infer<typeof distribution>;

/** Whether a JSON value is a GuideLLM report: `benchmarks[]` whose metrics split by status. */
export const isGuidellmReport = (value: unknown): boolean => {
  const benchmarks = ownField(value, "benchmarks");
  if (!Array.isArray(benchmarks) || benchmarks.length === 0) return false;
  const metrics = ownField(benchmarks[0], "metrics");
  return ["time_to_first_token_ms", "request_latency", "requests_per_second"].some((key) =>
    isRecord(ownField(ownField(metrics, key), "successful")),
  );
};

const percentilesOf = (summary: Distribution) =>
  percentileNames.map(
    ([name, percent]) => [percent, summary?.percentiles?.[name] ?? undefined] as const,
  );

const latency = (metric: "ttft" | "tpot" | "e2el", summary: Distribution, msPer: number) =>
  summary === null || summary === undefined
    ? {}
    : distributionStated(
        metric,
        {
          mean: summary.mean,
          median: summary.median,
          std: summary.std_dev,
          percentiles: percentilesOf(summary),
        },
        msPer,
      );

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;
const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;

const isoDate = (epochSeconds: number | null | undefined): string | undefined => {
  if (epochSeconds === null || epochSeconds === undefined) return undefined;
  const date = new Date(epochSeconds * msPerSecond);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

// The strategy's load: a rate for constant and Poisson, streams for concurrent, one for synchronous.
const readMeta = (report: unknown, benchmark: unknown, startTime: number | null | undefined) => {
  const strategy = ownField(ownField(benchmark, "config"), "strategy");
  const kind = text(ownField(strategy, "type_"));
  const rate = finite(ownField(strategy, "rate"));
  const streams =
    kind === "synchronous"
      ? 1
      : kind === "concurrent"
        ? finite(ownField(strategy, "streams"))
        : undefined;
  const spec = ownField(ownField(report, "config"), "spec");
  const model =
    text(ownField(ownField(spec, "backend"), "model")) ??
    text(ownField(ownField(ownField(benchmark, "config"), "backend"), "model"));
  const version = text(ownField(ownField(report, "metadata"), "guidellm_version"));
  const date = isoDate(startTime);
  const meta: RunMeta = {
    ...(date === undefined ? {} : { date }),
    ...(model === undefined ? {} : { model }),
    ...(rate === undefined || kind === "concurrent" ? {} : { requestRate: rate }),
    ...(streams === undefined ? {} : { maxConcurrency: streams }),
    ...(kind === undefined ? {} : { label: kind }),
    extra: {
      ...(version === undefined ? {} : { guidellm_version: version }),
      ...(kind === undefined ? {} : { strategy: kind }),
    },
  };
  return meta;
};

const withPrefix = (error: z.ZodError, index: number): z.ZodError =>
  new z.ZodError(
    error.issues.map((issue) => ({ ...issue, path: ["benchmarks", index, ...issue.path] })),
  );

const readBenchmark = (
  document: JsonDocument,
  benchmark: unknown,
  index: number,
): { run?: MeasuredRun; problems: MeasureProblem[] } => {
  const { line, value } = document;
  const parsed = benchmarkSchema.safeParse(benchmark);
  if (!parsed.success)
    return { problems: zodProblems(withPrefix(parsed.error, index), line, value) };
  const { metrics, duration, start_time: startTime } = parsed.data;
  const equalOutputs = metrics.output_token_count?.successful?.std_dev === 0;
  const tokenWeighted = metrics.inter_token_latency_ms?.successful;
  const stated: Record<string, number | null> = {
    ...latency("ttft", metrics.time_to_first_token_ms?.successful, 1),
    ...(equalOutputs ? latency("tpot", tokenWeighted, 1) : {}),
    ...latency("e2el", metrics.request_latency?.successful, msPerSecond),
  };
  const totals = metrics.request_totals;
  const counts = [
    ["completed", totals?.successful],
    ["failed", totals?.errored],
    ["request_throughput", metrics.requests_per_second?.successful?.mean],
    ["output_throughput", metrics.output_tokens_per_second?.successful?.mean],
    ["total_token_throughput", metrics.tokens_per_second?.successful?.mean],
    ["total_input_tokens", metrics.prompt_token_count?.successful?.total_sum],
    ["total_output_tokens", metrics.output_token_count?.successful?.total_sum],
  ] as const;
  for (const [key, number] of counts) if (number !== undefined) stated[key] = number;
  if (Object.keys(stated).length === 0) {
    const message = `benchmarks[${index}] has no metric this planner reads (latencies, throughputs, counts)`;
    return {
      problems: [measureProblem(line, "nothingToUse", message, {}, `benchmarks[${index}]`)],
    };
  }
  const run: MeasuredRun = {
    format: "guidellm",
    line,
    meta: readMeta(value, benchmark, startTime),
    ...(duration === null || duration === undefined ? {} : { durationS: duration }),
    stated,
    notes: [
      equalOutputs || tokenWeighted === undefined || tokenWeighted === null
        ? { code: "guidellmItlIsTpot" }
        : { code: "guidellmItlWeighted" },
    ],
  };
  return { run, problems: [] };
};

const tooMany = (line: number): MeasureProblem =>
  measureProblem(
    line,
    "tooMany",
    `holds more than ${maxDocuments.toLocaleString("en-US")} benchmarks; the rest were not read`,
    { limit: maxDocuments },
    "benchmarks",
  );

/** Reads GuideLLM reports, one run per benchmark, at most `maxDocuments` a file; never throws. */
export const readGuidellmReport = (documents: readonly JsonDocument[]): ParsedMeasurements => {
  const runs: MeasuredRun[] = [];
  const problems: MeasureProblem[] = [];
  for (const document of documents) {
    const benchmarks = ownField(document.value, "benchmarks");
    if (!Array.isArray(benchmarks)) continue;
    const limit = Math.max(0, maxDocuments - runs.length);
    if (benchmarks.length > limit) problems.push(tooMany(document.line));
    benchmarks.slice(0, limit).forEach((benchmark, index) => {
      const read = readBenchmark(document, benchmark, index);
      if (read.run !== undefined) runs.push(read.run);
      for (const problem of read.problems) problems.push(problem);
    });
  }
  return { runs, problems };
};
