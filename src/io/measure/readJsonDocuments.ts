import { jsonSyntaxError } from "../jsonSyntaxError.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";

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
// A string literal (kept as it is) or one of Python's non-standard number words.
const pythonNumbers = /"(?:[^"\\]|\\.)*"|-?Infinity|NaN/g;
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
    let replaced = 0;
    const sanitized = text.replace(pythonNumbers, (match) => {
      if (match.startsWith('"')) return match;
      replaced += 1;
      return `"${marker}${match}"`;
    });
    if (replaced === 0) throw error;
    return JSON.parse(sanitized, (_key, value) =>
      typeof value === "string" && value.startsWith(marker) ? markedValues[value] : value,
    );
  }
};

const syntaxProblem = (text: string, firstLine: number, error: unknown): MeasureProblem => {
  const relaxedText = text.replace(pythonNumbers, (match) => (match.startsWith('"') ? match : "0"));
  const found = jsonSyntaxError(relaxedText);
  if (found === null) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
    return measureProblem(firstLine, "syntax", `is not valid JSON: ${reason}`, {
      reason,
      column: 0,
    });
  }
  const before = relaxedText.slice(0, found.position);
  const line = firstLine + before.split("\n").length - 1;
  const column = found.position - before.lastIndexOf("\n");
  return measureProblem(
    line,
    "syntax",
    `is not valid JSON: ${found.reason} at line ${line}, column ${column}`,
    { reason: found.reason, column },
  );
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
  const documents: JsonDocument[] = [];
  const problems: MeasureProblem[] = [];
  for (const { content, line } of filled) {
    try {
      documents.push({ line, value: parseRelaxed(content) });
    } catch (error) {
      problems.push(syntaxProblem(content, line, error));
    }
  }
  // A pretty-printed document broken somewhere: its lines do not stand alone, so report the whole.
  if (documents.length === 0 || filled.length === 1) {
    return { documents: [], problems: [syntaxProblem(text, 1, wholeError)] };
  }
  return { documents, problems };
};
