import type { SimulationOptions } from "../../model/index.ts";

// A panel run: 5 seeded replications of 5,000 measured requests each. That leaves 50 requests
// above each replication's p99 and an interval across replications, and a run of the default
// plan takes about a second in a browser worker (measured: 0.3 to 0.8 s in Node on one core).
export const panelReplications = 5;
export const panelRequests = 5000;
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
