import { formatBand, type Plan, type PlanResult, percent, slosJudged } from "../../model/index.ts";
import {
  type Dictionary,
  en,
  type ReportWords,
  reportEn,
  violationText,
  warningText,
} from "../../text/index.ts";
import { bandUnit } from "./accuracyRows.ts";
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

// Units that count things read as words of the reader's language; the rest are symbols.
const unitWord = (unit: string, words: ReportWords): string =>
  Object.hasOwn(words.units, unit) ? words.units[unit as keyof ReportWords["units"]] : unit;

/** A count with its unit: English keeps its singular ("1 engine"); other languages their words. */
const counted = (value: number, unit: string, words: ReportWords): string =>
  words === reportEn || unit === ""
    ? countText(value, unit)
    : `${countText(value, "")} ${unitWord(unit, words)}`;

// An entered input is shown as typed; a derived figure is rounded to what a reader acts on.
const inputText = (row: MetricRow, words: ReportWords): string =>
  typeof row.value === "string" ? row.value : counted(row.value, row.unit, words);

const resultText = (row: MetricRow, words: ReportWords): string => {
  const value = row.value;
  if (typeof value === "string") return value;
  switch (row.unit) {
    case "ms":
      return durationText(value);
    case "%":
      return `${roundedText(value, 2)}%`;
    case bandUnit:
      return formatBand(value / percent);
    case "USD":
      return `${usdText(value)} USD`;
    case "req/s":
    case "req/min":
    case "tok/s":
      return `${rateText(value)} ${row.unit}`;
    default:
      return counted(value, row.unit, words);
  }
};

const sloTable = (result: PlanResult, words: ReportWords): string => {
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
            slosJudged(result) ? (check.met ? words.met : words.missed) : words.notJudged,
          ],
        ];
  });
  const c = words.columns;
  return checks.length === 0
    ? words.noSlo
    : table([c.slo, c.target, c.planned, c.margin, c.status], checks);
};

const separateSections = new Set<MetricRow["section"]>(["concurrency", "sloMargins", "status"]);

/** The words of a Markdown export: the report's labels and the violations' sentences. */
export interface MarkdownWords {
  report: ReportWords;
  dictionary: Dictionary;
}

/**
 * The plan and its result as Markdown for a design document, in the reader's language (English
 * unless given); the share link when given.
 */
export const planMarkdown = (
  plan: Plan,
  result: PlanResult,
  shareUrl?: string,
  words: MarkdownWords = { report: reportEn, dictionary: en },
): string => {
  const w = words.report;
  const c = w.columns;
  const results = resultRows(result, w).filter((row) => !separateSections.has(row.section));
  const status = [
    `- ${w.feasible}: ${result.feasible ? w.yes : w.no}`,
    ...result.violations.map(
      (v) => `- ${w.violation}: ${v.field}: ${violationText(v, words.dictionary)}`,
    ),
    ...result.warnings.map(
      (x) => `- ${w.warning}: ${x.field}: ${warningText(x, words.dictionary)}`,
    ),
  ].join("\n");
  return `${[
    `# ${w.title}`,
    ...(shareUrl === undefined ? [] : [`${w.shareLink}: <${shareUrl}>`]),
    `## ${w.headings.inputs}`,
    table(
      [c.input, c.value],
      inputRows(plan, result, w).map((row) => [row.metric, inputText(row, w)]),
    ),
    `## ${w.headings.results}`,
    table(
      [c.section, c.metric, c.value],
      results.map((row) => [w.sections[row.section], row.metric, resultText(row, w)]),
    ),
    `## ${w.headings.concurrency}`,
    table(
      [c.figure, c.requests],
      concurrencyRows(result, w).map((row) => [row.metric, concurrencyText(Number(row.value))]),
    ),
    `## ${w.headings.sloMargins}`,
    sloTable(result, w),
    `## ${w.headings.status}`,
    status,
  ].join("\n\n")}\n`;
};
