import type { SimulationOptions } from "../../model/simulate/types.ts";

// A run the panel starts: enough requests for a p99 with a few dozen samples above it in each
// replication, and replications enough for an interval, in about a second.
export const panelReplications = 4;
export const panelRequests = 3000;
const warmupShare = 0.1;
const panelSeed = 1;

/** The options of a panel run at `ratePerSecond`: the plan's own arrivals and sizes. */
export const panelOptions = (ratePerSecond: number): SimulationOptions => ({
  ratePerSecond,
  requests: panelRequests,
  warmupRequests: Math.round(panelRequests * warmupShare),
  replications: panelReplications,
  seed: panelSeed,
});
