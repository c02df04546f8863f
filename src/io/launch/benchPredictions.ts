import { catalog } from "../../data/index.ts";
import type { Plan } from "../../model/index.ts";
import { type SimulationReport, simulate } from "../../model/index.ts";
import type { BenchCommand } from "./benchCommand.ts";
import { expectedMetrics } from "./expectedMetrics.ts";
import { type SloVerdict, sloVerdict } from "./sloVerdict.ts";

// Each benchmark run with what the simulator says it should measure. The page simulates in a
// worker and passes the reports in; the command line simulates here, in turn.

export interface BenchPrediction {
  command: BenchCommand;
  /** Null while the simulation runs, or when the run has no rate. */
  report: SimulationReport | null;
  expected: Record<string, number>;
  verdict: SloVerdict | null;
}

/** The seed every prediction uses, so the page, the command line and a test agree. */
export const benchSeed = 1;

export const benchPrediction = (
  plan: Plan,
  command: BenchCommand,
  report: SimulationReport | null,
): BenchPrediction => ({
  command,
  report,
  expected:
    command.requestsPerSecond === null
      ? {}
      : expectedMetrics(plan, command.requestsPerSecond, report),
  verdict: report === null ? null : sloVerdict(plan, report),
});

/** Simulates each run at its rate (the simulator's default request count) and predicts it. */
export const simulatedPredictions = (
  plan: Plan,
  commands: readonly BenchCommand[],
): BenchPrediction[] =>
  commands.map((command) =>
    benchPrediction(
      plan,
      command,
      command.requestsPerSecond === null
        ? null
        : simulate(plan, catalog, { ratePerSecond: command.requestsPerSecond, seed: benchSeed }),
    ),
  );
