import type { ChartDataset } from "chart.js";
import { createEffect, createSignal, type JSX, on, onCleanup, onMount } from "solid-js";
import { curveCsv } from "../../io/index.ts";
import { ChartFigure } from "./ChartFigure.tsx";
import { datasetsOf, drawnKey } from "./chartDatasets.ts";
import { type ChartSpec, optionsKey, optionsOf } from "./chartSpec.ts";
import { useChartName } from "./chartText.ts";
import { describeOnCanvas } from "./describeOnCanvas.ts";
import { errorBandFill } from "./errorBandFill.ts";
import { Chart } from "./registerCharts.ts";
import { surfaceBackground } from "./surfaceBackground.ts";
import { titledPng } from "./titledPng.ts";

export interface CurveChartProps extends ChartSpec {
  fileName: string;
  exportLabels: { png: string; csv: string };
  /** A sentence added to the canvas's accessible name, e.g. which points are measured. */
  summary?: string;
  /** What the chart shows, under it. */
  children?: JSX.Element;
}

/** A curve's series in Chart.js: SLO lines, the plan's point, hover detail, PNG and CSV export. */
export const CurveChart = (props: CurveChartProps) => {
  let figure: HTMLElement | undefined;
  let canvas: HTMLCanvasElement | undefined;
  let chart: Chart<"line"> | undefined;
  const [onScreen, setOnScreen] = createSignal(true);
  const chartName = useChartName();
  let shownKey = "";
  let drawn = "";
  const latest = () => props;
  onMount(() => {
    // happy-dom has no 2D context; there is nothing to draw on then.
    if (!canvas?.getContext("2d")) return;
    shownKey = optionsKey(props);
    const datasets = datasetsOf(props);
    drawn = drawnKey(datasets);
    chart = new Chart(canvas, {
      type: "line",
      data: { datasets },
      options: optionsOf(props, latest),
      plugins: [surfaceBackground, errorBandFill],
    });
    describeOnCanvas(chart, canvas);
    if (!figure || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: "100px" },
    );
    observer.observe(figure);
    onCleanup(() => observer.disconnect());
  });
  const redraw = (datasets: ChartDataset<"line">[], key: string) => {
    if (!chart || !canvas) return;
    const nowDrawn = drawnKey(datasets);
    if (key === shownKey && nowDrawn === drawn) return;
    if (key !== shownKey) {
      chart.options = optionsOf(props, latest);
      shownKey = key;
    }
    drawn = nowDrawn;
    chart.data.datasets = datasets;
    chart.update("none");
    describeOnCanvas(chart, canvas);
  };
  // Charts out of view redraw when the page is idle (or when they come into view), not in the
  // frame that answers a drag; they are never left stale for print or a screenshot.
  let idle: number | undefined;
  const cancelIdle = () => {
    if (idle !== undefined) cancelIdleCallback(idle);
    idle = undefined;
  };
  createEffect(
    on(
      () => ({ datasets: datasetsOf(props), key: optionsKey(props), visible: onScreen() }),
      ({ datasets, key, visible }) => {
        cancelIdle();
        if (visible || typeof requestIdleCallback === "undefined") redraw(datasets, key);
        else idle = requestIdleCallback(() => redraw(datasets, key), { timeout: 500 });
      },
      { defer: true },
    ),
  );
  onCleanup(cancelIdle);
  onCleanup(() => chart?.destroy());
  return (
    <ChartFigure
      ref={(element) => {
        figure = element;
      }}
      id={props.curve.id}
      title={props.title}
      fileName={props.fileName}
      exportLabels={props.exportLabels}
      png={() => titledPng(canvas, props.title)}
      csv={() => curveCsv(props.curve)}
      notes={props.children}
    >
      <canvas ref={canvas} role="img" aria-label={chartName(props)} />
    </ChartFigure>
  );
};
