import type { SimulationOptions } from "./types.ts";

// The run the app checks a plan with at a load: the Plan tab's simulation panel and the
// optimizer's confirmation of each configuration alike, so one configuration at one load reads
// the same verdict in both. Five seeded replications of 5,000 measured requests: 50 requests
// above each replication's P99 and an interval across replications. A run of the first-visit plan
// takes about 0.15–0.3 s in Node on one core.
export const checkReplications = 5;
export const checkRequests = 5000;
const warmupShare = 0.1;
const checkSeed = 1;

/** The options of a check run at `ratePerSecond`: the plan's own arrivals and sizes. */
export const checkRun = (ratePerSecond: number): SimulationOptions => ({
  ratePerSecond,
  requests: checkRequests,
  warmupRequests: Math.round(checkRequests * warmupShare),
  replications: checkReplications,
  seed: checkSeed,
});
