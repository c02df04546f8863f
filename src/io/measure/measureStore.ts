import type { AnalyzeOptions, RunAnalysis } from "../../model/measure/analysis.ts";
import { analyzeRun } from "../../model/measure/analyzeRun.ts";
import type { MeasuredFormat, MeasuredRun, RunMeta, RunNote } from "../../model/measure/run.ts";
import {
  type FileReport,
  type MeasurementInput,
  readMeasurements,
  type SourcedRun,
} from "./readMeasurements.ts";

// The files a person has added, kept parsed between changes: each drop is read once, scrapes pair
// only with scrapes of the same drop, and a change of options re-analyzes the kept runs.

/** One run as the page needs it: small, without the per-request arrays. */
export interface RunSummary {
  id: string;
  fileName: string;
  line: number;
  format: MeasuredFormat;
  meta: RunMeta;
  notes: readonly RunNote[];
  analysis: RunAnalysis;
}

export interface MeasureSnapshot {
  files: FileReport[];
  runs: RunSummary[];
}

interface KeptRun extends SourcedRun {
  id: string;
}

interface Batch {
  files: FileReport[];
  runs: KeptRun[];
  /** Scrape texts, kept small and re-paired when one scrape of the drop is removed. */
  scrapes: MeasurementInput[];
}

export interface MeasureStore {
  /** Names not used by any kept file nor each other: "name", else "name (2)", "name (3)", ... */
  uniqueNames: (wanted: readonly string[]) => string[];
  /** Reads one drop of files; their names must be unique (see uniqueNames). */
  add: (inputs: readonly MeasurementInput[]) => void;
  remove: (name: string) => void;
  clear: () => void;
  snapshot: (options: AnalyzeOptions) => MeasureSnapshot;
}

export const createMeasureStore = (): MeasureStore => {
  let batches: Batch[] = [];
  let nextId = 1;
  const analyses = new WeakMap<MeasuredRun, { key: string; analysis: RunAnalysis }>();
  const kept = (runs: readonly SourcedRun[]): KeptRun[] =>
    runs.map((run) => ({ ...run, id: `run-${nextId++}` }));
  const names = () => new Set(batches.flatMap((batch) => batch.files.map((file) => file.name)));
  const analysisOf = (run: MeasuredRun, options: AnalyzeOptions): RunAnalysis => {
    const key = JSON.stringify(options);
    const cached = analyses.get(run);
    if (cached?.key === key) return cached.analysis;
    const analysis = analyzeRun(run, options);
    analyses.set(run, { key, analysis });
    return analysis;
  };
  const removeFrom = (batch: Batch, name: string): Batch => {
    const gone = batch.files.find((file) => file.name === name);
    if (gone === undefined) return batch;
    if (gone.format !== "prometheus") {
      return {
        ...batch,
        files: batch.files.filter((file) => file !== gone),
        runs: batch.runs.filter((run) => run.fileName !== name),
      };
    }
    // A scrape may be half of a before→after pair: pair the drop's other scrapes again.
    const scrapes = batch.scrapes.filter((scrape) => scrape.name !== name);
    const reread = readMeasurements(scrapes);
    const byName = new Map(reread.files.map((file) => [file.name, file]));
    return {
      files: batch.files
        .filter((file) => file !== gone)
        .map((file) => byName.get(file.name) ?? file),
      runs: [...batch.runs.filter((run) => run.run.format !== "prometheus"), ...kept(reread.runs)],
      scrapes,
    };
  };
  return {
    uniqueNames: (wanted) => {
      const taken = names();
      return wanted.map((name) => {
        let unique = name;
        for (let count = 2; taken.has(unique); count += 1) unique = `${name} (${count})`;
        taken.add(unique);
        return unique;
      });
    },
    add: (inputs) => {
      const read = readMeasurements(inputs);
      const scrapeNames = new Set(
        read.files.filter((file) => file.format === "prometheus").map((file) => file.name),
      );
      batches.push({
        files: read.files,
        runs: kept(read.runs),
        scrapes: inputs.filter((input) => scrapeNames.has(input.name)),
      });
    },
    remove: (name) => {
      batches = batches.map((batch) => removeFrom(batch, name)).filter((b) => b.files.length > 0);
    },
    clear: () => {
      batches = [];
    },
    snapshot: (options) => ({
      files: batches.flatMap((batch) => batch.files),
      runs: batches.flatMap((batch) =>
        batch.runs.map(({ id, fileName, run }) => ({
          id,
          fileName,
          line: run.line,
          format: run.format,
          meta: run.meta,
          notes: run.notes,
          analysis: analysisOf(run, options),
        })),
      ),
    }),
  };
};
