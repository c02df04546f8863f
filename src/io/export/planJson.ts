import type { Plan } from "../../model/index.ts";

/** The plan as a pretty-printed JSON file, what readPlanText (src/io/planFile.ts) reads back. */
export const planJson = (plan: Plan): string => `${JSON.stringify(plan, null, 2)}\n`;
