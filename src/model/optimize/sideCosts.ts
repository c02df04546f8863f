import { smallestDecodeInstances } from "../decodeInstances.ts";
import type { Plan } from "../plan.ts";
import { ceilTolerant } from "../tolerance.ts";
import { secondsPerMinute } from "../units.ts";
import type { DecodeScore } from "./decodeScores.ts";
import type { PrefillScore } from "./prefillScores.ts";
import type { SearchAllocation } from "./searchAllocation.ts";

/**
 * What each side of a pair costs, so that pairs can be visited cheapest first. For a node budget:
 * each request needs n_p / r_p node-seconds of prefill and n_d / r_d of decode, so no allocation
 * beats 60 / (n_p / r_p + n_d / r_d) QPM per node. For a target: the nodes each side needs, which
 * allocateForTarget picks on its own for each side (Infinity when the router cannot reach it).
 */
export const sideCosts = (
  plan: Plan,
  allocation: SearchAllocation,
): { prefill: (score: PrefillScore) => number; decode: (score: DecodeScore) => number } => {
  if (allocation.mode === "nodeBudget") {
    return {
      prefill: (score) => score.nodeSecondsPerRequest,
      decode: (score) => score.nodeSecondsPerRequest,
    };
  }
  const rate = allocation.targetQpm / secondsPerMinute;
  return {
    prefill: (score) =>
      Math.max(1, ceilTolerant(rate / score.requestsPerSecond)) * score.layout.nodesPerInstance,
    decode: (score) => {
      const capacity = {
        prefillRate: 1,
        decodeEngineBatch: score.batch,
        decodeSlotSeconds: score.slotSeconds,
        etaDecode: plan.rateMatching.decode,
        routerMaxConcurrency: plan.engine.router.maxConcurrency,
      };
      const needed = (rate * score.slotSeconds) / plan.rateMatching.decode;
      const instances = smallestDecodeInstances(capacity, needed);
      return instances === null
        ? Number.POSITIVE_INFINITY
        : instances * score.layout.nodesPerInstance;
    },
  };
};
