import {
  type EmpiricalSizes,
  EmpiricalSizesSchema,
  maxEmpiricalRequests,
} from "../../model/index.ts";
import { looksBinary } from "../measure/detectFormat.ts";
import { readBenchRequests } from "./benchRequests.ts";
import { evenSample } from "./evenSample.ts";
import { looksLikeTrace, readMooncakeTrace } from "./mooncakeTrace.ts";
import { maxTextChars } from "./sizeLimits.ts";
import { type Arrival, arrivalOf, meanAndCv } from "./sizeStatistics.ts";
import { type SizesNote, type SizesProblem, sizesNote, sizesProblem } from "./sizesProblem.ts";

// Request sizes for a plan's empirical load, from a benchmark result that kept each request's
// lengths or from a request trace. The file is told apart by its content, not its name.

export interface SizesSummary {
  /** Usable requests in the file (before any sampling). */
  requests: number;
  /** Requests kept in `sizes`: all of them, or `maxEmpiricalRequests` at an even stride. */
  keptRequests: number;
  meanInputTokens: number;
  meanOutputTokens: number;
  inputCv: number;
  outputCv: number;
  /** How the requests arrived, when the file times every one. */
  arrival?: Arrival;
}

export type RequestSizes =
  | { ok: true; sizes: EmpiricalSizes; summary: SizesSummary; notes: SizesNote[] }
  | { ok: false; problems: SizesProblem[] };

const byteOrderMark = "\uFEFF";
const maxFileNameChars = EmpiricalSizesSchema.shape.file.maxLength ?? 200;
const fallbackName = "sizes";
const charsPerMillion = 1_000_000;
const grouped = (value: number): string => value.toLocaleString("en-US");

// The end of a long path keeps the file's own name.
const fileName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed === "") return fallbackName;
  return trimmed.length <= maxFileNameChars ? trimmed : `…${trimmed.slice(1 - maxFileNameChars)}`;
};

const failure = (problem: SizesProblem): RequestSizes => ({ ok: false, problems: [problem] });

const tooLarge = (chars: number): RequestSizes => {
  const got = (chars / charsPerMillion).toFixed(1);
  const limit = maxTextChars / charsPerMillion;
  const message = `is ${got} million characters; the limit is ${limit} million (take part of it first, e.g. head -n 100000 trace.jsonl)`;
  return failure(sizesProblem(0, "tooLarge", message, { limit: maxTextChars, got: chars }));
};

const readerFailed = (error: unknown): RequestSizes => {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
  return failure(sizesProblem(0, "readerFailed", `could not be read: ${reason}`, { reason }));
};

/** Reads the request sizes of a benchmark result or a trace; never throws. */
export const readRequestSizes = (name: string, raw: string): RequestSizes => {
  try {
    return readSizes(name, raw);
  } catch (error) {
    return readerFailed(error);
  }
};

const readSizes = (name: string, raw: string): RequestSizes => {
  if (raw.length > maxTextChars) return tooLarge(raw.length);
  const text = raw.startsWith(byteOrderMark) ? raw.slice(byteOrderMark.length) : raw;
  if (text.trim() === "") return failure(sizesProblem(0, "empty", "is empty"));
  if (looksBinary(text)) {
    return failure(sizesProblem(0, "binary", "is not a text file (it holds binary bytes)"));
  }
  const read = looksLikeTrace(text) ? readMooncakeTrace(text) : readBenchRequests(name, text);
  if (read.problems.length > 0) return { ok: false, problems: read.problems };
  const requests = read.inputTokens.length;
  if (requests === 0) {
    return failure(sizesProblem(0, "noRequests", "has no request with input and output tokens"));
  }
  const notes = [...read.notes];
  const kept = evenSample(requests, maxEmpiricalRequests);
  if (kept.length < requests) {
    const message = `kept ${grouped(kept.length)} of ${grouped(requests)} requests, taken at an even stride (a plan carries at most ${grouped(maxEmpiricalRequests)})`;
    notes.push(sizesNote("sampled", message, { kept: kept.length, requests }));
  }
  const input = meanAndCv(read.inputTokens);
  const output = meanAndCv(read.outputTokens);
  const arrival = read.arrivalsMs === undefined ? undefined : arrivalOf(read.arrivalsMs);
  for (const note of arrival?.notes ?? []) notes.push(note);
  const sizes: EmpiricalSizes = {
    file: fileName(name),
    inputTokens: kept.map((i) => read.inputTokens[i] ?? 0),
    outputTokens: kept.map((i) => read.outputTokens[i] ?? 0),
  };
  const summary: SizesSummary = {
    requests,
    keptRequests: kept.length,
    meanInputTokens: input.mean,
    meanOutputTokens: output.mean,
    inputCv: input.cv,
    outputCv: output.cv,
    ...(arrival?.arrival ? { arrival: arrival.arrival } : {}),
  };
  return { ok: true, sizes, summary, notes };
};
