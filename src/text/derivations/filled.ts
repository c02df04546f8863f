import {
  formatNumber as f,
  msToSeconds,
  type Plan,
  percent,
  type Solved,
} from "../../model/index.ts";
import type { DerivationKey } from "./derivationEn.ts";

// What a derivation is built from, and how its numbers are written: six significant digits, so
// each step can be checked by hand.

export interface Filled {
  key: DerivationKey;
  params: Record<string, string>;
}

/** What a derivation is written from: the plan, its result, and a way to word an inner phrase. */
export interface DerivationInputs {
  plan: Plan;
  solved: Solved;
  phrase: (filled: Filled) => string;
}

/** Writes one path's derivation: which text, and the numbers that go in it. */
export type Builder = (inputs: DerivationInputs) => Filled;

export const filled = (key: DerivationKey, params: Record<string, string> = {}): Filled => ({
  key,
  params,
});

/** A time in ms, written in seconds. */
export const seconds = (ms: number): string => f(msToSeconds(ms));

/** A fraction, written as a percentage (without the sign). */
export const pct = (fraction: number): string => f(fraction * percent);
