import type { PhaseScores, TriedSetting } from "./prefillScores.ts";
import type { SearchSpace } from "./types.ts";

const sortedUnique = (values: Iterable<number>): number[] =>
  [...new Set(values)].sort((a, b) => a - b);

/** What the search covered: its candidates, what it kept, scored, solved and merged, and the options per axis. */
export const spaceOf = (
  prefill: PhaseScores<unknown>,
  decode: PhaseScores<unknown>,
  pairs: { scored: number; evaluated: number },
  top: readonly { merged: number }[],
): SearchSpace => {
  const axis = (tried: TriedSetting[], read: (setting: TriedSetting) => number | undefined) =>
    sortedUnique(tried.flatMap((setting) => read(setting) ?? []));
  return {
    candidates: prefill.tried.length * decode.tried.length,
    prefillSettings: prefill.tried.length,
    decodeSettings: decode.tried.length,
    prefillSettingsKept: prefill.scores.length,
    decodeSettingsKept: decode.scores.length,
    pairsScored: pairs.scored,
    pairsSolved: pairs.evaluated,
    merged: top.reduce((sum, entry) => sum + entry.merged, 0),
    layoutsWithoutRoom: prefill.weightlessLayouts + decode.weightlessLayouts,
    axes: {
      prefillBatch: axis(prefill.tried, (s) => s.batch),
      decodeBatch: axis(decode.tried, (s) => s.batch),
      prefillNodesPerInstance: axis(prefill.tried, (s) => s.layout.nodesPerInstance),
      decodeNodesPerInstance: axis(decode.tried, (s) => s.layout.nodesPerInstance),
      prefillDataParallel: axis(prefill.tried, (s) => s.layout.dataParallel),
      decodeDataParallel: axis(decode.tried, (s) => s.layout.dataParallel),
      draftTokens: axis(decode.tried, (s) => s.draft?.draftTokens),
    },
  };
};
