import type { QueueState } from "./queues.ts";
import type { EstimateSetup } from "./setup.ts";
import type { RecommendedConcurrency } from "./types.ts";

// The router's maxConcurrency: the requests in flight at the sustainable load, plus headroom.

// z of the 99th percentile of a normal: the cap binds on about 1% of arrivals there.
export const headroomZ = 2.326;

/**
 * ⌈L + z · √(L · max(1, ca²))⌉ with L the requests in the servers at `rate` (Little's law with the
 * estimated waits), or the decode slots that rate holds where those are more (`decodeSlotsAt`):
 * the capacity model takes a router cap's share out of each decode batch (docs/model.md §4), so a
 * cap under them would lower the very capacity the rate was found within. Without the cap the count in flight is Poisson with mean L for Poisson
 * arrivals (the M/G/∞ count; L. Takács, Introduction to the Theory of Queues, 1962, ch. 3) and
 * has variance ≈ L · ca² for burstier renewal arrivals over a window many gaps long (D. R. Cox,
 * Renewal Theory, 1962, §3.3); smoother arrivals keep Poisson's variance as a floor, as the
 * service times vary too. A cap there binds on about 1% of arrivals.
 */
export const recommendedConcurrency = (
  setup: EstimateSetup,
  state: QueueState,
  reason: Exclude<RecommendedConcurrency["reason"], "decodeSlotsHeld">,
  decodeSlotsAt: (ratePerSecond: number) => number = () => 0,
): RecommendedConcurrency => {
  const inFlight = Number.isFinite(state.inFlight) ? Math.max(0, state.inFlight) : 0;
  if (reason === "nothingFlows" || !(inFlight > 0)) {
    return {
      maxConcurrency: 1,
      reason: "nothingFlows",
      params: { ratePerSecond: 0, inFlight: 0, decodeSlots: 0, held: 0, headroom: 0 },
    };
  }
  const slots = decodeSlotsAt(state.ratePerSecond);
  const decodeSlots = Number.isFinite(slots) ? Math.max(0, slots) : 0;
  const held = Math.max(inFlight, decodeSlots);
  const headroom = headroomZ * Math.sqrt(held * Math.max(1, setup.arrivalScv));
  return {
    maxConcurrency: Math.max(1, Math.ceil(held + headroom)),
    reason: decodeSlots > inFlight ? "decodeSlotsHeld" : reason,
    params: { ratePerSecond: state.ratePerSecond, inFlight, decodeSlots, held, headroom },
  };
};
