import type { EntryProblem } from "../../../io/index.ts";
import type { Dictionary } from "../../../text/index.ts";
import { fill } from "../../../text/index.ts";

/** A custom entry's field problem in the reader's language. */
export const entryProblemText = (problem: EntryProblem, t: Dictionary): string => {
  const entries = t.latency.entries;
  switch (problem.rule) {
    case "idTaken":
    case "idPreset":
    case "idTooLong":
      return fill(entries.problems[problem.rule], problem.params);
    case "consistency": {
      const check = String(problem.params.check) as keyof typeof entries.consistency;
      return fill(entries.consistency[check] ?? t.problems.invalid, problem.params);
    }
    default:
      return fill(t.problems[problem.rule], problem.params);
  }
};
