import type { PlanResult } from "../model/index.ts";
import { en, violationText, warningText } from "../text/index.ts";

/** Whether the plan can run, then each violation and warning, one line apiece. */
export const statusLines = (result: PlanResult): string[] => [
  `feasible: ${result.feasible ? "yes" : "no"}`,
  ...result.violations.map((v) => `violation: ${v.field}: ${violationText(v, en)}`),
  ...result.warnings.map((w) => `warning: ${w.field}: ${warningText(w, en)}`),
];
