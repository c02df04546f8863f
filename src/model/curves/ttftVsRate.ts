import { ttftUnderLoad } from "../latency/queueing.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { solve } from "../solve.ts";
import { secondsPerMinute } from "../units.ts";
import type { Curve, CurvePoint, PointFlag } from "./curvePoint.ts";

// Utilizations swept: even steps, then closer together where the M/D/1 wait bends up; the last
// is the model's saturation point (latency/queueing.ts).
const utilizations = [
  0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.925, 0.95, 0.96, 0.97, 0.98, 0.99,
];

const queuedPoint = (
  plan: Plan,
  result: PlanResult,
  prefillInstances: number,
  utilization: number,
): CurvePoint => {
  const capacity = result.rates.prefillRequestsPerSecond;
  const load = ttftUnderLoad({
    prefillBatchTimeMs: result.latency.prefillBatchTimeMs,
    kvTransferMs: result.latency.kvTransferMs,
    offeredRequestsPerSecond: utilization * capacity,
    capacityRequestsPerSecond: capacity,
  });
  const rate = utilization * capacity * prefillInstances;
  const flags: PointFlag[] = [];
  if (load.saturated) flags.push("saturated");
  if (plan.slo.ttftMs !== undefined && load.ttftMs > plan.slo.ttftMs) flags.push("sloMissed");
  return {
    x: rate,
    y: load.ttftMs,
    detail: {
      requestsPerSecond: rate,
      qpm: rate * secondsPerMinute,
      prefillUtilization: utilization,
      queueWaitMs: load.waitMs,
      prefillBatchTimeMs: result.latency.prefillBatchTimeMs,
      kvTransferMs: result.latency.kvTransferMs,
      ttftMs: load.ttftMs,
      prefillInstances,
    },
    flags,
  };
};

/**
 * TTFT = M/D/1 queueing wait + t1 + KV transfer vs the request rate offered to the plan's x
 * prefill instances, from 0 to their capacity x · r_p (one instance when none is allocated).
 * Points at or past the model's saturation are flagged; the plan's own rate is `current`.
 */
export const ttftVsRate = (plan: Plan, result: PlanResult = solve(plan)): Curve => {
  const allocated = result.allocation.prefillInstances;
  const instances = allocated > 0 ? allocated : 1;
  const served = result.rates.prefillRequestsPerSecond > 0;
  const points = served
    ? utilizations.map((utilization) => queuedPoint(plan, result, instances, utilization))
    : [];
  return {
    id: "ttftVsRate",
    xLabel: "offered request rate",
    xUnit: "req/s",
    yLabel: "TTFT",
    yUnit: "ms",
    series: [{ id: "ttft", label: "TTFT under load (M/D/1)", points }],
    current:
      served && allocated > 0
        ? queuedPoint(plan, result, instances, result.utilization.prefill)
        : null,
    guides:
      plan.slo.ttftMs === undefined
        ? []
        : [{ axis: "y", value: plan.slo.ttftMs, slo: "ttftMs", label: "TTFT SLO" }],
    flat: false,
  };
};
