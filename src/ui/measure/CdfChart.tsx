import { createEffect, on, onCleanup, onMount } from "solid-js";
import { createChartColors } from "../charts/chartColors.ts";
import { Chart } from "../charts/registerCharts.ts";
import { type CdfChartSpec, cdfDatasets, cdfOptions } from "./cdfChartConfig.ts";

/** The CDF lines in Chart.js: created on mount, updated in place, destroyed on cleanup. */
export const CdfChart = (props: Omit<CdfChartSpec, "colors"> & { label: string }) => {
  let canvas: HTMLCanvasElement | undefined;
  let chart: Chart<"line"> | undefined;
  const colors = createChartColors();
  const spec = (): CdfChartSpec => ({
    lines: props.lines,
    xTitle: props.xTitle,
    yTitle: props.yTitle,
    colors: colors(),
    slo: props.slo,
  });
  onMount(() => {
    // happy-dom has no 2D context; there is nothing to draw on then.
    if (!canvas?.getContext("2d")) return;
    const now = spec();
    chart = new Chart(canvas, {
      type: "line",
      data: { datasets: cdfDatasets(now) },
      options: cdfOptions(now),
    });
  });
  createEffect(
    on(
      spec,
      (now) => {
        if (!chart) return;
        chart.data.datasets = cdfDatasets(now);
        chart.options = cdfOptions(now);
        chart.update("none");
      },
      { defer: true },
    ),
  );
  onCleanup(() => chart?.destroy());
  return (
    <canvas ref={canvas} role="img" aria-label={props.label} data-series={props.lines.length} />
  );
};
