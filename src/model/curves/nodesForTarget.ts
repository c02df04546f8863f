import { allocate } from "../allocate.ts";
import { capacityOf, systemRate } from "../capacity.ts";
import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { solve } from "../solve.ts";
import { partsOfResult } from "../sustainable/estimate.ts";
import { estimateSetup } from "../sustainable/setup.ts";
import { sloSpecOf } from "../sustainable/slack.ts";
import { secondsPerMinute } from "../units.ts";
import type { Curve, CurvePoint } from "./curvePoint.ts";

const defaultSteps = 24;

// With no throughput to scale from, the sweep still spans a readable range.
const fallbackQpm = 1000;

/** Twice the plan's QPM (or 1,000 when it serves nothing): the range nodesForTarget sweeps by default. */
export const defaultTargetRange = (result: PlanResult): number =>
  2 * (result.throughput.qpm > 0 ? result.throughput.qpm : fallbackQpm);

interface Served {
  prefillInstances: number;
  decodeInstances: number;
  totalNodes: number;
  qpm: number;
}

const nodesPoint = (targetQpm: number, served: Served, missesSlos = false): CurvePoint => ({
  x: targetQpm,
  y: served.totalNodes,
  detail: {
    targetQpm,
    totalNodes: served.totalNodes,
    prefillInstances: served.prefillInstances,
    decodeInstances: served.decodeInstances,
    qpm: served.qpm,
    qpmPerNode: served.totalNodes > 0 ? served.qpm / served.totalNodes : 0,
  },
  flags: missesSlos ? ["sloMissed"] : [],
});

/**
 * Nodes needed to serve each target QPM, from a small load up to `upToQpm`, for the plan's
 * instances as they are: the targetQpm allocation at evenly spaced targets, sized as solve sizes
 * it (with SLOs, until the estimate meets them at the target; a target no pair meets them at is
 * flagged). Step times do not depend on the allocation, so the plan is solved once and only the
 * allocation is repeated.
 */
export const nodesForTarget = (
  plan: Plan,
  catalog: Catalog,
  upToQpm: number,
  steps = defaultSteps,
  result: PlanResult = solve(plan, catalog),
): Curve => {
  const capacity = capacityOf(
    plan,
    { batch: result.limits.prefillBatch.effective, batchTimeMs: result.latency.prefillBatchTimeMs },
    result.latency.tpotMs,
    result.latencyModel.kvCacheSequencesPerDecodeInstance,
  );
  const setup = estimateSetup(plan, partsOfResult(plan, catalog, result));
  const sizing = { setup, spec: sloSpecOf(plan, setup.decode.decodingShare > 0) };
  const points: CurvePoint[] = [];
  for (let step = 1; step <= steps; step += 1) {
    const targetQpm = (upToQpm * step) / steps;
    const target: Plan = { ...plan, allocation: { mode: "targetQpm", targetQpm } };
    const allocated = allocate(target, capacity, result.ratio.prefillPerDecode, sizing);
    if (!allocated.ok) continue;
    const { prefillInstances, decodeInstances } = allocated.pair;
    points.push(
      nodesPoint(
        targetQpm,
        {
          prefillInstances,
          decodeInstances,
          totalNodes:
            prefillInstances * plan.prefill.nodesPerInstance +
            decodeInstances * plan.decode.nodesPerInstance,
          qpm: systemRate(capacity, prefillInstances, decodeInstances) * secondsPerMinute,
        },
        allocated.missesTarget === true,
      ),
    );
  }
  const own = result.allocation;
  // The plan's own point at the load it serves as the curve sizes it: its sustainable load, where
  // its SLOs hold (its capacity when it sets none), so it lies on the curve rather than a step
  // right. Its detail gives its capacity, as the curve's points give theirs; where no load meets
  // the SLOs it stands at its capacity, flagged as the curve's points there are.
  const sustained = result.sustainable.qpm;
  const sustains = Number.isFinite(sustained) && sustained > 0;
  const ownQpm = sustains ? sustained : result.throughput.qpm;
  return {
    id: "nodesForTarget",
    xLabel: "target QPM",
    xUnit: "req/min",
    yLabel: "nodes",
    yUnit: "nodes",
    series: [{ id: "nodes", label: "nodes needed", points }],
    current:
      own.totalNodes > 0
        ? nodesPoint(ownQpm, { ...own, qpm: result.throughput.qpm }, !sustains)
        : null,
    guides: [],
    flat: false,
  };
};
