import { kvCacheLimit, parallelismOf } from "../latencyInputs.ts";
import { sourceDef } from "../latencySources/table.ts";
import { decodeEngineCaps } from "../limits.ts";
import type { Plan } from "../plan.ts";
import { speculativeDecoding } from "../specDecode.ts";
import { decodeStep } from "../step/stepTime.ts";
import { atLeast } from "../tolerance.ts";
import { msToSeconds } from "../units.ts";
import { batchOptions, largestFitting } from "./batches.ts";
import type { SearchContext } from "./context.ts";
import { type DraftOption, draftOptions, withDraft } from "./drafts.ts";
import { type Layout, layoutOptions, withLayout } from "./layouts.ts";
import type { PhaseScores, TriedSetting } from "./prefillScores.ts";

/** One decode setting within every decode limit, whose lone sequence meets the TPOT SLO. */
export interface DecodeScore {
  layout: Layout;
  draft: DraftOption;
  batch: number;
  itlMs: number;
  tpotMs: number;
  /** TPOT with one sequence in the batch: what every request waits at least, at any load. */
  loneTpotMs: number;
  /** l_o · t2: seconds a request holds a decode slot. */
  slotSeconds: number;
  /** r_d = η_d · b_d / (l_o · t2) before any router cap, requests per second of one instance. */
  requestsPerSecond: number;
  /** n_d / r_d: node-seconds of decode one request needs (at least; a router cap only adds). */
  nodeSecondsPerRequest: number;
}

export const withDecodeBatch = (plan: Plan, batch: number): Plan => ({
  ...plan,
  decode: { ...plan.decode, batchSize: batch },
});

// A priced time's KV cache always caps its batch; this only ends the search should a cap be huge.
const uncappedRooflineUpper = 65_536;

/**
 * The largest decode batch worth trying on a laid-out, drafted plan: what the engine limits and
 * the KV cache admit, and no more than the plan's own under a constant (measured there) or the
 * profile's last point under a profile.
 */
export const decodeUpper = (
  ctx: SearchContext,
  drafted: Plan,
  kvSequences: number | null,
): number => {
  const cap = Math.min(
    ...decodeEngineCaps(withDecodeBatch(drafted, 1), kvSequences)
      .filter((limit) => limit.limit !== "batchSize")
      .map((limit) => limit.admits),
  );
  const upper = sourceDef(ctx.plan.latency.decode.source).searchUpper({
    own: ctx.plan.decode.batchSize,
    measuredBatches: ctx.readers.decode.measuredBatches,
    // The plan's own batch on its own layout is scored apart (decodeScores), so the ceiling need not reach it.
    ownLayout: false,
    pricedUpTo: uncappedRooflineUpper,
  });
  return Math.min(upper, cap);
};

/** Every decode setting of the search, scored on its own; those that miss the TPOT SLO even alone, or break a limit, are dropped. */
export const decodeScores = (ctx: SearchContext, maxNodes: number): PhaseScores<DecodeScore> => {
  const { plan } = ctx;
  const { outputTokens } = plan.workload;
  const source = sourceDef(plan.latency.decode.source);
  const tpotSlo = outputTokens > 1 ? plan.slo.tpotMs : undefined;
  const scores: DecodeScore[] = [];
  const tried: TriedSetting[] = [];
  let weightlessLayouts = 0;
  for (const layout of layoutOptions(plan, "decode", maxNodes)) {
    const variant = withLayout(plan, "decode", layout);
    const parallelism = parallelismOf(variant, "decode", ctx.inputs.model);
    const valid = "problem" in parallelism ? null : parallelism;
    if (source.follows.layout && !valid) continue;
    const kvCache = kvCacheLimit(variant, ctx.inputs);
    if (kvCache.violations.length > 0) {
      weightlessLayouts += 1;
      continue;
    }
    for (const draft of draftOptions(plan)) {
      const drafted = withDraft(variant, draft);
      const upper = decodeUpper(ctx, drafted, kvCache.sequences);
      // A modelled ITL is a verify step already; an entered or profiled one is as measured (as solve reads it).
      const measuredWith = source.follows.drafts ? "specDecode" : plan.decode.itlMeasuredWith;
      const alpha = speculativeDecoding(drafted, { ms: 1, measuredWith }).acceptanceLength;
      const plain = measuredWith === "plainDecode" && draft.draftTokens > 0;
      const ratio = draft.stepCostRatio;
      const itlAt = (batch: number) => decodeStep(ctx, valid, batch, draft.draftTokens).timeMs;
      const tpotOf = (itlMs: number) => (plain ? (itlMs * ratio) / alpha : itlMs / alpha);
      // Up to rounding: solve checks the SLO in the estimate's own arithmetic, which may round the other way.
      const fits = (batch: number) =>
        tpotSlo === undefined || atLeast(tpotSlo, tpotOf(itlAt(batch)));
      const edge = !source.follows.batch ? null : largestFitting(upper, fits);
      const own = layout.own ? plan.decode.batchSize : 0;
      // Solve checks the SLO once requests queue, where the batch need not be full: a batch whose
      // full TPOT misses it may still serve a share of its capacity. Only a lone sequence that
      // misses it rules the setting out.
      const loneTpotMs = tpotOf(itlAt(1));
      const lonely = fits(1);
      for (const batch of batchOptions(upper, [own, upper, edge ?? 0])) {
        tried.push({ layout, batch, draft });
        const itlMs = itlAt(batch);
        const tpotMs = tpotOf(itlMs);
        if (!lonely) continue;
        const slotSeconds = outputTokens * msToSeconds(tpotMs);
        const requestsPerSecond = (plan.rateMatching.decode * batch) / slotSeconds;
        scores.push({
          layout,
          draft,
          batch,
          itlMs,
          tpotMs,
          loneTpotMs,
          slotSeconds,
          requestsPerSecond,
          nodeSecondsPerRequest: layout.nodesPerInstance / requestsPerSecond,
        });
      }
    }
  }
  return { scores, tried, weightlessLayouts };
};
