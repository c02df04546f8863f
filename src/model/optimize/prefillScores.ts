import { kvCapacity } from "../latency/kvCapacity.ts";
import { bytesPerElement, expertWeightFormat } from "../latency/numberFormats.ts";
import type { Parallelism } from "../latency/parallelism.ts";
import { parallelismOf } from "../latencyInputs.ts";
import { sourceDef } from "../latencySources/table.ts";
import { prefillBatchLimit } from "../limits.ts";
import { loadOf } from "../load.ts";
import type { Plan } from "../plan.ts";
import { kvTransfer, prefillStep } from "../step/stepTime.ts";
import { atLeast } from "../tolerance.ts";
import { msToSeconds } from "../units.ts";
import { batchOptions, largestFitting, maxSearchPrefillBatch } from "./batches.ts";
import type { SearchContext } from "./context.ts";
import type { DraftOption } from "./drafts.ts";
import { type Layout, layoutOptions, withLayout } from "./layouts.ts";

/** One prefill setting within every prefill limit, whose lone prompt can meet the TTFT SLO. */
export interface PrefillScore {
  layout: Layout;
  batch: number;
  batchTimeMs: number;
  ttftMs: number;
  /**
   * TTFT of a lone prompt at the mean size: every request's TTFT is at least this when sizes are
   * the means; 0 when they vary (a short prompt may beat it).
   */
  loneTtftMs: number;
  /** r_p = η_p · b_p / t1, requests per second of one instance. */
  requestsPerSecond: number;
  /** n_p / r_p: node-seconds of prefill one request needs. */
  nodeSecondsPerRequest: number;
}

/** One setting the search tried, kept or not. */
export interface TriedSetting {
  layout: Layout;
  batch: number;
  draft?: DraftOption;
}

export interface PhaseScores<T> {
  scores: T[];
  tried: TriedSetting[];
  /** Layouts left out because the model's weights do not fit on their GPUs. */
  weightlessLayouts: number;
}

export const withPrefillBatch = (plan: Plan, batch: number): Plan => ({
  ...plan,
  prefill: { ...plan.prefill, batchSize: batch },
});

/** Whether a prefill instance's GPUs hold the model's weights (true when model or GPU is unknown). */
export const prefillHoldsWeights = (ctx: SearchContext, layout: Parallelism): boolean => {
  const { model, prefillGpu, precision } = ctx.inputs;
  if (!model || !prefillGpu) return true;
  return kvCapacity({
    gpu: prefillGpu,
    model,
    parallelism: layout,
    weightBytesPerParameter: bytesPerElement(precision.weights),
    expertWeightBytesPerParameter: bytesPerElement(expertWeightFormat(precision)),
    kvBytesPerElement: bytesPerElement(precision.kvCache),
    contextTokens: ctx.plan.workload.inputTokens,
  }).weightsFit;
};

/** The most prompts the prefill engine limits admit per instance (Infinity when none is set). */
const engineCap = (plan: Plan): number =>
  Math.min(
    ...prefillBatchLimit(withPrefillBatch(plan, 1))
      .caps.filter((cap) => cap.limit !== "batchSize")
      .map((cap) => cap.admits),
  );

/**
 * The largest batch worth trying: a constant was measured at the plan's own, a profile up to its
 * last point; the roofline goes to 64 (or the plan's own, on its own layout).
 */
const searchUpper = (ctx: SearchContext, layout: Layout): number => {
  const { plan } = ctx;
  return sourceDef(plan.latency.prefill.source).searchUpper({
    own: plan.prefill.batchSize,
    measuredBatches: ctx.readers.prefill.measuredBatches,
    ownLayout: layout.own,
    pricedUpTo: maxSearchPrefillBatch,
  });
};

/** Every prefill setting of the search, scored on its own; those that miss the TTFT SLO even alone, or break a limit, are dropped. */
export const prefillScores = (ctx: SearchContext, maxNodes: number): PhaseScores<PrefillScore> => {
  const { plan } = ctx;
  const source = sourceDef(plan.latency.prefill.source);
  const ttftSlo = plan.slo.ttftMs;
  const sizesVary = loadOf(plan).sizes !== "mean";
  const scores: PrefillScore[] = [];
  const tried: TriedSetting[] = [];
  let weightlessLayouts = 0;
  for (const layout of layoutOptions(plan, "prefill", maxNodes)) {
    const variant = withLayout(plan, "prefill", layout);
    const parallelism = parallelismOf(variant, "prefill", ctx.inputs.model);
    const valid = "problem" in parallelism ? null : parallelism;
    if (source.follows.layout && (!valid || !prefillHoldsWeights(ctx, valid))) {
      if (valid) weightlessLayouts += 1;
      continue;
    }
    const upper = Math.min(searchUpper(ctx, layout), engineCap(variant));
    const kvTransferMs = kvTransfer(ctx, valid)?.timeMs ?? 0;
    const timeAt = (batch: number) => prefillStep(ctx, valid, batch).timeMs;
    // Up to rounding: solve checks the SLO in the estimate's own arithmetic, which may round the other way.
    const fits = (batch: number) =>
      ttftSlo === undefined || atLeast(ttftSlo, timeAt(batch) + kvTransferMs);
    const edge = !source.follows.batch ? null : largestFitting(upper, fits);
    const own = layout.own ? plan.prefill.batchSize : 0;
    // Solve checks the SLO once requests queue, where a batch need not be full: only a lone prompt
    // that misses it rules the layout out, and only when every prompt has the mean size.
    const loneTtftMs = sizesVary ? 0 : timeAt(1) + kvTransferMs;
    const lonely = ttftSlo === undefined || atLeast(ttftSlo, loneTtftMs);
    for (const batch of batchOptions(upper, [own, upper, edge ?? 0])) {
      tried.push({ layout, batch });
      const batchTimeMs = timeAt(batch);
      const ttftMs = batchTimeMs + kvTransferMs;
      if (!lonely) continue;
      const requestsPerSecond = (plan.rateMatching.prefill * batch) / msToSeconds(batchTimeMs);
      scores.push({
        layout,
        batch,
        batchTimeMs,
        ttftMs,
        loneTtftMs,
        requestsPerSecond,
        nodeSecondsPerRequest: layout.nodesPerInstance / requestsPerSecond,
      });
    }
  }
  return { scores, tried, weightlessLayouts };
};
