import { maxSavedPlans } from "../../io/index.ts";
import { fill } from "../../text/index.ts";
import type { SavedText } from "./text.ts";

// The saved-plans schema allows names of 1 to 200 characters.
export const maxPlanNameLength = 200;

export type PlanName = { ok: true; name: string } | { ok: false; problem: "empty" | "tooLong" };

/** A name as typed, trimmed; empty or over-long names are refused with the reason. */
export const checkPlanName = (typed: string): PlanName => {
  const name = typed.trim();
  if (name === "") return { ok: false, problem: "empty" };
  if (name.length > maxPlanNameLength) return { ok: false, problem: "tooLong" };
  return { ok: true, name };
};

/** Why the form did not save: the name, or the list it would go into. */
export type SaveProblem = "empty" | "tooLong" | "full" | "tooLarge";

export const planNameProblemText = (problem: SaveProblem, text: SavedText): string => {
  if (problem === "empty") return text.nameEmpty;
  if (problem === "tooLong") return fill(text.nameTooLong, { max: maxPlanNameLength });
  if (problem === "full") return fill(text.listFull, { max: maxSavedPlans });
  return text.listTooLarge;
};
