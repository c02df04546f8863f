import { catalog } from "../../data/index.ts";
import type { SolveVariant } from "../../model/index.ts";
import { type Plan, type PlanResult, solve } from "../../model/index.ts";

// Enough for every variant of a few plans; past it the cache starts afresh.
const maxEntries = 600;

/**
 * solve, remembered by the plan's JSON. Dragging one batch changes one variant of each sweep;
 * the others are the same plans as a moment ago and come back from here.
 */
export const createSolveCache = (): SolveVariant => {
  const results = new Map<string, PlanResult>();
  return (plan: Plan) => {
    const key = JSON.stringify(plan);
    const known = results.get(key);
    if (known) return known;
    if (results.size >= maxEntries) results.clear();
    const result = solve(plan, catalog);
    results.set(key, result);
    return result;
  };
};
