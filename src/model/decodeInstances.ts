import type { Capacity } from "./capacity.ts";
import { atLeast, ceilTolerant } from "./tolerance.ts";

/**
 * Smallest y whose decode instances hold at least `needed` sequences: y instances hold
 * min(y · b, C) with router cap C, so y = ⌈needed / b⌉ unless C is below what is needed.
 */
export const smallestDecodeInstances = (capacity: Capacity, needed: number): number | null => {
  const batch = capacity.decodeEngineBatch;
  const router = capacity.routerMaxConcurrency;
  if (batch < 1 || (router !== undefined && !atLeast(router, needed))) return null;
  return Math.max(1, ceilTolerant(needed / batch));
};

/** Sequences in decode at `rate` requests per second: λ · l_o · t2 / η_d. */
export const decodeSequencesFor = (capacity: Capacity, rate: number): number =>
  (rate * capacity.decodeSlotSeconds) / capacity.etaDecode;
