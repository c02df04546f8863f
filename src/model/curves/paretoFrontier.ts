import { type AggregatedPoint, aggregatedBatchCap, aggregatedPoint } from "../aggregated.ts";
import type { Catalog } from "../catalog.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { perPositionAcceptanceFor } from "../specDecode.ts";
import { msPerSecond } from "../units.ts";
import { balancedFleet } from "./balancedFleet.ts";
import { type CurveContext, curveContext, type SolveVariant } from "./curveContext.ts";
import type { Curve, CurvePoint } from "./curvePoint.ts";
import { tpotGuide } from "./decodeCurve.ts";
import { type DecodeVariant, decodeSweep } from "./decodeSweep.ts";
import { nonDominated } from "./frontier.ts";
import { bandOf, variantFlags } from "./pointFlags.ts";
import { withDecodeBatch, withDraftTokens } from "./variantPlan.ts";

/**
 * Draft counts to sweep: only when the plan speculates and its decode step comes from the
 * roofline, which prices k + 1 tokens per sequence. A constant or a profile was measured at the
 * plan's k, so other draft counts are not modelled for it.
 */
const draftCounts = (plan: Plan, result: PlanResult): number[] => {
  const k = plan.specDecode.draftTokens;
  if (k === 0 || !sourceDef(result.latencyModel.decode.source).follows.drafts) return [k];
  return [...new Set([0, k - 1, k, k + 1])].filter((count) => count >= 0 && count <= 64);
};

const disaggregatedPoint = (variant: DecodeVariant): CurvePoint | null => {
  const { plan, result } = variant;
  const fleet = balancedFleet(plan, result);
  if (!fleet) return null;
  return {
    x: result.latency.tokensPerSecondPerUser,
    y: fleet.outputTokensPerSecondPerGpu,
    detail: {
      decodeBatch: variant.batch,
      draftTokens: result.specDecode.draftTokens,
      acceptanceLength: result.specDecode.acceptanceLength,
      tpotMs: result.latency.tpotMs,
      ttftMs: result.latency.ttftMs,
      tokensPerSecondPerUser: result.latency.tokensPerSecondPerUser,
      outputTokensPerSecondPerGpu: fleet.outputTokensPerSecondPerGpu,
      qpmPerNode: fleet.qpmPerNode,
      prefillPerDecode: fleet.prefillPerDecode,
    },
    flags: variantFlags(result, result.latencyModel.decode, ["ttft", "tpot", "e2el"]),
    // The whole fleet's output per GPU carries the throughput's band.
    ...bandOf(result.accuracy.throughput),
  };
};

const aggregatedCurvePoint = (plan: Plan, point: AggregatedPoint): CurvePoint => {
  const missed =
    (plan.slo.tpotMs !== undefined && point.tpotMs > plan.slo.tpotMs) ||
    (plan.slo.ttftMs !== undefined && point.ttftMs > plan.slo.ttftMs);
  return {
    x: point.tokensPerSecondPerUser,
    y: point.outputTokensPerSecondPerGpu,
    detail: {
      decodeBatch: point.batch,
      draftTokens: point.draftTokens,
      acceptanceLength: point.acceptanceLength,
      tpotMs: point.tpotMs,
      ttftMs: point.ttftMs,
      tokensPerSecondPerUser: point.tokensPerSecondPerUser,
      outputTokensPerSecondPerGpu: point.outputTokensPerSecondPerGpu,
      qpmPerNode: point.qpmPerNode,
      prefillTokensPerStep: point.prefillTokensPerStep,
      stepMs: point.stepMs,
    },
    flags: missed ? ["sloMissed"] : [],
  };
};

/**
 * A sweep with the aggregated step budget's own batch added when it falls inside it, and the
 * budget (null when none): past it aggregated serving cannot keep its batch.
 */
