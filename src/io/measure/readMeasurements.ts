import type { MeasuredFormat, MeasuredRun } from "../../model/measure/run.ts";
import { readAiperfExport } from "./aiperfExport.ts";
import { detectJsonFormat, looksBinary, looksLikePrometheus } from "./detectFormat.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import { type NamedScrape, readPrometheusScrape, runsFromScrapes } from "./prometheusRun.ts";
import { type JsonDocument, readJsonDocuments } from "./readJsonDocuments.ts";
import { readSglangBench } from "./sglangBench.ts";
import { readVllmBench } from "./vllmBench.ts";

// Every file a person drops or pastes at once: each is told apart by its content (not its name),
// read by its format's reader, and reported on its own; scrapes of one server pair up across files.

export interface MeasurementInput {
  name: string;
  text: string;
}

export interface FileReport {
  name: string;
  /** Null when nothing in the file was recognised. */
  format: MeasuredFormat | null;
  runCount: number;
  problems: MeasureProblem[];
}

/** A run with the file (or the pair of scrapes) it came from. */
export interface SourcedRun {
  fileName: string;
  run: MeasuredRun;
}

export interface ReadMeasurements {
  files: FileReport[];
  runs: SourcedRun[];
}

const unknownFormat = (line: number): MeasureProblem =>
  measureProblem(
    line,
    "unknownFormat",
    "is not a result this planner reads (vLLM bench serve JSON, SGLang bench_serving JSONL, AIPerf or GenAI-Perf JSON, Prometheus /metrics text)",
    { hint: "formats" },
  );

const readJsonFile = (text: string): { format: MeasuredFormat | null } & ParsedMeasurements => {
  const { documents, problems } = readJsonDocuments(text);
  const byFormat = new Map<MeasuredFormat, JsonDocument[]>();
  for (const document of documents) {
    const format = detectJsonFormat(document.value);
    if (format === null) problems.push(unknownFormat(document.line));
    else {
      const group = byFormat.get(format);
      if (group === undefined) byFormat.set(format, [document]);
      else group.push(document);
    }
  }
  const runs: MeasuredRun[] = [];
  for (const [format, group] of byFormat) {
    const read =
      format === "vllm"
        ? readVllmBench(group)
        : format === "sglang"
          ? readSglangBench(group)
          : group.map(readAiperfExport).reduce(
              (all, one) => {
                all.runs.push(...one.runs);
                all.problems.push(...one.problems);
                return all;
              },
              { runs: [] as MeasuredRun[], problems: [] as MeasureProblem[] },
            );
    runs.push(...read.runs);
    problems.push(...read.problems);
  }
  const format = byFormat.size === 0 ? null : ([...byFormat.keys()][0] ?? null);
  return { format, runs, problems: problems.sort((a, b) => a.line - b.line) };
};

/** Reads every file; never throws. */
export const readMeasurements = (inputs: readonly MeasurementInput[]): ReadMeasurements => {
  const files: FileReport[] = [];
  const runs: SourcedRun[] = [];
  const scrapes: NamedScrape[] = [];
  for (const { name, text } of inputs) {
    if (text.trim() === "") {
      files.push({
        name,
        format: null,
        runCount: 0,
        problems: [measureProblem(0, "empty", "is empty")],
      });
    } else if (looksBinary(text)) {
      const problem = measureProblem(0, "binary", "is not a text file (it holds binary bytes)");
      files.push({ name, format: null, runCount: 0, problems: [problem] });
    } else if (looksLikePrometheus(text)) {
      const { scrape, problems } = readPrometheusScrape(text);
      if (scrape !== null) scrapes.push({ name, summary: scrape });
      files.push({ name, format: scrape === null ? null : "prometheus", runCount: 0, problems });
    } else {
      const read = readJsonFile(text);
      files.push({
        name,
        format: read.format,
        runCount: read.runs.length,
        problems: read.problems,
      });
      runs.push(...read.runs.map((run) => ({ fileName: name, run })));
    }
  }
  for (const run of runsFromScrapes(scrapes)) {
    runs.push({ fileName: run.meta.label ?? "metrics", run });
  }
  // A scrape's runs are named after its file(s); count them back onto those files.
  for (const file of files) {
    if (file.format !== "prometheus") continue;
    file.runCount = runs.filter(
      ({ run, fileName }) =>
        run.format === "prometheus" && fileName.split(" → ").includes(file.name),
    ).length;
  }
  return { files, runs };
};
