import { catalog } from "../data/index.ts";
import { type Plan, solve } from "../model/index.ts";

/** Whether solving the plan returns: stored plans that make the solver throw are not kept. */
export const solvesCleanly = (plan: Plan): boolean => {
  try {
    solve(plan, catalog);
    return true;
  } catch {
    return false;
  }
};
