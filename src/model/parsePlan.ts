import type { z } from "zod";
import { type Plan, PlanSchema } from "./plan.ts";

/** One thing wrong with an input, naming the field by its dotted path. */
export interface FieldProblem {
  field: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

const joinPath = (path: readonly PropertyKey[]): string =>
  path.map((key) => (key === "" ? '""' : String(key))).join(".");

/** Turns zod's issues into one sentence per field. */
export const problemsFromIssues = (issues: readonly z.core.$ZodIssue[]): FieldProblem[] =>
  issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        field: joinPath([...issue.path, key]),
        message: "is not a plan field (check its spelling and nesting)",
      }));
    }
    if (issue.path.length === 0 && issue.code === "invalid_type") {
      return [{ field: "plan", message: "must be a JSON object" }];
    }
    return [{ field: joinPath(issue.path) || "plan", message: issue.message }];
  });

/** Validates anything that claims to be a plan; never throws. */
export const parsePlan = (input: unknown): Parsed<Plan> => {
  const result = PlanSchema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: problemsFromIssues(result.error.issues) };
};

export const formatProblem = (problem: FieldProblem): string =>
  `${problem.field}: ${problem.message}`;
