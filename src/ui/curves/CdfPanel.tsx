import { createEffect, For, on, onCleanup, onMount } from "solid-js";
import { curveCsv } from "../../io/index.ts";
import type { Curve } from "../../model/index.ts";
import { ChartFigure } from "../charts/ChartFigure.tsx";
import type { ChartColors } from "../charts/chartColors.ts";
import { useChartName } from "../charts/chartText.ts";
import { describeOnCanvas } from "../charts/describeOnCanvas.ts";
import { Chart } from "../charts/registerCharts.ts";
import { surfaceBackground } from "../charts/surfaceBackground.ts";
import { titledPng } from "../charts/titledPng.ts";
import { type CdfChartSpec, cdfDatasets, cdfOptions } from "../measure/cdfChartConfig.ts";

/** What the CDF panel draws: a CDF curve and its words in the current language. */
export interface CdfPanelProps {
  curve: Curve;
  title: string;
  xTitle: string;
  yTitle: string;
  lineLabel: string;
  sloLabel?: string;
  colors: ChartColors;
  fileName: string;
  exportLabels: { png: string; csv: string };
  notes?: string[];
}

// The measurement tab's CDF chart, on the theme's surface so an exported PNG is not transparent.
const optionsOf = (spec: CdfChartSpec) => {
  const options = cdfOptions(spec);
  return {
    ...options,
    plugins: { ...options.plugins, surfaceBackground: { color: spec.colors.surface } },
  };
};

/** A simulated CDF drawn as the measurement tab draws measured ones, with PNG and CSV export. */
export const CdfPanel = (props: CdfPanelProps) => {
  let canvas: HTMLCanvasElement | undefined;
  let chart: Chart<"line"> | undefined;
  const chartName = useChartName();
  const specOf = (): CdfChartSpec => {
    const guide = props.curve.guides[0];
    const points = props.curve.series[0]?.points ?? [];
    return {
      lines: [
        {
          label: props.lineLabel,
          points: points.map((point) => ({ ms: point.x, share: point.y })),
          stepped: false,
        },
      ],
      xTitle: props.xTitle,
      yTitle: props.yTitle,
      slo: guide ? { ms: guide.value, label: props.sloLabel ?? "" } : undefined,
      colors: props.colors,
    };
  };
  onMount(() => {
    // happy-dom has no 2D context; there is nothing to draw on then.
    if (!canvas?.getContext("2d")) return;
    const spec = specOf();
    chart = new Chart(canvas, {
      type: "line",
      data: { datasets: cdfDatasets(spec) },
      options: optionsOf(spec),
      plugins: [surfaceBackground],
    });
    describeOnCanvas(chart, canvas);
  });
  createEffect(
    on(
      specOf,
      (spec) => {
        if (!chart) return;
        chart.data.datasets = cdfDatasets(spec);
        chart.options = optionsOf(spec);
        chart.update("none");
        if (canvas) describeOnCanvas(chart, canvas);
      },
      { defer: true },
    ),
  );
  onCleanup(() => chart?.destroy());
  return (
    <ChartFigure
      id={props.curve.id}
      title={props.title}
      fileName={props.fileName}
      exportLabels={props.exportLabels}
      png={() => titledPng(canvas, props.title)}
      csv={() => curveCsv(props.curve)}
      notes={<For each={props.notes ?? []}>{(note) => <p>{note}</p>}</For>}
    >
      <canvas ref={canvas} role="img" aria-label={chartName(props)} />
    </ChartFigure>
  );
};
