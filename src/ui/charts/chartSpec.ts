import type { ChartDataset, ChartOptions, Plugin, PointStyle, TooltipItem } from "chart.js";
import type { Curve, CurveGuide, CurvePoint, CurveSeries } from "../../model/index.ts";
import { formatNumber } from "../../model/index.ts";
import type { ChartColors } from "./chartColors.ts";
import { Chart } from "./registerCharts.ts";

// A curve turned into Chart.js datasets and options, and keys that tell when either changed.

/** What a chart draws: one curve, its words in the current language, and the theme's colours. */
export interface ChartSpec {
  curve: Curve;
  title: string;
  xTitle: string;
  yTitle: string;
  /** Start the x axis at zero (rates and speeds); latency axes fit their data. */
  xFromZero?: boolean;
  /** A fixed top for the y axis, e.g. 100 for a percentage that cannot exceed it. */
  yMax?: number;
  /** A logarithmic y axis, for values that span decades (a queue near saturation). */
  yLogarithmic?: boolean;
  seriesLabel: (series: CurveSeries) => string;
  guideLabel: (guide: CurveGuide) => string;
  currentLabel: string;
  /** The legend's name for the measured profile points, e.g. "Measured (bench.json)". */
  measuredLabel: string;
  /** Hover lines for one point: its whole operating point. */
  describe: (point: CurvePoint) => string[];
  /** The words inside a shaded band (the curve's bands), e.g. "unstable". */
  bandLabel?: string;
  colors: ChartColors;
}

interface SurfaceOptions {
  color: string;
}

declare module "chart.js" {
  interface PluginOptionsByType<TType> {
    surfaceBackground?: SurfaceOptions;
  }
}

