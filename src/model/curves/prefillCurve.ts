import type { Catalog } from "../catalog.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { balancedFleet } from "./balancedFleet.ts";
import { batchGrid } from "./batchGrid.ts";
import { type CurveContext, curveContext } from "./curveContext.ts";
import type { Curve, CurveGuide, CurvePoint } from "./curvePoint.ts";
import { bandOf, measuredAt, measuredBatches, phaseNotes, variantFlags } from "./pointFlags.ts";
import { admittedBatch, withPrefillBatch } from "./variantPlan.ts";

const prefillPoint = (plan: Plan, result: PlanResult, measured = false): CurvePoint => {
  const prefillGpus = plan.prefill.nodesPerInstance * plan.hardware.gpusPerNode;
  const rate = result.rates.prefillRequestsPerSecond;
  const perGpu = (rate * plan.workload.inputTokens) / prefillGpus;
  const fleet = balancedFleet(plan, result);
  return {
    x: result.latency.prefillBatchTimeMs,
    y: perGpu,
    detail: {
      prefillBatch: result.limits.prefillBatch.effective,
      prefillBatchTimeMs: result.latency.prefillBatchTimeMs,
      kvTransferMs: result.latency.kvTransferMs,
      ttftMs: result.latency.ttftMs,
      prefillRequestsPerSecond: rate,
      inputTokensPerSecondPerGpu: perGpu,
      qpmPerNode: fleet?.qpmPerNode ?? 0,
      prefillPerDecode: fleet?.prefillPerDecode ?? 0,
    },
    notes: phaseNotes(result.latencyModel.prefill),
    flags: variantFlags(result, result.latencyModel.prefill, ["ttft"], measured),
    // Input per prefill GPU moves with t1 alone.
    ...bandOf(result.accuracy.prefill?.fraction),
  };
};

/** The t1 at which TTFT = t1 + KV transfer meets the plan's TTFT SLO, as a vertical line. */
const ttftGuide = (plan: Plan, kvTransferMs: number): CurveGuide[] => {
  const slo = plan.slo.ttftMs;
  if (slo === undefined || !(slo > kvTransferMs)) return [];
  return [
    {
      axis: "x",
      value: slo - kvTransferMs,
      slo: "ttftMs",
      label: kvTransferMs > 0 ? "TTFT SLO − KV transfer" : "TTFT SLO",
    },
  ];
};

/**
 * Input tokens/s per prefill GPU vs t1 as the prefill batch grows from 1 to twice the plan's,
 * never past what the engine limits admit, a prefill profile's own batches included (flagged
 * `measured`). With a constant prefill source t1 cannot move: `flat`.
 */
export const prefillCurve = (
  plan: Plan,
  catalog: Catalog,
  context: CurveContext = curveContext(plan, catalog),
): Curve => {
  const { result } = context;
  const limit = result.limits.prefillBatch;
  const upper = Math.min(2 * plan.prefill.batchSize, admittedBatch(limit));
  const extra = [limit.effective, ...measuredBatches(plan, "prefill")];
  const points = batchGrid(upper, extra).map((batch) => {
    const variant = withPrefillBatch(plan, batch);
    const solved = context.solve(variant);
    const read = solved.limits.prefillBatch.effective;
    return prefillPoint(
      variant,
      solved,
      measuredAt(variant, "prefill", solved.latencyModel.prefill, read),
    );
  });
  return {
    id: "prefill",
    xLabel: "t1 (prefill batch time)",
    xUnit: "ms",
    yLabel: "input tokens/s per prefill GPU",
    yUnit: "tokens/s",
    series: [{ id: "prefill", label: "prefill batch sweep", points }],
    current: prefillPoint(plan, result),
    guides: ttftGuide(plan, result.latency.kvTransferMs),
    flat: !sourceDef(result.latencyModel.prefill.source).follows.batch,
  };
};
