import { countText, draftFromPlan, type FieldPath } from "../../io/index.ts";
import type { Plan } from "../../model/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { choiceText } from "../form/choiceWords.ts";
import { shownNumber } from "../form/percentShare.ts";

export interface ReportLine {
  label: string;
  value: string;
}

/** Every input the plan sets, labelled and with its unit, in the form's order. */
export const inputLines = (plan: Plan, t: Dictionary, modelLabel: string): ReportLine[] => {
  const values = draftFromPlan(plan).values;
  const model = plan.latency.model;
  return [
    ...(model === undefined ? [] : [{ label: modelLabel, value: model }]),
    ...(Object.entries(values) as [FieldPath, number | string | boolean][]).map(([path, value]) => {
      const field = t.fields[path];
      return {
        label: field.label,
        value:
          typeof value === "number"
            ? countText(shownNumber(path, value), field.unit)
            : choiceText(path, value, t),
      };
    }),
  ];
};
