import type { OptimizeResult, Plan } from "../../model/index.ts";

/** A search request to the optimizer worker; `id` pairs it with its answer. */
export interface OptimizeRequest {
  id: number;
  plan: Plan;
}

/** The worker's answer: the result and the time the search took inside the worker. */
export interface OptimizeAnswer {
  id: number;
  result: OptimizeResult;
  elapsedMs: number;
}

/** Runs one search and times it: the one function the worker and the in-page fallback share. */
export const answer = (request: OptimizeRequest, optimize: (plan: Plan) => OptimizeResult) => {
  const started = performance.now();
  const result = optimize(request.plan);
  return {
    id: request.id,
    result,
    elapsedMs: performance.now() - started,
  } satisfies OptimizeAnswer;
};
