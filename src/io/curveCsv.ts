import type { Curve, CurvePoint } from "../model/index.ts";

const quoted = (text: string): string =>
  /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

const keysOf = (points: readonly CurvePoint[], pick: (point: CurvePoint) => object | undefined) => [
  ...new Set(points.flatMap((point) => Object.keys(pick(point) ?? {}))),
];

/**
 * A curve as CSV (RFC 4180 quoting): one row per point, series after series, then the plan's own
 * point as series "current". Columns: series, x, y, y's error band (a fraction, when some point
 * rests on a roofline estimate), every detail number, every note, flags.
 */
export const curveCsv = (curve: Curve): string => {
  const rows: { series: string; point: CurvePoint }[] = [
    ...curve.series.flatMap((series) =>
      series.points.map((point) => ({ series: series.id, point })),
    ),
    ...(curve.current ? [{ series: "current", point: curve.current }] : []),
  ];
  const points = rows.map((row) => row.point);
  const detailKeys = keysOf(points, (point) => point.detail);
  const noteKeys = keysOf(points, (point) => point.notes);
  const banded = points.some((point) => point.band !== undefined);
  const header = [
    "series",
    `${curve.xLabel} (${curve.xUnit})`,
    `${curve.yLabel} (${curve.yUnit})`,
    ...(banded ? [`${curve.yLabel} error band (± fraction)`] : []),
    ...detailKeys,
    ...noteKeys,
    "flags",
  ];
  const lines = rows.map(({ series, point }) => [
    series,
    String(point.x),
    String(point.y),
    ...(banded ? [point.band === undefined ? "" : String(point.band)] : []),
    ...detailKeys.map((key) => String(point.detail[key] ?? "")),
    ...noteKeys.map((key) => point.notes?.[key] ?? ""),
    (point.flags ?? []).join(" "),
  ]);
  return `${[header, ...lines].map((cells) => cells.map(quoted).join(",")).join("\n")}\n`;
};
