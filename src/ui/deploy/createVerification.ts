import { type Accessor, createMemo } from "solid-js";
import {
  type BenchCommand,
  type BenchCommands,
  type BenchPrediction,
  benchCommands,
  benchPrediction,
} from "../../io/index.ts";
import type { SimulationReport } from "../../model/index.ts";
import type { Planner } from "../state/planner.tsx";
import {
  type BenchRuns,
  type BenchSimulation,
  benchRunKey,
  createBenchSimulations,
} from "./createBenchSimulations.ts";

// The plan's two benchmark runs, each simulated as it runs: what the Verify panel shows and the
// llm-d report exports, from the same simulations, so the page and the command line agree.

export interface Verification {
  bench: Accessor<BenchCommands>;
  simulations: Accessor<BenchRuns>;
  predictions: Accessor<BenchPrediction[]>;
  /**
   * The run at the sustainable rate as its simulation reports it; null where the plan has no
   * rate to run, undefined while the simulation runs.
   */
  sustainableReport: Accessor<SimulationReport | null | undefined>;
}

export const createVerification = (planner: Planner): Verification => {
  const bench = createMemo(() => benchCommands(planner.plan(), planner.result()));
  const runs = createBenchSimulations(planner.plan, () => bench().commands);
  // Each run's simulation while it is of the current plan and rate: during the pause after an
  // edit the runs are still the older plan's, and count as not yet simulated.
  const current = (command: BenchCommand): BenchSimulation | undefined => {
    const simulation = runs()[command.variant];
    return command.requestsPerSecond !== null &&
      simulation?.key === benchRunKey(planner.plan(), command.requestsPerSecond)
      ? simulation
      : undefined;
  };
  const simulations = (): BenchRuns =>
    Object.fromEntries(
      bench().commands.flatMap((command) => {
        const simulation = current(command);
        return simulation === undefined ? [] : [[command.variant, simulation]];
      }),
    );
  const predictions = createMemo((): BenchPrediction[] =>
    bench().commands.map((command) =>
      benchPrediction(planner.plan(), command, current(command)?.report() ?? null),
    ),
  );
  const sustainableReport = () => {
    const run = bench().commands.find((command) => command.variant === "sustainable");
    if (run === undefined || run.requestsPerSecond === null) return null;
    const simulation = current(run);
    if (simulation?.state() === "failed") return null;
    return simulation?.report() ?? undefined;
  };
  return { bench, simulations, predictions, sustainableReport };
};
