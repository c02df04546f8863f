import type { PlanResult } from "../model/index.ts";
import {
  type Dictionary,
  fill,
  type SolveWords,
  violationText,
  warningText,
} from "../text/index.ts";

/** Whether the plan can run, then each violation and warning, one line apiece. */
export const statusLines = (
  result: PlanResult,
  words: SolveWords,
  dictionary: Dictionary,
): string[] => {
  const p = words.phrases;
  return [
    fill(p.feasible, { answer: result.feasible ? p.yes : p.no }),
    ...result.violations.map((v) =>
      fill(p.violation, { field: v.field, text: violationText(v, dictionary) }),
    ),
    ...result.warnings.map((w) =>
      fill(p.warning, { field: w.field, text: warningText(w, dictionary) }),
    ),
  ];
};
