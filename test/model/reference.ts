import type { Plan } from "../../src/model/plan.ts";

// An independent, deliberately plain restatement of docs/model.md §3-§4 for brute-force checks.

const alphaOf = (plan: Plan): number => {
  const { draftTokens: k, acceptanceLength, perPositionAcceptance: p } = plan.specDecode;
  if (p !== undefined) {
    let sum = 0;
    for (let i = 0; i <= k; i += 1) sum += p ** i;
    return sum;
  }
  return k === 0 ? 1 : (acceptanceLength ?? 1);
};

export const referenceTpotSeconds = (plan: Plan): number => {
  const ratio = plan.decode.itlMeasuredWith === "plainDecode" && plan.specDecode.draftTokens > 0;
  return ((plan.decode.itlMs / 1000) * (ratio ? plan.specDecode.stepCostRatio : 1)) / alphaOf(plan);
};

const capped = (
  batch: number,
  dp: number,
  seqs: number | undefined,
  tokens: number | undefined,
  perRequest: number,
) =>
  Math.min(
    batch,
    seqs === undefined ? Number.POSITIVE_INFINITY : dp * seqs,
    tokens === undefined ? Number.POSITIVE_INFINITY : dp * Math.floor(tokens / perRequest),
  );

/** Total prefill rate of x instances, requests per second. */
export const referencePrefillRate = (plan: Plan, x: number): number => {
  const { prefill, engine, workload } = plan;
  const batch = capped(
    prefill.batchSize,
    prefill.dataParallel,
    engine.prefill.maxNumSeqs,
    engine.prefill.maxNumBatchedTokens,
    workload.inputTokens,
  );
  return (x * plan.rateMatching.prefill * batch) / (prefill.batchTimeMs / 1000);
};

/** Total decode rate of y instances, the router's share included. */
export const referenceDecodeRate = (plan: Plan, y: number): number => {
  const { decode, engine } = plan;
  const router = engine.router.maxConcurrency;
  const batch = Math.min(
    capped(
      decode.batchSize,
      decode.dataParallel,
      engine.decode.maxNumSeqs,
      engine.decode.maxNumBatchedTokens,
      plan.specDecode.draftTokens + 1,
    ),
    router === undefined ? Number.POSITIVE_INFINITY : router / y,
  );
  return (
    (y * plan.rateMatching.decode * batch) /
    (plan.workload.outputTokens * referenceTpotSeconds(plan))
  );
};

export const referenceRate = (plan: Plan, x: number, y: number): number =>
  Math.min(referencePrefillRate(plan, x), referenceDecodeRate(plan, y));
