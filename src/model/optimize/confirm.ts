import type { Catalog } from "../catalog.ts";
import { busierUtilization, checkRun, runShortOfRelaxation, simulate } from "../simulate/index.ts";
import type { SimulationOptions, SimulationReport, SloOutcome } from "../simulate/types.ts";
import { estimator, solve } from "../solve.ts";
import type { RateEstimate } from "../sustainable/types.ts";
import type { RankedConfiguration } from "./types.ts";

/**
 * How a configuration is confirmed: simulated at the load the estimate says it sustains, by the
 * run the Plan tab's simulation panel makes (checkRun), so the configuration, once applied, reads
 * the same verdict there. A single run of 2,000 requests read the first-visit plan's best
 * configuration at a P90 TTFT of 823 ms, "holds", where the panel's run read 1,245 ms, "misses".
 */
export const confirmOptions = (config: RankedConfiguration): SimulationOptions =>
  checkRun(config.sustainable.requestsPerSecond);

/** Attainment and P99s, from the simulation or from the estimate at the same load. */
export interface ConfirmedFigures {
  /** Share of requests meeting every SLO (null when the plan sets none). */
  attainment: number | null;
  ttftP99Ms: number | null;
  tpotP99Ms: number | null;
}

/** One configuration's estimate checked by simulation at its sustainable load. */
export interface Confirmation {
  rank: number;
  ratePerSecond: number;
  /** False when the simulated queue grew without bound: then no percentile is given. */
  stable: boolean;
  simulated: ConfirmedFigures;
  estimated: ConfirmedFigures;
  /** Each SLO at its statistic in the simulation. */
  slo: SloOutcome[];
  /** Stable, every SLO met at its statistic, and the attainment target reached when one is set. */
  holds: boolean;
  /** The estimate's utilization of the busier stage at this load. */
  busiestUtilization: number;
  /**
   * Arrivals over which that stage's queue forgets its empty start (`relaxation.ts`), when the run
   * measured fewer than that: its queues wander, so its verdict is indicative. Null otherwise.
   */
  shortOfRelaxation: number | null;
}

/**
 * The simulation's verdict on a configuration beside the estimate at the same load. `target` is
 * the plan's attainment target, when it sets one.
 */
export const confirmationOf = (
  config: RankedConfiguration,
  report: SimulationReport,
  estimate: RateEstimate,
  target: number | undefined,
): Confirmation => {
  const attained =
    target === undefined || (report.sloAttainment !== null && report.sloAttainment >= target);
  const busiest = busierUtilization(estimate.utilization);
  return {
    rank: config.rank,
    ratePerSecond: report.ratePerSecond,
    stable: report.stable,
    simulated: {
      attainment: report.sloAttainment,
      ttftP99Ms: report.ttftMs?.p99 ?? null,
      tpotP99Ms: report.tpotMs?.p99 ?? null,
    },
    estimated: {
      attainment: estimate.attainment,
      ttftP99Ms: estimate.ttftMs.p99,
      tpotP99Ms: estimate.tpotMs.p99,
    },
    slo: report.slo,
    holds: report.stable && attained && report.slo.every((outcome) => outcome.met),
    busiestUtilization: busiest,
    shortOfRelaxation: runShortOfRelaxation(report, busiest),
  };
};

/** Simulates a configuration at its sustainable load and sets the outcome beside the estimate there. */
export const confirmConfiguration = (
  config: RankedConfiguration,
  catalog: Catalog,
  target: number | undefined,
): Confirmation => {
  const result = solve(config.plan, catalog);
  const report = simulate(config.plan, catalog, confirmOptions(config), result);
  const estimate = estimator(config.plan, catalog, result)(report.ratePerSecond);
  return confirmationOf(config, report, estimate, target);
};
