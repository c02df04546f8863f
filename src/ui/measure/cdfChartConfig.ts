import type { ChartDataset, ChartOptions } from "chart.js";
import { baseLineOptions, titledAxis } from "../charts/chartBase.ts";
import type { ChartColors } from "../charts/chartColors.ts";
import type { CdfPoint } from "./cdfLines.ts";

// The CDF chart's datasets and options: one line per run, bucket estimates drawn as steps.

export interface CdfLine {
  label: string;
  points: readonly CdfPoint[];
  /** From histogram buckets: known only at the bounds, so drawn as a lower staircase. */
  stepped: boolean;
}

export interface CdfChartSpec {
  lines: readonly CdfLine[];
  xTitle: string;
  yTitle: string;
  slo?: { ms: number; label: string };
  colors: ChartColors;
}

// The theme's two series colours first, then mid-tones that read on light and dark surfaces.
const extraColors = ["#6366f1", "#db2777", "#0891b2", "#65a30d", "#9333ea", "#ea580c"];
const dashes = [[], [6, 3], [2, 3]];

export const cdfDatasets = (spec: CdfChartSpec): ChartDataset<"line">[] => {
  const palette = [...spec.colors.series, ...extraColors];
  return spec.lines.map((line, index) => {
    const color = palette[index % palette.length] ?? spec.colors.text;
    return {
      label: line.label,
      data: line.points.map((point) => ({ x: point.ms, y: point.share })),
      borderColor: color,
      backgroundColor: color,
      borderWidth: 2,
      borderDash: dashes[Math.floor(index / palette.length) % dashes.length],
      stepped: line.stepped ? "after" : false,
      pointRadius: line.stepped ? 2.5 : 0,
      tension: 0,
      // A CDF ends on the chart's top edge (100%): drawn unclipped, its last step stays whole.
      clip: false,
    };
  });
};

export const cdfOptions = (spec: CdfChartSpec): ChartOptions<"line"> => {
  const { colors } = spec;
  const axis = (title: string) => titledAxis(colors, title);
  const slo = spec.slo;
  return {
    ...baseLineOptions(colors),
    scales: {
      x: {
        ...axis(spec.xTitle),
        type: "linear",
        beginAtZero: true,
        ticks: { color: colors.textMuted },
      },
      y: {
        ...axis(spec.yTitle),
        type: "linear",
        min: 0,
        max: 1,
        ticks: {
          color: colors.textMuted,
          callback: (value) => `${Math.round(Number(value) * 100)}%`,
        },
      },
    },
    plugins: {
      legend: { labels: { color: colors.text, boxHeight: 2 } },
      annotation: {
        annotations:
          slo === undefined
            ? {}
            : {
                slo: {
                  type: "line" as const,
                  scaleID: "x",
                  value: slo.ms,
                  borderColor: colors.guide,
                  borderDash: [6, 4],
                  borderWidth: 1.5,
                  label: {
                    display: true,
                    content: slo.label,
                    position: "start" as const,
                    backgroundColor: colors.guide,
                    color: colors.surface,
                    font: { size: 11 },
                    padding: 3,
                  },
                },
              },
      },
    },
  };
};
