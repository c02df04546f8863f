import type { CurvePoint } from "../../model/index.ts";
import { formatNumber } from "../../model/index.ts";
import type { CurvesText } from "./text.ts";

const percent = 100;

const lookup = (table: object, key: string): string | undefined =>
  (table as Record<string, string | undefined>)[key];

// Shares of something, shown in percent.
const shareKeys = new Set(["loadFraction", "sloAttainment", "share"]);

const valueText = (key: string, value: number): string =>
  key.endsWith("Utilization") || shareKeys.has(key)
    ? `${formatNumber(value * percent)}%`
    : formatNumber(value);

/**
 * A point's whole operating point as hover lines: every number, the notes, then the flags; a
 * measured point says so first, in `measured`'s words when given (e.g. naming its file).
 */
export const describePoint = (text: CurvesText, point: CurvePoint, measured?: string): string[] => [
  ...(point.flags?.includes("measured") ? [`● ${measured ?? text.flags.measured}`] : []),
  ...Object.entries(point.detail).map(
    ([key, value]) => `${lookup(text.detail, key) ?? key}: ${valueText(key, value)}`,
  ),
  ...Object.entries(point.notes ?? {}).map(
    ([key, value]) =>
      `${lookup(text.notes, key) ?? key}: ${lookup(text.noteValues, value) ?? value}`,
  ),
  ...(point.flags ?? [])
    .filter((flag) => flag !== "measured")
    .map((flag) => `⚠ ${text.flags[flag]}`),
];

/** A series' legend label in the current language, else the model's own. */
export const seriesText = (text: CurvesText, id: string, fallback: string): string =>
  lookup(text.series, id) ?? lookup(text.charts.pareto.series, id) ?? fallback;
