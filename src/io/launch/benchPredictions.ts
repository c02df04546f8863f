import { catalog } from "../../data/index.ts";
import type { Plan } from "../../model/index.ts";
import { type SimulationOptions, type SimulationReport, simulate } from "../../model/index.ts";
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

/**
 * At most this many prompts are simulated, fewer than a simulation holds in flight at once
 * (`maxInFlight`, 2^20), so even an overloaded benchmark's backlog never stops its run; a longer
 * benchmark is predicted by its first million.
 */
export const maxSimulatedPrompts = 1_000_000;

/**
 * A run simulated as the benchmark runs: its prompts at its rate into an idle deployment, every
 * one measured, no warm-up, and no arrival after the last, so its start fills and its end
 * drains as the benchmark's do (`vllm bench serve` measures every prompt it sends).
 */
export const benchSimulationOptions = (
  command: BenchCommand & { requestsPerSecond: number },
): SimulationOptions => ({
  ratePerSecond: command.requestsPerSecond,
  requests: Math.min(maxSimulatedPrompts, Math.max(1, command.numPrompts)),
  warmupRequests: 0,
  drain: true,
  seed: benchSeed,
});

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
  verdict: report === null ? null : sloVerdict(plan, report, command.excessPerSecond),
});

/** Simulates each run as the benchmark runs it (`benchSimulationOptions`) and predicts it. */
export const simulatedPredictions = (
  plan: Plan,
  commands: readonly BenchCommand[],
): BenchPrediction[] =>
  commands.map((command) => {
    const { requestsPerSecond } = command;
    return benchPrediction(
      plan,
      command,
      requestsPerSecond === null
        ? null
        : simulate(plan, catalog, benchSimulationOptions({ ...command, requestsPerSecond })),
    );
  });
