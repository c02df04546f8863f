import { z } from "zod";
import { PlanSchema } from "../model/index.ts";

// Named plans kept in the browser. Reading never throws: an entry that no longer validates is
// dropped rather than breaking the list.

const SavedPlanSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(200),
  savedAt: z.string(),
  plan: PlanSchema,
});

export type SavedPlan = z.output<typeof SavedPlanSchema>;

export const readSavedPlans = (text: string | null): SavedPlan[] => {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry) => {
    const parsed = SavedPlanSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
};

export const writeSavedPlans = (plans: readonly SavedPlan[]): string => JSON.stringify(plans);
