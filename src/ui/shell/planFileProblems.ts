import type { FieldProblem } from "../../model/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { fill } from "../../text/index.ts";
import { problemText } from "../form/problemText.ts";
import type { PlanFileText } from "./planFileText.ts";

export interface ProblemLine {
  field: string;
  message: string;
}

// readPlanText reports a file that is no plan at all under the field "plan", saying why in
// params.file; the words are the page's, not the message's.
const wholeFileMessage = (problem: FieldProblem, text: PlanFileText): string => {
  const { file, detail } = problem.params;
  if (file === "empty") return text.empty;
  if (file === "utf16") return text.utf16;
  if (file === "notJson") return fill(text.notJson, { detail: String(detail ?? "") });
  return problem.message;
};

/** A plan file's problems in the reader's language: the field's label and what is wrong. */
export const planFileProblems = (
  problems: readonly FieldProblem[],
  t: Dictionary,
  text: PlanFileText,
): ProblemLine[] =>
  problems.map((problem) => {
    if (problem.field === "plan") {
      return { field: text.wholeFile, message: wholeFileMessage(problem, text) };
    }
    const label = (t.fields as Record<string, { label: string } | undefined>)[problem.field]?.label;
    return {
      field: label === undefined ? problem.field : `${label} (${problem.field})`,
      message: problemText(problem, t),
    };
  });
