import { z } from "zod";
import type { MeasuredRun, RunMeta } from "../../model/index.ts";
import { isRecord, type JsonRecord } from "./jsonRecord.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import type { JsonDocument } from "./readJsonDocuments.ts";
import { type LatencyMetric, percentileKey } from "./statedKeys.ts";
import { zodProblems } from "./zodProblems.ts";

// AIPerf's profile_export_aiperf.json and GenAI-Perf's profile_export_genai_perf.json: one object,
// each metric `{unit, avg, p1..p99, min, max, std}` (ai-dynamo/aiperf docs/metrics_reference.md).

const msPerSecond = 1000;
const microsecondsPerMs = 1000;
const nanosecondsPerMs = 1000 * microsecondsPerMs;
// Keyed by the file's own unit text, so a Map: "constructor" is no unit.
const msPerUnit: ReadonlyMap<string, number> = new Map([
  ["ms", 1],
  ["s", msPerSecond],
  ["sec", msPerSecond],
  ["us", 1 / microsecondsPerMs],
  ["ns", 1 / nanosecondsPerMs],
]);

// Their `inter_token_latency` is (latency − TTFT) / (OSL − 1) per request: vLLM's TPOT, not its ITL.
const latencyMetricOf: Readonly<Record<string, LatencyMetric>> = {
  time_to_first_token: "ttft",
  inter_token_latency: "tpot",
  inter_chunk_latency: "itl",
  request_latency: "e2el",
};
const statedNameOf: Readonly<Record<string, string>> = {
  request_throughput: "request_throughput",
  output_token_throughput: "output_throughput",
  total_token_throughput: "total_token_throughput",
  request_count: "completed",
  error_request_count: "failed",
  goodput: "request_goodput",
  total_isl: "total_input_tokens",
  total_osl: "total_output_tokens",
};
const durationKey = "benchmark_duration";
const timedKeys = new Set([...Object.keys(latencyMetricOf), durationKey]);
const metricKeys = [...timedKeys, ...Object.keys(statedNameOf)];
const aiperfMarkers = [
  "aiperf_version",
  "schema_version",
  "benchmark_id",
  durationKey,
  "total_isl",
  "error_summary",
  "was_cancelled",
  "telemetry_data",
];
const percentileStat = /^p(\d+(?:\.\d+)?)$/;
const statKey = /^(avg|min|max|std|p\d+(?:\.\d+)?)$/;

/** Which of the two exports a JSON value is, or null for neither. */
export const isAiperfLike = (value: unknown): "aiperf" | "genaiPerf" | null => {
  if (!isRecord(value)) return null;
  const hasMetric = metricKeys.some((key) => {
    const metric = value[key];
    return isRecord(metric) && "unit" in metric;
  });
  if (!hasMetric) return null;
  const config = value.input_config;
  const isAiperf =
    aiperfMarkers.some((key) => key in value) || (isRecord(config) && "loadgen" in config);
  return isAiperf ? "aiperf" : "genaiPerf";
};

// Old GenAI-Perf wrote every statistic as a string ("20757771.22095672"); Python NaN means "none".
const numericText = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;
const exportNumber = z.preprocess(
  (value) =>
    typeof value === "string" && numericText.test(value)
      ? Number(value)
      : typeof value === "number" && !Number.isFinite(value)
        ? null
        : value,
  z.number().nullable().optional(),
);

// inter_chunk_latency is a per-request list in the JSONL; only an aggregate with `avg` counts here.
const isUsable = (key: string, metric: unknown): boolean =>
  metric !== undefined &&
  metric !== null &&
  (key !== "inter_chunk_latency" || (isRecord(metric) && "avg" in metric));

const metricSchema = (key: string, metric: unknown) => {
  const stats = isRecord(metric) ? Object.keys(metric).filter((stat) => statKey.test(stat)) : [];
  return z.object({
    unit: timedKeys.has(key) ? z.string() : z.string().nullable().optional(),
    ...Object.fromEntries(stats.map((stat) => [stat, exportNumber])),
  });
};

/** A metric as read: its unit, then each statistic (a number, or null when not computed). */
type Metric = { unit?: string | null; [stat: string]: number | string | null | undefined };

