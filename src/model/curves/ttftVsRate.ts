import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { estimator, solve } from "../solve.ts";
import type { RateEstimate } from "../sustainable/types.ts";
import type { Curve, CurvePoint, PointFlag } from "./curvePoint.ts";
import { estimateDetail, loadSteps } from "./kneeEstimate.ts";
import { capacityPerSecond } from "./kneeLoads.ts";
import { unstableBands } from "./unstableBands.ts";

// Shares of capacity swept: every 5% from low load, then closer together where the wait bends up.
const lowLoad = 0.05;
const evenStep = 0.05;
const nearCapacity = [0.96, 0.97, 0.98, 0.99];

/** The swept shares of capacity, ascending, capacity itself last. */
export const ttftLoadFractions = (): number[] =>
  [...new Set([...loadSteps(lowLoad, 1, evenStep), ...nearCapacity])].sort((a, b) => a - b);

const estimatePoint = (
  plan: Plan,
  result: PlanResult,
  estimate: RateEstimate,
  capacityRps: number,
): CurvePoint => {
  const statistic = plan.slo.ttftStatistic ?? "mean";
  const ttftMs = estimate.ttftMs[statistic];
  const flags: PointFlag[] = [];
  // Only the plan's own point can be one: at capacity the estimate's queues do not drain.
  if (!estimate.stable) flags.push("saturated");
  if (plan.slo.ttftMs !== undefined && ttftMs > plan.slo.ttftMs) flags.push("sloMissed");
  return {
    x: estimate.ratePerSecond,
    y: ttftMs,
    detail: {
      ...estimateDetail(estimate, capacityRps),
      ttftMs,
      prefillBatchTimeMs: result.latency.prefillBatchTimeMs,
      kvTransferMs: result.latency.kvTransferMs,
      prefillInstances: result.allocation.prefillInstances,
    },
    notes: { statistic },
    flags,
  };
};

/**
 * TTFT at the plan's TTFT SLO statistic (the mean without one) from the analytic queueing
 * estimate, against the request rate offered to the deployment, from low load to its capacity.
 * Loads whose queues cannot drain get a shaded band, not a value; the plan's own point is its
 * sustainable load.
 */
export const ttftVsRate = (
  plan: Plan,
  catalog: Catalog,
  result: PlanResult = solve(plan, catalog),
): Curve => {
  const capacityRps = capacityPerSecond(result);
  const at = capacityRps > 0 ? estimator(plan, catalog, result) : null;
  const estimates = at ? ttftLoadFractions().map((fraction) => at(fraction * capacityRps)) : [];
  const points = estimates
    .filter((estimate) => estimate.stable)
    .map((estimate) => estimatePoint(plan, result, estimate, capacityRps));
  const sustainableRps = result.sustainable.requestsPerSecond;
  return {
    id: "ttftVsRate",
    xLabel: "offered request rate",
    xUnit: "req/s",
    yLabel: "TTFT",
    yUnit: "ms",
    series: [{ id: "ttft", label: "TTFT under load (queueing estimate)", points }],
    current:
      at && sustainableRps > 0
        ? estimatePoint(plan, result, at(sustainableRps), capacityRps)
        : null,
    guides:
      plan.slo.ttftMs === undefined
        ? []
        : [{ axis: "y", value: plan.slo.ttftMs, slo: "ttftMs", label: "TTFT SLO" }],
    bands: unstableBands(
      estimates.map((estimate) => ({ x: estimate.ratePerSecond, stable: estimate.stable })),
    ),
    flat: false,
  };
};
