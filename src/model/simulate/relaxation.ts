import type { SimulationReport } from "./types.ts";

// How long a queue takes to forget where it started. An M/M/1 queue at utilization ρ = λ / μ
// relaxes over 1 / (√μ − √λ)² (Morse, "Stochastic properties of waiting lines", Operations
// Research 3(3), 1955): λ / (√μ − √λ)² = ρ / (1 − √ρ)² arrivals, about 340 at 90%, 1,480 at 95%
// and 39,400 at 99%. A run that measures fewer requests than that sees the queue wander, not its
// steady state: its waits differ from run to run by more than its own replications show.

/** Arrivals over one relaxation time of a queue at `utilization` (Infinity at or past 1, 0 at or below 0). */
export const relaxationRequests = (utilization: number): number => {
  if (!(utilization > 0)) return 0;
  if (!(utilization < 1)) return Number.POSITIVE_INFINITY;
  const root = Math.sqrt(utilization);
  return utilization / (1 - root) ** 2;
};

/** How many of the busiest stage's relaxation times a run of `requests` covers. */
export const relaxationsCovered = (requests: number, utilization: number): number => {
  const span = relaxationRequests(utilization);
  return span === 0 ? Number.POSITIVE_INFINITY : requests / span;
};

/**
 * The busier queue's relaxation in arrivals when a run of `requests` is shorter than it, else
 * null: also null at or past capacity, where the estimate has no steady state to compare with.
 */
export const shortOfRelaxation = (requests: number, utilization: number): number | null =>
  utilization < 1 && relaxationsCovered(requests, utilization) < 1
    ? relaxationRequests(utilization)
    : null;

/** The busier stage's utilization: the larger of prefill's and decode's. */
export const busierUtilization = (utilization: { prefill: number; decode: number }): number =>
  Math.max(utilization.prefill, utilization.decode);

/** Measured requests per replication of a report. */
export const requestsPerReplication = (
  report: Pick<SimulationReport, "requests" | "replications">,
) => report.requests / Math.max(1, report.replications);

/**
 * `shortOfRelaxation` for a finished run, at its measured requests per replication; null for an
 * unstable run, which says so itself.
 */
export const runShortOfRelaxation = (
  report: Pick<SimulationReport, "stable" | "requests" | "replications">,
  utilization: number,
): number | null =>
  report.stable ? shortOfRelaxation(requestsPerReplication(report), utilization) : null;
