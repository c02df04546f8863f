import { createEffect, on, onCleanup, onMount } from "solid-js";
import { createChartColors } from "../charts/chartColors.ts";
import { Chart } from "../charts/registerCharts.ts";
import { type SweepChartSpec, sweepDatasets, sweepOptions } from "./sweepChartConfig.ts";

/** The sweep's latency-throughput points in Chart.js: created on mount, updated in place. */
export const SweepChart = (props: Omit<SweepChartSpec, "colors"> & { label: string }) => {
  let canvas: HTMLCanvasElement | undefined;
  let chart: Chart<"line"> | undefined;
  const colors = createChartColors();
  const spec = (): SweepChartSpec => ({
    points: props.points,
    seriesLabel: props.seriesLabel,
    xTitle: props.xTitle,
    yTitle: props.yTitle,
    colors: colors(),
  });
  onMount(() => {
    // happy-dom has no 2D context; there is nothing to draw on then.
    if (!canvas?.getContext("2d")) return;
    const now = spec();
    chart = new Chart(canvas, {
      type: "line",
      data: { datasets: sweepDatasets(now) },
      options: sweepOptions(now),
    });
  });
  createEffect(
    on(
      spec,
      (now) => {
        if (!chart) return;
        chart.data.datasets = sweepDatasets(now);
        chart.options = sweepOptions(now);
        chart.update("none");
      },
      { defer: true },
    ),
  );
  onCleanup(() => chart?.destroy());
  return (
    <canvas ref={canvas} role="img" aria-label={props.label} data-points={props.points.length} />
  );
};
