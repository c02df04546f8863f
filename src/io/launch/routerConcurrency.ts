import type { Plan, PlanResult } from "../../model/index.ts";

export interface RouterConcurrency {
  requests: number;
  from: "plan" | "littlesLaw";
}

/**
 * The router's cap on requests in flight. The plan's own engine.router.maxConcurrency when set;
 * else Little's law λ · E2EL, rounded: a router counts a request from arrival to its last token,
 * prefill included, so a cap below L queues requests at the router and inflates TTFT (model.md §3),
 * and the decode-slot figure y · b_d, which leaves out requests still in prefill, would sit below it.
 */
export const routerConcurrency = (plan: Plan, result: PlanResult): RouterConcurrency => {
  const set = plan.engine.router.maxConcurrency;
  return set === undefined
    ? { requests: Math.max(1, Math.round(result.concurrency.littlesLaw)), from: "littlesLaw" }
    : { requests: set, from: "plan" };
};

/** Where the cap comes from, as the English notes name it. */
export const routerCapSource = {
  plan: "engine.router.maxConcurrency",
  littlesLaw: "Little's law λ · E2EL",
} as const satisfies Record<RouterConcurrency["from"], string>;
