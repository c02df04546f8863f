import { type Plan, type PlanResult, wholeSlots } from "../../model/index.ts";

export interface RouterConcurrency {
  /** The cap to set: the result's recommended figure, the one the Plan tab and the CLI show. */
  requests: number;
  /** Requests in the servers at the rate it was sized for, whole. */
  inFlight: number;
  /** The decode slots the plan's capacity needs, whole: the cap is at least these. */
  slots: number;
  /** That rate, requests per second, as the notes print it (two decimals at most). */
  rateText: string;
  /** The plan's own engine.router.maxConcurrency when it sets another number; null otherwise. */
  planCap: number | null;
}

/**
 * The router's cap on requests in flight: `result.concurrency.recommended`, the requests in the
 * servers at the sustainable load plus headroom, and at least the decode slots the plan's capacity
 * needs. A router counts a request from dispatch to its last token, so a cap below that queues
 * requests at the router and inflates TTFT.
 */
export const routerConcurrency = (plan: Plan, result: PlanResult): RouterConcurrency => {
  const { maxConcurrency, params } = result.concurrency.recommended;
  const set = plan.engine.router.maxConcurrency;
  return {
    requests: maxConcurrency,
    inFlight: Math.round(params.inFlight),
    slots: wholeSlots(params.decodeSlots),
    rateText: String(Number(params.ratePerSecond.toFixed(2))),
    planCap: set !== undefined && set !== maxConcurrency ? set : null,
  };
};

/** The note, in English, that says where the cap comes from. */
export const routerCapText = (cap: RouterConcurrency): string =>
  `Router max concurrency: ${cap.requests} requests, the recommended cap (${cap.inFlight} in the servers at ${cap.rateText} req/s, plus headroom, and at least the ${cap.slots} decode slots the plan's capacity needs).`;

/** The note, in English, for a plan whose own cap is another number. */
export const planCapText = (cap: RouterConcurrency): string =>
  `The plan's engine.router.maxConcurrency is ${cap.planCap ?? ""}; these commands use the recommended ${cap.requests}: set the plan's to it on the Plan tab, or change the flag.`;
