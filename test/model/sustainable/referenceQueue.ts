// An independent, deliberately plain restatement of the estimate for the default plan (x = 12,
// y = 19; t1 = 800 ms; ITL 60 ms with k = 1, α = 1.5; Poisson arrivals of mean-size requests),
// written from the formulas rather than the code, for hand-checkable expected values.

const erlangCPlain = (servers: number, erlangs: number): number => {
  let inverse = 1;
  for (let k = 1; k <= servers; k += 1) inverse = 1 + (k / erlangs) * inverse;
  const blocking = 1 / inverse;
  return blocking / (1 - (erlangs / servers) * (1 - blocking));
};

// Prefill: 96 slots of a fixed 800 ms, 8 to an instance.
const prefillServers = 96;
const t1Ms = 800;
// Decode: 4,864 slots; 666.2222 steps of 60 ms plus half a step to join a running batch.
const decodeServers = 4864;
const holdMs = 30 + (999 / 1.5 + 1 / 4.5) * 60;
const stepsVariance = (999 * 0.25) / 1.5 ** 3;

/** Mean TTFT of the default plan at `ratePerSecond`, ms. */
export const referenceTtftMs = (ratePerSecond: number): number => {
  const perMs = ratePerSecond / 1000;
  // Poisson into fixed service: peakedness 1, Allen–Cunneen factor (1 + 0) / 2, and half of one
  // instance's drain time (100 ms) over the pool's (8.33 ms) for the request's own instance.
  const prefillWait =
    erlangCPlain(prefillServers, perMs * t1Ms) *
    (0.5 / (prefillServers / t1Ms - perMs) + 0.5 * (t1Ms / 8 - t1Ms / prefillServers));
  // Decode's arrivals are prefill's departures (QNA): cd² = 1 − ρ² / √96.
  const rho = (perMs * t1Ms) / prefillServers;
  const arrivalScv = 1 - (rho * rho) / Math.sqrt(prefillServers);
  const serviceScv = (stepsVariance * 60 * 60) / (holdMs * holdMs);
  const z = 1 + (arrivalScv - 1) / (1 + serviceScv);
  const erlangs = perMs * holdMs;
  const headroom = (decodeServers - erlangs) / Math.sqrt(erlangs * z);
  const peaked = ((-headroom + Math.sqrt(headroom ** 2 + 4 * decodeServers)) / 2) ** 2;
  const decodeWait =
    erlangCPlain(decodeServers, peaked) *
    ((arrivalScv + serviceScv) / 2 / (decodeServers / holdMs - perMs) +
      ((1 + serviceScv) / 2) * (holdMs / 256 - holdMs / decodeServers));
  return t1Ms + prefillWait + decodeWait;
};
