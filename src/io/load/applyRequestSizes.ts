import {
  type EmpiricalSizes,
  loadOf,
  type Parsed,
  type Plan,
  parsePlan,
} from "../../model/index.ts";

/** The plan judged under imported request sizes, the rest of its load kept; validated again. */
export const applyRequestSizes = (plan: Plan, sizes: EmpiricalSizes): Parsed<Plan> =>
  parsePlan({ ...plan, load: { ...loadOf(plan), sizes: "empirical", empirical: sizes } });
