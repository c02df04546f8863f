import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import { type StepContext, stepContext } from "../step/stepContext.ts";

/** What every step of the search reads: the same step context solve and the simulator read. */
export type SearchContext = StepContext;

export const searchContext = (plan: Plan, catalog: Catalog): SearchContext =>
  stepContext(plan, catalog);
