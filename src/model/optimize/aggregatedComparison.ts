import { type AggregatedPoint, aggregatedServing } from "../aggregated.ts";
import { kvCacheLimit } from "../latencyInputs.ts";
import type { Plan } from "../plan.ts";
import { solve } from "../solve.ts";
import { batchOptions, largestFitting } from "./batches.ts";
import type { SearchContext } from "./context.ts";
import { decodeUpper, withDecodeBatch } from "./decodeScores.ts";
import { draftOptions, withDraft } from "./drafts.ts";

/** The aggregated model's assumptions (src/model/aggregated.ts), named for the reader. */
export const aggregatedAssumptions = [
  "decodeInstances",
  "mixedSteps",
  "promptCost",
  "ttftChunks",
  "notModelled",
] as const;

export type AggregatedAssumption = (typeof aggregatedAssumptions)[number];

/** The best aggregated operating point under the same SLOs, set against the best disaggregated one. */
export interface AggregatedComparison {
  /** Null when no aggregated point meets the SLOs. */
  best: (AggregatedPoint & { nodesPerInstance: number; e2elMs: number }) | null;
  disaggregatedQpmPerNode: number;
  /** Disaggregated over aggregated QPM per node: above 1 disaggregated serves more per node. */
  ratio: number | null;
  /** Aggregated points evaluated. */
  tried: number;
  assumptions: readonly AggregatedAssumption[];
}

const meetsSlos = (plan: Plan, point: AggregatedPoint): { ok: boolean; e2elMs: number } => {
  const { slo, workload } = plan;
  const e2elMs = point.ttftMs + (workload.outputTokens - 1) * point.tpotMs;
  const ok =
    (slo.ttftMs === undefined || point.ttftMs <= slo.ttftMs) &&
    (slo.tpotMs === undefined || workload.outputTokens <= 1 || point.tpotMs <= slo.tpotMs) &&
    (slo.e2elMs === undefined || e2elMs <= slo.e2elMs);
  return { ok, e2elMs };
};

// Each aggregated point costs a solve, so its SLO edge is found to within 1/128 of the batch.
const edgeTolerance = 1 / 128;

// Batches from a quarter of the SLO's edge up to it are compared; smaller ones serve far less per node.
const nearEdge = 4;

// Solved as one P and one D instance: the aggregated model reads per-instance numbers only.
const oneOfEach: Plan["allocation"] = { mode: "fixed", prefillInstances: 1, decodeInstances: 1 };

// Nor does it read the sustainable load: solved without SLOs, solve skips that search (the SLOs
// are checked here, on the aggregated point).
const withoutSlos = (plan: Plan): Plan => ({ ...plan, slo: {} });

/**
 * Serves the winner's hardware aggregated: its decode instances, with the search's draft settings,
 * at the largest decode batch that meets every SLO (by bisection) and the powers of two just below
 * it, keeping the best QPM per node that meets the SLOs.
 */
export const aggregatedComparison = (
  ctx: SearchContext,
  winner: { plan: Plan; qpmPerNode: number },
): AggregatedComparison => {
  const base: Plan = { ...winner.plan, allocation: oneOfEach };
  const kvSequences = kvCacheLimit(base, ctx.inputs).sequences;
  let best: AggregatedComparison["best"] = null;
  let tried = 0;
  for (const draft of draftOptions(ctx.plan)) {
    const drafted = withDraft(base, draft);
    const upper = decodeUpper(ctx, drafted, kvSequences);
    const cache = new Map<number, AggregatedPoint | null>();
    const pointAt = (batch: number): AggregatedPoint | null => {
      if (!cache.has(batch)) {
        tried += 1;
        const plan = withDecodeBatch(drafted, batch);
        const bare = withoutSlos(plan);
        cache.set(batch, aggregatedServing(bare, ctx.catalog, solve(bare, ctx.catalog)));
      }
      return cache.get(batch) ?? null;
    };
    const fits = (batch: number) => {
      const point = pointAt(batch);
      return point !== null && meetsSlos(drafted, point).ok;
    };
    // Past the largest batch that meets the SLOs none does; just below it per-node throughput peaks.
    const edge = largestFitting(upper, fits, edgeTolerance);
    if (edge === null) continue;
    const near = batchOptions(edge, [edge]).filter((batch) => batch * nearEdge >= edge);
    for (const batch of near) {
      const point = pointAt(batch);
      if (!point) continue;
      const { ok, e2elMs } = meetsSlos(drafted, point);
      if (ok && (best === null || point.qpmPerNode > best.qpmPerNode)) {
        best = { ...point, nodesPerInstance: drafted.decode.nodesPerInstance, e2elMs };
      }
    }
  }
  const ratio = best && best.qpmPerNode > 0 ? winner.qpmPerNode / best.qpmPerNode : null;
  return {
    best,
    disaggregatedQpmPerNode: winner.qpmPerNode,
    ratio,
    tried,
    assumptions: aggregatedAssumptions,
  };
};
