import type { ChartDataset, PointStyle } from "chart.js";
import type { Curve, CurvePoint, CurveSeries } from "../../model/index.ts";
import type { ChartSpec } from "./chartSpec.ts";
import { type BandedDataset, bandEdges } from "./errorBandFill.ts";

// A curve's series, its measured points and the plan's own point as Chart.js datasets.

// A simulated series is its points (each a run of its own); an estimate is the line they are set against.
const seriesStyles: ReadonlyMap<string, Partial<ChartDataset<"line">>> = new Map([
  ["simulated", { showLine: false, pointRadius: 5, pointHoverRadius: 7 }],
  ["estimated", { pointRadius: 0, pointHitRadius: 6, borderDash: [6, 3] }],
]);

const seriesDataset = (
  series: CurveSeries,
  label: string,
  color: string,
  surface: string,
): BandedDataset => {
  const missed = (point: CurvePoint) => point.flags?.includes("sloMissed") ?? false;
  const saturated = (point: CurvePoint) => point.flags?.includes("saturated") ?? false;
  const unsettled = (point: CurvePoint) => point.flags?.includes("unsettled") ?? false;
  const errorBand = bandEdges(series.points);
  const base: BandedDataset = {
    ...(errorBand === undefined ? {} : { errorBand }),
    label,
    data: series.points.map((point) => ({ x: point.x, y: point.y })),
    borderColor: color,
    backgroundColor: color,
    borderWidth: 2,
    tension: 0,
    pointStyle: "circle",
    pointRadius: 3.5,
    pointBorderWidth: 1.5,
    pointBorderColor: color,
    pointHoverRadius: 6,
    ...seriesStyles.get(series.id),
  };
  // Per-point styles cost Chart.js a lookup for every point; only flagged series pay it.
  if (!series.points.some((point) => point.flags?.length)) return base;
  return {
    ...base,
    pointStyle: series.points.map(
      (point): PointStyle =>
        saturated(point) ? "crossRot" : unsettled(point) ? "triangle" : "circle",
    ),
    pointRadius: series.points.map((point) =>
      saturated(point) ? 7 : Number(seriesStyles.get(series.id)?.pointRadius ?? 3.5),
    ),
    pointBorderWidth: series.points.map((point) => (saturated(point) ? 2.5 : 1.5)),
    pointBackgroundColor: series.points.map((point) => (missed(point) ? surface : color)),
  };
};

/** An rgb() colour as a faint wash, for a band behind the points. */
export const translucent = (rgb: string): string =>
  rgb.startsWith("rgb(") ? rgb.replace("rgb(", "rgba(").replace(")", ", 0.16)") : rgb;

const isMeasured = (point: CurvePoint) => point.flags?.includes("measured") ?? false;

/** What one dataset draws: a series, the measured points on the series, or the plan's own point. */
export interface DrawnSet {
  kind: "series" | "measured" | "current";
  points: CurvePoint[];
}

/** The curve's points in dataset order: each series, then its measured points, then the plan's. */
export const drawnSets = (curve: Curve): DrawnSet[] => {
  const measured = curve.series.flatMap((series) => series.points.filter(isMeasured));
  return [
    ...curve.series.map((series): DrawnSet => ({ kind: "series", points: series.points })),
    ...(measured.length > 0 ? [{ kind: "measured" as const, points: measured }] : []),
    ...(curve.current ? [{ kind: "current" as const, points: [curve.current] }] : []),
  ];
};

export const datasetsOf = (spec: ChartSpec): BandedDataset[] => {
  const { colors, curve } = spec;
  const datasets: BandedDataset[] = curve.series.map((series, index) => ({
    ...seriesDataset(
      series,
      spec.seriesLabel(series),
      colors.series[index % colors.series.length] ?? colors.text,
      colors.surface,
    ),
    // Points on a fixed top (100%) are drawn whole, not cut by the chart's edge.
    ...(spec.yMax === undefined ? {} : { clip: false as const }),
  }));
  const measured = drawnSets(curve).find((set) => set.kind === "measured");
  if (measured) {
    datasets.push({
      label: spec.measuredLabel,
      data: measured.points.map((point) => ({ x: point.x, y: point.y })),
      // Solid squares ringed in the surface colour stand out from the line's round points.
      borderColor: colors.surface,
      backgroundColor: colors.text,
      pointStyle: "rect",
      pointRadius: 6,
      pointBorderWidth: 1.5,
      pointHoverRadius: 8,
      showLine: false,
      // Drawn last, over the line it sits on; the legend keeps dataset order (legend.sort).
      order: -1,
    });
  }
  const current = curve.current;
  if (current) {
    datasets.push({
      label: spec.currentLabel,
      data: [{ x: current.x, y: current.y }],
      // An outline, so the swept point it sits on stays visible inside it.
      borderColor: colors.current,
      backgroundColor: "transparent",
      pointStyle: "rectRot",
      pointRadius: 9,
      pointBorderWidth: 2.5,
      pointHoverRadius: 10,
      showLine: false,
    });
  }
  return datasets;
};

/** What is drawn, as text: a change elsewhere (hover detail only) needs no redraw. */
export const drawnKey = (datasets: readonly BandedDataset[]): string =>
  JSON.stringify(
    datasets.map((set) => [
      set.label,
      set.data,
      set.pointStyle,
      set.pointBackgroundColor,
      set.errorBand,
    ]),
  );
