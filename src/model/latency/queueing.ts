import { normalCdf } from "../sustainable/normal.ts";

// Multi-server queues for the sustainable-load estimate: Erlang C with a two-moment correction.

// Past this an M/D/1 queue's mean wait exceeds 49 service times: report it as saturated rather than
// as a number that means nothing.
export const maxModelledUtilization = 0.99;

// Up to this many servers Erlang B runs its exact recursion (at most this many steps); past it the
// Poisson form below, whose Wilson–Hilferty CDF is off by under 1e-4 there and less beyond.
const exactErlangServers = 500;

/** ln n! by Stirling's series, exact to double precision for n > 500 (M. Abramowitz and I. A. Stegun, Handbook of Mathematical Functions, 1964, 6.1.41). */
const stirling = (n: number): number =>
  n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + 1 / (12 * n) - 1 / (360 * n ** 3);

// A queue keeps its server count from one load to the next: its ln c! and √(c + 1) are kept.
let serversRead = Number.NaN;
let logFactorialOf = Number.NaN;
let rootOf = Number.NaN;
const readServers = (c: number): void => {
  if (c !== serversRead) {
    logFactorialOf = stirling(c);
    rootOf = Math.sqrt(c + 1);
    serversRead = c;
  }
};

/**
 * Erlang B as the Poisson ratio P(N = c) / P(N ≤ c), N ~ Poisson(a), with P(N ≤ c) = 1 − P(Γ(c + 1) ≤ a)
 * by the Wilson–Hilferty cube root (E. B. Wilson and M. M. Hilferty, "The distribution of
 * chi-square", PNAS 17(12), 1931): O(1) for any c.
 */
const erlangBPoisson = (c: number, a: number): number => {
  readServers(c);
  const mass = Math.exp(c * Math.log(a) - a - logFactorialOf);
  const k = c + 1;
  const z = (Math.cbrt(a / k) - 1 + 1 / (9 * k)) * 3 * rootOf;
  const atMost = normalCdf(-z);
  return atMost > 0 ? Math.min(1, mass / atMost) : 1;
};

/**
 * Erlang B, the blocking probability of c servers offered a erlangs: for c ≤ 500 by the stable
 * recursion 1/B(k) = 1 + (k / a) · 1/B(k − 1), B(0) = 1 (D. L. Jagerman, "Some properties of the
 * Erlang loss function", Bell System Technical Journal 53(3), 1974); for more servers as a Poisson
 * ratio in O(1).
 *
 * Four steps of the recursion at a time: with m_j = j / a, 1/B(k + 4) = A + M · 1/B(k), where
 * A = 1 + m₄(1 + m₃(1 + m₂)) and M = m₄m₃m₂m₁ do not depend on 1/B(k), so each block waits on one
 * multiply and one add instead of four of each. Every term is positive, so the blocks are as
 * stable as the single steps.
 */
export const erlangB = (servers: number, offeredErlangs: number): number => {
  const c = Math.floor(servers);
  if (c < 1) return 1;
  if (!(offeredErlangs > 0)) return 0;
  if (c > exactErlangServers) return erlangBPoisson(c, offeredErlangs);
  let inverse = 1;
  const perStep = 1 / offeredErlangs;
  let k = 1;
  for (; k + 3 <= c; k += 4) {
    const m1 = k * perStep;
    const m2 = (k + 1) * perStep;
    const m3 = (k + 2) * perStep;
    const m4 = (k + 3) * perStep;
    inverse = 1 + m4 * (1 + m3 * (1 + m2)) + m4 * m3 * (m2 * m1) * inverse;
  }
  for (; k <= c; k += 1) inverse = 1 + k * perStep * inverse;
  return Number.isFinite(inverse) ? 1 / inverse : 0;
};

/**
 * Erlang C, the probability that an arrival waits in M/M/c: C = B / (1 − ρ · (1 − B)) with
 * ρ = a / c (A. O. Allen, Probability, Statistics, and Queueing Theory, 2nd ed., 1990, §5.2);
 * 1 at or past saturation.
 */
export const erlangC = (servers: number, offeredErlangs: number): number => {
  const c = Math.floor(servers);
  if (c < 1 || offeredErlangs >= c) return 1;
  if (!(offeredErlangs > 0)) return 0;
  const blocking = erlangB(c, offeredErlangs);
  return blocking / (1 - (offeredErlangs / c) * (1 - blocking));
};

/** A queue's wait: zero with probability 1 − `probability`, else exponential with mean `conditionalMs`. */
export interface WaitShape {
  probability: number;
  conditionalMs: number;
}

