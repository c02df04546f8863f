// Latency-throughput curves of a plan: pure sweeps over solve, for the app's charts and the CLI.
import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import { solve } from "../solve.ts";
import { curveContext } from "./curveContext.ts";
import type { Curve } from "./curvePoint.ts";
import { decodeCurve } from "./decodeCurve.ts";
import { defaultTargetRange, nodesForTarget } from "./nodesForTarget.ts";
import { paretoFrontier } from "./paretoFrontier.ts";
import { prefillCurve } from "./prefillCurve.ts";
import { ttftVsRate } from "./ttftVsRate.ts";

export { type BalancedFleet, balancedFleet } from "./balancedFleet.ts";
export { batchGrid } from "./batchGrid.ts";
export { type CdfCurves, cdfCurves } from "./cdfCurves.ts";
export { type CurveContext, curveContext, type SolveVariant } from "./curveContext.ts";
export {
  type Curve,
  type CurveBand,
  type CurveGuide,
  type CurveId,
  type CurvePoint,
  type CurveSeries,
  curvePoints,
  type PointFlag,
} from "./curvePoint.ts";
export { decodeCurve } from "./decodeCurve.ts";
export { type DecodeVariant, decodeSweep } from "./decodeSweep.ts";
export { dominates, nonDominated } from "./frontier.ts";
export { type KneeCurves, type KneeRun, kneeCurves } from "./kneeCurves.ts";
export { type KneeEstimate, kneeEstimate, loadSteps } from "./kneeEstimate.ts";
export {
  capacityPerSecond,
  type KneeLoad,
  kneeLoadFractions,
  kneeLoads,
  kneeOptions,
  kneeRequests,
} from "./kneeLoads.ts";
export { defaultTargetRange, nodesForTarget } from "./nodesForTarget.ts";
export { paretoFrontier } from "./paretoFrontier.ts";
export { prefillCurve } from "./prefillCurve.ts";
export { ttftLoadFractions, ttftVsRate } from "./ttftVsRate.ts";
export { unstableBands } from "./unstableBands.ts";

/**
 * Every curve of the plan, in display order: decode, prefill, Pareto frontier, TTFT vs rate,
 * nodes vs target QPM (up to twice the plan's QPM). Each carries its id. Pure; never throws.
 */
export const curvesFor = (plan: Plan, catalog: Catalog): Curve[] => {
  const result = solve(plan, catalog);
  const context = curveContext(plan, catalog, result);
  return [
    decodeCurve(plan, catalog, context),
    prefillCurve(plan, catalog, context),
    paretoFrontier(plan, catalog, context),
    ttftVsRate(plan, catalog, result),
    nodesForTarget(plan, catalog, defaultTargetRange(result), undefined, result),
  ];
};
