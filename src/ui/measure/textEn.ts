import { metricWordsEn, runNotesEn } from "../../text/index.ts";
import { calibrateEn } from "./calibrateTextEn.ts";

// The measurements view's strings in English; textZh.ts mirrors them key for key.

export const measureEn = {
  heading: "Measurements",
  intro:
    "Import benchmark results or Prometheus /metrics scrapes to see what was measured and to calibrate the plan with it. Files are read in this browser and never uploaded.",
  drop: {
    zone: "Drop result files here",
    or: "or",
    choose: "Choose files",
    formats:
      "vLLM bench serve JSON, SGLang bench_serving JSONL, AIPerf or GenAI-Perf JSON, GuideLLM benchmarks.json, llm-d Benchmark Report v0.2 (JSON or YAML), inference-perf lifecycle metrics JSON, Prometheus /metrics text; several at once, or a folder (of a vllm bench sweep, its run=N.json files). Two scrapes of one server dropped together become one before → after run.",
  },
  paste: {
    label: "Or paste a result or /metrics text",
    read: "Read pasted text",
    name: "pasted {n}",
    empty: "Paste some text first.",
  },
  reading: "Reading {names}…",
  analyzing: "Analyzing…",
  files: {
    heading: "Files",
    clearAll: "Clear all",
    remove: "Remove {name}",
    runs: "{count} runs",
    oneRun: "1 run",
    unknown: "format not recognised",
    notRead: "not read",
    problems: "{count} problems",
    oneProblem: "1 problem",
    wholeFile: "Whole file",
    line: "Line {line}",
    field: "field {field}",
  },
  formats: {
    vllm: "vLLM bench serve",
    sglang: "SGLang bench_serving",
    aiperf: "AIPerf",
    genaiPerf: "GenAI-Perf",
    prometheus: "Prometheus /metrics",
    guidellm: "GuideLLM",
    llmdReport: "llm-d Benchmark Report",
    inferencePerf: "inference-perf",
  },
  problems: {
    empty: "The file is empty.",
    binary: "Not a text file: it holds binary bytes.",
    syntax: "Not valid JSON: {reason} (column {column}).",
    yamlSyntax: "Not valid YAML: {reason}.",
    unknownFormat:
      "Not a result this planner reads (vLLM bench serve JSON, SGLang bench_serving JSONL, AIPerf or GenAI-Perf JSON, GuideLLM benchmarks.json, llm-d Benchmark Report v0.2 JSON or YAML, inference-perf lifecycle metrics JSON, Prometheus /metrics text).",
    type: "Expected {expected}, got {got}.",
    length: "Has {got} entries where the other per-request arrays have {expected}.",
    value: "Value out of range: {got}.",
    prometheusLine: "Not a Prometheus sample ({reason}): {text}",
    nothingToUse: "Nothing here to use: {hint}.",
    tooLarge: "Longer than {limit} characters: take part of it first.",
    fileTooLarge: "The file is {got}; the limit is {limit}. Take part of it first.",
    keptFull:
      "Not added: the files kept here would pass {limit}. Remove a file, then add this one again.",
    tooMany: "More than {limit} results or lines: the rest of the file was not read.",
    moreProblems: "And {count} more problems.",
    unreadable: "The file could not be read (moved, deleted, or permission lost).",
    readerFailed: "Could not be read ({reason}); the other files are unaffected.",
  },
  options: {
    heading: "Options",
    percentiles: "Percentiles to report",
    percentilesHelp: "Comma-separated numbers from 0 to 100, e.g. 50, 90, 99.",
    percentileErrors: {
      empty: "Enter at least one percentile.",
      notNumber: "“{item}” is not a number.",
      range: "{item} is outside 0–100.",
    },
    keeping: "Showing the last valid choice: {value}.",
    slo: "Goodput SLOs (ms)",
    sloHelp: "Taken from the plan until you change them; empty means no limit.",
    sloError: "Enter a positive number of ms, or leave it empty.",
  },
  table: {
    heading: "Summary",
    caption: "Metrics of each run, as vllm bench serve prints them, plus what it does not print",
    metric: "Metric",
    rate: "{rate} req/s",
    unlimitedRate: "∞ req/s",
    concurrency: "max concurrency {n}",
    recomputed: "recomputed {value}",
    flag: "⚠ Check:",
    error: "off by {percent}",
    bucket: "in bucket {lower}–{upper} ms",
    none: "Add a file to see its runs.",
  },
  sources: {
    legend: "Where each value comes from:",
    computed: { tag: "calc", name: "computed from the file's data" },
    stated: { tag: "file", name: "stated in the file" },
    estimated: { tag: "est", name: "estimated from histogram buckets" },
    approximate: { tag: "≈", name: runNotesEn.approximateRebuilt },
  },

  identity: {
    heading: "TPOT from ITL",
    sentence: "mean ITL / α = {itl} / {alpha} = {ratio} ms vs {reference} {tpot} ms (gap {gap})",
    tokenWeighted: "token-weighted TPOT",
    requestWeighted: "mean TPOT",
    alphaMeasured: "α measured.",
    alphaAssumed: "α assumed 1: this run measured no acceptance length.",
    colon: ": ",
    stop: ". ",
    between: " ",
    agree: "They agree within 2%.",
    causes: {
      chunksBelowAcceptance:
        "Chunks carry fewer tokens than α: the last steps of a request draft less, or an extra chat role chunk adds a near-zero gap.",
      chunksAboveAcceptance:
        "Chunks carry more tokens than α: a stream interval above 1, or the server merging outputs under load.",
      requestWeighting:
        "The mean TPOT weighs every request equally, so short requests count more than in the token-weighted figure.",
      undetermined:
        "Without per-request data the cause cannot be told: chunks carrying several tokens (speculative decoding, a stream interval above 1, output merging) or the request weighting of the mean TPOT.",
    },
    none: "Needs a mean ITL and a TPOT.",
  },
  chart: {
    heading: "Distributions",
    metric: "Metric",
    title: "{metric} CDF",
    x: "{metric} (ms)",
    y: "Share of requests",
    estimate: "estimate from buckets",
    slo: "SLO {value} ms",
    none: "No distribution for {metric}: it needs per-request data or a /metrics scrape.",
    summary: "{metric} CDF of {count} runs; the table below lists its quantiles.",
    tableCaption: "Quantiles read from each drawn CDF (ms)",
    run: "Run",
    kind: "Source",
    count: "Samples",
    kinds: { samples: "per request", buckets: "estimate from buckets" },
  },
  sweep: {
    heading: "Sweep summary",
    intro:
      "One row a run, by the concurrency (or rate) it was driven at; latencies in ms, each the value the run's column above shows. Choose a run to calibrate the plan from it below.",
    caption: "Each run's throughput and latency, by load",
    run: "Run",
    load: "Load",
    noLoad: "—",
    use: "Calibrate from",
    useRun: "Calibrate from {run}",
    latency: "Latency",
    x: "Output token throughput (tok/s)",
    summary:
      "{metric} against output token throughput, one point for each of {count} runs; the table above lists the values.",
    none: "No run states both an output throughput and {metric}.",
  },
  ...calibrateEn,
  // Notes, what the files cannot tell and each tool's per-request flag: `analyze` says them too.
  ...runNotesEn,
  ...metricWordsEn,
};
