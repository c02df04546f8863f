import type { PlanResult } from "../result.ts";
import type { SimulationOptions } from "../simulate/types.ts";
import { secondsPerMinute } from "../units.ts";

// Shares of capacity the knee is simulated at: tenths where little happens, then every 5% from 70%
// to 110%, where the queues build and attainment falls.
export const kneeLoadFractions = [
  0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1,
] as const;

// A sustainable load this close (in share of capacity) to a grid load replaces it rather than joins it.
const sameLoadFraction = 0.02;

/** One offered load of the knee. */
export interface KneeLoad {
  ratePerSecond: number;
  /** ratePerSecond / capacity. */
  loadFraction: number;
  /** True for the sustainable load itself (the CDFs are read there). */
  sustainable: boolean;
}

/** The deployment's capacity in requests per second: the article's QPM at full load; 0 when it serves none. */
export const capacityPerSecond = (result: PlanResult): number => {
  const perSecond = result.throughput.qpm / secondsPerMinute;
  return Number.isFinite(perSecond) && perSecond > 0 ? perSecond : 0;
};

/**
 * The loads to simulate, ascending: 30% to 110% of capacity (kneeLoadFractions) with the
 * sustainable load in place of the grid load nearest it (or added, when none is near). Empty
 * when the plan serves nothing.
 */
export const kneeLoads = (capacityRps: number, sustainableRps: number | null): KneeLoad[] => {
  if (!(Number.isFinite(capacityRps) && capacityRps > 0)) return [];
  const share =
    sustainableRps !== null && Number.isFinite(sustainableRps) && sustainableRps > 0
      ? sustainableRps / capacityRps
      : null;
  const grid = kneeLoadFractions
    .filter((fraction) => share === null || Math.abs(fraction - share) >= sameLoadFraction)
    .map((fraction) => ({ loadFraction: fraction, sustainable: false }));
  const all = share === null ? grid : [...grid, { loadFraction: share, sustainable: true }];
  return all
    .sort((a, b) => a.loadFraction - b.loadFraction)
    .map((load) => ({ ...load, ratePerSecond: load.loadFraction * capacityRps }));
};

// A few thousand requests a load: 30 of them past the P99, and the whole knee in seconds.
export const kneeRequests = 3000;
const kneeSeed = 1;

/** How one load of the knee is simulated: the same seed at every load, so the loads differ only in rate. */
export const kneeOptions = (load: KneeLoad): SimulationOptions => ({
  ratePerSecond: load.ratePerSecond,
  requests: kneeRequests,
  seed: kneeSeed,
});
