import { jsonSyntaxError } from "../jsonSyntaxError.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";
import { replacePythonNumbers } from "./pythonNumbers.ts";

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
const markedValues: Record<string, number> = {
  [`${marker}Infinity`]: Number.POSITIVE_INFINITY,
  [`${marker}-Infinity`]: Number.NEGATIVE_INFINITY,
  [`${marker}NaN`]: Number.NaN,
};

const parseRelaxed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    const sanitized = replacePythonNumbers(text, (word) => `"${marker}${word}"`);
    if (sanitized.count === 0) throw error;
    return JSON.parse(sanitized.text, (_key, value) =>
      typeof value === "string" && value.startsWith(marker) ? markedValues[value] : value,
    );
  }
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
  const before = relaxedText.slice(0, found.position);
  const line = firstLine + before.split("\n").length - 1;
  const column = found.position - before.lastIndexOf("\n");
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

/** Reads one JSON document or one per line; never throws. */
export const readJsonDocuments = (raw: string): JsonDocuments => {
  const text = raw.startsWith(byteOrderMark) ? raw.slice(byteOrderMark.length) : raw;
  if (text.trim() === "") {
    return { documents: [], problems: [measureProblem(0, "empty", "is empty")] };
  }
  let wholeError: unknown;
  try {
    return { documents: [{ line: 1, value: parseRelaxed(text) }], problems: [] };
  } catch (error) {
    wholeError = error;
  }
  const lines = text.split("\n");
  const filled = lines.flatMap((content, index) =>
    content.trim() === "" ? [] : [{ content, line: index + 1 }],
  );
  // One object a line, or else one document broken somewhere: a pretty-printed file's lines
  // ("0.123,", "[]") would parse alone, so only a first line that is a whole object means JSONL.
  const first = filled[0];
  const firstValue = first === undefined ? undefined : tryParse(first.content);
  const oneALine =
    filled.length > 1 &&
    firstValue !== null &&
    typeof firstValue === "object" &&
    !Array.isArray(firstValue);
  if (!oneALine) return { documents: [], problems: [syntaxProblem(text, 1, wholeError)] };
  const documents: JsonDocument[] = [];
  const problems: MeasureProblem[] = [];
  for (const { content, line } of filled) {
    try {
      documents.push({ line, value: parseRelaxed(content) });
    } catch (error) {
      if (problems.length < maxProblems) problems.push(syntaxProblem(content, line, error));
    }
  }
  return { documents, problems };
};
