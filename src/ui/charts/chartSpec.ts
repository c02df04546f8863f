import type { ChartOptions, LegendItem, TooltipItem } from "chart.js";
import type { Curve, CurveGuide, CurvePoint, CurveSeries } from "../../model/index.ts";
import { formatNumber } from "../../model/index.ts";
import { baseLineOptions, titledAxis } from "./chartBase.ts";
import type { ChartColors } from "./chartColors.ts";
import { drawnSets, translucent } from "./chartDatasets.ts";
import { type BandedDataset, bandWash } from "./errorBandFill.ts";
import { Chart } from "./registerCharts.ts";

// What a chart draws and its Chart.js options, with the key that tells when they changed. The
// datasets are chartDatasets.ts's; the paint under the chart is surfaceBackground.ts's.

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
  /** The legend's name for the error band around an estimated line, e.g. "Estimate error (±18%)". */
  errorBandLabel?: string;
  colors: ChartColors;
}

/**
 * Where a guide's label goes so it covers the fewest points: a horizontal line's at the right; a
 * vertical line's at the top (the headroom) unless most points sit high, then at the bottom; the
 * sustainable load's between, off both.
 */
// The sustainable load's label sits a third of the way down, clear of the SLO labels at the ends.
const sustainableLabelPosition = "33%";

// Past any dataset's index, so entries that stand for no dataset sort last.
const lastInLegend = 1e9;

const guideLabelPosition = (guide: CurveGuide, curve: Curve): string => {
  if (guide.axis === "y") return "end";
  if (guide.slo === "sustainable") return sustainableLabelPosition;
  const ys = curve.series.flatMap((series) => series.points.map((point) => point.y));
  const highest = Math.max(0, ...ys);
  const high = ys.filter((y) => y > highest / 2).length;
  return high > ys.length / 2 ? "end" : "start";
};

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
    spec.errorBandLabel,
  ]);

/** The chart's options; hover text reads `latest()` so it follows the points without a rebuild. */
export const optionsOf = (spec: ChartSpec, latest: () => ChartSpec): ChartOptions<"line"> => {
  const { colors, curve } = spec;
  const pointAt = (item: TooltipItem<"line">): CurvePoint | undefined =>
    drawnSets(latest().curve)[item.datasetIndex]?.points[item.dataIndex];
  const kinds = drawnSets(curve).map((set) => set.kind);
  const kindOf = (datasetIndex: number | undefined) => kinds[datasetIndex ?? -1];
  const axis = (title: string) => ({
    ...titledAxis(colors, title),
    ticks: { color: colors.textMuted },
  });
  return {
    ...baseLineOptions(colors),
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
        // An error band's entry stands for no dataset: clicking it toggles nothing.
        onClick: (event, item, legend) => {
          if (item.datasetIndex === undefined) return;
          Chart.defaults.plugins.legend.onClick.call(legend, event, item, legend);
        },
        labels: {
          // Error bands' entries (no dataset) come last.
          sort: (a, b) => (a.datasetIndex ?? lastInLegend) - (b.datasetIndex ?? lastInLegend),
          color: colors.text,
          usePointStyle: true,
          boxHeight: 7,
          // A series' first point may be hollow or a cross; its legend mark shows the series.
          generateLabels: (chart) => [
            ...Chart.defaults.plugins.legend.labels
              .generateLabels(chart)
              .map((item): LegendItem => {
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
            ...chart.data.datasets.flatMap((dataset, index): LegendItem[] => {
              const label = spec.errorBandLabel;
              if (!(dataset as BandedDataset).errorBand || label === undefined) return [];
              const wash = bandWash(String(dataset.borderColor ?? colors.text));
              return [
                {
                  text: label,
                  fillStyle: wash,
                  strokeStyle: wash,
                  fontColor: colors.text,
                  lineWidth: 0,
                  pointStyle: "rect",
                  hidden: !chart.isDatasetVisible(index),
                },
              ];
            }),
          ],
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
