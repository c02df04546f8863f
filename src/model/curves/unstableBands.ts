import type { CurveBand } from "./curvePoint.ts";

const loneWidth = 0.1;

/**
 * Shaded stretches around the unstable loads of an ascending grid: each reaches halfway to its
 * neighbours (as far again past the grid's ends), and neighbouring unstable loads share one band.
 */
export const unstableBands = (loads: readonly { x: number; stable: boolean }[]): CurveBand[] => {
  const bands: CurveBand[] = [];
  loads.forEach((load, index) => {
    if (load.stable) return;
    const before = loads[index - 1]?.x;
    const after = loads[index + 1]?.x;
    // Half the gap to the one neighbour there is; a lone load gets a sliver of its own size.
    const halfGap = Math.abs((after ?? before ?? load.x * (1 + loneWidth)) - load.x) / 2;
    const from = before === undefined ? load.x - halfGap : (before + load.x) / 2;
    const to = after === undefined ? load.x + halfGap : (load.x + after) / 2;
    const last = bands.at(-1);
    if (last && loads[index - 1]?.stable === false) {
      last.to = to;
      last.at.push(load.x);
    } else bands.push({ kind: "unstable", from, to, at: [load.x] });
  });
  return bands;
};
