import type { MeasuredRun } from "../../model/index.ts";

// Every way an imported measurement file can be wrong, as a rule with parameters (so the UI can
// say it in either language) and an English sentence (for the CLI). Each names its line.

export type MeasureRule =
  /** Nothing but whitespace. */
  | "empty"
  /** Bytes that are not text (NUL or other control characters). */
  | "binary"
  /** JSON that breaks the grammar; params.reason, params.column. */
  | "syntax"
  /** YAML that breaks the grammar; params.reason. */
  | "yamlSyntax"
  /** Valid JSON or text, but no format this planner reads; params.hint. */
  | "unknownFormat"
  /** A field of the wrong type; params.expected, params.got. */
  | "type"
  /** A per-request array whose length differs from the others; params.expected, params.got. */
  | "length"
  /** A number out of its range (negative time, NaN count); params.got. */
  | "value"
  /** A line of Prometheus text that is not a sample, comment or blank; params.text. */
  | "prometheusLine"
  /** A file with nothing this planner can use (e.g. a scrape without vllm: or sglang: series). */
  | "nothingToUse"
  /** Text longer than the readers take; params.limit, params.got (characters). */
  | "tooLarge"
  /** A file larger than the readers take, checked before reading; params.limit, params.got ("250 MB"). */
  | "fileTooLarge"
  /** Adding the file would keep more bytes than the tab holds at once; params.limit ("500 MB"). */
  | "keptFull"
  /** More results or lines than a file may hold; the rest were not read; params.limit. */
  | "tooMany"
  /** More problems than are listed; params.count. */
  | "moreProblems"
  /** The browser could not read the file (moved, permission lost). */
  | "unreadable"
  /** The reader failed on this file; params.reason. The other files are still read. */
  | "readerFailed";

export interface MeasureProblem {
  /** Line of the file, from 1; 0 when the whole file is at fault. */
  line: number;
  /** The field or key at fault, in the file's own spelling (`ttfts[3]`, `request_rate`). */
  field?: string;
  rule: MeasureRule;
  params: Readonly<Record<string, string | number>>;
  /** English, for the CLI and as a fallback. */
  message: string;
}

/** What a file gave: the runs that read cleanly and the problems of those that did not. */
export interface ParsedMeasurements {
  runs: MeasuredRun[];
  problems: MeasureProblem[];
}

/** Longest message a problem carries, so a garbage file's report stays readable. */
export const maxMessageChars = 200;
// A parameter or field is quoted inside a sentence of its own.
const maxQuotedChars = 120;

const clip = (text: string, limit: number): string =>
  text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;

const clipped = (params: Record<string, string | number>): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" ? clip(value, maxQuotedChars) : value,
    ]),
  );

/** A problem, its message, parameters and field cut to a length a person reads. */
export const measureProblem = (
  line: number,
  rule: MeasureRule,
  message: string,
  params: Record<string, string | number> = {},
  field?: string,
): MeasureProblem => {
  const short = { line, rule, params: clipped(params), message: clip(message, maxMessageChars) };
  return field === undefined ? short : { ...short, field: clip(field, maxQuotedChars) };
};