/** vLLM's stated keys for one latency metric, in ms. */
const latencyStated = (metric: LatencyMetric, values: Metric, msPer: number) =>
  Object.entries(values).flatMap(([stat, value]): [string, number | null][] => {
    if (typeof value === "string" || value === undefined) return [];
    const ms = value === null ? null : value * msPer;
    const percentile = percentileStat.exec(stat)?.[1];
    if (percentile !== undefined) {
      const key = percentileKey(metric, Number(percentile));
      return stat === "p50"
        ? [
            [`median_${metric}_ms`, ms],
            [key, ms],
          ]
        : [[key, ms]];
    }
    if (stat === "avg") return [[`mean_${metric}_ms`, ms]];
    return stat === "std" ? [[`std_${metric}_ms`, ms]] : [];
  });

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;
const finite = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** Model, load and version, read where each tool keeps them; a missing or odd one is left out. */
const readMeta = (record: JsonRecord): RunMeta => {
  const config = isRecord(record.input_config) ? record.input_config : {};
  const endpoint = isRecord(config.endpoint) ? config.endpoint : {};
  const loadgen = isRecord(config.loadgen) ? config.loadgen : config;
  const models = [endpoint.model_names, config.model].flatMap((names) =>
    Array.isArray(names) ? names : [names],
  );
  const model = [...models, config.formatted_model_name]
    .map(text)
    .find((name) => name !== undefined);
  const requestRate = finite(loadgen.request_rate);
  const maxConcurrency = finite(loadgen.concurrency);
  const date = text(record.start_time);
  const extraEntries = ["aiperf_version", "schema_version", "benchmark_id"].flatMap((key) => {
    const value = text(record[key]);
    return value === undefined ? [] : [[key, value] as const];
  });
  const endpointType = text(endpoint.type) ?? text(config.endpoint_type);
  if (endpointType !== undefined) extraEntries.push(["endpoint_type", endpointType]);
  return {
    ...(date === undefined ? {} : { date }),
    ...(model === undefined ? {} : { model }),
    ...(requestRate === undefined ? {} : { requestRate }),
    ...(maxConcurrency === undefined ? {} : { maxConcurrency }),
    extra: Object.fromEntries(extraEntries),
  };
};

const unitProblem = (line: number, key: string, unit: string): MeasureProblem =>
  measureProblem(
    line,
    "value",
    `${key}.unit "${unit}" is not a time unit this planner reads (${[...msPerUnit.keys()].join(", ")})`,
    { got: unit },
    `${key}.unit`,
  );

/** Reads one AIPerf or GenAI-Perf summary export into a run; never throws. */
export const readAiperfExport = (document: JsonDocument): ParsedMeasurements => {
  const { line, value } = document;
  const format = isAiperfLike(value);
  if (format === null || !isRecord(value)) {
    const hint =
      "an AIPerf or GenAI-Perf summary has metrics like time_to_first_token: {unit, avg, ...}";
    return {
      runs: [],
      problems: [measureProblem(line, "unknownFormat", `is not ${hint}`, { hint })],
    };
  }
  const used = metricKeys.filter((key) => isUsable(key, value[key]));
  const schema = z.object(
    Object.fromEntries(used.map((key) => [key, metricSchema(key, value[key])])),
  );
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { runs: [], problems: zodProblems(parsed.error, line, value) };
  const metrics = parsed.data as Record<string, Metric>;

  const problems: MeasureProblem[] = [];
  const msPerOf = (key: string): number | undefined => {
    const unit = metrics[key]?.unit?.trim().toLowerCase() ?? "";
    const msPer = msPerUnit.get(unit);
    if (msPer === undefined) problems.push(unitProblem(line, key, metrics[key]?.unit ?? ""));
    return msPer;
  };
  const stated: Record<string, number | null> = {};
  let durationS: number | undefined;
  for (const key of used) {
    const metric = metrics[key] ?? {};
    const latencyMetric = latencyMetricOf[key];
    const statedName = statedNameOf[key];
    if (latencyMetric !== undefined) {
      const msPer = msPerOf(key);
      if (msPer !== undefined)
        Object.assign(stated, Object.fromEntries(latencyStated(latencyMetric, metric, msPer)));
    } else if (key === durationKey) {
      const msPer = msPerOf(key);
      if (msPer !== undefined && typeof metric.avg === "number")
        durationS = (metric.avg * msPer) / msPerSecond;
    } else if (
      statedName !== undefined &&
      typeof metric.avg !== "string" &&
      metric.avg !== undefined
    ) {
      stated[statedName] = metric.avg;
    }
  }
  if (problems.length > 0) return { runs: [], problems };
  if (Object.keys(stated).length === 0 && durationS === undefined) {
    const message = "has no metric this planner reads (latencies, throughputs, counts)";
    return { runs: [], problems: [measureProblem(line, "nothingToUse", message)] };
  }
  const run: MeasuredRun = {
    format,
    line,
    meta: readMeta(value),
    ...(durationS === undefined ? {} : { durationS }),
    stated,
    notes: [{ code: "aiperfItlIsTpot" }],
  };
  return { runs: [run], problems: [] };
};
