import type { FieldPath } from "../../io/index.ts";
import type { Dictionary } from "../../text/index.ts";

type Words = Readonly<Record<string, string>>;

// Each choice field's options in words; a field missing here shows its code.
const wordsOf = new Map<FieldPath, (t: Dictionary) => Words>([
  ["allocation.mode", (t) => t.choices.mode],
  ["decode.itlMeasuredWith", (t) => t.choices.itlMeasuredWith],
  ["slo.ttftStatistic", (t) => t.choices.statistic],
  ["slo.tpotStatistic", (t) => t.choices.statistic],
  ["slo.e2elStatistic", (t) => t.choices.statistic],
  ["load.arrival", (t) => t.choices.arrival],
  ["load.sizes", (t) => t.choices.sizes],
  ["load.routing", (t) => t.choices.routing],
]);

/** A choice or switch field's value in the reader's words ("p99" → "P99", true → "On"). */
export const choiceText = (path: FieldPath, value: string | boolean, t: Dictionary): string => {
  if (typeof value === "boolean") return value ? t.choices.flag.on : t.choices.flag.off;
  const words = wordsOf.get(path)?.(t);
  return words && Object.hasOwn(words, value) ? (words[value] ?? value) : value;
};
