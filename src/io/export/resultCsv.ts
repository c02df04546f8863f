import type { Plan, PlanResult } from "../../model/index.ts";
import { reportEn } from "../../text/index.ts";
import { csvText } from "./csvText.ts";
import { inputRows } from "./inputRows.ts";
import { resultRows } from "./resultRows.ts";

/**
 * The plan's inputs and results as CSV: one row per figure (section, metric, value, unit), in
 * English in every language, so a script reading it finds the same labels.
 */
export const resultCsv = (plan: Plan, result: PlanResult): string =>
  csvText([
    ["section", "metric", "value", "unit"],
    ...[...inputRows(plan, result), ...resultRows(result)].map((row) => [
      reportEn.sections[row.section],
      row.metric,
      String(row.value),
      row.unit,
    ]),
  ]);
