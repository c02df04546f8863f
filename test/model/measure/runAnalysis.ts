import type { RunAnalysis } from "../../../src/model/measure/analysis.ts";

/** A run's analysis holding just these metrics, as a file could state them. */
export const analysisWith = (
  values: Record<string, number>,
  acceptance: RunAnalysis["acceptance"] = null,
): RunAnalysis => ({
  metrics: Object.entries(values).map(([key, value]) => ({ key, value, source: "computed" })),
  checks: [],
  attainment: {},
  acceptance,
  identity: null,
  distributions: {},
  missing: [],
  itlPerToken: false,
  concurrency: null,
});
