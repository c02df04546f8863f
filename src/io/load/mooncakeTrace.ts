import { z } from "zod";
import { boundedNumber, EmpiricalSizesSchema } from "../../model/index.ts";
import { jsonSyntaxError } from "../jsonSyntaxError.ts";
import { problemList } from "./problemList.ts";
import type { SizedRequests } from "./sizedRequests.ts";
import { maxTraceLineChars, maxTraceLines } from "./sizeLimits.ts";
import { excerpt, type SizesProblem, sizesNote, sizesProblem } from "./sizesProblem.ts";

// A Mooncake request trace (kvcache-ai/Mooncake, FAST25-release/README.md "Trace Format"): JSONL,
// one request a line, `timestamp` (ms since the first request), `input_length`, `output_length`
// and `hash_ids` (512-token prefix blocks, ignored here). AIPerf and Dynamo replay the same layout.

const tokens = EmpiricalSizesSchema.shape.inputTokens.element;
const TraceLineSchema = z.object({
  timestamp: boundedNumber({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
  input_length: tokens,
  output_length: tokens,
});
// How much of a file is looked at to tell a trace from a benchmark result.
const sniffChars = 4096;
const lineShownInNotes = 5;

/** Whether text reads as a request trace: its keys appear near the top, a benchmark's do not. */
export const looksLikeTrace = (text: string): boolean => {
  const head = text.slice(0, sniffChars);
  return /"(?:input|output)_length"\s*:/.test(head) && !/"input_lens"\s*:/.test(head);
};

const typeOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

type TraceLine = z.infer<typeof TraceLineSchema>;
type LineRead = { ok: true; request: TraceLine } | { ok: false; problems: SizesProblem[] };

const syntaxProblem = (content: string, line: number): SizesProblem => {
  const found = jsonSyntaxError(content);
  const column = (found?.position ?? 0) + 1;
  const reason = found === null ? "not JSON" : `${found.reason} at column ${column}`;
  const message = `is not valid JSON: ${reason}: ${excerpt(content)}`;
  return sizesProblem(line, "syntax", message, { reason, column });
};

const readLine = (content: string, line: number): LineRead => {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { ok: false, problems: [syntaxProblem(content, line)] };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const got = typeOf(value);
    const message = `a request must be a JSON object with input_length and output_length, got ${got}`;
    return {
      ok: false,
      problems: [sizesProblem(line, "type", message, { expected: "object", got })],
    };
  }
  const parsed = TraceLineSchema.safeParse(value);
  if (parsed.success) return { ok: true, request: parsed.data };
  // One problem a field: the last check it failed (1e300 is "at most", not "whole").
  const byField = new Map(
    parsed.error.issues.map((issue) => [issue.path.map(String).join("."), issue]),
  );
  const problems = [...byField].map(([field, issue]) => {
    const rule = issue.code === "invalid_type" ? "type" : "value";
    return sizesProblem(line, rule, `${field} ${issue.message}`, {}, field);
  });
  return { ok: false, problems };
};

/** Reads every line of a trace; never throws. */
export const readMooncakeTrace = (text: string): SizedRequests => {
  const result: SizedRequests = { inputTokens: [], outputTokens: [], problems: [], notes: [] };
  const problems = problemList();
  const arrivalsMs: number[] = [];
  let untimed = 0;
  const longLines: number[] = [];
  let start = 0;
  let line = 0;
  while (start <= text.length) {
    const end = text.indexOf("\n", start);
    const stop = end === -1 ? text.length : end;
    line += 1;
    const tooLong = stop - start > maxTraceLineChars;
    const content = tooLong ? "" : text.slice(start, stop).trim();
    if ((tooLong || content !== "") && line > maxTraceLines) {
      const message = `lines after line ${maxTraceLines.toLocaleString("en-US")} were not read`;
      result.notes.push(sizesNote("lineLimit", message, { limit: maxTraceLines }));
      break;
    }
    if (tooLong) longLines.push(line);
    else if (content !== "") {
      const read = readLine(content, line);
      if (!read.ok) problems.add(...read.problems);
      else {
        result.inputTokens.push(read.request.input_length);
        result.outputTokens.push(read.request.output_length);
        if (read.request.timestamp === undefined) untimed += 1;
        else arrivalsMs.push(read.request.timestamp);
      }
    }
    if (end === -1) break;
    start = end + 1;
  }
  if (longLines.length > 0) {
    const shown = longLines.slice(0, lineShownInNotes).join(", ");
    const more = longLines.length > lineShownInNotes ? ", …" : "";
    const message = `skipped ${longLines.length} line(s) longer than ${maxTraceLineChars.toLocaleString("en-US")} characters (line ${shown}${more})`;
    result.notes.push(
      sizesNote("longLinesSkipped", message, {
        count: longLines.length,
        limit: maxTraceLineChars,
        lines: shown,
      }),
    );
  }
  result.problems = problems.list();
  if (untimed === 0) result.arrivalsMs = arrivalsMs;
  else {
    const reason = `${untimed} request(s) have no timestamp`;
    result.notes.push(sizesNote("noArrival", `no arrival rate: ${reason}`, { reason }));
  }
  return result;
};
