import type { Catalog } from "../catalog.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { balancedFleet, engineDecodeRate } from "./balancedFleet.ts";
import { type CurveContext, curveContext } from "./curveContext.ts";
import type { Curve, CurveGuide, CurvePoint } from "./curvePoint.ts";
import type { DecodeVariant } from "./decodeSweep.ts";
import { bandOf, measuredAt, phaseNotes, variantFlags } from "./pointFlags.ts";
import { engineBatch } from "./variantPlan.ts";

const decodePoint = (
  plan: Plan,
  result: PlanResult,
  batch: number,
  decodeRate: number,
  measured = false,
): CurvePoint => {
  const fleet = balancedFleet(plan, result);
  const decodeGpus = plan.decode.nodesPerInstance * plan.hardware.gpusPerNode;
  const perGpu = (decodeRate * plan.workload.outputTokens) / decodeGpus;
  return {
    x: result.latency.tpotMs,
    y: perGpu,
    detail: {
      decodeBatch: batch,
      itlMs: result.latency.itlMs,
      tpotMs: result.latency.tpotMs,
      tokensPerSecondPerUser: result.latency.tokensPerSecondPerUser,
      decodeRequestsPerSecond: decodeRate,
      decodeOutputTokensPerSecondPerGpu: perGpu,
      outputTokensPerSecondPerGpu: fleet?.outputTokensPerSecondPerGpu ?? 0,
      qpmPerNode: fleet?.qpmPerNode ?? 0,
      prefillPerDecode: fleet?.prefillPerDecode ?? 0,
      e2elMs: result.latency.e2elMs,
    },
    notes: phaseNotes(result.latencyModel.decode),
    flags: variantFlags(result, result.latencyModel.decode, ["tpot", "e2el"], measured),
    // Output per decode GPU moves with the ITL alone.
    ...bandOf(result.accuracy.decode?.fraction),
  };
};

/** The plan's TPOT SLO as a vertical line, when it has one. */
export const tpotGuide = (plan: Plan, toX: (tpotMs: number) => number): CurveGuide[] =>
  plan.slo.tpotMs === undefined
    ? []
    : [{ axis: "x", value: toX(plan.slo.tpotMs), slo: "tpotMs", label: "TPOT SLO" }];

/**
 * Output tokens/s per decode GPU vs TPOT as the decode batch grows (QPM per node of the balanced
 * fleet in each point's detail). With a constant decode source TPOT cannot move: `flat`. Points
 * at a decode profile's own batches are flagged `measured`.
 */
export const decodeCurve = (
  plan: Plan,
  catalog: Catalog,
  context: CurveContext = curveContext(plan, catalog),
): Curve => {
  const { result } = context;
  // Each swept instance runs its engine batch; the router's share applies to the plan's own point.
  const points = context.decode.map((variant: DecodeVariant) =>
    decodePoint(
      variant.plan,
      variant.result,
      variant.batch,
      engineDecodeRate(variant.plan, variant.result),
      // The ITL is read at the engine's batch (solve's phaseLatencies), before any router share.
      measuredAt(
        variant.plan,
        "decode",
        variant.result.latencyModel.decode,
        engineBatch(variant.result.limits.decodeBatch),
      ),
    ),
  );
  return {
    id: "decode",
    xLabel: "TPOT",
    xUnit: "ms",
    yLabel: "output tokens/s per decode GPU",
    yUnit: "tokens/s",
    series: [{ id: "decode", label: "decode batch sweep", points }],
    current: decodePoint(
      plan,
      result,
      result.limits.decodeBatch.effective,
      result.rates.decodeRequestsPerSecond,
    ),
    guides: tpotGuide(plan, (tpotMs) => tpotMs),
    flat: !sourceDef(result.latencyModel.decode.source).follows.batch,
  };
};
