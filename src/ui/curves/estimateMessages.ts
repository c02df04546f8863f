import type { Curve } from "../../model/curves/curvePoint.ts";
import { type KneeEstimate, kneeEstimate, ttftVsRate } from "../../model/curves/index.ts";
import { type Plan, solve } from "../../model/index.ts";

/** A plan whose queueing estimates to draw; `id` pairs it with its answer. */
export interface EstimateRequest {
  id: number;
  plan: Plan;
}

/** The analytic estimate's curves for one plan: TTFT against rate, and the knee's estimate lines. */
export interface EstimateAnswer {
  id: number;
  ttftVsRate: Curve;
  knee: KneeEstimate;
}

/** The one function the worker and the in-page fallback share. */
export const answerEstimate = (request: EstimateRequest): EstimateAnswer => {
  const result = solve(request.plan, { explain: false });
  return {
    id: request.id,
    ttftVsRate: ttftVsRate(request.plan, result),
    knee: kneeEstimate(request.plan, result),
  };
};
