import { z } from "zod";
import type { MeasuredRun, RequestDetail, RunNote } from "../../model/index.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import type { JsonDocument } from "./readJsonDocuments.ts";
import { type LatencyMetric, percentileKey, statedNumber } from "./statedKeys.ts";
import { zodProblems } from "./zodProblems.ts";

// SGLang's `python -m sglang.bench_serving --output-file` appends one object a line. Its keys copy
// vLLM's but for E2E latency (`*_e2e_latency_ms`) and total throughput (`total_throughput`);
// `--output-details` adds the per-request arrays (sgl-project/sglang python/sglang/bench_serving.py).

const latencyKey = /^(mean|median|std|p(\d+(?:\.\d+)?))_(ttft|tpot|itl|e2e_latency)_ms$/;
const sameNames = new Set([
  "request_throughput",
  "input_throughput",
  "output_throughput",
  "completed",
  "total_input_tokens",
  "total_output_tokens",
  "max_output_tokens_per_s",
  "max_concurrent_requests",
]);

/** vLLM's name for an SGLang aggregate, or undefined for a key that is not one. */
const statedName = (key: string): string | undefined => {
  const match = latencyKey.exec(key);
  if (match !== null) {
    const [, stat, percentile, sglangMetric] = match;
    const metric = (sglangMetric === "e2e_latency" ? "e2el" : sglangMetric) as LatencyMetric;
    return percentile === undefined
      ? `${stat}_${metric}_ms`
      : percentileKey(metric, Number(percentile));
  }
  if (key === "total_throughput") return "total_token_throughput";
  return sameNames.has(key) ? key : undefined;
};

const optionalText = z.string().nullable().optional();
const atLeastZero = z.number().nonnegative();
const detailShape = {
  input_lens: z.array(atLeastZero).optional(),
  output_lens: z.array(atLeastZero).optional(),
  ttfts: z.array(atLeastZero).optional(),
  itls: z.array(z.array(atLeastZero)).optional(),
  errors: z.array(z.string().nullable()).optional(),
};
const detailNames = ["input_lens", "output_lens", "ttfts", "itls", "errors"] as const;
/** A stated number that, when the file gives one, must pass `valid`. */
const checked = (valid: (value: number) => boolean, must: string) =>
  statedNumber.refine((value) => value == null || valid(value), {
    error: (issue) => `${must}, got ${String(issue.input)}`,
  });
const metaShape = {
  backend: optionalText,
  tag: optionalText,
  model_id: optionalText,
  max_concurrency: checked(
    (value) => Number.isInteger(value) && value >= 1,
    "must be a whole number of at least 1, or null",
  ),
  duration: checked((value) => value > 0, "must be above 0 seconds"),
  // A length counts the bonus token; SGLang writes 0 when speculative decoding is off.
  accept_length: checked(
    (value) => value === 0 || value >= 1,
    "must be at least 1, or 0 without speculative decoding",
  ),
};
const metaNames = new Set<string>(["request_rate", ...Object.keys(metaShape)]);
// Only `/generate` reports the tokens it made; the OpenAI-style request functions keep the
// requested length unless the server sends usage.
const backendsCountingTokens = new Set(["sglang", "sglang-native"]);

const typeOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

type Rate = { requestRate?: number; trace?: true };

const readRequestRate = (value: unknown, line: number): Rate | MeasureProblem => {
  if (value === undefined || value === null) return {};
  if (typeof value === "number") return Number.isNaN(value) ? {} : { requestRate: value };
  if (value === "trace") return { trace: true };
  if (value === "inf") return { requestRate: Number.POSITIVE_INFINITY };
  const got = typeOf(value);
  const expected = 'number or "trace"';
  return measureProblem(
    line,
    "type",
    `request_rate must be ${expected}, got ${got}`,
    { expected, got },
    "request_rate",
  );
};

type Details = z.infer<z.ZodObject<typeof detailShape>>;

