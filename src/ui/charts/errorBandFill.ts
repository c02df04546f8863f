import type { ChartDataset, Plugin } from "chart.js";

// The error band of an estimated line, painted behind it: for each point, from y·(1 − band) to
// y·(1 + band), joined into one shaded shape. A plugin rather than two more datasets, so the
// band takes no part in hover, the legend's toggles or the datasets' order.

/** The low and high y of each point of a line, the band around it. */
export type BandEdges = readonly (readonly [number, number])[];

/** A line dataset that may carry the band around it. */
export type BandedDataset = ChartDataset<"line"> & { errorBand?: BandEdges };

/** Each point's band edges, when the line has a band (every point's `band` the same or not). */
export const bandEdges = (
  points: readonly { y: number; band?: number }[],
): BandEdges | undefined =>
  points.some((point) => point.band !== undefined)
    ? points.map((point) => [point.y * (1 - (point.band ?? 0)), point.y * (1 + (point.band ?? 0))])
    : undefined;

/** An rgb() colour as the band's wash: fainter than the unstable stretch's. */
export const bandWash = (rgb: string): string =>
  rgb.startsWith("rgb(") ? rgb.replace("rgb(", "rgba(").replace(")", ", 0.2)") : rgb;

export const errorBandFill: Plugin<"line"> = {
  id: "errorBandFill",
  // The y axis reaches the band's top, so the band is drawn whole rather than cut at the edge.
  afterDataLimits: (chart, args) => {
    const scale = args.scale;
    if (scale.axis !== "y" || scale.type !== "linear") return;
    chart.data.datasets.forEach((dataset: BandedDataset, index) => {
      if (!dataset.errorBand || !chart.isDatasetVisible(index)) return;
      for (const [, high] of dataset.errorBand) {
        if (Number.isFinite(high) && high > scale.max) scale.max = high;
      }
    });
  },
  beforeDatasetsDraw: (chart) => {
    const { ctx, chartArea, scales } = chart;
    const x = scales.x;
    const y = scales.y;
    if (!x || !y) return;
    chart.data.datasets.forEach((dataset: BandedDataset, index) => {
      const edges = dataset.errorBand;
      const data = dataset.data as readonly { x: number; y: number }[];
      if (!edges || data.length === 0 || !chart.isDatasetVisible(index)) return;
      ctx.save();
      ctx.beginPath();
      ctx.rect(chartArea.left, chartArea.top, chartArea.width, chartArea.height);
      ctx.clip();
      ctx.beginPath();
      data.forEach((point, at) => {
        const px = x.getPixelForValue(point.x);
        const py = y.getPixelForValue(edges[at]?.[1] ?? point.y);
        if (at === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      });
      for (let at = data.length - 1; at >= 0; at -= 1) {
        const point = data[at];
        if (point)
          ctx.lineTo(x.getPixelForValue(point.x), y.getPixelForValue(edges[at]?.[0] ?? point.y));
      }
      ctx.closePath();
      ctx.fillStyle = bandWash(String(dataset.borderColor ?? "rgb(128, 128, 128)"));
      ctx.fill();
      ctx.restore();
    });
  },
};
