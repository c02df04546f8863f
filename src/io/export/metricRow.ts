import type { ReportWords } from "../../text/index.ts";

/** Where a figure belongs: a key of the report's sections, worded by the reader's language. */
export type ReportSection = keyof ReportWords["sections"];

/** One figure of an export: where it belongs, what it is, its value and unit ("" for none). */
export interface MetricRow {
  section: ReportSection;
  metric: string;
  value: number | string;
  unit: string;
}

export const metricRow = (
  section: ReportSection,
  metric: string,
  value: number | string,
  unit = "",
): MetricRow => ({ section, metric, value, unit });
