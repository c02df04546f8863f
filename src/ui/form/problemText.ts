import type { FieldProblem } from "../../model/index.ts";
import type { Dictionary } from "../i18n/en.ts";
import { fill } from "../i18n/format.ts";

/** A field problem in the reader's language, from its rule and numbers. */
export const problemText = (problem: FieldProblem, t: Dictionary): string =>
  fill(t.problems[problem.rule], problem.params);
