import { type Plan, PlanSchema } from "./plan.ts";
import { type FieldProblem, maxListedProblems, problemsFromIssues } from "./problems.ts";

export type { FieldProblem } from "./problems.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

// A value whose getters or proxy traps throw is no plan; zod lets what they throw through.
const safeParse = (input: unknown) => {
  try {
    return PlanSchema.safeParse(input, { reportInput: true });
  } catch {
    return null;
  }
};

const unreadable: FieldProblem = {
  field: "plan",
  message: "cannot be read (a part of it throws when read)",
  rule: "invalid",
  params: {},
};

/**
 * Validates anything that claims to be a plan; never throws. A link or a file can be wrong in
 * thousands of places, so past `maxProblems` the list ends in one "and N more" problem.
 */
export const parsePlan = (input: unknown, maxProblems = maxListedProblems): Parsed<Plan> => {
  const result = safeParse(input);
  if (result === null) return { ok: false, problems: [unreadable] };
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: problemsFromIssues(result.error.issues, maxProblems) };
};

export const formatProblem = (problem: Pick<FieldProblem, "field" | "message">): string =>
  `${problem.field}: ${problem.message}`;