export const noWait: WaitShape = { probability: 0, conditionalMs: 0 };

export interface MultiServerQueue {
  servers: number;
  /** Offered load a = λ · mean service, in erlangs. */
  offeredErlangs: number;
  /** Requests per ms the queue drains while every server is busy (c · μ). */
  drainPerMs: number;
  arrivalsPerMs: number;
  /** Squared coefficients of variation of the gaps between arrivals and of the service times. */
  arrivalScv: number;
  serviceScv: number;
  /**
   * When the c servers are instances of b each and an arrival joins the shortest queue (the
   * pooled queue stands in for them), the rate one instance's b servers drain at.
   */
  instanceDrainPerMs?: number | undefined;
}

/**
 * Peakedness of the GI/G/∞ count the c servers face, z = 1 + (ca² − 1) · ∫ Gᶜ(t)² dt / E[S]
 * (W. Whitt, "Heavy-traffic approximations for service systems with blocking", AT&T Bell
 * Laboratories Technical Journal 63(5), 1984), the integral taken as 1 / (1 + cs²): exact for
 * deterministic (1) and exponential (1/2) service.
 */
export const peakedness = (queue: { arrivalScv: number; serviceScv: number }): number =>
  Math.max(0, 1 + (queue.arrivalScv - 1) / (1 + queue.serviceScv));

/**
 * The load a that Erlang C reads so its square-root headroom (c − a) / √a is the real one over √z,
 * as many-server delay probabilities scale (Whitt 1984): z = 1 leaves a unchanged.
 */
export const peakedLoad = (servers: number, offeredErlangs: number, z: number): number => {
  if (!(offeredErlangs > 0) || z === 1) return offeredErlangs;
  if (!(z > 0)) return 0;
  const headroom = (servers - offeredErlangs) / Math.sqrt(offeredErlangs * z);
  const root = (-headroom + Math.sqrt(headroom * headroom + 4 * servers)) / 2;
  return Math.min(servers, root * root);
};

/**
 * GI/G/c wait by Allen–Cunneen: the M/M/c wait scaled by (ca² + cs²) / 2 (Allen 1990, §6.4; W.
 * Whitt, "Approximations for the GI/G/m queue", Production and Operations Management 2(2),
 * 1993). The probability of waiting is Erlang C at the peakedness-scaled load; given a wait it is taken as exponential with
 * mean (ca² + cs²) / 2 / (cμ − λ), the heavy-traffic shape (Whitt 1993, §4). Saturation is capped
 * at maxModelledUtilization so the result stays finite.
 */
export const multiServerWait = (queue: MultiServerQueue): WaitShape => {
  if (!(queue.arrivalsPerMs > 0) || !(queue.servers >= 1)) return noWait;
  const cappedArrivals = Math.min(queue.arrivalsPerMs, maxModelledUtilization * queue.drainPerMs);
  const cappedErlangs = Math.min(queue.offeredErlangs, maxModelledUtilization * queue.servers);
  const probability = erlangC(
    queue.servers,
    peakedLoad(queue.servers, cappedErlangs, peakedness(queue)),
  );
  const variability = (queue.arrivalScv + queue.serviceScv) / 2;
  // Joined to one instance, a queued request waits for that instance's first free server: its
  // residual is (1 + cs²) / 2 of 1 / (b·μ) rather than of 1 / (c·μ).
  const ownInstanceMs =
    queue.instanceDrainPerMs !== undefined && queue.instanceDrainPerMs > 0
      ? ((1 + queue.serviceScv) / 2) *
        Math.max(0, 1 / queue.instanceDrainPerMs - 1 / queue.drainPerMs)
      : 0;
  const conditionalMs = variability / (queue.drainPerMs - cappedArrivals) + ownInstanceMs;
  return Number.isFinite(conditionalMs) && conditionalMs > 0
    ? { probability, conditionalMs }
    : noWait;
};

/**
 * Squared coefficient of variation of the departures of a GI/G/c queue at utilization ρ, QNA's
 * linking equation cd² = 1 + (1 − ρ²)(ca² − 1) + ρ² (cs² − 1) / √c (W. Whitt, "The Queueing
 * Network Analyzer", Bell System Technical Journal 62(9), 1983).
 */
export const departureScv = (
  utilization: number,
  servers: number,
  arrivalScv: number,
  serviceScv: number,
): number => {
  const rho = Math.min(1, Math.max(0, utilization));
  const c = Math.max(1, servers);
  return Math.max(
    0,
    1 + (1 - rho * rho) * (arrivalScv - 1) + (rho * rho * (serviceScv - 1)) / Math.sqrt(c),
  );
};
