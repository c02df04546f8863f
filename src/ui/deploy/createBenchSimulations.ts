import { type Accessor, createEffect, createSignal, on, onCleanup } from "solid-js";
import type { BenchCommand, BenchVariant } from "../../io/index.ts";
import { benchSimulationOptions } from "../../io/index.ts";
import type { Plan, SimulationReport } from "../../model/index.ts";
import type { RunState } from "../simulate/createSimulationClient.ts";
import { createSimulationClient, type SimulationRun } from "../simulate/createSimulationClient.ts";

// Re-runs wait this long after the last change, so typing does not queue simulations.
const debounceMs = 250;
// Reports kept for the page's life, so going to another tab and back shows them at once; a
// simulation is a pure function of the plan, the rate and the seed.
const keptReports = 8;
const reports = new Map<string, SimulationReport>();
/** What a simulation is of: the plan and the run's rate. */
export const benchRunKey = (plan: Plan, ratePerSecond: number) =>
  `${ratePerSecond}|${JSON.stringify(plan)}`;
const keep = (key: string, report: SimulationReport) => {
  reports.delete(key);
  reports.set(key, report);
  const oldest = reports.keys().next().value;
  if (reports.size > keptReports && oldest !== undefined) reports.delete(oldest);
};

export interface BenchSimulation {
  /** The plan and rate simulated (`benchRunKey`): until the next run starts, an edited plan's is older. */
  key: string;
  report: Accessor<SimulationReport | null>;
  state: Accessor<RunState>;
}

export type BenchRuns = Partial<Record<BenchVariant, BenchSimulation>>;

const done = (key: string, report: SimulationReport): BenchSimulation => ({
  key,
  report: () => report,
  state: () => "done",
});

// A run's report, kept once it arrives.
const kept = (key: string, run: SimulationRun): BenchSimulation => ({
  key,
  report: () => {
    const report = run.report();
    if (report !== null && !reports.has(key)) keep(key, report);
    return report;
  },
  state: run.state,
});

/**
 * The plan simulated at each benchmark run's rate, off the main thread (one worker a run, so both
 * go at once): first at once, then after each pause in editing; a newer plan cancels older runs.
 */
export const createBenchSimulations = (
  plan: Accessor<Plan>,
  commands: Accessor<readonly BenchCommand[]>,
): Accessor<BenchRuns> => {
  const clients = { sustainable: createSimulationClient(), above: createSimulationClient() };
  const [runs, setRuns] = createSignal<BenchRuns>({});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = (current: Plan, list: readonly BenchCommand[]) => {
    const next: BenchRuns = {};
    for (const command of list) {
      const rate = command.requestsPerSecond;
      if (rate === null) continue;
      const key = benchRunKey(current, rate);
      const known = reports.get(key);
      next[command.variant] = known
        ? done(key, known)
        : kept(
            key,
            clients[command.variant].run(
              current,
              benchSimulationOptions({ ...command, requestsPerSecond: rate }),
            ),
          );
    }
    setRuns(next);
  };
  // The one edge to an outside system: hand each new plan and its rates to the workers.
  createEffect(
    on(
      () => [plan(), commands()] as const,
      ([current, list], previous) => {
        clearTimeout(timer);
        timer = setTimeout(() => start(current, list), previous === undefined ? 0 : debounceMs);
      },
    ),
  );
  onCleanup(() => clearTimeout(timer));
  return runs;
};
