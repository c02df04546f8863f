import type { CurvePoint } from "./curvePoint.ts";

/** True when `a` is at least as good as `b` on both axes (more is better) and better on one. */
export const dominates = (a: CurvePoint, b: CurvePoint): boolean =>
  a.x >= b.x && a.y >= b.y && (a.x > b.x || a.y > b.y);

/**
 * The points no other point dominates (more x and more y are both better), by ascending x;
 * of equal points the first is kept. Sort by x descending, then keep each point that beats the
 * best y seen so far: O(n log n).
 */
export const nonDominated = (points: readonly CurvePoint[]): CurvePoint[] => {
  const byX = points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => b.point.x - a.point.x || b.point.y - a.point.y || a.index - b.index);
  const kept: CurvePoint[] = [];
  let bestY = Number.NEGATIVE_INFINITY;
  for (const { point } of byX) {
    if (point.y > bestY) {
      kept.push(point);
      bestY = point.y;
    }
  }
  return kept.reverse();
};