// Paints the theme's surface under the chart, so an exported PNG is not transparent.
export const surfaceBackground: Plugin<"line", SurfaceOptions> = {
  id: "surfaceBackground",
  beforeDraw: (chart, _args, options) => {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = options.color;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

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
): ChartDataset<"line"> => {
  const missed = (point: CurvePoint) => point.flags?.includes("sloMissed") ?? false;
  const saturated = (point: CurvePoint) => point.flags?.includes("saturated") ?? false;
  const base: ChartDataset<"line"> = {
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
      (point): PointStyle => (saturated(point) ? "crossRot" : "circle"),
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

export const datasetsOf = (spec: ChartSpec): ChartDataset<"line">[] => {
  const { colors, curve } = spec;
  const datasets = curve.series.map((series, index) => ({
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

/**
 * Where a guide's label goes so it covers the fewest points: a horizontal line's at the right; a
 * vertical line's at the top (the headroom) unless most points sit high, then at the bottom; the
 * sustainable load's between, off both.
 */
// The sustainable load's label sits a third of the way down, clear of the SLO labels at the ends.
const sustainableLabelPosition = "33%";

const guideLabelPosition = (guide: CurveGuide, curve: Curve): string => {
  if (guide.axis === "y") return "end";
  if (guide.slo === "sustainable") return sustainableLabelPosition;
  const ys = curve.series.flatMap((series) => series.points.map((point) => point.y));
  const highest = Math.max(0, ...ys);
  const high = ys.filter((y) => y > highest / 2).length;
  return high > ys.length / 2 ? "end" : "start";
};

/** What is drawn, as text: a change elsewhere (hover detail only) needs no redraw. */
export const drawnKey = (datasets: readonly ChartDataset<"line">[]): string =>
  JSON.stringify(
    datasets.map((set) => [set.label, set.data, set.pointStyle, set.pointBackgroundColor]),
  );

/**
 * Everything the options depend on, as text: Chart.js re-resolves every option when they are
 * replaced, so a drag that moves only the points keeps the options it has.
 */
export const optionsKey = (spec: ChartSpec): string =>
  JSON.stringify([
    spec.xTitle,
    spec.yTitle,
    spec.xFromZero,
    spec.yLogarithmic,
    spec.yMax,
    spec.colors,
    drawnSets(spec.curve).map((set) => set.kind),
    spec.curve.guides.map((guide) => [guide.axis, guide.value, spec.guideLabel(guide)]),
    (spec.curve.bands ?? []).map((band) => [band.from, band.to]),
    spec.bandLabel,
  ]);

/** The chart's options; hover text reads `latest()` so it follows the points without a rebuild. */
export const optionsOf = (spec: ChartSpec, latest: () => ChartSpec): ChartOptions<"line"> => {
  const { colors, curve } = spec;
  const pointAt = (item: TooltipItem<"line">): CurvePoint | undefined =>
    drawnSets(latest().curve)[item.datasetIndex]?.points[item.dataIndex];
  const kinds = drawnSets(curve).map((set) => set.kind);
  const kindOf = (datasetIndex: number | undefined) => kinds[datasetIndex ?? -1];
  const axis = (title: string) => ({
    title: { display: true, text: title, color: colors.textMuted, font: { weight: 600 } },
    ticks: { color: colors.textMuted },
    grid: { color: colors.border },
  });
  return {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    parsing: false,
    color: colors.text,
    interaction: { mode: "nearest", intersect: false },
    scales: {
      // A little room at the right, so a point at the largest x is not cut in half.
      x: {
        ...axis(spec.xTitle),
        type: "linear",
        beginAtZero: spec.xFromZero ?? false,
        grace: "3%",
      },
      y: spec.yLogarithmic
        ? {
            ...axis(spec.yTitle),
            type: "logarithmic",
            ticks: {
              color: colors.textMuted,
              autoSkip: false,
              // 1, 2 and 5 of each decade: enough to read, few enough not to crowd.
              callback: (value) => {
                const decade = 10 ** Math.floor(Math.log10(Number(value)));
                const lead = Number(value) / decade;
                const shown = [1, 2, 5].some((mark) => Math.abs(lead - mark) < 1e-9);
                return shown ? formatNumber(Number(value)) : "";
              },
            },
          }
        : // Headroom above the data keeps SLO labels off the points.
          spec.yMax === undefined
          ? { ...axis(spec.yTitle), type: "linear", beginAtZero: true, grace: "25%" }
          : { ...axis(spec.yTitle), type: "linear", min: 0, max: spec.yMax },
    },
    plugins: {
      surfaceBackground: { color: colors.surface },
      legend: {
        labels: {
          sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
          color: colors.text,
          usePointStyle: true,
          boxHeight: 7,
          // A series' first point may be hollow or a cross; its legend mark shows the series.
          generateLabels: (chart) =>
            Chart.defaults.plugins.legend.labels.generateLabels(chart).map((item) => {
              const kind = kindOf(item.datasetIndex);
              if (kind === "current")
                return { ...item, fillStyle: "transparent", pointStyle: "rectRot" };
              if (kind === "measured")
                return {
                  ...item,
                  fillStyle: colors.text,
                  strokeStyle: colors.text,
                  pointStyle: "rect",
                };
              return { ...item, fillStyle: item.strokeStyle, pointStyle: "circle" };
            }),
        },
      },
      tooltip: {
        // A measured point covers the series point under it: describe it once, as measured.
        filter: (item, _index, items) =>
          kindOf(item.datasetIndex) !== "series" ||
          !items.some(
            (other) =>
              kindOf(other.datasetIndex) === "measured" &&
              other.parsed.x === item.parsed.x &&
              other.parsed.y === item.parsed.y,
          ),
        callbacks: {
          title: (items) => items.map((item) => item.dataset.label ?? "").slice(0, 1),
          label: (item) => {
            const point = pointAt(item);
            return point ? latest().describe(point) : "";
          },
        },
      },
      annotation: {
        annotations: Object.fromEntries([
          ...(curve.bands ?? []).map((band, index) => [
            `band${index}`,
            {
              type: "box" as const,
              xMin: band.from,
              xMax: band.to,
              backgroundColor: translucent(colors.warn),
              borderWidth: 0,
              drawTime: "beforeDatasetsDraw" as const,
              label: {
                display: true,
                content: spec.bandLabel,
                position: { x: "center" as const, y: "start" as const },
                color: colors.text,
                font: { size: 11 },
              },
            },
          ]),
          ...curve.guides.map((guide, index) => [
            `guide${index}`,
            {
              type: "line" as const,
              scaleID: guide.axis,
              value: guide.value,
              borderColor: colors.guide,
              borderDash: [6, 4],
              borderWidth: 1.5,
              label: {
                display: true,
                content: spec.guideLabel(guide),
                position: guideLabelPosition(guide, curve),
                backgroundColor: colors.guide,
                color: colors.surface,
                font: { size: 11 },
                padding: 3,
              },
            },
          ]),
        ]),
      },
    },
  };
};
