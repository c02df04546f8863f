import { allocateForTarget } from "../allocate.ts";
import { allocateForBudget } from "../budgetAllocation.ts";
import { systemRate } from "../capacity.ts";
import type { Plan } from "../plan.ts";
import { atLeast } from "../tolerance.ts";
import { secondsPerMinute } from "../units.ts";
import type { DecodeScore } from "./decodeScores.ts";
import { distinctBest, type Keyed } from "./distinctBest.ts";
import { createHeap } from "./heap.ts";
import { capacityOfPair, changeCount, sloHeadroom } from "./pairTerms.ts";
import type { PrefillScore } from "./prefillScores.ts";
import type { Objective } from "./ranking.ts";
import type { SearchAllocation } from "./searchAllocation.ts";
import { sideCosts } from "./sideCosts.ts";

/** A prefill and a decode setting together, allocated at full load (capacity). */
export interface PairScore {
  prefill: PrefillScore;
  decode: DecodeScore;
  prefillInstances: number;
  decodeInstances: number;
  /** Capacity: the QPM x and y serve at full load, and per node; the sustainable rate is at most this. */
  qpm: number;
  capacityQpmPerNode: number;
  totalNodes: number;
  /** The least SLO headroom at no load, as a fraction of its target (1 when none is set). */
  sloHeadroom: number;
  changeCount: number;
  order: number;
}

export interface PairSearch<T extends Keyed> {
  /** The best distinct configurations as `evaluate` ranks them, best first. */
  best: T[];
  /** Pairs allocated and scored exactly; every other pair was proven unable to enter `best`. */
  scored: number;
  /** Pairs evaluated (solved); the rest could not beat the k-th best even at capacity. */
  evaluated: number;
  /** How many more times each kept key was reached by other changes. */
  merged: (key: string) => number;
}

// Scores differ by float noise; a bound must beat the k-th best by more than this to be skipped.
const boundSlack = 1e-9;

/**
 * Branch and bound over prefill × decode settings: pairs are visited in order of their summed
 * side costs (sideCosts), cheapest first, and the search stops once that bound cannot reach the
 * k-th best found: QPM per node below it for a budget, more nodes than it for a target. A pair's
 * capacity bounds what `evaluate` can make of it (the sustainable rate never exceeds capacity),
 * so only pairs whose capacity could enter the best are evaluated; null means infeasible.
 */
export const pairSearch = <T extends Keyed>(
  plan: Plan,
  allocation: SearchAllocation,
  objective: Objective,
  prefills: readonly PrefillScore[],
  decodes: readonly DecodeScore[],
  keep: number,
  evaluate: (pair: PairScore) => T | null,
): PairSearch<T> => {
  const costs = sideCosts(plan, allocation);
  const byCost = <T>(scores: readonly T[], costOf: (score: T) => number) =>
    scores
      .map((score, index) => ({ score, index, cost: costOf(score) }))
      .filter((entry) => Number.isFinite(entry.cost))
      .sort((a, b) => a.cost - b.cost);
  const p = byCost(prefills, costs.prefill);
  const d = byCost(decodes, costs.decode);
  const found = distinctBest<T>(objective, keep);
  let scored = 0;
  let evaluated = 0;
  const answer = () => ({ best: found.best, scored, evaluated, merged: found.merged });
  if (p.length === 0 || d.length === 0) return answer();

  const e2elSlo = plan.slo.e2elMs;
  const outputTokens = plan.workload.outputTokens;
  const budget =
    allocation.mode === "nodeBudget" ? allocation.totalNodes : Number.POSITIVE_INFINITY;
  // A pair fits when one instance of each side fits the budget and a lone request's
  // TTFT + (l_o − 1) · t2 meets E2EL (a queue only adds to it).
  const fits = (prefill: PrefillScore, decode: DecodeScore) =>
    prefill.layout.nodesPerInstance + decode.layout.nodesPerInstance <= budget &&
    (e2elSlo === undefined ||
      atLeast(e2elSlo, prefill.loneTtftMs + (outputTokens - 1) * decode.loneTpotMs));
  // The first decode setting from `j` on that fits with prefill setting `i`: misfits cost no heap work.
  const nextFitting = (i: number, from: number): number => {
    const prefill = p[i]?.score;
    let j = from;
    while (prefill && j < d.length && !fits(prefill, (d[j] as (typeof d)[number]).score)) j += 1;
    return j;
  };
  const heap = createHeap<{ i: number; j: number; cost: number }>((a, b) =>
    a.cost !== b.cost ? a.cost < b.cost : a.i !== b.i ? a.i < b.i : a.j < b.j,
  );
  const push = (i: number, from: number) => {
    const j = nextFitting(i, from);
    if (j < d.length) heap.push({ i, j, cost: (p[i]?.cost ?? 0) + (d[j]?.cost ?? 0) });
  };
  for (let i = 0; i < p.length; i += 1) push(i, 0);

  for (let next = heap.pop(); next !== undefined; next = heap.pop()) {
    const kth = found.kth();
    if (kth) {
      const hopeless =
        objective === "qpmPerNode"
          ? secondsPerMinute / next.cost < kth.qpmPerNode * (1 - boundSlack)
          : next.cost > kth.totalNodes;
      if (hopeless) break;
    }
    push(next.i, next.j + 1);
    const pe = p[next.i];
    const de = d[next.j];
    if (!pe || !de) continue;
    const prefill = pe.score;
    const decode = de.score;
    const shape = {
      prefillNodes: prefill.layout.nodesPerInstance,
      decodeNodes: decode.layout.nodesPerInstance,
    };
    const e2elMs = prefill.ttftMs + (outputTokens - 1) * decode.tpotMs;
    const capacity = capacityOfPair(plan, prefill, decode);
    const allocated =
      allocation.mode === "nodeBudget"
        ? allocateForBudget(capacity, shape, allocation.totalNodes)
        : allocateForTarget(capacity, allocation.targetQpm, shape);
    if (!allocated.ok) continue;
    scored += 1;
    const { prefillInstances, decodeInstances } = allocated.pair;
    const totalNodes = prefillInstances * shape.prefillNodes + decodeInstances * shape.decodeNodes;
    const qpm = systemRate(capacity, prefillInstances, decodeInstances) * secondsPerMinute;
    const capacityQpmPerNode = totalNodes > 0 ? qpm / totalNodes : 0;
    const outranked =
      kth !== undefined &&
      (objective === "qpmPerNode"
        ? capacityQpmPerNode < kth.qpmPerNode * (1 - boundSlack)
        : totalNodes > kth.totalNodes);
    if (outranked) continue;
    evaluated += 1;
    const entry = evaluate({
      prefill,
      decode,
      prefillInstances,
      decodeInstances,
      qpm,
      capacityQpmPerNode,
      totalNodes,
      sloHeadroom: sloHeadroom(plan, { ttftMs: prefill.ttftMs, tpotMs: decode.tpotMs, e2elMs }),
      changeCount: changeCount(plan, prefill, decode),
      order: pe.index * d.length + de.index,
    });
    if (entry) found.offer(entry);
  }
  return answer();
};
