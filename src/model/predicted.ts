import type { RunAnalysis } from "./measure/analysis.ts";
import { percent } from "./units.ts";

// The plan's predictions beside what an imported benchmark run measured, key by key.

export interface PredictedVsMeasured {
  key: string;
  predicted: number;
  /** null when the run does not report this key. */
  measured: number | null;
  /** (measured − predicted) / predicted · 100; null without a measurement or when predicted is 0. */
  errorPercent: number | null;
}

/** One row per predicted key, in the prediction's order. */
export const predictedVsMeasured = (
  expected: Record<string, number>,
  analysis: RunAnalysis,
): PredictedVsMeasured[] => {
  const measuredByKey = new Map(analysis.metrics.map((metric) => [metric.key, metric.value]));
  return Object.entries(expected).map(([key, predicted]) => {
    const value = measuredByKey.get(key);
    const measured =
      value === undefined || value === null || !Number.isFinite(value) ? null : value;
    return {
      key,
      predicted,
      measured,
      errorPercent:
        measured === null || predicted === 0
          ? null
          : ((measured - predicted) / predicted) * percent,
    };
  });
};
