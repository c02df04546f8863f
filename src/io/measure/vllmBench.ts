import { z } from "zod";
import type { MeasuredRun, RequestDetail, RunNote, SpecDecodeCounts } from "../../model/index.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import type { JsonDocument } from "./readJsonDocuments.ts";
import { count, detailOf } from "./vllmDetail.ts";
import { zodProblems } from "./zodProblems.ts";

// `vllm bench serve --save-result` (and the older benchmarks/benchmark_serving.py), every schema
// described in docs/formats.md §3: with or without `--save-detailed` arrays, `endpoint_type`
// and/or `backend`, the `request_goodput:` spelling, `--metadata` keys, failed requests.

const optionalNumber = z.number().nullable().optional();
// zod's number() rejects ±Infinity, which Python writes for an unlimited rate or burstiness.
const numberOrInfinity = z.custom<number>(
  (value) => typeof value === "number" && !Number.isNaN(value),
  {
    error: "must be a number",
  },
);

const RunSchema = z.looseObject({
  date: z.string().optional(),
  backend: z.string().optional(),
  endpoint_type: z.string().optional(),
  label: z.string().nullable().optional(),
  model_id: z.string().optional(),
  num_prompts: count.optional(),
  // "inf" is written as a string; a bare Infinity arrives as a number.
  request_rate: z.union([numberOrInfinity, z.literal("inf")]).optional(),
  burstiness: numberOrInfinity.optional(),
  max_concurrency: count.nullable().optional(),
  // Some vendors' forks write the metrics without `duration`, `completed` or the input total.
  duration: z.number().finite().positive().optional(),
  completed: count.optional(),
  failed: count.optional(),
  total_input_tokens: count.optional(),
  // Pooling (embedding) runs write no output total: they generate nothing.
  total_output_tokens: count.optional(),
  spec_decode_num_drafts: count.optional(),
  spec_decode_draft_tokens: count.optional(),
  spec_decode_accepted_tokens: count.optional(),
  spec_decode_per_position_acceptance_rates: z.array(z.number().finite().min(0)).optional(),
  spec_decode_acceptance_length: optionalNumber,
  spec_decode_acceptance_rate: optionalNumber,
  request_throughput: optionalNumber,
});

const statedKeyPattern =
  /^(?:(?:mean|median|std|p\d+(?:\.\d+)?)_(?:ttft|tpot|itl|e2el)_ms|request_throughput|request_goodput|output_throughput|total_token_throughput|max_output_tokens_per_s|max_concurrent_requests|completed|failed|total_input_tokens|total_output_tokens)$/;
const knownTextKeys = new Set([
  "date",
  "backend",
  "endpoint_type",
  "label",
  "model_id",
  "tokenizer_id",
]);

// A vendor's file without `completed` and `duration` still states these under vLLM's names.
const metricKeys = ["request_throughput", "output_throughput", "mean_ttft_ms", "mean_tpot_ms"];

/** Whether a JSON value looks like a vLLM bench result (rather than SGLang's or AIPerf's). */
export const isVllmBench = (value: unknown): boolean => {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = value as Record<string, unknown>;
  const vllmShaped = "model_id" in keys || "endpoint_type" in keys || "tokenizer_id" in keys;
  const sglangShaped = "mean_e2e_latency_ms" in keys || "total_throughput" in keys;
  const counted = "completed" in keys && "duration" in keys;
  const measured = metricKeys.some((key) => typeof keys[key] === "number");
  return vllmShaped && !sglangShaped && (counted || measured);
};

/**
 * What a file without `completed` or `duration` lets us derive: the successes from its
 * per-request arrays, and the duration as completed / request_throughput (vLLM's own
 * request_throughput = completed / duration), each with a note; else nothing.
 */
const derivedCounts = (
  run: z.infer<typeof RunSchema>,
  requests: RequestDetail | undefined,
): { completed?: number; durationS?: number; notes: RunNote[] } => {
  const notes: RunNote[] = [];
  let completed = run.completed;
  if (completed === undefined && requests !== undefined) {
    completed = requests.errors.filter((error) => error === "").length;
    notes.push({ code: "completedDerived" });
  }
  let durationS = run.duration;
  const throughput = run.request_throughput;
  if (durationS === undefined && completed !== undefined && completed > 0) {
    if (typeof throughput === "number" && Number.isFinite(throughput) && throughput > 0) {
      durationS = completed / throughput;
      notes.push({ code: "durationDerived" });
    }
  }
  return {
    ...(completed === undefined ? {} : { completed }),
    ...(durationS === undefined ? {} : { durationS }),
    notes,
  };
};

