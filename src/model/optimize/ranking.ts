import { nearlyEqual } from "../tolerance.ts";

/** What the search maximizes: QPM per node within a node budget, or fewest nodes for a target QPM. */
export type Objective = "qpmPerNode" | "fewestNodes";

/** What the ranking reads from a scored configuration. */
export interface Ranked {
  qpmPerNode: number;
  totalNodes: number;
  /** The least headroom left on any SLO, as a fraction of its target (1 when none is set). */
  sloHeadroom: number;
  /** Plan fields it changes: fewer ranks first among equals. */
  changeCount: number;
  /** Its place in the search's enumeration, the last tie-break, so ranks never depend on timing. */
  order: number;
}

/** True when `a` ranks ahead of `b`. */
export const ranksBefore = (objective: Objective, a: Ranked, b: Ranked): boolean => {
  const sameRate = nearlyEqual(a.qpmPerNode, b.qpmPerNode);
  if (objective === "qpmPerNode") {
    if (!sameRate) return a.qpmPerNode > b.qpmPerNode;
    if (a.totalNodes !== b.totalNodes) return a.totalNodes < b.totalNodes;
  } else {
    if (a.totalNodes !== b.totalNodes) return a.totalNodes < b.totalNodes;
    if (!sameRate) return a.qpmPerNode > b.qpmPerNode;
  }
  if (!nearlyEqual(a.sloHeadroom, b.sloHeadroom)) return a.sloHeadroom > b.sloHeadroom;
  if (a.changeCount !== b.changeCount) return a.changeCount < b.changeCount;
  return a.order < b.order;
};

/** Inserts `item` into the sorted `best` (at most `keep` long) when it ranks high enough. */
export const keepBest = <T extends Ranked>(
  objective: Objective,
  best: T[],
  item: T,
  keep: number,
): void => {
  let at = best.length;
  while (at > 0 && ranksBefore(objective, item, best[at - 1] as T)) at -= 1;
  if (at >= keep) return;
  best.splice(at, 0, item);
  if (best.length > keep) best.pop();
};
