import { jsonSyntaxError } from "../jsonSyntaxError.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";
import { replacePythonNumbers } from "./pythonNumbers.ts";
import { maxDocuments } from "./readLimits.ts";

// Result files come as one JSON document (vLLM `--save-result`, AIPerf), or as one object a line
// (vLLM `--append-result`, SGLang `--output-file`). Python's json.dump writes bare Infinity and NaN,
// which JSON.parse rejects; they are read as numbers here. No library reads both forms at the speed
// a 50 MB file needs (JSON5 parses character by character), so this wraps the native parser.

export interface JsonDocument {
  /** Line the document starts on, from 1. */
  line: number;
  value: unknown;
}

export interface JsonDocuments {
  documents: JsonDocument[];
  problems: MeasureProblem[];
}

const byteOrderMark = "\uFEFF";
// A broken appended file reports this many lines; the rest add nothing a person can act on.
const maxProblems = 20;
// A private-use character: valid inside a JSON string, and never in a result file's own text.
const marker = "\uE000python-number:";
const markedValues: ReadonlyMap<string, number> = new Map([
  [`${marker}Infinity`, Number.POSITIVE_INFINITY],
  [`${marker}-Infinity`, Number.NEGATIVE_INFINITY],
  [`${marker}NaN`, Number.NaN],
]);

const parseRelaxed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    const sanitized = replacePythonNumbers(text, (word) => `"${marker}${word}"`);
    if (sanitized.count === 0) throw error;
    return JSON.parse(sanitized.text, (_key, value) =>
      typeof value === "string" && markedValues.has(value) ? markedValues.get(value) : value,
    );
  }
};

// Counted, not split: a file of a million empty lines would make a million strings.
const breaksBefore = (text: string, position: number): number => {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < position; at = text.indexOf("\n", at + 1)) {
    count += 1;
  }
  return count;
};

const syntaxProblem = (text: string, firstLine: number, error: unknown): MeasureProblem => {
  // Each word becomes a number of the same length, so columns stay where they were.
  const relaxedText = replacePythonNumbers(text, (word) => "0".padEnd(word.length, " ")).text;
  const found = jsonSyntaxError(relaxedText);
  if (found === null) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
    return measureProblem(firstLine, "syntax", `is not valid JSON: ${reason}`, {
      reason,
      column: 0,
    });
  }
  // Where the error sits on a replaced word, name the word the file has.
  const word = /^(?:-?Infinity|NaN)/.exec(text.slice(found.position, found.position + 9))?.[0];
  const reason = word === undefined ? found.reason : `Unexpected ${word}`;
  const lastBreak = found.position === 0 ? -1 : relaxedText.lastIndexOf("\n", found.position - 1);
  const line = firstLine + breaksBefore(relaxedText, found.position);
  const column = found.position - lastBreak;
  return measureProblem(
    line,
    "syntax",
    `is not valid JSON: ${reason} at line ${line}, column ${column}`,
    { reason, column },
  );
};

const tryParse = (text: string): unknown => {
  try {
    return parseRelaxed(text);
  } catch {
    return undefined;
  }
};

/** The lines that hold something, without splitting the whole text at once. */
function* filledLines(text: string): Generator<{ content: string; line: number }> {
  let start = 0;
  for (let line = 1; start <= text.length; line += 1) {
    const end = text.indexOf("\n", start);
    const stop = end === -1 ? text.length : end;
    const content = text.slice(start, stop);
    if (content.trim() !== "") yield { content, line };
    if (end === -1) return;
    start = end + 1;
  }
}

const grouped = (value: number): string => value.toLocaleString("en-US");

const tooMany = (line: number): MeasureProblem =>
  measureProblem(
    line,
    "tooMany",
    `holds more than ${grouped(maxDocuments)} results; lines from ${grouped(line)} on were not read`,
    { limit: maxDocuments },
  );

/**
 * The line each element of a top-level array starts on, scanning strings and nesting (an array
 * of results is pretty-printed: its elements start on lines of their own).
 */
const elementLines = (text: string, count: number): number[] => {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length && lines.length < count; at += 1) {
    const char = text.charCodeAt(at);
    if (char === 0x0a) line += 1;
    if (inString) {
      if (char === 0x5c) at += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (depth === 1) lines.push(line);
      depth += 1;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return lines;
};

const isPlainObject = (value: unknown): boolean =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A whole document: one result, or an array of results (a `vllm bench sweep` summary.json holds
 * its runs so), each element then a document on the line it starts.
 */
const wholeDocuments = (text: string, value: unknown): JsonDocuments => {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isPlainObject)) {
    return { documents: [{ line: 1, value }], problems: [] };
  }
  const kept = value.slice(0, maxDocuments);
  const lines = elementLines(text, kept.length);
  return {
    documents: kept.map((element, index) => ({ line: lines[index] ?? 1, value: element })),
    problems: value.length > maxDocuments ? [tooMany(lines.at(-1) ?? 1)] : [],
  };
};

/** Reads one JSON document (or an array of them) or one per line, at most `maxDocuments`; never throws. */
export const readJsonDocuments = (raw: string): JsonDocuments => {
  const text = raw.startsWith(byteOrderMark) ? raw.slice(byteOrderMark.length) : raw;
  if (text.trim() === "") {
    return { documents: [], problems: [measureProblem(0, "empty", "is empty")] };
  }
  let wholeError: unknown;
  try {
    return wholeDocuments(text, parseRelaxed(text));
  } catch (error) {
    wholeError = error;
  }
  // One object a line, or else one document broken somewhere: a pretty-printed file's lines
  // ("0.123,", "[]") would parse alone, so only a first line that is a whole object means JSONL.
  const lines = filledLines(text);
  const first = lines.next();
  const firstValue = first.done ? undefined : tryParse(first.value.content);
  const second = lines.next();
  const oneALine =
    !second.done &&
    firstValue !== null &&
    typeof firstValue === "object" &&
    !Array.isArray(firstValue);
  if (first.done || second.done || !oneALine) {
    return { documents: [], problems: [syntaxProblem(text, 1, wholeError)] };
  }
  const documents: JsonDocument[] = [{ line: first.value.line, value: firstValue }];
  const problems: MeasureProblem[] = [];
  let read = 1;
  const readLine = ({ content, line }: { content: string; line: number }): boolean => {
    if (read === maxDocuments) {
      problems.push(tooMany(line));
      return false;
    }
    read += 1;
    try {
      documents.push({ line, value: parseRelaxed(content) });
    } catch (error) {
      if (problems.length < maxProblems) problems.push(syntaxProblem(content, line, error));
    }
    return true;
  };
  if (readLine(second.value)) {
    for (const entry of lines) if (!readLine(entry)) break;
  }
  return { documents, problems };
};
