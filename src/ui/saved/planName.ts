import { fill } from "../i18n/format.ts";
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

export const planNameProblemText = (problem: "empty" | "tooLong", text: SavedText): string =>
  problem === "empty" ? text.nameEmpty : fill(text.nameTooLong, { max: maxPlanNameLength });
