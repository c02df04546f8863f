import { type ArrivalProcess, arrivalProcesses, loadOf } from "../load.ts";
import type { Plan } from "../plan.ts";
import type { SimulationOptions } from "./types.ts";

// The options with their defaults, and out-of-range values brought back in range: a run never
// throws on what a form sends.

const defaultRequests = 20_000;
const defaultWarmupShare = 0.1;
// Ten million measured requests hold about 600 MB of samples: the most a run may ask for.
const maxRequests = 10_000_000;
const maxReplications = 1000;

export interface RunOptions {
  requests: number;
  warmupRequests: number;
  seed: number;
  /** Null when the rate is not a positive number (or so small its inverse overflows): nothing arrives. */
  ratePerSecond: number | null;
  arrival: ArrivalProcess;
  arrivalCv: number | undefined;
  replications: number;
  drain: boolean;
}

const whole = (value: number | undefined, fallback: number, min: number, max: number): number =>
  value !== undefined && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.floor(value)))
    : fallback;

export const runOptionsOf = (plan: Plan, options: SimulationOptions): RunOptions => {
  const load = loadOf(plan);
  const requests = whole(options.requests, defaultRequests, 1, maxRequests);
  const asked = options.arrival?.process;
  const arrival = arrivalProcesses.find((process) => process === asked) ?? load.arrival;
  const rate = options.ratePerSecond;
  return {
    requests,
    warmupRequests: whole(
      options.warmupRequests,
      Math.round(defaultWarmupShare * requests),
      0,
      maxRequests,
    ),
    seed:
      options.seed !== undefined && Number.isFinite(options.seed) ? Math.trunc(options.seed) : 1,
    ratePerSecond: Number.isFinite(rate) && rate > 0 && Number.isFinite(1 / rate) ? rate : null,
    arrival,
    arrivalCv:
      options.arrival !== undefined ? (options.arrival.cv ?? load.arrivalCv) : load.arrivalCv,
    replications: whole(options.replications, 1, 1, maxReplications),
    drain: options.drain === true,
  };
};
