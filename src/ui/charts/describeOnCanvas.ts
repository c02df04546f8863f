import type { BandedDataset } from "./errorBandFill.ts";
import type { Chart } from "./registerCharts.ts";

/**
 * What the live chart was given, read back from its options onto the canvas: axis titles, SLO
 * lines, shaded bands, series, error bands and the legend, so a test can check the drawing
 * without reaching into Chart.js.
 */
export const describeOnCanvas = (chart: Chart<"line">, canvas: HTMLCanvasElement) => {
  const { scales, plugins } = chart.options;
  const titleOf = (axis: "x" | "y") => {
    const scale = scales?.[axis];
    return scale && "title" in scale ? String(scale.title?.text ?? "") : "";
  };
  type Drawn = {
    type?: string;
    scaleID?: string;
    value?: unknown;
    xMin?: unknown;
    xMax?: unknown;
    label?: { content?: unknown };
  };
  const drawn = Object.values(plugins?.annotation?.annotations ?? {}).map(
    (raw) => (raw ?? {}) as Drawn,
  );
  const annotations = drawn
    .filter((guide) => guide.type !== "box")
    .map((guide) => ({ axis: guide.scaleID, value: guide.value, label: guide.label?.content }));
  const bands = drawn
    .filter((band) => band.type === "box")
    .map((band) => ({ from: band.xMin, to: band.xMax, label: band.label?.content }));
  canvas.dataset.xTitle = titleOf("x");
  canvas.dataset.yTitle = titleOf("y");
  canvas.dataset.guides = JSON.stringify(annotations);
  canvas.dataset.bands = JSON.stringify(bands);
  canvas.dataset.series = JSON.stringify(
    chart.data.datasets.map((set) => ({ label: set.label, points: set.data.length })),
  );
  canvas.dataset.errorBands = JSON.stringify(
    chart.data.datasets.flatMap((set: BandedDataset) =>
      set.errorBand ? [{ series: set.label, points: set.errorBand.length }] : [],
    ),
  );
  canvas.dataset.legend = JSON.stringify(
    (chart.legend?.legendItems ?? []).map((item) => item.text),
  );
};
