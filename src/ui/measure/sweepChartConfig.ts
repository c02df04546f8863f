import type { ChartDataset, ChartOptions } from "chart.js";
import { baseLineOptions, titledAxis } from "../charts/chartBase.ts";
import type { ChartColors } from "../charts/chartColors.ts";

// The sweep chart: one point a run, output throughput across, a latency up, joined in
// throughput order so the trade between the two reads as one curve.

export interface SweepChartSpec {
  points: readonly { tokensPerS: number; ms: number; label: string }[];
  seriesLabel: string;
  xTitle: string;
  yTitle: string;
  colors: ChartColors;
}

export const sweepDatasets = (spec: SweepChartSpec): ChartDataset<"line">[] => {
  const color = spec.colors.series[0] ?? spec.colors.text;
  return [
    {
      label: spec.seriesLabel,
      data: spec.points.map((point) => ({ x: point.tokensPerS, y: point.ms })),
      borderColor: color,
      backgroundColor: color,
      borderWidth: 2,
      pointRadius: 4,
      pointHoverRadius: 6,
      tension: 0,
    },
  ];
};

export const sweepOptions = (spec: SweepChartSpec): ChartOptions<"line"> => {
  const { colors } = spec;
  const axis = (title: string) => ({
    ...titledAxis(colors, title),
    ticks: { color: colors.textMuted },
    type: "linear" as const,
    beginAtZero: true,
  });
  return {
    ...baseLineOptions(colors),
    scales: { x: axis(spec.xTitle), y: axis(spec.yTitle) },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => spec.points[items[0]?.dataIndex ?? 0]?.label ?? "",
        },
      },
    },
  };
};
