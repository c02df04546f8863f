import { z } from "zod";
import { PlanSchema } from "../model/index.ts";
import { solvesCleanly } from "./solvesCleanly.ts";

// Named plans kept in the browser. Reading never throws: an entry that no longer validates, or
// whose plan the solver cannot take, is dropped and counted rather than breaking the list.

// localStorage holds about 5 MiB per origin, so anything longer was not written by this app.
// https://developer.mozilla.org/en-US/docs/Web/API/Storage_API/Storage_quotas_and_eviction_criteria
export const maxSavedPlansChars = 5 * 1024 * 1024;

/** Most entries read back: more than a person keeps by hand, few enough to check by solving each. */
export const maxSavedPlans = 100;

const SavedPlanSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  savedAt: z.string().max(100),
  plan: PlanSchema,
});

export type SavedPlan = z.output<typeof SavedPlanSchema>;

/** The entries that could be read, and how many stored entries were left out. */
export interface SavedPlanList {
  plans: SavedPlan[];
  dropped: number;
}

const readEntry = (entry: unknown, seen: Set<string>): SavedPlan | null => {
  try {
    const parsed = SavedPlanSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id) || !solvesCleanly(parsed.data.plan)) {
      return null;
    }
    seen.add(parsed.data.id);
    return parsed.data;
  } catch {
    return null;
  }
};

/** Reads the stored list; never throws. Text that is no list at all counts as one dropped entry. */
export const readSavedPlanList = (text: string | null): SavedPlanList => {
  if (!text) return { plans: [], dropped: 0 };
  if (text.length > maxSavedPlansChars) return { plans: [], dropped: 1 };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { plans: [], dropped: 1 };
  }
  if (!Array.isArray(json)) return { plans: [], dropped: 1 };
  const seen = new Set<string>();
  const plans: SavedPlan[] = [];
  for (const entry of json.slice(0, maxSavedPlans)) {
    const read = readEntry(entry, seen);
    if (read) plans.push(read);
  }
  return { plans, dropped: json.length - plans.length };
};

export const readSavedPlans = (text: string | null): SavedPlan[] => readSavedPlanList(text).plans;

export const writeSavedPlans = (plans: readonly SavedPlan[]): string => JSON.stringify(plans);
