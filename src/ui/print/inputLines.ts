import { draftFromPlan, type FieldPath } from "../../io/draft.ts";
import { countText } from "../../io/export/reportNumber.ts";
import type { Plan } from "../../model/index.ts";
import type { Dictionary } from "../i18n/en.ts";

export interface ReportLine {
  label: string;
  value: string;
}

// Choice fields print their words, not their codes.
const choiceText = (path: FieldPath, value: string, t: Dictionary): string => {
  if (path === "allocation.mode") return t.choices.mode[value as keyof typeof t.choices.mode];
  if (path === "decode.itlMeasuredWith") {
    return t.choices.itlMeasuredWith[value as keyof typeof t.choices.itlMeasuredWith];
  }
  return value;
};

/** Every input the plan sets, labelled and with its unit, in the form's order. */
export const inputLines = (plan: Plan, t: Dictionary, modelLabel: string): ReportLine[] => {
  const values = draftFromPlan(plan).values;
  const model = plan.latency.model;
  return [
    ...(model === undefined ? [] : [{ label: modelLabel, value: model }]),
    ...(Object.entries(values) as [FieldPath, number | string][]).map(([path, value]) => {
      const field = t.fields[path];
      return {
        label: field.label,
        value:
          typeof value === "string"
            ? (choiceText(path, value, t) ?? value)
            : countText(value, field.unit),
      };
    }),
  ];
};
