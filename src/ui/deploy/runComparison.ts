import { attainmentKey } from "../../io/index.ts";
import type { RunAnalysis } from "../../model/index.ts";
import { type PredictedVsMeasured, predictedVsMeasured } from "../../model/index.ts";

// The prediction at a run's rate beside what the run measured, key by key, attainment included:
// a run states goodput (requests meeting every SLO, per second) and request throughput, and their
// ratio is the share of requests that met every SLO.

const positive = (analysis: RunAnalysis, key: string): number | undefined => {
  const value = analysis.metrics.find((metric) => metric.key === key)?.value;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** The share of the run's requests that met every SLO; undefined without goodput. */
export const measuredAttainment = (analysis: RunAnalysis): number | undefined => {
  const goodput = analysis.metrics.find((metric) => metric.key === "request_goodput")?.value;
  const throughput = positive(analysis, "request_throughput");
  return typeof goodput === "number" && Number.isFinite(goodput) && goodput >= 0 && throughput
    ? goodput / throughput
    : undefined;
};

/** One row per predicted key, the attainment read from the run's goodput. */
export const runComparison = (
  expected: Record<string, number>,
  analysis: RunAnalysis,
): PredictedVsMeasured[] => {
  const attainment = measuredAttainment(analysis);
  const withAttainment: RunAnalysis =
    attainment === undefined
      ? analysis
      : {
          ...analysis,
          metrics: [
            ...analysis.metrics,
            { key: attainmentKey, value: attainment, source: "computed" },
          ],
        };
  return predictedVsMeasured(expected, withAttainment);
};
