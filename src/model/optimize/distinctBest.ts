import { keepBest, type Objective, type Ranked, ranksBefore } from "./ranking.ts";

/** A ranked configuration with the key of what it runs (distinctKey). */
export interface Keyed extends Ranked {
  key: string;
}

export interface DistinctBest<T extends Keyed> {
  /** The best distinct configurations, best first, at most `keep`. */
  best: T[];
  /** The k-th best, once there are k; what a candidate must beat to enter. */
  kth: () => T | undefined;
  offer: (item: T) => void;
  /** How many more times each key was offered after its first. */
  merged: (key: string) => number;
}

/**
 * The best `keep` configurations with no key twice: a configuration offered again (the same
 * layouts, batches, drafts and x, y reached by other changes) is merged into the one that ranks
 * first (it changes fewer fields, or comes first in the search's order) and counted.
 */
export const distinctBest = <T extends Keyed>(
  objective: Objective,
  keep: number,
): DistinctBest<T> => {
  const best: T[] = [];
  const repeats = new Map<string, number>();
  return {
    best,
    kth: () => (best.length === keep ? best[keep - 1] : undefined),
    offer: (item) => {
      const seen = repeats.get(item.key);
      repeats.set(item.key, seen === undefined ? 0 : seen + 1);
      const twin = best.findIndex((entry) => entry.key === item.key);
      if (twin >= 0) {
        if (!ranksBefore(objective, item, best[twin] as T)) return;
        best.splice(twin, 1);
      }
      keepBest(objective, best, item, keep);
    },
    merged: (key) => repeats.get(key) ?? 0,
  };
};
