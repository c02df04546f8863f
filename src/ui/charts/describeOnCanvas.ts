import type { Chart } from "./registerCharts.ts";

/**
 * What the live chart was given, read back from its options onto the canvas: axis titles, SLO
 * lines and series, so a test can check the drawing without reaching into Chart.js.
 */
export const describeOnCanvas = (chart: Chart<"line">, canvas: HTMLCanvasElement) => {
  const { scales, plugins } = chart.options;
  const titleOf = (axis: "x" | "y") => {
    const scale = scales?.[axis];
    return scale && "title" in scale ? String(scale.title?.text ?? "") : "";
  };
  type LineGuide = { scaleID?: string; value?: unknown; label?: { content?: unknown } };
  const annotations = Object.values(plugins?.annotation?.annotations ?? {}).map((raw) => {
    const guide = (raw ?? {}) as LineGuide;
    return { axis: guide.scaleID, value: guide.value, label: guide.label?.content };
  });
  canvas.dataset.xTitle = titleOf("x");
  canvas.dataset.yTitle = titleOf("y");
  canvas.dataset.guides = JSON.stringify(annotations);
  canvas.dataset.series = JSON.stringify(
    chart.data.datasets.map((set) => ({ label: set.label, points: set.data.length })),
  );
};
