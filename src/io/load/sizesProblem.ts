import type { MeasureRule } from "../measure/measureProblem.ts";

// What can be wrong with a file of request sizes, and what a reader did that a person should
// know, as codes with parameters (for either language) and an English sentence (for the CLI).

export type SizesRule =
  | MeasureRule
  /** Longer than the reader takes; params.limit, params.got (characters). */
  | "tooLarge"
  /** A benchmark result without per-request input and output lengths. */
  | "noPerRequestSizes"
  /** Nothing left to use once bad and skipped lines are set aside. */
  | "noRequests"
  /** More problems than are listed; params.count. */
  | "moreProblems";

export interface SizesProblem {
  /** Line of the file, from 1; 0 when the whole file is at fault. */
  line: number;
  /** The field at fault, in the file's own spelling (`input_length`, `output_lens[3]`). */
  field?: string;
  rule: SizesRule;
  params: Readonly<Record<string, string | number>>;
  /** English, at most `maxMessageChars`. */
  message: string;
}

export type SizesNoteCode =
  /** params.kept, params.requests: more requests than a plan carries, taken at an even stride. */
  | "sampled"
  /** params.count, params.limit, params.lines: lines over the length limit, left out. */
  | "longLinesSkipped"
  /** params.limit: lines after the limit were not read. */
  | "lineLimit"
  /** params.count: requests that failed or produced nothing, left out. */
  | "failedSkipped"
  /** params.count: runs of one file whose requests were pooled. */
  | "runsCombined"
  /** params.count: runs without per-request data, left out. */
  | "runsWithoutSizes"
  /** SGLang backends that count no generated tokens report the requested lengths. */
  | "requestedOutputLens"
  /** Arrival times out of order; they were sorted for the rate. */
  | "unsorted"
  /** params.reason: why the file gives no arrival rate. */
  | "noArrival";

export interface SizesNote {
  code: SizesNoteCode;
  params: Readonly<Record<string, string | number>>;
  message: string;
}

/** Longest message a problem carries, so a garbage file's report stays readable. */
export const maxMessageChars = 200;
// What a message quotes of a bad value or line.
const maxExcerptChars = 40;

/** A short quotation of what the file has: JSON for values, cut with an ellipsis. */
export const excerpt = (value: unknown): string => {
  let text: string;
  try {
    text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? "nothing");
  } catch {
    text = typeof value;
  }
  return text.length <= maxExcerptChars ? text : `${text.slice(0, maxExcerptChars - 1)}…`;
};

const clip = (message: string): string =>
  message.length <= maxMessageChars ? message : `${message.slice(0, maxMessageChars - 1)}…`;

export const sizesProblem = (
  line: number,
  rule: SizesRule,
  message: string,
  params: Record<string, string | number> = {},
  field?: string,
): SizesProblem => {
  const clipped = clip(message);
  return field === undefined
    ? { line, rule, params, message: clipped }
    : { line, field, rule, params, message: clipped };
};

export const sizesNote = (
  code: SizesNoteCode,
  message: string,
  params: Record<string, string | number> = {},
): SizesNote => ({ code, params, message });
