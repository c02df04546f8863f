import type { z } from "zod";

/**
 * One thing wrong with an input: the field by its dotted path, an English sentence, and the same
 * fact as a rule with parameters, so that a user interface can say it in another language.
 */
export interface FieldProblem {
  field: string;
  message: string;
  rule: ProblemRule;
  params: Record<string, string | number>;
}

export type ProblemRule =
  | "required"
  | "empty"
  | "notANumber"
  | "notWhole"
  | "atLeast"
  | "greaterThan"
  | "atMost"
  | "oneOf"
  | "unknownField"
  | "notObject"
  | "acceptanceEitherOr"
  | "acceptanceAtMostDraftsPlusOne"
  | "acceptanceRequired"
  | "requiredForMode"
  | "requiredForArrival"
  | "requiredForSizes"
  | "sameLength"
  | "profileRequired"
  | "rooflineNeeds"
  | "invalid";

const joinPath = (path: readonly PropertyKey[]): string =>
  path.map((key) => (key === "" ? '""' : String(key))).join(".");

const got = (input: unknown): Record<string, string | number> =>
  typeof input === "number" || typeof input === "string" ? { got: input } : {};

const customRules = new Set<string>([
  "acceptanceEitherOr",
  "acceptanceAtMostDraftsPlusOne",
  "acceptanceRequired",
  "requiredForMode",
  "requiredForArrival",
  "requiredForSizes",
  "sameLength",
  "profileRequired",
  "rooflineNeeds",
]);

const ruleOf = (issue: z.core.$ZodIssue): Pick<FieldProblem, "rule" | "params"> => {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "int") return { rule: "notWhole", params: got(input) };
      if (issue.expected === "object") return { rule: "notObject", params: {} };
      if (input === undefined) return { rule: "required", params: {} };
      if (typeof input === "number" && Number.isNaN(input)) return { rule: "empty", params: {} };
      return { rule: "notANumber", params: got(input) };
    case "too_small":
      return {
        rule: issue.inclusive ? "atLeast" : "greaterThan",
        params: { limit: Number(issue.minimum), ...got(input) },
      };
    case "too_big":
      return { rule: "atMost", params: { limit: Number(issue.maximum), ...got(input) } };
    case "invalid_value":
      return {
        rule: "oneOf",
        params: { values: issue.values.map(String).join(", "), ...got(input) },
      };
    case "custom": {
      const { rule, ...params } = (issue.params ?? {}) as Record<string, string | number>;
      return typeof rule === "string" && customRules.has(rule)
        ? { rule: rule as ProblemRule, params }
        : { rule: "invalid", params: {} };
    }
    default:
      return { rule: "invalid", params: {} };
  }
};

/** Turns zod's issues into one problem per field. */
export const problemsFromIssues = (issues: readonly z.core.$ZodIssue[]): FieldProblem[] =>
  issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        field: joinPath([...issue.path, key]),
        message: "is not a plan field (check its spelling and nesting)",
        rule: "unknownField",
        params: {},
      }));
    }
    if (issue.path.length === 0 && issue.code === "invalid_type") {
      return [{ field: "plan", message: "must be a JSON object", rule: "notObject", params: {} }];
    }
    const rule = ruleOf(issue);
    // zod's own words for a missing or non-object section; say it the way every other field does.
    const message =
      rule.rule === "required"
        ? "is required"
        : rule.rule === "notObject"
          ? "must be an object"
          : issue.message;
    return [{ field: joinPath(issue.path) || "plan", message, ...rule }];
  });
