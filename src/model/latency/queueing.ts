// Queueing before prefill, as an M/D/1 queue (model.md §5). Assumptions: requests arrive as a
// Poisson process; each prefill instance is one server with one batch slot, busy for a fixed
// service time S = t1 per batch; utilization ρ = offered rate / the instance's capacity.
// Mean wait W = ρ · S / (2 · (1 − ρ)) (Pollaczek–Khinchine with deterministic service).

// Past this the mean wait exceeds 49 service times: report it as saturated rather than as a number that means nothing.
export const maxModelledUtilization = 0.99;

export interface QueueWait {
  waitMs: number;
  /** The utilization used: the offered one, capped at maxModelledUtilization. */
  utilization: number;
  /** True when the offered load reaches the cap: the real queue grows without bound or nearly so. */
  saturated: boolean;
}

/** Mean M/D/1 wait for service time `serviceTimeMs` at utilization ρ; always finite. */
export const md1Wait = (serviceTimeMs: number, utilization: number): QueueWait => {
  const saturated = !(utilization < maxModelledUtilization);
  const rho = saturated ? maxModelledUtilization : Math.max(0, utilization);
  return { waitMs: (rho * serviceTimeMs) / (2 * (1 - rho)), utilization: rho, saturated };
};

export interface TtftUnderLoadInput {
  /** t1: one prefill batch's time. */
  prefillBatchTimeMs: number;
  kvTransferMs: number;
  /** Requests per second offered to one prefill instance. */
  offeredRequestsPerSecond: number;
  /** Requests per second one prefill instance completes: b_p / t1. */
  capacityRequestsPerSecond: number;
}

export interface TtftUnderLoad extends QueueWait {
  ttftMs: number;
}

/** TTFT at a given load: queueing wait + t1 + KV transfer. */
export const ttftUnderLoad = (input: TtftUnderLoadInput): TtftUnderLoad => {
  const wait = md1Wait(
    input.prefillBatchTimeMs,
    input.offeredRequestsPerSecond / input.capacityRequestsPerSecond,
  );
  return { ...wait, ttftMs: wait.waitMs + input.prefillBatchTimeMs + input.kvTransferMs };
};
