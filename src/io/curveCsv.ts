import type { Curve } from "../model/curves/curvePoint.ts";

const quoted = (text: string): string =>
  /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

/** A curve as CSV: x, y, then every detail field, one row per point (RFC 4180 quoting). */
export const curveCsv = (curve: Curve): string => {
  const detailKeys = [...new Set(curve.points.flatMap((point) => Object.keys(point.detail)))];
  const header = [
    `${curve.xLabel} (${curve.xUnit})`,
    `${curve.yLabel} (${curve.yUnit})`,
    ...detailKeys,
  ].map(quoted);
  const rows = curve.points.map((point) =>
    [point.x, point.y, ...detailKeys.map((key) => point.detail[key] ?? "")].map(String).join(","),
  );
  return `${[header.join(","), ...rows].join("\n")}\n`;
};