/** The per-request arrays, none, or the problems that keep them from lining up. */
const readRequests = (
  details: Details,
  line: number,
): RequestDetail | undefined | MeasureProblem[] => {
  const present = detailNames.filter((name) => details[name] !== undefined);
  if (present.length === 0 || (present.length === 1 && present[0] === "errors")) return undefined;
  const first = present[0] ?? "input_lens";
  const expected = details[first]?.length ?? 0;
  const problems = detailNames.flatMap((name): MeasureProblem[] => {
    const array = details[name];
    if (array === undefined) {
      if (name === "errors") return [];
      const message = `${name} must be array, got undefined (the other per-request arrays are there)`;
      return [measureProblem(line, "type", message, { expected: "array", got: "undefined" }, name)];
    }
    if (array.length === expected) return [];
    const message = `${name} has ${array.length} entries, but ${first} has ${expected}`;
    return [measureProblem(line, "length", message, { expected, got: array.length }, name)];
  });
  if (problems.length > 0) return problems;
  return {
    inputLens: details.input_lens ?? [],
    outputLens: details.output_lens ?? [],
    ttftsS: details.ttfts ?? [],
    itlsS: details.itls ?? [],
    errors: details.errors?.map((error) => error ?? "") ?? Array<string>(expected).fill(""),
  };
};

interface RunResult {
  run?: MeasuredRun;
  problems: MeasureProblem[];
}

const readRun = ({ line, value }: JsonDocument): RunResult => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const got = typeOf(value);
    const message = `the run must be object, got ${got}`;
    return { problems: [measureProblem(line, "type", message, { expected: "object", got })] };
  }
  const record = value as Record<string, unknown>;
  const renames = Object.keys(record).flatMap((key) => {
    const name = statedName(key);
    return name === undefined ? [] : [[key, name] as const];
  });
  const schema = z.object({
    ...metaShape,
    ...Object.fromEntries(renames.map(([key]) => [key, statedNumber])),
  });
  const parsed = schema.safeParse(record);
  if (!parsed.success) return { problems: zodProblems(parsed.error, line, record) };
  const data = parsed.data as z.infer<z.ZodObject<typeof metaShape>> &
    Record<string, number | null | undefined>;
  const rate = readRequestRate(record.request_rate, line);
  if ("rule" in rate) return { problems: [rate] };

  // Arrays that do not line up cost the run its per-request data, not its aggregates.
  const details = z.object(detailShape).safeParse(record);
  const read = details.success ? readRequests(details.data, line) : undefined;
  const problems = details.success
    ? Array.isArray(read)
      ? read
      : []
    : zodProblems(details.error, line, record);
  const requests = Array.isArray(read) ? undefined : read;
  const stated = Object.fromEntries(
    renames.flatMap(([key, name]) => (data[key] === undefined ? [] : [[name, data[key] ?? null]])),
  );
  const durationS = data.duration ?? undefined;
  const acceptLength = data.accept_length ?? 0;
  const statedAcceptanceLength = acceptLength >= 1 ? acceptLength : undefined;
  if (Object.keys(stated).length === 0 && durationS === undefined && requests === undefined) {
    const message = "has none of the results SGLang's bench_serving writes";
    return { problems: [...problems, measureProblem(line, "nothingToUse", message)] };
  }
  const extra = Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && !metaNames.has(entry[0]),
    ),
  );
  const backend = data.backend ?? undefined;
  const notes: RunNote[] = [{ code: "sglangItlPerToken" }];
  if (backend === undefined || !backendsCountingTokens.has(backend)) {
    notes.push({ code: "sglangOutputLenRequested" });
  }
  if (requests === undefined) notes.push({ code: "noPerRequestData" });
  const run: MeasuredRun = {
    format: "sglang",
    line,
    meta: {
      ...(backend === undefined ? {} : { backend }),
      ...(data.model_id == null ? {} : { model: data.model_id }),
      ...(rate.requestRate === undefined ? {} : { requestRate: rate.requestRate }),
      ...(data.max_concurrency == null ? {} : { maxConcurrency: data.max_concurrency }),
      ...(data.tag == null ? {} : { label: data.tag }),
      extra: rate.trace ? { ...extra, request_rate: "trace" } : extra,
    },
    ...(durationS === undefined ? {} : { durationS }),
    stated,
    ...(requests === undefined ? {} : { requests }),
    ...(statedAcceptanceLength === undefined ? {} : { statedAcceptanceLength }),
    notes,
  };
  return { run, problems };
};

/** Whether a JSON value looks like an SGLang bench_serving result (its own key names). */
export const isSglangBench = (value: unknown): boolean => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = value as Record<string, unknown>;
  const sglangShaped = "mean_e2e_latency_ms" in keys || "total_throughput" in keys;
  return sglangShaped && ("completed" in keys || "duration" in keys);
};

/** Reads SGLang `bench_serving` results, one run per document; never throws. */
export const readSglangBench = (documents: readonly JsonDocument[]): ParsedMeasurements => {
  const results = documents.map(readRun);
  return {
    runs: results.flatMap((result) => (result.run === undefined ? [] : [result.run])),
    problems: results.flatMap((result) => result.problems),
  };
};
