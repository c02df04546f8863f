import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { estimator } from "../solve.ts";
import type { RateEstimate } from "../sustainable/types.ts";
import { percent, secondsPerMinute } from "../units.ts";
import type { CurvePoint } from "./curvePoint.ts";
import { capacityPerSecond, kneeLoadFractions } from "./kneeLoads.ts";

// The estimate is cheap beside a simulation: it is drawn every 2% of capacity, so its line bends
// where the simulated points do.
const estimateStep = 0.02;

/** The analytic estimate along the knee's loads, for the line beside the simulated points. */
export interface KneeEstimate {
  attainment: CurvePoint[];
  ttft: CurvePoint[];
  tpot: CurvePoint[];
  /** The estimated sustainable load, requests per second; null when the plan serves none. */
  sustainableRps: number | null;
}

// Shares are rounded to this many parts, so 0.3 + 7 · 0.1 lands on 1 and not on 1.0000000000000002.
const shareResolution = 1e9;

/** Shares of capacity from `low` to `high` every `step`, both ends included, ascending. */
export const loadSteps = (low: number, high: number, step: number): number[] => {
  if (!(step > 0) || !(high >= low)) return [];
  const count = Math.floor((high - low) / step + 1 / shareResolution);
  const steps = Array.from(
    { length: count + 1 },
    (_, index) => Math.round((low + index * step) * shareResolution) / shareResolution,
  );
  return steps.at(-1) === high ? steps : [...steps, high];
};

/** The numbers of an estimate worth hovering over. */
export const estimateDetail = (
  estimate: RateEstimate,
  capacityRps: number,
): Record<string, number> => ({
  requestsPerSecond: estimate.ratePerSecond,
  qpm: estimate.ratePerSecond * secondsPerMinute,
  loadFraction: estimate.ratePerSecond / capacityRps,
  ...(estimate.attainment === null ? {} : { sloAttainment: estimate.attainment }),
  ttftP99Ms: estimate.ttftMs.p99,
  ttftMeanMs: estimate.ttftMs.mean,
  tpotP99Ms: estimate.tpotMs.p99,
  tpotMeanMs: estimate.tpotMs.mean,
  prefillQueueWaitMs: estimate.waits.prefillQueueMs,
  decodeQueueWaitMs: estimate.waits.decodeQueueMs,
});

/**
 * The estimate's attainment, P99 TTFT and P99 TPOT from the knee's lowest load to capacity, every
 * 2%; loads the estimate's queues cannot drain are left out (their latencies are capped, not real).
 */
export const kneeEstimate = (plan: Plan, catalog: Catalog, result: PlanResult): KneeEstimate => {
  const capacityRps = capacityPerSecond(result);
  const sustainableRps = result.sustainable.requestsPerSecond;
  const at = capacityRps > 0 ? estimator(plan, catalog, result) : null;
  const estimates = at
    ? loadSteps(kneeLoadFractions[0], 1, estimateStep)
        .map((fraction) => at(fraction * capacityRps))
        .filter((estimate) => estimate.stable)
    : [];
  const line = (read: (estimate: RateEstimate) => number | null): CurvePoint[] =>
    estimates.flatMap((estimate) => {
      const y = read(estimate);
      return y === null || !Number.isFinite(y)
        ? []
        : [{ x: estimate.ratePerSecond, y, detail: estimateDetail(estimate, capacityRps) }];
    });
  return {
    attainment: line((estimate) =>
      estimate.attainment === null ? null : estimate.attainment * percent,
    ),
    ttft: line((estimate) => estimate.ttftMs.p99),
    tpot: line((estimate) => estimate.tpotMs.p99),
    sustainableRps: Number.isFinite(sustainableRps) && sustainableRps > 0 ? sustainableRps : null,
  };
};
