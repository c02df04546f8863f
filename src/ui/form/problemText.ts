import type { FieldProblem } from "../../model/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { fill } from "../../text/index.ts";

/** A field problem in the reader's language, from its rule and numbers. */
export const problemText = (problem: FieldProblem, t: Dictionary): string => {
  // A custom model's cross-field check says which rule it broke, in the entry form's words.
  const checks = t.latency.entries.consistency;
  const check = String(problem.params.check);
  if (problem.rule === "consistency" && Object.hasOwn(checks, check)) {
    return fill(checks[check as keyof typeof checks], problem.params);
  }
  return fill(t.problems[problem.rule], problem.params);
};
