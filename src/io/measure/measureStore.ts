import type {
  AnalyzeOptions,
  MeasuredFormat,
  MeasuredRun,
  RunAnalysis,
  RunMeta,
  RunNote,
} from "../../model/index.ts";
import { analyzeRun } from "../../model/index.ts";
import { type MeasureProblem, measureProblem } from "./measureProblem.ts";
import {
  type FileReport,
  type MeasurementInput,
  type ReadOptions,
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
  /** Bytes (or characters of pasted text) read, per file name: what `keptBytes` sums. */
  bytes: Map<string, number>;
}

export interface MeasureStore {
  /** Names not used by any kept file nor each other: "name", else "name (2)", "name (3)", ... */
  uniqueNames: (wanted: readonly string[]) => string[];
  /** Reads one drop of files; their names must be unique (see uniqueNames). */
  add: (inputs: readonly MeasurementInput[], options?: ReadOptions) => void;
  remove: (name: string) => void;
  clear: () => void;
  /** Bytes of the files kept (characters of pasted text): a measure of the memory their runs hold. */
  keptBytes: () => number;
  snapshot: (options: AnalyzeOptions) => MeasureSnapshot;
}

const reasonOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";

const failedFile = (name: string, error: unknown): FileReport => {
  const reason = reasonOf(error);
  const problem = measureProblem(0, "readerFailed", `could not be read: ${reason}`, { reason });
  return { name, format: null, runCount: 0, problems: [problem] };
};

const analysisFailed = (line: number, error: Error): MeasureProblem => {
  const reason = reasonOf(error);
  return measureProblem(line, "readerFailed", `could not be analyzed: ${reason}`, { reason });
};

const bytesOf = (input: MeasurementInput): number =>
  input.unread === undefined ? (input.bytes ?? input.text.length) : 0;

const withoutKey = <V>(map: ReadonlyMap<string, V>, key: string): Map<string, V> => {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
};

export const createMeasureStore = (): MeasureStore => {
  let batches: Batch[] = [];
  let nextId = 1;
  const analyses = new WeakMap<MeasuredRun, { key: string; analysis: RunAnalysis }>();
  const kept = (runs: readonly SourcedRun[]): KeptRun[] =>
    runs.map((run) => ({ ...run, id: `run-${nextId++}` }));
  const names = () => new Set(batches.flatMap((batch) => batch.files.map((file) => file.name)));
  const analysisOf = (run: MeasuredRun, options: AnalyzeOptions): RunAnalysis | Error => {
    const key = JSON.stringify(options);
    const cached = analyses.get(run);
    if (cached?.key === key) return cached.analysis;
    try {
      const analysis = analyzeRun(run, options);
      analyses.set(run, { key, analysis });
      return analysis;
    } catch (error) {
      return error instanceof Error ? error : new Error("unknown error");
    }
  };
  const removeFrom = (batch: Batch, name: string): Batch => {
    const gone = batch.files.find((file) => file.name === name);
    if (gone === undefined) return batch;
    if (gone.format !== "prometheus") {
      return {
        ...batch,
        files: batch.files.filter((file) => file !== gone),
        runs: batch.runs.filter((run) => run.fileName !== name),
        bytes: withoutKey(batch.bytes, name),
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
      bytes: withoutKey(batch.bytes, name),
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
    add: (inputs, options = {}) => {
      let read: ReturnType<typeof readMeasurements>;
      try {
        read = readMeasurements(inputs, options);
      } catch (error) {
        read = { files: inputs.map((input) => failedFile(input.name, error)), runs: [] };
      }
      const scrapeNames = new Set(
        read.files.filter((file) => file.format === "prometheus").map((file) => file.name),
      );
      batches.push({
        files: read.files,
        runs: kept(read.runs),
        scrapes: inputs.filter((input) => scrapeNames.has(input.name)),
        bytes: new Map(inputs.map((input) => [input.name, bytesOf(input)])),
      });
    },
    remove: (name) => {
      batches = batches.map((batch) => removeFrom(batch, name)).filter((b) => b.files.length > 0);
    },
    clear: () => {
      batches = [];
    },
    keptBytes: () =>
      batches.reduce((sum, batch) => sum + [...batch.bytes.values()].reduce((a, b) => a + b, 0), 0),
    snapshot: (options) => {
      // A run the analysis fails on is left out and named on its file; the others still show.
      const failures = new Map<string, MeasureProblem[]>();
      const runs: RunSummary[] = [];
      for (const batch of batches) {
        for (const { id, fileName, run } of batch.runs) {
          const analysis = analysisOf(run, options);
          if (analysis instanceof Error) {
            const problem = analysisFailed(run.line, analysis);
            failures.set(fileName, [...(failures.get(fileName) ?? []), problem]);
            continue;
          }
          const { line, format, meta, notes } = run;
          runs.push({ id, fileName, line, format, meta, notes, analysis });
        }
      }
      const files = batches.flatMap((batch) =>
        batch.files.map((file) => {
          const failed = failures.get(file.name);
          return failed === undefined ? file : { ...file, problems: [...file.problems, ...failed] };
        }),
      );
      return { files, runs };
    },
  };
};
