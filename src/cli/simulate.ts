import { catalog } from "../data/index.ts";
import type { SimulationOptions } from "../model/index.ts";
import { busierUtilization, estimateAtRate, loadOf, simulate, solve } from "../model/index.ts";
import { formatSimulation, type SimulationRun } from "./formatSimulation.ts";
import type { CliIo } from "./run.ts";
import type { SimulateCommand } from "./simulateArgs.ts";
import { simulatedPlan } from "./simulatedPlan.ts";

// `simulate`: the plan's deployment served request by request, at the load the plan sustains
// under its SLOs unless --rate or --qpm names another.

const exitOk = 0;
const exitBadInput = 1;
const exitBadArguments = 2;

const lines = (items: readonly string[]): string => items.map((item) => `${item}\n`).join("");

export const runSimulate = async (command: SimulateCommand, io: CliIo): Promise<number> => {
  const read = await simulatedPlan(command, io);
  if (!read.ok) {
    io.stderr(lines(read.errors));
    return exitBadInput;
  }
  const { plan, sizes } = read;
  if (read.notes.length > 0) io.stderr(lines(read.notes));
  const result = solve(plan, catalog);
  const sustainable = result.sustainable;
  const ratePerSecond = command.rate?.perSecond ?? sustainable.requestsPerSecond;
  if (!(ratePerSecond > 0)) {
    io.stderr(
      `error: the plan sustains no load within its SLOs (limited by ${sustainable.limitedBy}): give --rate R or --qpm Q to simulate one anyway\n`,
    );
    return exitBadArguments;
  }
  const load = loadOf(plan);
  const arrival = {
    process: load.arrival,
    ...(load.arrival === "gamma" && load.arrivalCv !== undefined ? { cv: load.arrivalCv } : {}),
  };
  const options: SimulationOptions = {
    ratePerSecond,
    arrival,
    ...(command.requests === undefined ? {} : { requests: command.requests }),
    ...(command.seed === undefined ? {} : { seed: command.seed }),
    ...(command.replications === undefined ? {} : { replications: command.replications }),
  };
  const { utilization } = estimateAtRate(plan, catalog, result, ratePerSecond);
  const run: SimulationRun = {
    report: simulate(plan, catalog, options, result),
    busiestUtilization: busierUtilization(utilization),
    rateSource: command.rate?.flag ?? "sustainable",
    arrival,
    sustainable,
    attainmentTarget: plan.slo.attainment ?? null,
    ...(command.seed === undefined ? {} : { seed: command.seed }),
    ...(sizes === undefined ? {} : { sizes }),
  };
  io.stdout(formatSimulation(run, command.format));
  return exitOk;
};
