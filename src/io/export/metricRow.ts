/** One figure of an export: where it belongs, what it is, its value and unit ("" for none). */
export interface MetricRow {
  section: string;
  metric: string;
  value: number | string;
  unit: string;
}

export const metricRow = (
  section: string,
  metric: string,
  value: number | string,
  unit = "",
): MetricRow => ({ section, metric, value, unit });
