import type { z } from "zod";
import { clipText } from "../../model/index.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";

// zod names where a document went wrong; the file's reader names the line.

// A file's keys are anyone's text: a field keeps to a line, and a message to about 200 characters.
const maxFieldChars = 64;
const maxMessageChars = 200;

const fieldName = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (name, key) =>
      typeof key === "number"
        ? `${name}[${key}]`
        : name === ""
          ? String(key)
          : `${name}.${String(key)}`,
    "",
  );

const typeOf = (value: unknown): string =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "array"
      : typeof value === "number" && !Number.isFinite(value)
        ? String(value)
        : typeof value;

/** One problem per zod issue, at the document's line; the first few only, so garbage stays short. */
export const zodProblems = (
  error: z.ZodError,
  line: number,
  document: unknown,
  limit = 5,
): MeasureProblem[] =>
  error.issues.slice(0, limit).map((issue) => {
    const field = clipText(fieldName(issue.path), maxFieldChars);
    const got = typeOf(
      issue.path.reduce<unknown>(
        (node, key) =>
          node !== null && typeof node === "object" && Object.hasOwn(node, key)
            ? (node as Record<PropertyKey, unknown>)[key]
            : undefined,
        document,
      ),
    );
    if (issue.code === "invalid_type") {
      return measureProblem(
        line,
        "type",
        `${field || "the document"} must be ${issue.expected}, got ${got}`,
        { expected: String(issue.expected), got },
        field,
      );
    }
    return measureProblem(
      line,
      "value",
      clipText(`${field || "the document"} ${issue.message}`, maxMessageChars),
      { got },
      field,
    );
  });
