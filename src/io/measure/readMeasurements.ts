import type { MeasuredFormat, MeasuredRun } from "../../model/index.ts";
import { readAiperfExport } from "./aiperfExport.ts";
import { detectJsonFormat, looksBinary, looksLikePrometheus } from "./detectFormat.ts";
import { readGuidellmReport } from "./guidellmReport.ts";
import { readInferencePerfLifecycle } from "./inferencePerfLifecycle.ts";
import { isLlmdReport, readLlmdReport } from "./llmdReport.ts";
import { type MeasureProblem, measureProblem, type ParsedMeasurements } from "./measureProblem.ts";
import { type NamedScrape, readPrometheusScrape, runsFromScrapes } from "./prometheusRun.ts";
import { type JsonDocument, readJsonDocuments } from "./readJsonDocuments.ts";
import { maxFileBytes, maxListedProblems } from "./readLimits.ts";
import { readSglangBench } from "./sglangBench.ts";
import { readVllmBench } from "./vllmBench.ts";
import { looksLikeYaml, type YamlParse } from "./yamlDocument.ts";

// Every file a person drops or pastes at once: each is told apart by its content (not its name),
// read by its format's reader, and reported on its own; scrapes of one server pair up across files.

export interface MeasurementInput {
  name: string;
  text: string;
  /** Why the file gave no text (too large, unreadable); the text is then ignored. */
  unread?: MeasureProblem;
  /** The file's size in bytes, when it came from a file; else the text's length counts. */
  bytes?: number;
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
    "is not a result this planner reads (vLLM bench serve JSON, SGLang bench_serving JSONL, AIPerf or GenAI-Perf JSON, GuideLLM benchmarks.json, llm-d Benchmark Report v0.2 JSON or YAML, inference-perf lifecycle metrics JSON, Prometheus /metrics text)",
    { hint: "formats" },
  );

// Loops, not push(...all): a spread of a few hundred thousand items overflows the stack.
const append = <T>(target: T[], items: readonly T[]): void => {
  for (const item of items) target.push(item);
};

const readGroup = (format: MeasuredFormat, group: readonly JsonDocument[]): ParsedMeasurements => {
  if (format === "vllm") return readVllmBench(group);
  if (format === "sglang") return readSglangBench(group);
  if (format === "guidellm") return readGuidellmReport(group);
  const readOneDocument =
    format === "llmdReport"
      ? readLlmdReport
      : format === "inferencePerf"
        ? readInferencePerfLifecycle
        : readAiperfExport;
  const all: ParsedMeasurements = { runs: [], problems: [] };
  for (const document of group) {
    const one = readOneDocument(document);
    append(all.runs, one.runs);
    append(all.problems, one.problems);
  }
  return all;
};

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
    const read = readGroup(format, group);
    append(runs, read.runs);
    append(problems, read.problems);
  }
  const format = byFormat.size === 0 ? null : ([...byFormat.keys()][0] ?? null);
  return { format, runs, problems: problems.sort((a, b) => a.line - b.line) };
};

const grouped = (value: number): string => value.toLocaleString("en-US");

/** The first `maxListedProblems`, then one line counting the rest. */
const listed = (problems: readonly MeasureProblem[]): MeasureProblem[] => {
  if (problems.length <= maxListedProblems) return [...problems];
  const rest = problems.length - maxListedProblems;
  const from = problems[maxListedProblems]?.line ?? 0;
  const more = measureProblem(from, "moreProblems", `and ${grouped(rest)} more problem(s)`, {
    count: rest,
  });
  return [...problems.slice(0, maxListedProblems), more];
};

const failed = (name: string, problem: MeasureProblem): FileReport => ({
  name,
  format: null,
  runCount: 0,
  problems: [problem],
});

const tooLarge = (chars: number): MeasureProblem =>
  measureProblem(
    0,
    "tooLarge",
    `is ${grouped(chars)} characters; the limit is ${grouped(maxFileBytes)} (take part of it first)`,
    { limit: maxFileBytes, got: chars },
  );

const readerFailed = (error: unknown): MeasureProblem => {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
  return measureProblem(0, "readerFailed", `could not be read: ${reason}`, { reason });
};

interface OneFile {
  report: FileReport;
  runs: MeasuredRun[];
  scrape?: NamedScrape;
}

/** Options of a read: the YAML reader, when the caller has loaded it. */
export interface ReadOptions {
  parseYaml?: YamlParse;
}

const readYamlFile = (text: string, parseYaml: YamlParse | undefined) => {
  const parsed = parseYaml?.(text) ?? { problem: unknownFormat(1) };
  if ("problem" in parsed) return { format: null, runs: [], problems: [parsed.problem] };
  if (!isLlmdReport(parsed.value)) return { format: null, runs: [], problems: [unknownFormat(1)] };
  const read = readLlmdReport({ line: 1, value: parsed.value });
  return { format: "llmdReport" as const, ...read };
};

const readOne = (name: string, text: string, options: ReadOptions): OneFile => {
  if (text.length > maxFileBytes) return { report: failed(name, tooLarge(text.length)), runs: [] };
  if (text.trim() === "") {
    return { report: failed(name, measureProblem(0, "empty", "is empty")), runs: [] };
  }
  if (looksBinary(text)) {
    const problem = measureProblem(0, "binary", "is not a text file (it holds binary bytes)");
    return { report: failed(name, problem), runs: [] };
  }
  if (looksLikeYaml(text)) {
    const read = readYamlFile(text, options.parseYaml);
    const report = {
      name,
      format: read.format,
      runCount: read.runs.length,
      problems: listed(read.problems),
    };
    return { report, runs: read.runs };
  }
  if (looksLikePrometheus(text)) {
    const { scrape, problems } = readPrometheusScrape(text);
    const format = scrape === null ? null : "prometheus";
    const report: FileReport = { name, format, runCount: 0, problems: listed(problems) };
    return scrape === null
      ? { report, runs: [] }
      : { report, runs: [], scrape: { name, summary: scrape } };
  }
  const read = readJsonFile(text);
  const report = {
    name,
    format: read.format,
    runCount: read.runs.length,
    problems: listed(read.problems),
  };
  return { report, runs: read.runs };
};

/** Reads every file; one file's failure is that file's problem, never the others'. Never throws. */
export const readMeasurements = (
  inputs: readonly MeasurementInput[],
  options: ReadOptions = {},
): ReadMeasurements => {
  const files: FileReport[] = [];
  const runs: SourcedRun[] = [];
  const scrapes: NamedScrape[] = [];
  for (const input of inputs) {
    const name = String(input.name);
    let one: OneFile;
    try {
      one =
        input.unread === undefined
          ? readOne(name, input.text, options)
          : { report: failed(name, input.unread), runs: [] };
    } catch (error) {
      one = { report: failed(name, readerFailed(error)), runs: [] };
    }
    files.push(one.report);
    if (one.scrape !== undefined) scrapes.push(one.scrape);
    for (const run of one.runs) runs.push({ fileName: name, run });
  }
  let scrapeRuns: MeasuredRun[] = [];
  try {
    scrapeRuns = runsFromScrapes(scrapes);
  } catch (error) {
    for (const file of files) {
      if (file.format === "prometheus") file.problems.push(readerFailed(error));
    }
  }
  for (const run of scrapeRuns) runs.push({ fileName: run.meta.label ?? "metrics", run });
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
