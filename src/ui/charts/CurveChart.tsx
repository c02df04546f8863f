import type { ChartConfiguration } from "chart.js";
import { createEffect, on, onCleanup, onMount } from "solid-js";
import { curveCsv } from "../../io/curveCsv.ts";
import type { Curve } from "../../model/curves/curvePoint.ts";
import { formatNumber } from "../../model/index.ts";
import styles from "./CurveChart.module.css";
import { Chart } from "./registerCharts.ts";

/** A line drawn at a fixed value on one axis, e.g. a TPOT SLO. */
export interface GuideLine {
  axis: "x" | "y";
  value: number;
  label: string;
}

export interface CurveChartProps {
  title: string;
  curve: Curve;
  xTitle: string;
  yTitle: string;
  guides?: GuideLine[];
  /** The current plan's operating point, drawn larger. */
  highlight?: { x: number; y: number; label: string };
  fileName: string;
  exportLabels: { png: string; csv: string };
}

const cssVar = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#888";

const download = (href: string, fileName: string) => {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
};

const configOf = (spec: CurveChartProps): ChartConfiguration<"line"> => ({
  type: "line",
  data: {
    datasets: [
      {
        label: spec.yTitle,
        data: spec.curve.points.map((point) => ({ x: point.x, y: point.y })),
        borderColor: cssVar("--accent"),
        backgroundColor: cssVar("--accent"),
        pointRadius: 2,
        tension: 0,
      },
      ...(spec.highlight
        ? [
            {
              label: spec.highlight.label,
              data: [{ x: spec.highlight.x, y: spec.highlight.y }],
              borderColor: cssVar("--danger"),
              backgroundColor: cssVar("--danger"),
              pointRadius: 6,
              showLine: false,
            },
          ]
        : []),
    ],
  },
  options: {
    animation: false,
    responsive: true,
    maintainAspectRatio: false,
    parsing: false,
    color: cssVar("--text"),
    scales: {
      x: {
        type: "linear",
        title: { display: true, text: spec.xTitle, color: cssVar("--text-muted") },
        ticks: { color: cssVar("--text-muted") },
        grid: { color: cssVar("--border") },
      },
      y: {
        type: "linear",
        beginAtZero: true,
        title: { display: true, text: spec.yTitle, color: cssVar("--text-muted") },
        ticks: { color: cssVar("--text-muted") },
        grid: { color: cssVar("--border") },
      },
    },
    plugins: {
      legend: { labels: { color: cssVar("--text") } },
      tooltip: {
        callbacks: {
          label: (item) => {
            const point = spec.curve.points[item.dataIndex];
            const head = `${formatNumber(item.parsed.x ?? 0)} ${spec.curve.xUnit} → ${formatNumber(item.parsed.y ?? 0)} ${spec.curve.yUnit}`;
            if (item.datasetIndex !== 0 || !point) return head;
            return [
              head,
              ...Object.entries(point.detail).map(
                ([key, value]) => `${key}: ${formatNumber(value)}`,
              ),
            ];
          },
        },
      },
      annotation: {
        annotations: Object.fromEntries(
          (spec.guides ?? []).map((guide, index) => [
            `guide${index}`,
            {
              type: "line" as const,
              scaleID: guide.axis,
              value: guide.value,
              borderColor: cssVar("--danger"),
              borderDash: [6, 4],
              borderWidth: 1.5,
              label: { display: true, content: guide.label, position: "end" as const },
            },
          ]),
        ),
      },
    },
  },
});

/** One curve in Chart.js, with the plan's point highlighted and PNG / CSV export. */
export const CurveChart = (props: CurveChartProps) => {
  let canvas: HTMLCanvasElement | undefined;
  let chart: Chart<"line"> | undefined;
  onMount(() => {
    // happy-dom has no 2D context; there is nothing to draw on then.
    if (!canvas?.getContext("2d")) return;
    chart = new Chart(canvas, configOf(props));
  });
  createEffect(
    on(
      () => configOf(props),
      (config) => {
        if (!chart) return;
        chart.data = config.data;
        chart.options = config.options ?? {};
        chart.update("none");
      },
      { defer: true },
    ),
  );
  onCleanup(() => chart?.destroy());
  return (
    <figure class={styles.figure}>
      <figcaption class={styles.caption}>
        <span class={styles.title}>{props.title}</span>
        <span class={styles.actions}>
          <button
            type="button"
            class={styles.button}
            onClick={() =>
              canvas && download(canvas.toDataURL("image/png"), `${props.fileName}.png`)
            }
          >
            {props.exportLabels.png}
          </button>
          <button
            type="button"
            class={styles.button}
            onClick={() =>
              download(
                URL.createObjectURL(new Blob([curveCsv(props.curve)], { type: "text/csv" })),
                `${props.fileName}.csv`,
              )
            }
          >
            {props.exportLabels.csv}
          </button>
        </span>
      </figcaption>
      <div class={styles.canvasBox}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${props.title}: ${props.yTitle} vs ${props.xTitle}`}
        />
      </div>
    </figure>
  );
};
