import type { Catalog } from "../catalog.ts";
import type { Plan } from "../plan.ts";
import type { PlanResult } from "../result.ts";
import { solve } from "../solve.ts";
import { runOptionsOf } from "./options.ts";
import { advanceReplication, replicationProgress, startReplication } from "./replication.ts";
import { type ReplicationResult, replicationResult } from "./replicationResult.ts";
import { buildReport } from "./report.ts";
import type { Run } from "./run.ts";
import { createSetup } from "./setup.ts";
import type { SimulationOptions, SimulationReport } from "./types.ts";

/** A simulation run in slices: a worker advances it, posts the progress, and may drop it at any time. */
export interface Simulation {
  /** Runs up to `maxEvents` more events; returns the share done, 0 to 1. */
  advance(maxEvents: number): number;
  readonly done: boolean;
  /** The report; runs what is left first. */
  report(): SimulationReport;
}

// Events per advance when the report is asked for before the end.
const finishingSlice = 1_000_000;

/**
 * A seeded discrete-event simulation of the plan's deployment (by default the allocation solve
 * picks) under the given load. Pure: the same plan, options and seed give the same report.
 */
export const createSimulation = (
  plan: Plan,
  catalog: Catalog,
  options: SimulationOptions,
  result: PlanResult = solve(plan, catalog),
): Simulation => {
  const runOptions = runOptionsOf(plan, options);
  const setup = createSetup(plan, catalog, runOptions, result);
  const results: ReplicationResult[] = [];
  let run: Run | null = startReplication(setup, 0);
  let cached: SimulationReport | null = null;
  const advance = (maxEvents: number): number => {
    let budget = Math.max(1, Math.floor(maxEvents));
    while (run && budget > 0) {
      budget -= advanceReplication(run, budget);
      if (run.finished) {
        results.push(replicationResult(run));
        run =
          results.length < runOptions.replications ? startReplication(setup, results.length) : null;
      }
    }
    const current = run ? replicationProgress(run) : 0;
    return run ? (results.length + current) / runOptions.replications : 1;
  };
  return {
    advance,
    get done() {
      return run === null;
    },
    report: () => {
      while (run) advance(finishingSlice);
      cached ??= buildReport(
        plan,
        runOptions.ratePerSecond ?? 0,
        setup.times,
        results,
        setup.slo.any,
        runOptions.drain,
      );
      return cached;
    },
  };
};

/** Runs a simulation to the end. */
export const simulate = (
  plan: Plan,
  catalog: Catalog,
  options: SimulationOptions,
  result?: PlanResult,
): SimulationReport => createSimulation(plan, catalog, options, result).report();
