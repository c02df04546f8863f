import { z } from "zod";
import type { MeasuredRun, RunMeta } from "../../model/index.ts";
import { distributionStated } from "./distributionStated.ts";
import { isRecord, ownField } from "./jsonRecord.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import type { JsonDocument } from "./readJsonDocuments.ts";
import { statedNumber } from "./statedKeys.ts";
import { zodProblems } from "./zodProblems.ts";

// llm-d-benchmark's Benchmark Report v0.2, as JSON or YAML: `version: "0.2"`, `run` (ids, time),
// `scenario` (the stack's components and the load), `results.request_performance.aggregate` with
// `requests` {total, failures, incomplete}, `latency` and `throughput`, each a Statistics
// {units, mean, stddev, min, p0p1, p1 … p99, p99p9, max} (llm-d/llm-d-benchmark
// llmdbenchmark/analysis/benchmark_report/schema_v0_2.py and base.py `Units` @
// 8bc9f1ddd873a24f1657d6cca2e0d0fb6947dd36). The schema leaves ITL's meaning to the tool that
// measured it; it is read as vLLM's chunk ITL only from vLLM's bench and from this planner.

/** The schema version this planner reads and writes. */
export const llmdReportVersion = "0.2";
/** `scenario.load.standardized.tool` of a report this planner writes. */
export const plannerTool = "xpyd-planner";
// Tools whose inter_token_latency is vLLM's gap between streamed chunks (base.py WorkloadGenerator).
const chunkItlTools: ReadonlySet<string> = new Set(["vllm-benchmark", plannerTool]);

const msPerSecond = 1000;
// Units the schema allows for each kind of statistic (base.py UNITS_TIME, UNITS_GEN_LATENCY), in ms.
const timeUnits: ReadonlyMap<string, number> = new Map([
  ["s", msPerSecond],
  ["ms", 1],
]);
const tokenTimeUnits: ReadonlyMap<string, number> = new Map([
  ["s/token", msPerSecond],
  ["ms/token", 1],
]);
const percentileNames = [
  ["p0p1", 0.1],
  ["p1", 1],
  ["p5", 5],
  ["p10", 10],
  ["p25", 25],
  ["p50", 50],
  ["p75", 75],
  ["p90", 90],
  ["p95", 95],
  ["p99", 99],
  ["p99p9", 99.9],
] as const;

const statistics = z
  .object({
    units: z.string(),
    mean: statedNumber,
    stddev: statedNumber,
    ...Object.fromEntries(percentileNames.map(([name]) => [name, statedNumber])),
  })
  .nullable()
  .optional();
type Statistics = z.infer<typeof statistics>;
const count = z.number().int().nonnegative().nullable().optional();
const optionalText = z.string().nullable().optional();
const latencyNames = [
  ["time_to_first_token", "ttft", timeUnits],
  ["time_per_output_token", "tpot", tokenTimeUnits],
  ["inter_token_latency", "itl", tokenTimeUnits],
  ["request_latency", "e2el", timeUnits],
] as const;
const rateNames = [
  ["request_rate", "request_throughput", "queries/s"],
  ["output_token_rate", "output_throughput", "tokens/s"],
  ["total_token_rate", "total_token_throughput", "tokens/s"],
] as const;

