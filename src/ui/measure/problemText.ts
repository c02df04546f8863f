import type { MeasureProblem } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import type { MeasureText } from "./text.ts";

/** A problem in the current language, by its rule; a rule this view does not know keeps its English. */
export const problemText = (problem: MeasureProblem, text: MeasureText): string => {
  const templates: Readonly<Record<string, string>> = text.problems;
  const template = Object.hasOwn(templates, problem.rule) ? templates[problem.rule] : undefined;
  if (template === undefined) return problem.message;
  // A template whose parameters the problem lacks would show "{name}": the English says more.
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  if (names.some((name) => problem.params[name] === undefined)) return problem.message;
  return fill(template, { ...problem.params });
};

/** How many problems a file has: the listed ones, the last of which may count the rest. */
export const problemCount = (problems: readonly MeasureProblem[]): number =>
  problems.reduce(
    (count, problem) =>
      count +
      (problem.rule === "moreProblems" && typeof problem.params.count === "number"
        ? problem.params.count
        : 1),
    0,
  );

/** Where a problem is: "Line 3 · field ttfts[2]", or "Whole file". */
export const problemPlace = (problem: MeasureProblem, text: MeasureText): string => {
  const place =
    problem.line > 0 ? fill(text.files.line, { line: String(problem.line) }) : text.files.wholeFile;
  return problem.field === undefined
    ? place
    : `${place} · ${fill(text.files.field, { field: problem.field })}`;
};
