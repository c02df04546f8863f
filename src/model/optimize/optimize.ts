import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import { solve } from "../solve.ts";
import { aggregatedComparison } from "./aggregatedComparison.ts";
import { candidatePlan } from "./candidatePlan.ts";
import { searchContext } from "./context.ts";
import { decodeScores } from "./decodeScores.ts";
import { distinctKey } from "./distinctKey.ts";
import { planNotes, resultNotes } from "./notes.ts";
import { type PairScore, pairSearch } from "./pairSearch.ts";
import { type PhaseScores, prefillScores, type TriedSetting } from "./prefillScores.ts";
import { rankedOf, type SolvedCandidate } from "./ranked.ts";
import {
  maxInstanceNodes,
  objectiveOf,
  type SearchAllocation,
  searchAllocation,
} from "./searchAllocation.ts";
import { spaceOf } from "./space.ts";
import type { OptimizeOptions, OptimizeResult } from "./types.ts";

export const defaultTop = 5;
const maxTop = 50;

const emptyPhase: PhaseScores<never> = { scores: [], tried: [], weightlessLayouts: 0 };
const emptySearch = { scored: 0, evaluated: 0 };

/**
 * Every setting the search tries for each phase, and the allocation every candidate uses: the
 * search's candidates are all pairs of a prefill and a decode setting (see candidatePlan).
 */
export const searchSettings = (
  plan: Plan,
  catalog: Catalog,
): { allocation: SearchAllocation; prefill: TriedSetting[]; decode: TriedSetting[] } => {
  const allocation = searchAllocation(plan, solve(plan, catalog));
  const ctx = searchContext(plan, catalog);
  const maxNodes = maxInstanceNodes(allocation);
  return {
    allocation,
    prefill: prefillScores(ctx, maxNodes).tried,
    decode: decodeScores(ctx, maxNodes).tried,
  };
};

/**
 * Searches decode and prefill batches, instance layouts (under a roofline source), draft tokens
 * and x, y for the configuration with the most sustainable QPM per node (the load at which every
 * SLO statistic holds with queueing, solve's `sustainable`) within the plan's node budget, or the
 * fewest nodes for its target QPM, meeting every SLO and limit. Each configuration is listed
 * once, however many changes reach it. Pure; never throws.
 */
export const optimize = (
  plan: Plan,
  catalog: Catalog,
  options: OptimizeOptions = {},
): OptimizeResult => {
  const keep = Math.min(maxTop, Math.max(1, Math.floor(options.top ?? defaultTop)));
  const current = solve(plan, catalog);
  const allocation: SearchAllocation = searchAllocation(plan, current);
  const objective = objectiveOf(allocation);
  const notes = planNotes(plan, allocation);
  const base = {
    objective,
    allocation,
    sources: { prefill: plan.latency.prefill.source, decode: plan.latency.decode.source },
    current: {
      feasible: current.feasible,
      // solve can give NaN when no prefill request is admitted (0 / 0 ms): the plan then serves none.
      qpmPerNode: Number.isFinite(current.throughput.qpmPerNode)
        ? current.throughput.qpmPerNode
        : 0,
      sustainableQpmPerNode: Number.isFinite(current.sustainable.qpmPerNode)
        ? current.sustainable.qpmPerNode
        : 0,
      totalNodes: current.allocation.totalNodes,
    },
  };
  const broken = current.violations.filter(
    (violation) => violation.code === "latencyUnknownEntry" || violation.code === "latencyProfile",
  );
  if (broken.length > 0) {
    return {
      ...base,
      space: spaceOf(emptyPhase, emptyPhase, emptySearch, []),
      top: [],
      aggregated: null,
      notes: [
        ...notes,
        {
          code: "latencyInputsInvalid",
          params: { field: broken[0]?.field ?? "" },
        },
      ],
    };
  }

  const ctx = searchContext(plan, catalog);
  const maxNodes = maxInstanceNodes(allocation);
  const prefill = prefillScores(ctx, maxNodes);
  const decode = decodeScores(ctx, maxNodes);
  const evaluate = (score: PairScore): SolvedCandidate | null => {
    const candidate = candidatePlan(plan, allocation, score.prefill, score.decode);
    const result = solve(candidate, catalog);
    // Infeasible, or no load meets the SLOs once requests queue: nothing to rank.
    if (!result.feasible || !(result.sustainable.requestsPerSecond > 0)) return null;
    return {
      plan: candidate,
      score,
      result,
      key: distinctKey(candidate, result),
      qpmPerNode: result.sustainable.qpmPerNode,
      totalNodes: result.allocation.totalNodes,
      sloHeadroom: score.sloHeadroom,
      changeCount: score.changeCount,
      order: score.order,
    };
  };
  const pairs = pairSearch(
    plan,
    allocation,
    objective,
    prefill.scores,
    decode.scores,
    keep + 1,
    evaluate,
  );
  const solved = pairs.best;
  const top = solved
    .slice(0, keep)
    .map((_, index) => rankedOf(plan, objective, solved, index, pairs.merged));
  const space = spaceOf(prefill, decode, pairs, top);
  const winner = top[0];
  return {
    ...base,
    space,
    top,
    aggregated: winner ? aggregatedComparison(ctx, winner) : null,
    notes: [...notes, ...resultNotes(space, top)],
  };
};
