import type { Capacity } from "../capacity.ts";
import type { Plan } from "../plan.ts";
import type { DecodeScore } from "./decodeScores.ts";
import type { PrefillScore } from "./prefillScores.ts";

// What a pair of settings adds up to before allocation: its capacity, its SLO headroom, and how
// far it strays from the plan.

/** Settings of the pair that differ from the plan's: fewer rank first among equals. */
export const changeCount = (plan: Plan, prefill: PrefillScore, decode: DecodeScore): number => {
  const differs = (a: unknown, b: unknown) => (a === b ? 0 : 1);
  return (
    differs(prefill.layout.nodesPerInstance, plan.prefill.nodesPerInstance) +
    differs(prefill.layout.dataParallel, plan.prefill.dataParallel) +
    differs(prefill.layout.expertParallel, plan.latency.prefill.expertParallel) +
    differs(prefill.layout.pipelineParallel ?? 1, plan.latency.prefill.pipelineParallel ?? 1) +
    differs(prefill.batch, plan.prefill.batchSize) +
    differs(decode.layout.nodesPerInstance, plan.decode.nodesPerInstance) +
    differs(decode.layout.dataParallel, plan.decode.dataParallel) +
    differs(decode.layout.expertParallel, plan.latency.decode.expertParallel) +
    differs(decode.layout.pipelineParallel ?? 1, plan.latency.decode.pipelineParallel ?? 1) +
    differs(decode.batch, plan.decode.batchSize) +
    differs(decode.draft, plan.specDecode)
  );
};

/** The least SLO headroom of a pair, as a fraction of the target; 1 when no SLO is set. */
export const sloHeadroom = (
  plan: Plan,
  latency: { ttftMs: number; tpotMs: number; e2elMs: number },
) => {
  const { slo, workload } = plan;
  const margins = [
    slo.ttftMs === undefined ? 1 : 1 - latency.ttftMs / slo.ttftMs,
    slo.tpotMs === undefined || workload.outputTokens <= 1 ? 1 : 1 - latency.tpotMs / slo.tpotMs,
    slo.e2elMs === undefined ? 1 : 1 - latency.e2elMs / slo.e2elMs,
  ];
  return Math.min(...margins);
};

/** The Capacity allocate reads, from one prefill and one decode setting. */
export const capacityOfPair = (
  plan: Plan,
  prefill: PrefillScore,
  decode: DecodeScore,
): Capacity => ({
  prefillRate: prefill.requestsPerSecond,
  decodeEngineBatch: decode.batch,
  decodeSlotSeconds: decode.slotSeconds,
  etaDecode: plan.rateMatching.decode,
  routerMaxConcurrency: plan.engine.router.maxConcurrency,
});
