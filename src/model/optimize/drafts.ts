import type { Plan } from "../plan.ts";

/** Speculative-decoding settings the search tries: the plan's own, and none. */
export type DraftOption = Plan["specDecode"];

/** The plan's k with its α as entered, and k = 0 (α = 1) when the plan speculates. */
export const draftOptions = (plan: Plan): DraftOption[] => {
  const own = plan.specDecode;
  const off: DraftOption = { draftTokens: 0, stepCostRatio: own.stepCostRatio };
  return own.draftTokens > 0 ? [own, off] : [own];
};

export const withDraft = (plan: Plan, draft: DraftOption): Plan => ({ ...plan, specDecode: draft });
