import type { RunSummary } from "../../io/index.ts";
import { metricLabel, runRemarkParts } from "../../text/index.ts";
import type { MeasureText } from "./text.ts";

// What a run's file says or lacks, as sentences; runs with the same sentences are listed together.
// Where per-request data would help, each tool's own way to get it is named.

export const runRemarks = (run: RunSummary, text: MeasureText): string[] => {
  const { notes, missing, unreproduced } = runRemarkParts(run, run.analysis, text, {
    keyLabel: (key) => metricLabel(key, text),
    latencyName: (metric) => text.latencyNames[metric],
    sloWhere: "page",
  });
  return [...new Set([...notes, ...missing, ...unreproduced])];
};

/** Runs grouped by identical remarks, in the order they first appear. */
export const groupRemarks = (
  runs: readonly RunSummary[],
  text: MeasureText,
): { runIds: string[]; sentences: string[] }[] => {
  const groups = new Map<string, { runIds: string[]; sentences: string[] }>();
  for (const run of runs) {
    const sentences = runRemarks(run, text);
    if (sentences.length === 0) continue;
    const key = JSON.stringify(sentences);
    const group = groups.get(key) ?? { runIds: [], sentences };
    group.runIds.push(run.id);
    groups.set(key, group);
  }
  return [...groups.values()];
};
