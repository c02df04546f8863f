import type { QueueState } from "./queues.ts";
import type { EstimateSetup } from "./setup.ts";
import type { RecommendedConcurrency } from "./types.ts";

// The router's maxConcurrency: the requests in flight at the sustainable load, plus headroom, and
// at least the decode slots the plan's capacity needs.

// z of the 99th percentile of a normal: the cap binds on about 1% of arrivals there.
export const headroomZ = 2.326;

// A slot count computed as rate × time lands a rounding error above a whole batch (896.0000001):
// that is the batch, not one sequence more.
const wholeSlotsShare = 1e-9;

/** Decode slots as a whole count of sequences: rounded up, past rounding errors. */
export const wholeSlots = (slots: number): number =>
  Number.isFinite(slots) && slots > 0 ? Math.ceil(slots * (1 - wholeSlotsShare)) : 0;

/**
 * The larger of ⌈L + z · √(L · max(1, ca²))⌉, with L the requests in the servers at `rate`
 * (Little's law with the estimated waits), and the decode slots the plan's capacity needs,
 * ⌈λ_cap · l_o · t2 / η_d⌉. Without the cap the count in flight is Poisson with mean L for Poisson
 * arrivals (the M/G/∞ count; L. Takács, Introduction to the Theory of Queues, 1962, ch. 3) and
 * has variance ≈ L · ca² for burstier renewal arrivals over a window many gaps long (D. R. Cox,
 * Renewal Theory, 1962, §3.3); smoother arrivals keep Poisson's variance as a floor, as the
 * service times vary too. A cap there binds on about 1% of arrivals. The capacity model lets
 * each of y decode instances hold at most C / y sequences (docs/model.md §3), so a cap under the
 * slots capacity needs would lower capacity; where those are more, the cap covers them and binds
 * on fewer arrivals still.
 */
export const recommendedConcurrency = (
  setup: EstimateSetup,
  state: QueueState,
  reason: RecommendedConcurrency["reason"],
  capacity: { ratePerSecond: number; decodeSlots: number } = { ratePerSecond: 0, decodeSlots: 0 },
): RecommendedConcurrency => {
  const inFlight = Number.isFinite(state.inFlight) ? Math.max(0, state.inFlight) : 0;
  if (reason === "nothingFlows" || !(inFlight > 0)) {
    return {
      maxConcurrency: 1,
      reason: "nothingFlows",
      covers: "inFlight",
      params: {
        ratePerSecond: 0,
        inFlight: 0,
        headroom: 0,
        capacityPerSecond: 0,
        decodeSlots: 0,
      },
    };
  }
  const headroom = headroomZ * Math.sqrt(inFlight * Math.max(1, setup.arrivalScv));
  const byInFlight = Math.max(1, Math.ceil(inFlight + headroom));
  const slots = Number.isFinite(capacity.decodeSlots) ? Math.max(0, capacity.decodeSlots) : 0;
  const bySlots = wholeSlots(slots);
  return {
    maxConcurrency: Math.max(byInFlight, bySlots),
    reason,
    covers: bySlots > byInFlight ? "decodeSlots" : "inFlight",
    params: {
      ratePerSecond: state.ratePerSecond,
      inFlight,
      headroom,
      capacityPerSecond: capacity.ratePerSecond,
      decodeSlots: slots,
    },
  };
};
