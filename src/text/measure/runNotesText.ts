import {
  type LatencyMetric,
  type MeasuredFormat,
  type MissingReason,
  notesThatHold,
  type RunAnalysis,
  type RunNote,
} from "../../model/index.ts";
import { fill } from "../fill.ts";
import { type RunNoteWords, runNotesEn } from "./runNotesEn.ts";
import { runNotesZh } from "./runNotesZh.ts";

// What a measured run's file says or lacks, as sentences, for the Measurements tab and `analyze`.
// Where per-request data would help, each tool's own way to get it (its detailHint) is named.

export const runNoteWords = { en: runNotesEn, zh: runNotesZh } as const;

/** One of a run's notes as a sentence; `hint` is the run's tool's detailHint. */
export const runNoteSentence = (note: RunNote, words: RunNoteWords, hint: string): string =>
  note.code === "counterReset"
    ? fill(words.notes.counterReset, { family: note.family })
    : note.code === "requestsStillRunning" || note.code === "serverErrors"
      ? fill(words.notes[note.code], { count: note.count })
      : fill(words.notes[note.code], { hint });

export interface MissingOptions {
  /** The run has distributions (from a scrape's buckets) without per-request data. */
  hasDistribution: boolean;
  /** How a metric key the file does not state is named. */
  keyLabel: (key: string) => string;
  /** Where the reader sets a goodput SLO. */
  sloWhere: keyof RunNoteWords["sloWhere"];
}

/**
 * What the run's file cannot tell, as sentences: the unstated statistics in one, goodput's reason
 * standing for attainment's, and no word on distributions where a scrape gave them.
 */
export const missingSentences = (
  reasons: readonly MissingReason[],
  options: MissingOptions,
  words: RunNoteWords,
  hint: string,
): string[] => {
  const unstated = reasons.flatMap((r) => (r.code === "percentileNotStated" ? [r.key] : []));
  const sentences: string[] = [];
  if (unstated.length > 0) {
    const keys = unstated.map(options.keyLabel).join(words.listSeparator);
    sentences.push(fill(words.missing.percentileNotStated, { keys, hint }));
  }
  const codes = new Set(reasons.map((r) => r.code));
  if (codes.has("goodputNeedsRequests")) codes.delete("attainmentNeedsRequests");
  if (options.hasDistribution) codes.delete("distributionNeedsRequests");
  codes.delete("percentileNotStated");
  const where = words.sloWhere[options.sloWhere];
  for (const code of codes) {
    sentences.push(
      fill(words.missing[code as Exclude<typeof code, "percentileNotStated">], { hint, where }),
    );
  }
  return sentences;
};

/** A latency whose stated statistics the file's per-request data do not reproduce. */
export const unreproducedSentence = (metric: string, words: RunNoteWords): string =>
  fill(words.missing.unreproduced, { metric });

export interface RemarkOptions extends Omit<MissingOptions, "hasDistribution"> {
  /** How a latency whose stated statistics are not reproduced is named. */
  latencyName: (metric: LatencyMetric) => string;
}

/**
 * Everything a run's file says or lacks, by kind, for the Measurements tab and `analyze` to set
 * out: the notes that hold once the run is analysed, the latencies whose stated statistics its
 * per-request data do not reproduce, and what it cannot tell (naming the tool's per-request flag).
 */
export const runRemarkParts = (
  run: { format: MeasuredFormat; notes: readonly RunNote[] },
  analysis: RunAnalysis,
  words: RunNoteWords,
  options: RemarkOptions,
): { notes: string[]; unreproduced: string[]; missing: string[] } => {
  const hint = words.detailHint[run.format];
  return {
    notes: notesThatHold(run.notes, analysis).map((note) => runNoteSentence(note, words, hint)),
    unreproduced: (analysis.unreproduced ?? []).map((metric) =>
      unreproducedSentence(options.latencyName(metric), words),
    ),
    missing: missingSentences(
      analysis.missing,
      { ...options, hasDistribution: Object.keys(analysis.distributions).length > 0 },
      words,
      hint,
    ),
  };
};