const reportSchema = z.object({
  version: z.union([z.string(), z.number()]),
  run: z
    .object({
      uid: optionalText,
      eid: optionalText,
      description: optionalText,
      time: z.object({ start: optionalText, duration: optionalText }).nullable().optional(),
    })
    .nullable()
    .optional(),
  scenario: z
    .object({
      load: z
        .object({
          standardized: z
            .object({
              tool: optionalText,
              tool_version: optionalText,
              stage: count,
              rate_qps: statedNumber,
              concurrency: statedNumber,
            })
            .nullable()
            .optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  results: z.object({
    request_performance: z
      .object({
        aggregate: z
          .object({
            requests: z
              .object({ total: count, failures: count, incomplete: count })
              .nullable()
              .optional(),
            latency: z
              .object(Object.fromEntries(latencyNames.map(([name]) => [name, statistics])))
              .nullable()
              .optional(),
            throughput: z
              .object(Object.fromEntries(rateNames.map(([name]) => [name, statistics])))
              .nullable()
              .optional(),
          })
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
  }),
});

/** Whether a value is a Benchmark Report v0.2: its version, and run and results sections. */
export const isLlmdReport = (value: unknown): boolean => {
  const version = ownField(value, "version");
  return (
    (version === llmdReportVersion || version === Number(llmdReportVersion)) &&
    isRecord(ownField(value, "results")) &&
    isRecord(ownField(value, "run"))
  );
};

// ISO-8601 durations as the report writes them: PT49.97206788184121S, PT1H2M3S.
const isoDuration = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/;
const secondsPerMinute = 60;
const secondsPerHour = 3600;
const durationSeconds = (text: string | null | undefined): number | undefined => {
  const match = text === null || text === undefined ? null : isoDuration.exec(text);
  if (match === null || text === "PT") return undefined;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * secondsPerHour + Number(minutes) * secondsPerMinute + Number(seconds);
};

const unitProblem = (line: number, path: string, unit: string, allowed: readonly string[]) =>
  measureProblem(
    line,
    "value",
    `${path}.units "${unit}" is not one this planner reads here (${allowed.join(", ")})`,
    { got: unit },
    `${path}.units`,
  );

const latencyPath = "results.request_performance.aggregate.latency";
const throughputPath = "results.request_performance.aggregate.throughput";

const firstModel = (value: unknown): string | undefined => {
  const stack = ownField(ownField(value, "scenario"), "stack");
  if (!Array.isArray(stack)) return undefined;
  for (const component of stack) {
    const name = ownField(ownField(ownField(component, "standardized"), "model"), "name");
    if (typeof name === "string" && name !== "") return name;
  }
  return undefined;
};

/** Reads one Benchmark Report v0.2 (from JSON or YAML) into a run; never throws. */
export const readLlmdReport = (document: JsonDocument): ParsedMeasurements => {
  const { line, value } = document;
  const parsed = reportSchema.safeParse(value);
  if (!parsed.success) return { runs: [], problems: zodProblems(parsed.error, line, value) };
  const report = parsed.data;
  const load = report.scenario?.load?.standardized;
  const aggregate = report.results.request_performance?.aggregate;
  const problems: MeasureProblem[] = [];
  const stated: Record<string, number | null> = {};
  for (const [name, metric, units] of latencyNames) {
    const stats: Statistics = aggregate?.latency?.[name];
    if (stats === null || stats === undefined) continue;
    if (metric === "itl" && !chunkItlTools.has(load?.tool ?? "")) continue;
    const msPer = units.get(stats.units);
    if (msPer === undefined) {
      problems.push(unitProblem(line, `${latencyPath}.${name}`, stats.units, [...units.keys()]));
      continue;
    }
    const named = stats as unknown as Record<string, number | null | undefined>;
    const percentiles = percentileNames.map(([key, percent]) => [percent, named[key]] as const);
    Object.assign(
      stated,
      distributionStated(metric, { mean: stats.mean, std: stats.stddev, percentiles }, msPer),
    );
  }
  for (const [name, key, unit] of rateNames) {
    const stats: Statistics = aggregate?.throughput?.[name];
    if (stats === null || stats === undefined || stats.mean === undefined) continue;
    if (stats.units !== unit) {
      problems.push(unitProblem(line, `${throughputPath}.${name}`, stats.units, [unit]));
      continue;
    }
    stated[key] = stats.mean;
  }
  const requests = aggregate?.requests;
  if (requests?.total !== null && requests?.total !== undefined) {
    const failed = requests.failures ?? 0;
    const completed = requests.total - failed - (requests.incomplete ?? 0);
    if (completed < 0) {
      const message = `results.request_performance.aggregate.requests.total (${requests.total}) is less than its failures and incomplete requests`;
      problems.push(
        measureProblem(line, "value", message, { got: requests.total }, "requests.total"),
      );
    } else {
      stated.completed = completed;
      if (requests.failures !== null && requests.failures !== undefined) stated.failed = failed;
    }
  }
  if (problems.length > 0) return { runs: [], problems };
  if (Object.keys(stated).length === 0) {
    const message =
      "has no request performance this planner reads (latencies, throughputs, counts)";
    return { runs: [], problems: [measureProblem(line, "nothingToUse", message)] };
  }
  const durationS = durationSeconds(report.run?.time?.duration);
  const model = firstModel(value);
  const date = report.run?.time?.start ?? undefined;
  const label = report.run?.description ?? undefined;
  const concurrency = load?.concurrency;
  const extra: Record<string, string> = {};
  for (const [key, text] of [
    ["tool", load?.tool],
    ["tool_version", load?.tool_version],
    ["uid", report.run?.uid],
    ["eid", report.run?.eid],
  ] as const) {
    if (typeof text === "string" && text !== "") extra[key] = text;
  }
  if (load?.stage !== null && load?.stage !== undefined) extra.stage = String(load.stage);
  const meta: RunMeta = {
    ...(date === undefined ? {} : { date }),
    ...(model === undefined ? {} : { model }),
    ...(label === undefined ? {} : { label }),
    ...(load?.rate_qps === null || load?.rate_qps === undefined
      ? {}
      : { requestRate: load.rate_qps }),
    ...(concurrency === null || concurrency === undefined ? {} : { maxConcurrency: concurrency }),
    extra,
  };
  const run: MeasuredRun = {
    format: "llmdReport",
    line,
    meta,
    ...(durationS === undefined ? {} : { durationS }),
    stated,
    notes: [],
  };
  return { runs: [run], problems: [] };
};