const withBudgetBatch = (
  plan: Plan,
  sweep: readonly DecodeVariant[],
  solveVariant: SolveVariant,
): { variants: DecodeVariant[]; cap: number | null } => {
  const alpha = sweep[0]?.result.specDecode.acceptanceLength ?? 1;
  const cap = aggregatedBatchCap(plan, alpha);
  const largest = sweep.at(-1)?.batch ?? 0;
  if (cap === null || largest <= cap || sweep.some((variant) => variant.batch === cap))
    return { variants: [...sweep], cap };
  const capped = withDecodeBatch(plan, cap);
  const extra = { batch: cap, plan: capped, result: solveVariant(capped) };
  return { variants: [...sweep, extra].sort((a, b) => a.batch - b.batch), cap };
};

/**
 * The Pareto frontier of output tokens/s per GPU vs tokens/s per user (1 / TPOT) across decode
 * batches, and draft counts when the plan speculates on a roofline decode step: disaggregated
 * (the balanced xPyD fleet, per GPU over P and D together) and aggregated (aggregated.ts). Each
 * series keeps only its non-dominated points; the TPOT SLO is the slowest per-user speed allowed.
 */
export const paretoFrontier = (
  plan: Plan,
  catalog: Catalog,
  context: CurveContext = curveContext(plan, catalog),
): Curve => {
  const { result } = context;
  const k = plan.specDecode.draftTokens;
  const p =
    plan.specDecode.perPositionAcceptance ??
    perPositionAcceptanceFor(k, result.specDecode.acceptanceLength);
  const sweeps = draftCounts(plan, result).map((count) => {
    if (count === k) return { plan, sweep: context.decode };
    // Its limits are all the sweep needs from the base, so one instance of each will do.
    const variant = withDraftTokens(plan, count, p);
    const base = context.solve(withDecodeBatch(variant, variant.decode.batchSize));
    return { plan: variant, sweep: decodeSweep(variant, catalog, base, context.solve) };
  });
  const disaggregated: CurvePoint[] = [];
  const aggregated: CurvePoint[] = [];
  for (const entry of sweeps) {
    const { variants, cap } = withBudgetBatch(entry.plan, entry.sweep, context.solve);
    for (const variant of variants) {
      const split = disaggregatedPoint(variant);
      if (split) disaggregated.push(split);
      const shared =
        cap === null || variant.batch <= cap
          ? aggregatedPoint(variant.plan, variant.result, variant.batch === cap)
          : null;
      if (shared) aggregated.push(aggregatedCurvePoint(plan, shared));
    }
  }
  const fleet = balancedFleet(plan, result);
  const gpus = result.allocation.totalGpus;
  const current: CurvePoint | null =
    fleet === null
      ? null
      : {
          x: result.latency.tokensPerSecondPerUser,
          y:
            gpus > 0
              ? result.throughput.outputTokensPerSecondPerGpu
              : fleet.outputTokensPerSecondPerGpu,
          detail: {
            decodeBatch: result.limits.decodeBatch.effective,
            draftTokens: k,
            acceptanceLength: result.specDecode.acceptanceLength,
            tpotMs: result.latency.tpotMs,
            ttftMs: result.latency.ttftMs,
            tokensPerSecondPerUser: result.latency.tokensPerSecondPerUser,
            outputTokensPerSecondPerGpu: result.throughput.outputTokensPerSecondPerGpu,
            balancedOutputTokensPerSecondPerGpu: fleet.outputTokensPerSecondPerGpu,
            qpmPerNode: result.throughput.qpmPerNode,
          },
        };
  return {
    id: "pareto",
    xLabel: "tokens/s per user",
    xUnit: "tokens/s",
    yLabel: "output tokens/s per GPU",
    yUnit: "tokens/s",
    series: [
      { id: "disaggregated", label: "disaggregated (xPyD)", points: nonDominated(disaggregated) },
      { id: "aggregated", label: "aggregated (chunked prefill)", points: nonDominated(aggregated) },
    ],
    current,
    guides: tpotGuide(plan, (tpotMs) => msPerSecond / tpotMs),
    flat: !sourceDef(result.latencyModel.decode.source).follows.batch,
  };
};
