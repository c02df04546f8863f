import type { BatchLimit } from "../limits.ts";
import type { Plan } from "../plan.ts";

// A sweep solves the plan again with one input changed. One P and one D instance is enough for
// the per-instance rates and latencies it reads, and costs no allocation search.
const oneOfEach: Plan["allocation"] = { mode: "fixed", prefillInstances: 1, decodeInstances: 1 };

/** The plan with one decode instance's batch changed, solved as one P and one D instance. */
export const withDecodeBatch = (plan: Plan, batchSize: number): Plan => ({
  ...plan,
  decode: { ...plan.decode, batchSize },
  allocation: oneOfEach,
});

/** The plan with one prefill instance's batch changed, solved as one P and one D instance. */
export const withPrefillBatch = (plan: Plan, batchSize: number): Plan => ({
  ...plan,
  prefill: { ...plan.prefill, batchSize },
  allocation: oneOfEach,
});

/**
 * The plan speculating with `draftTokens` drafts at the same per-position acceptance p, so
 * α = (1 − p^(k+1)) / (1 − p) follows the draft count.
 */
export const withDraftTokens = (
  plan: Plan,
  draftTokens: number,
  perPositionAcceptance: number,
): Plan => ({
  ...plan,
  specDecode:
    draftTokens === 0
      ? { draftTokens, stepCostRatio: plan.specDecode.stepCostRatio }
      : { draftTokens, perPositionAcceptance, stepCostRatio: plan.specDecode.stepCostRatio },
});

/** What the engine and the KV cache admit whatever batch is asked: the caps other than the batch itself and the router's share. */
export const admittedBatch = (limit: BatchLimit): number =>
  Math.min(
    ...limit.caps
      .filter((cap) => cap.limit !== "batchSize" && cap.limit !== "routerMaxConcurrency")
      .map((cap) => cap.admits),
  );

/** The batch one instance runs from its own limits, before any router share. */
export const engineBatch = (limit: BatchLimit): number =>
  Math.min(
    ...limit.caps.filter((cap) => cap.limit !== "routerMaxConcurrency").map((cap) => cap.admits),
  );
