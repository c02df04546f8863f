import { clipText, type FieldProblem, type Parsed, type Plan, parsePlan } from "../model/index.ts";
import { jsonSyntaxError } from "./jsonSyntaxError.ts";
import { decodeText, looksLikeMisreadUtf16 } from "./textBytes.ts";

// Editors on Windows may start a UTF-8 file with a byte order mark, which JSON.parse rejects.
const byteOrderMark = "\uFEFF";

// A whole-file message stays as short as a field's.
const maxMessageChars = 160;

/** Why a file is no plan at all: `params.file` says which, and `params.detail` the parser's words. */
export type PlanFileFault = "empty" | "utf16" | "notJson";

const problem = (file: PlanFileFault, message: string, detail?: string): Parsed<Plan> => ({
  ok: false,
  problems: [
    {
      field: "plan",
      message: clipText(message, maxMessageChars),
      rule: "invalid",
      params: detail === undefined ? { file } : { file, detail: clipText(detail, maxMessageChars) },
    } satisfies FieldProblem,
  ],
});

const lineAndColumn = (text: string, position: number): string => {
  const before = text.slice(0, position);
  const line = before.split("\n").length;
  const column = position - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
};

// Node's own message echoes the text back, which for a whole plan file is noise.
const withoutEcho = (message: string): string => message.replace(/, ".*" is not valid JSON$/s, "");

const describeJsonError = (text: string, error: unknown): string => {
  const found = jsonSyntaxError(text);
  if (found !== null) {
    return `${found.reason} at position ${found.position} (${lineAndColumn(text, found.position)})`;
  }
  return error instanceof Error ? withoutEcho(error.message) : String(error);
};

/** Parses the text of a plan file and validates it; never throws. */
export const readPlanText = (text: string): Parsed<Plan> => {
  const body = text.startsWith(byteOrderMark) ? text.slice(byteOrderMark.length) : text;
  if (body.trim() === "") return problem("empty", "is empty");
  if (looksLikeMisreadUtf16(body)) {
    return problem("utf16", "is UTF-16 text read as UTF-8: save it as UTF-8 and open it again");
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const detail = describeJsonError(body, error);
    return problem("notJson", `is not valid JSON: ${detail}`, detail);
  }
  return parsePlan(json);
};

/** Decodes the bytes of a plan file (UTF-8, or UTF-16 by its byte order mark or its NULs) and reads it. */
export const readPlanBytes = (bytes: Uint8Array): Parsed<Plan> => readPlanText(decodeText(bytes));
