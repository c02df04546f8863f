import type { z } from "zod";
import { clipText, maxExcerptChars } from "./describeInput.ts";
import { isPlanRule, type PlanRule } from "./rules.ts";

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

/** What zod checks by itself, read from its issue codes (ruleOf below). */
type SchemaRule =
  | "required"
  | "empty"
  | "notANumber"
  | "notWhole"
  | "atLeast"
  | "greaterThan"
  | "atMost"
  | "oneOf"
  | "notObject"
  | "invalid";

/** Every kind of problem: zod's own checks, the plan's rules (rules.ts), and the list's own lines. */
export type ProblemRule = SchemaRule | PlanRule | "unknownField" | "moreProblems";

// A field and its message together stay near 200 characters, however long the keys or the input.
const maxKeyChars = 24;
const maxFieldChars = 64;
const maxMessageChars = 140;

/** Problems a list shows before "and N more": enough to fix in one go, short enough to read. */
export const maxListedProblems = 8;

// A long key keeps its start and its end, so keys that differ only at the end stay apart.
const keyText = (key: PropertyKey): string => {
  const text = key === "" ? '""' : String(key);
  if (text.length <= maxKeyChars) return text;
  const tailChars = Math.floor(maxKeyChars / 2);
  return `${clipText(text, maxKeyChars - tailChars)}${text.slice(-tailChars)}`;
};

const joinPath = (path: readonly PropertyKey[]): string =>
  clipText(path.map(keyText).join("."), maxFieldChars);

const got = (input: unknown): Record<string, string | number> =>
  typeof input === "number"
    ? { got: input }
    : typeof input === "string"
      ? { got: clipText(input, maxExcerptChars) }
      : {};

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
        params: {
          values: clipText(issue.values.map(String).join(", "), maxMessageChars),
          ...got(input),
        },
      };
    case "custom": {
      const { rule, ...params } = (issue.params ?? {}) as Record<string, string | number>;
      return isPlanRule(rule) ? { rule, params } : { rule: "invalid", params: {} };
    }
    default:
      return { rule: "invalid", params: {} };
  }
};

const problemOf = (issue: z.core.$ZodIssue): FieldProblem => {
  // zod says only "Invalid key in record"; the key's own issue says what an id must be.
  const keyIssue = issue.code === "invalid_key" ? issue.issues[0] : undefined;
  if (keyIssue !== undefined) {
    const inner = problemOf({ ...keyIssue, path: issue.path } as z.core.$ZodIssue);
    return {
      ...inner,
      message: clipText(`is not a valid id: it ${inner.message}`, maxMessageChars),
    };
  }
  if (issue.path.length === 0 && issue.code === "invalid_type") {
    return { field: "plan", message: "must be a JSON object", rule: "notObject", params: {} };
  }
  const rule = ruleOf(issue);
  // zod's own words for a missing or non-object section; say it the way every other field does.
  const message =
    rule.rule === "required"
      ? "is required"
      : rule.rule === "notObject"
        ? "must be an object"
        : clipText(issue.message, maxMessageChars);
  return { field: joinPath(issue.path) || "plan", message, ...rule };
};

const unknownField = (path: readonly PropertyKey[], key: string): FieldProblem => ({
  field: joinPath([...path, key]),
  message: "is not a plan field (check its spelling and nesting)",
  rule: "unknownField",
  params: {},
});

/** The last line of a cut list: how many problems it left out. */
export const moreProblems = (count: number): FieldProblem => ({
  field: "plan",
  message: `and ${count} more ${count === 1 ? "problem" : "problems"}`,
  rule: "moreProblems",
  params: { count },
});

/**
 * Turns zod's issues into one problem per field, each short; past `maxProblems`, the rest are
 * counted in one last "and N more" problem.
 */
export const problemsFromIssues = (
  issues: readonly z.core.$ZodIssue[],
  maxProblems = Number.POSITIVE_INFINITY,
): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  let leftOut = 0;
  const add = (make: () => FieldProblem): void => {
    if (problems.length < maxProblems) problems.push(make());
    else leftOut += 1;
  };
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") add(() => problemOf(issue));
    else if (problems.length >= maxProblems) leftOut += issue.keys.length;
    else for (const key of issue.keys) add(() => unknownField(issue.path, key));
  }
  return leftOut === 0 ? problems : [...problems, moreProblems(leftOut)];
};
