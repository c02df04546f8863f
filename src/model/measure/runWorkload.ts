import type { Plan } from "../plan.ts";
import type { RunAnalysis } from "./analysis.ts";

// The workload a run measured: its tokens a request, and whether they are the plan's. A run of
// other request lengths measures other step times, so its values carry over only with a warning.

/** A metric's value when the run has a positive, finite one. */
export const metricValue = (analysis: RunAnalysis, key: string): number | undefined => {
  const value = analysis.metrics.find((metric) => metric.key === key)?.value;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** Mean tokens a request: the run's token totals over its successful requests, when it states them. */
export const tokensPerRequest = (
  analysis: RunAnalysis,
): { inputTokens?: number; outputTokens?: number } => {
  const completed = metricValue(analysis, "completed");
  const input = metricValue(analysis, "total_input_tokens");
  const output = metricValue(analysis, "total_output_tokens");
  if (completed === undefined) return {};
  return {
    ...(input === undefined ? {} : { inputTokens: input / completed }),
    ...(output === undefined ? {} : { outputTokens: output / completed }),
  };
};

// Step times grow with context, so runs whose requests differ by more than this in mean length
// measure another workload (a judgement: within a tenth, the KV cache and attention cost barely move).
export const workloadTolerance = 0.1;

/** Whether `value` lies within the tolerance of `reference`; an unknown side is taken as agreeing. */
export const closeTokens = (value: number | undefined, reference: number | undefined): boolean =>
  value === undefined ||
  reference === undefined ||
  Math.abs(value - reference) <= workloadTolerance * reference;

export interface WorkloadMismatch {
  inputTokens: number;
  outputTokens: number;
  planInputTokens: number;
  planOutputTokens: number;
}

/** Measured tokens a request against the plan's workload, when either differs by over a tenth. */
export const tokensMismatch = (
  plan: Plan,
  tokens: { inputTokens?: number | undefined; outputTokens?: number | undefined },
): WorkloadMismatch | null => {
  const { inputTokens, outputTokens } = tokens;
  if (inputTokens === undefined || outputTokens === undefined) return null;
  const { inputTokens: planInputTokens, outputTokens: planOutputTokens } = plan.workload;
  const agrees =
    closeTokens(inputTokens, planInputTokens) && closeTokens(outputTokens, planOutputTokens);
  return agrees ? null : { inputTokens, outputTokens, planInputTokens, planOutputTokens };
};

/** The run's tokens a request against the plan's workload, when either differs by over a tenth. */
export const workloadMismatch = (plan: Plan, analysis: RunAnalysis): WorkloadMismatch | null =>
  tokensMismatch(plan, tokensPerRequest(analysis));
