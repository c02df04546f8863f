import { type Plan, PlanSchema } from "./plan.ts";
import { type FieldProblem, problemsFromIssues } from "./problems.ts";

export type { FieldProblem } from "./problems.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** Validates anything that claims to be a plan; never throws. */
export const parsePlan = (input: unknown): Parsed<Plan> => {
  const result = PlanSchema.safeParse(input, { reportInput: true });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: problemsFromIssues(result.error.issues) };
};

export const formatProblem = (problem: Pick<FieldProblem, "field" | "message">): string =>
  `${problem.field}: ${problem.message}`;
