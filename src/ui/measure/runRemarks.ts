import type { RunSummary } from "../../io/index.ts";
import { type MissingReason, notesThatHold, type RunNote } from "../../model/index.ts";
import { fill } from "../../text/index.ts";
import { metricLabel } from "./metricLabel.ts";
import type { MeasureText } from "./text.ts";

// What a run's file says or lacks, as sentences; runs with the same sentences are listed together.
// Where per-request data would help, each tool's own way to get it is named.

const noteText = (note: RunNote, text: MeasureText, hint: string): string =>
  note.code === "counterReset"
    ? fill(text.notes.counterReset, { family: note.family })
    : note.code === "requestsStillRunning" || note.code === "serverErrors"
      ? fill(text.notes[note.code], { count: note.count })
      : fill(text.notes[note.code], { hint });

const missingText = (
  reasons: readonly MissingReason[],
  hasDistribution: boolean,
  text: MeasureText,
  hint: string,
): string[] => {
  const unstated = reasons.flatMap((r) => (r.code === "percentileNotStated" ? [r.key] : []));
  const sentences: string[] = [];
  if (unstated.length > 0) {
    const keys = unstated.map((key) => metricLabel(key, text)).join(", ");
    sentences.push(fill(text.missing.percentileNotStated, { keys, hint }));
  }
  const codes = new Set(reasons.map((r) => r.code));
  // Goodput's reason covers attainment's; a scrape has distributions from its buckets.
  if (codes.has("goodputNeedsRequests")) codes.delete("attainmentNeedsRequests");
  if (hasDistribution) codes.delete("distributionNeedsRequests");
  codes.delete("percentileNotStated");
  for (const code of codes) {
    sentences.push(
      fill(text.missing[code as Exclude<typeof code, "percentileNotStated">], { hint }),
    );
  }
  return sentences;
};

export const runRemarks = (run: RunSummary, text: MeasureText): string[] => {
  const hasDistribution = Object.keys(run.analysis.distributions).length > 0;
  const hint = text.detailHint[run.format];
  const sentences = [
    ...notesThatHold(run.notes, run.analysis).map((note) => noteText(note, text, hint)),
    ...missingText(run.analysis.missing, hasDistribution, text, hint),
    ...(run.analysis.unreproduced ?? []).map((metric) =>
      fill(text.missing.unreproduced, { metric: text.latencyNames[metric] }),
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