const statedOf = (document: Record<string, unknown>): Record<string, number | null> => {
  const stated: Record<string, number | null> = {};
  for (const [rawKey, value] of Object.entries(document)) {
    // Files from vLLM main in early/mid 2025 spell the goodput key with a trailing colon.
    const key = rawKey === "request_goodput:" ? "request_goodput" : rawKey;
    if (!statedKeyPattern.test(key)) continue;
    // Python writes NaN for a statistic of nothing; that states no value.
    if (typeof value === "number") stated[key] = Number.isFinite(value) ? value : null;
    else if (value === null) stated[key] = null;
  }
  return stated;
};

const extraOf = (document: Record<string, unknown>): Record<string, string> => {
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(document)) {
    if (typeof value === "string" && !knownTextKeys.has(key) && key !== "request_rate") {
      extra[key] = value;
    }
  }
  return extra;
};

const specDecodeOf = (run: z.infer<typeof RunSchema>): SpecDecodeCounts | undefined => {
  const drafts = run.spec_decode_num_drafts;
  if (drafts === undefined || run.spec_decode_draft_tokens === undefined) return undefined;
  if (run.spec_decode_accepted_tokens === undefined) return undefined;
  const rates = run.spec_decode_per_position_acceptance_rates;
  return {
    numDrafts: drafts,
    draftTokens: run.spec_decode_draft_tokens,
    acceptedTokens: run.spec_decode_accepted_tokens,
    // The file states per-position rates (accepted at j / drafts); counts are rate × drafts.
    ...(rates === undefined ? {} : { acceptedPerPosition: rates.map((rate) => rate * drafts) }),
  };
};

const runOf = (
  document: Record<string, unknown>,
  line: number,
  problems: MeasureProblem[],
): MeasuredRun | null => {
  const parsed = RunSchema.safeParse(document);
  if (!parsed.success) {
    for (const problem of zodProblems(parsed.error, line, document)) problems.push(problem);
    return null;
  }
  const run = parsed.data;
  const requests = detailOf(document, line, problems);
  const notes: RunNote[] = [];
  if ("request_goodput:" in document) notes.push({ code: "goodputKeyWithColon" });
  if (requests === undefined) notes.push({ code: "noPerRequestData" });
  const derived = derivedCounts(run, requests);
  notes.push(...derived.notes);

  const specDecode = specDecodeOf(run);
  const rate = run.request_rate === "inf" ? Number.POSITIVE_INFINITY : run.request_rate;
  const acceptance = run.spec_decode_acceptance_length;
  const acceptanceRate = run.spec_decode_acceptance_rate;
  return {
    format: "vllm",
    line,
    meta: {
      ...(run.date === undefined ? {} : { date: run.date }),
      ...((run.endpoint_type ?? run.backend)
        ? { backend: (run.endpoint_type ?? run.backend) as string }
        : {}),
      ...(run.model_id === undefined ? {} : { model: run.model_id }),
      ...(rate === undefined ? {} : { requestRate: rate }),
      ...(run.max_concurrency == null ? {} : { maxConcurrency: run.max_concurrency }),
      ...(run.burstiness === undefined ? {} : { burstiness: run.burstiness }),
      ...(run.num_prompts === undefined ? {} : { numPrompts: run.num_prompts }),
      ...(run.label == null ? {} : { label: run.label }),
      extra: extraOf(document),
    },
    ...(derived.durationS === undefined ? {} : { durationS: derived.durationS }),
    stated: statedOf(document),
    ...(requests === undefined ? {} : { requests }),
    ...(specDecode === undefined ? {} : { specDecode }),
    ...(typeof acceptance === "number" && Number.isFinite(acceptance)
      ? { statedAcceptanceLength: acceptance }
      : {}),
    ...(typeof acceptanceRate === "number" && Number.isFinite(acceptanceRate)
      ? { statedAcceptanceRatePercent: acceptanceRate }
      : {}),
    notes,
  };
};

/** Reads the runs of a vLLM result file (one document, or one per line); never throws. */
export const readVllmBench = (documents: readonly JsonDocument[]): ParsedMeasurements => {
  const runs: MeasuredRun[] = [];
  const problems: MeasureProblem[] = [];
  for (const { line, value } of documents) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      problems.push(
        measureProblem(line, "type", "a result must be a JSON object", {
          expected: "object",
          got: Array.isArray(value) ? "array" : value === null ? "null" : typeof value,
        }),
      );
      continue;
    }
    const run = runOf(value as Record<string, unknown>, line, problems);
    if (run !== null) runs.push(run);
  }
  return { runs, problems };
};
