import { catalog } from "../../data/index.ts";
import type { Curve } from "../../model/index.ts";
import {
  defaultTargetRange,
  type KneeEstimate,
  kneeEstimate,
  nodesForTarget,
  type Plan,
  solve,
  ttftVsRate,
} from "../../model/index.ts";

/** A plan whose queueing estimates to draw; `id` pairs it with its answer. */
export interface EstimateRequest {
  id: number;
  plan: Plan;
}

/**
 * The curves that read the queueing estimate at many loads: TTFT against rate, nodes against
 * target QPM (sized for the SLOs), and the knee's estimate lines.
 */
export interface EstimateAnswer {
  id: number;
  ttftVsRate: Curve;
  nodesForTarget: Curve;
  knee: KneeEstimate;
}

/** The one function the worker and the in-page fallback share. */
export const answerEstimate = (request: EstimateRequest): EstimateAnswer => {
  const result = solve(request.plan, catalog);
  return {
    id: request.id,
    ttftVsRate: ttftVsRate(request.plan, catalog, result),
    nodesForTarget: nodesForTarget(
      request.plan,
      catalog,
      defaultTargetRange(result),
      undefined,
      result,
    ),
    knee: kneeEstimate(request.plan, catalog, result),
  };
};
