import type { RunSummary } from "../../io/index.ts";
import { notesThatHold } from "../../model/index.ts";
import {
  metricLabel,
  missingSentences,
  runNoteSentence,
  unreproducedSentence,
} from "../../text/index.ts";
import type { MeasureText } from "./text.ts";

// What a run's file says or lacks, as sentences; runs with the same sentences are listed together.
// Where per-request data would help, each tool's own way to get it is named.

export const runRemarks = (run: RunSummary, text: MeasureText): string[] => {
  const hasDistribution = Object.keys(run.analysis.distributions).length > 0;
  const hint = text.detailHint[run.format];
  const sentences = [
    ...notesThatHold(run.notes, run.analysis).map((note) => runNoteSentence(note, text, hint)),
    ...missingSentences(
      run.analysis.missing,
      { hasDistribution, keyLabel: (key) => metricLabel(key, text), sloWhere: "page" },
      text,
      hint,
    ),
    ...(run.analysis.unreproduced ?? []).map((metric) =>
      unreproducedSentence(text.latencyNames[metric], text),
    ),
  ];
  return [...new Set(sentences)];
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
