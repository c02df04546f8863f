import type { CompareRow, CompareValue, FieldPath, ResultKey } from "../../io/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { fill } from "../../text/index.ts";
import { numberText, percentText } from "../results/valueText.ts";
import type { SavedText } from "./text.ts";

// How each compared value and difference reads in the table: labels, units, choices, signs.

const hundred = 100;
const minus = "\u2212";

export interface RowLabel {
  label: string;
  unit: string;
}

export const inputLabel = (path: FieldPath, t: Dictionary): RowLabel => t.fields[path];

export const resultLabel = (key: ResultKey, t: Dictionary, text: SavedText): RowLabel => {
  const own = text.resultLabels;
  const labels: Record<ResultKey, RowLabel> = {
    "allocation.prefillInstances": { label: own.prefillInstances, unit: "" },
    "allocation.decodeInstances": { label: own.decodeInstances, unit: "" },
    "allocation.totalNodes": { label: own.totalNodes, unit: "" },
    "allocation.totalGpus": { label: own.totalGpus, unit: "" },
    "throughput.qpm": { label: t.results.qpm, unit: "" },
    "throughput.qpmPerNode": { label: t.results.qpmPerNode, unit: "" },
    "throughput.qpmPerGpu": { label: t.results.qpmPerGpu, unit: "" },
    "throughput.outputTokensPerSecondPerGpu": { label: t.results.outputPerGpu, unit: "" },
    "concurrency.article": { label: t.results.concurrencyArticle, unit: "" },
    "concurrency.decodeSlots": { label: t.results.concurrencyDecodeSlots, unit: "" },
    "concurrency.littlesLaw": { label: t.results.concurrencyLittle, unit: "" },
    "utilization.prefill": { label: own.utilizationPrefill, unit: "" },
    "utilization.decode": { label: own.utilizationDecode, unit: "" },
    "latency.ttftMs": { label: t.results.ttft, unit: "ms" },
    "latency.tpotMs": { label: t.results.tpot, unit: "ms" },
    "latency.e2elMs": { label: t.results.e2el, unit: "ms" },
    feasible: { label: own.feasible, unit: "" },
  };
  return labels[key];
};

const isFraction = (key: string): boolean => key.startsWith("utilization.");

const choiceText = (path: string, value: string, t: Dictionary): string => {
  if (path === "allocation.mode" && value in t.choices.mode) {
    return t.choices.mode[value as keyof Dictionary["choices"]["mode"]];
  }
  if (path === "decode.itlMeasuredWith" && value in t.choices.itlMeasuredWith) {
    return t.choices.itlMeasuredWith[value as keyof Dictionary["choices"]["itlMeasuredWith"]];
  }
  return value;
};

/** One side's value as shown; an unset field reads "not set". */
export const valueText = (
  key: string,
  value: CompareValue,
  t: Dictionary,
  text: SavedText,
): string => {
  if (value === undefined) return text.notSet;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  if (typeof value === "string") return choiceText(key, value, t);
  return isFraction(key) ? percentText(value) : numberText(value);
};

const signed = (value: number, digits: string): string =>
  `${value > 0 ? "+" : value < 0 ? minus : "±"}${digits}`;

/** B − A and its share of A ("+1,000 (+25%)"); percentages differ in points; "" when equal. */
export const deltaText = (row: CompareRow<string>, text: SavedText): string => {
  if (!row.differs) return "";
  if (row.delta === undefined) return text.changed;
  if (isFraction(row.key)) {
    const points = Number((Math.abs(row.delta) * hundred).toFixed(2));
    return fill(text.percentPoints, { value: signed(row.delta, numberText(points)) });
  }
  const amount = signed(row.delta, numberText(Math.abs(row.delta)));
  if (row.deltaFraction === undefined) return amount;
  const percent = Number((Math.abs(row.deltaFraction) * hundred).toFixed(1));
  return `${amount} (${signed(row.deltaFraction, numberText(percent))}%)`;
};
