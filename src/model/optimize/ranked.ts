import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { bindingOf } from "./binding.ts";
import { planChanges } from "./changes.ts";
import type { Keyed } from "./distinctBest.ts";
import type { PairScore } from "./pairSearch.ts";
import type { OptimizeResult, RankedConfiguration } from "./types.ts";
import { whyAhead } from "./whyAhead.ts";

/** A scored pair as its whole plan, solved by solve, ranked by its sustainable QPM per node. */
export interface SolvedCandidate extends Keyed {
  plan: Plan;
  score: PairScore;
  result: PlanResult;
}

/** The `index`-th of the solved configurations as reported, with why it leads the next one. */
export const rankedOf = (
  plan: Plan,
  objective: OptimizeResult["objective"],
  solved: SolvedCandidate[],
  index: number,
  merged: (key: string) => number,
): RankedConfiguration => {
  const entry = solved[index] as SolvedCandidate;
  const next = solved[index + 1];
  const { result } = entry;
  return {
    rank: index + 1,
    plan: entry.plan,
    changes: planChanges(plan, entry.plan),
    sustainable: result.sustainable,
    qpm: result.throughput.qpm,
    qpmPerNode: result.throughput.qpmPerNode,
    qpmPerGpu: result.throughput.qpmPerGpu,
    totalNodes: result.allocation.totalNodes,
    prefillInstances: result.allocation.prefillInstances,
    decodeInstances: result.allocation.decodeInstances,
    latency: {
      ttftMs: result.latency.ttftMs,
      tpotMs: result.latency.tpotMs,
      e2elMs: result.latency.e2elMs,
    },
    slo: result.slo,
    binding: bindingOf(result),
    merged: merged(entry.key),
    whyAhead: next ? whyAhead(objective, entry, next) : null,
  };
};
