// The discrete-event serving simulator: the plan's deployment under a seeded load.

export { checkReplications, checkRequests, checkRun } from "./checkRun.ts";
export {
  busierUtilization,
  relaxationRequests,
  requestsPerReplication,
  runShortOfRelaxation,
} from "./relaxation.ts";
export { createSimulation, type Simulation, simulate } from "./simulation.ts";
export type {
  Interval,
  LatencySummary,
  SimulationOptions,
  SimulationReport,
  SloOutcome,
  Timeline,
} from "./types.ts";
