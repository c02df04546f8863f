import type { Plan, PlanResult } from "../../model/index.ts";
import { en, violationText, warningText } from "../../text/index.ts";
import { inputRows } from "./inputRows.ts";
import type { MetricRow } from "./metricRow.ts";
import {
  concurrencyText,
  countText,
  durationText,
  rateText,
  roundedText,
  shareText,
  usdText,
} from "./reportNumber.ts";
import { concurrencyRows, resultRows } from "./resultRows.ts";

// A plan summary to paste into a design document: what was assumed, what follows, the three
// concurrency figures side by side, how much room each SLO has, and the link that reopens it.

// A pipe inside a cell would end it early.
const cell = (text: string): string => text.replaceAll("|", "\\|");
const tableRow = (cells: readonly string[]): string => `| ${cells.map(cell).join(" | ")} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [tableRow(header), tableRow(header.map(() => "---")), ...rows.map(tableRow)].join("\n");

// An entered input is shown as typed; a derived figure is rounded to what a reader acts on.
const inputText = (row: MetricRow): string =>
  typeof row.value === "string" ? row.value : countText(row.value, row.unit);

const resultText = (row: MetricRow): string => {
  const value = row.value;
  if (typeof value === "string") return value;
  switch (row.unit) {
    case "ms":
      return durationText(value);
    case "%":
      return `${roundedText(value, 2)}%`;
    case "USD":
      return `${usdText(value)} USD`;
    case "req/s":
    case "req/min":
    case "tok/s":
      return `${rateText(value)} ${row.unit}`;
    default:
      return countText(value, row.unit);
  }
};

const sloTable = (result: PlanResult): string => {
  const checks = (["ttft", "tpot", "e2el"] as const).flatMap((name) => {
    const check = result.slo[name];
    return check === null
      ? []
      : [
          [
            name.toUpperCase(),
            durationText(check.targetMs),
            durationText(check.valueMs),
            `${durationText(check.marginMs)} (${shareText(check.marginFraction)})`,
            check.met ? "met" : "MISSED",
          ],
        ];
  });
  return checks.length === 0
    ? "No SLO set."
    : table(["SLO", "Target", "Planned", "Margin", "Status"], checks);
};

const separateSections = new Set(["Concurrency", "SLO margins", "Status"]);

/** The plan and its result as Markdown for a design document; the share link when given. */
export const planMarkdown = (plan: Plan, result: PlanResult, shareUrl?: string): string => {
  const results = resultRows(result).filter((row) => !separateSections.has(row.section));
  const status = [
    `- Feasible: ${result.feasible ? "yes" : "no"}`,
    ...result.violations.map((v) => `- Violation: ${v.field}: ${violationText(v, en)}`),
    ...result.warnings.map((w) => `- Warning: ${w.field}: ${warningText(w, en)}`),
  ].join("\n");
  return `${[
    "# xPyD plan",
    ...(shareUrl === undefined ? [] : [`Share link: <${shareUrl}>`]),
    "## Inputs",
    table(
      ["Input", "Value"],
      inputRows(plan, result).map((row) => [row.metric, inputText(row)]),
    ),
    "## Results",
    table(
      ["Section", "Metric", "Value"],
      results.map((row) => [row.section, row.metric, resultText(row)]),
    ),
    "## Concurrency",
    table(
      ["Figure", "Requests"],
      concurrencyRows(result).map((row) => [row.metric, concurrencyText(Number(row.value))]),
    ),
    "## SLO margins",
    sloTable(result),
    "## Status",
    status,
  ].join("\n\n")}\n`;
};
