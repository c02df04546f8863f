import type { SizesNote, SizesProblem } from "../../../io/index.ts";
import { fill } from "../../../text/index.ts";
import type { SizesText } from "./text.ts";

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");

// A template whose parameters the problem lacks would show "{name}": the English says more then.
const worded = (
  template: string | undefined,
  params: Readonly<Record<string, string | number>>,
  english: string,
): string =>
  template === undefined || placeholders(template).some((name) => params[name] === undefined)
    ? english
    : fill(template, { ...params });

const templateOf = (templates: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(templates, key) ? templates[key] : undefined;

/** A file's problem in the reader's language, by its rule. */
export const sizesProblemText = (problem: SizesProblem, text: SizesText): string =>
  worded(templateOf(text.problems, problem.rule), problem.params, problem.message);

/** Where a problem is: "Line 3 · input_length", or "Whole file". */
export const sizesProblemPlace = (problem: SizesProblem, text: SizesText): string => {
  const place = problem.line > 0 ? fill(text.line, { line: String(problem.line) }) : text.wholeFile;
  return problem.field === undefined ? place : `${place} · ${problem.field}`;
};

export const sizesNoteText = (note: SizesNote, text: SizesText): string =>
  worded(templateOf(text.notes, note.code), note.params, note.message);
