import type {
  HistogramData,
  HistogramMetric,
  RunNote,
  ServerCounters,
  SpecDecodeCounts,
} from "./run.ts";
import { totalsOf } from "./scrapeTotals.ts";

// A vLLM or SGLang /metrics scrape folded into server totals: every family summed over its label
// sets (engines, finish reasons, instances), mapped to the planner's metrics. Names and meanings
// come from vllm/v1/metrics/loggers.py and sglang/srt/metrics/collector.py.

/** One sample of the text exposition. */
export interface ScrapeSample {
  name: string;
  labels: Readonly<Record<string, string>>;
  value: number;
}

export type ScrapeServer = "vllm" | "sglang";

/** Values by series: a label set without `le` (and `position`), as a key. */
export type BySeries<T> = Readonly<Record<string, T>>;

/** Each series' own values, so a delta sees one engine's reset that the totals hide. */
export interface ScrapeSeries {
  /** Counter and spec-decode fields (`promptTokens`, `numDrafts`, ...), each by series. */
  counts: Readonly<Record<string, BySeries<number>>>;
  /** Accepted tokens at each draft position, by series. */
  acceptedPerPosition: readonly BySeries<number>[];
  histograms: Partial<Record<HistogramMetric, BySeries<HistogramData>>>;
}

export interface ScrapeSummary {
  /** Whose names the scrape uses; null when it has no vllm: or sglang: series. */
  server: ScrapeServer | null;
  /** Distinct `model_name` labels, sorted. */
  models: readonly string[];
  /** Distinct `instance` labels (added by a Prometheus server), sorted. */
  instances: readonly string[];
  /** Earliest `_created` time of the server's series (or the process start), Unix seconds. */
  startedAtS?: number;
  histograms: Partial<Record<HistogramMetric, HistogramData>>;
  counters: ServerCounters;
  specDecode?: SpecDecodeCounts;
  /** The same values series by series; the fields above are their sums. */
  series: ScrapeSeries;
  /** SGLang's gauge of recent batches' mean acceptance length. */
  statedAcceptanceLength?: number;
  /** The family each value was read from, by field (`ttft`, `promptTokens`, `numDrafts`, ...). */
  families: Readonly<Record<string, string>>;
  notes: readonly RunNote[];
}

const serverPrefixes: readonly [ScrapeServer, string][] = [
  ["vllm", "vllm:"],
  ["sglang", "sglang:"],
];

// The first family present wins: vLLM's deprecated time_per_output_token_seconds holds the very
// same observations as inter_token_latency_seconds, so adding both would count each step twice.
const histogramFamilies: Record<HistogramMetric, readonly string[]> = {
  ttft: ["vllm:time_to_first_token_seconds", "sglang:time_to_first_token_seconds"],
  itl: [
    "vllm:inter_token_latency_seconds",
    "vllm:time_per_output_token_seconds",
    // Per token, not per step (one interval of n tokens adds n observations of Δ/n): noted.
    "sglang:inter_token_latency_seconds",
  ],
  tpot: ["vllm:request_time_per_output_token_seconds"],
  e2el: ["vllm:e2e_request_latency_seconds", "sglang:e2e_request_latency_seconds"],
  queue: ["vllm:request_queue_time_seconds", "sglang:queue_time_seconds"],
  prefill: ["vllm:request_prefill_time_seconds"],
  decode: ["vllm:request_decode_time_seconds"],
};

const counterFamilies: Record<keyof ServerCounters, readonly string[]> = {
  promptTokens: ["vllm:prompt_tokens_total", "sglang:prompt_tokens_total"],
  generationTokens: ["vllm:generation_tokens_total", "sglang:generation_tokens_total"],
  requests: ["vllm:request_success_total", "sglang:num_requests_total"],
  preemptions: ["vllm:num_preemptions_total"],
  // Not a family: where request_success's failed finishes are kept (braces are in no metric name).
  failedRequests: ["vllm:request_success_total{failed}"],
};
// vLLM counts aborted and errored requests under request_success too; its bench counts only
// successes. The reasons are the lower-case names of FinishReason (STOP, LENGTH, ABORT, ERROR,
// and newer REPETITION), read on vLLM main, not pinned to a commit:
// https://github.com/vllm-project/vllm/blob/main/vllm/v1/engine/__init__.py
const successFamily = "vllm:request_success_total";
const failedSeries = "vllm:request_success_total{failed}";
const failedReasons = new Set(["abort", "error"]);

const specDecodeFamilies = {
  numDrafts: "vllm:spec_decode_num_drafts_total",
  draftTokens: "vllm:spec_decode_num_draft_tokens_total",
  acceptedTokens: "vllm:spec_decode_num_accepted_tokens_total",
} as const;
const perPositionFamily = "vllm:spec_decode_num_accepted_tokens_per_pos_total";
const acceptanceLengthGauge = "sglang:spec_accept_length";
// A position label beyond this is garbage, not a draft length anyone runs.
const maxDraftPositions = 64;
const positionLabel = /^\d+$/;

/** What reading a family means for the numbers, beyond its value. */
const familyNotes: Readonly<Record<string, RunNote>> = {
  "sglang:inter_token_latency_seconds": { code: "sglangItlPerToken" },
  [acceptanceLengthGauge]: { code: "acceptanceFromServerGauge" },
};

const histogramNames = new Set(Object.values(histogramFamilies).flat());
const counterNames = new Set([
  ...Object.values(counterFamilies).flat(),
  ...Object.values(specDecodeFamilies),
]);
const histogramSuffixes = ["_bucket", "_sum", "_count"] as const;

interface HistogramChild {
  buckets: Map<number, number>;
  sum?: number;
  count?: number;
}

interface Totals {
  histograms: Map<string, Map<string, HistogramChild>>;
  counters: Map<string, Map<string, number>>;
  positions: Map<string, number>[];
  gauge: { sum: number; series: number };
}

const boundOf = (text: string | undefined): number => {
  if (text === undefined || text.trim() === "") return Number.NaN;
  return /^\+?inf$/i.test(text) ? Number.POSITIVE_INFINITY : Number(text);
};

// Every label but `le` (and a position, kept apart) tells the series of a family apart.
const seriesKey = (labels: Readonly<Record<string, string>>, skip = "le"): string =>
  JSON.stringify(
    Object.keys(labels)
      .filter((key) => key !== "le" && key !== skip)
      .sort()
      .map((key) => [key, labels[key]]),
  );

const addHistogramSample = (totals: Totals, sample: ScrapeSample): boolean => {
  const suffix = histogramSuffixes.find((end) => sample.name.endsWith(end));
  const family = suffix === undefined ? "" : sample.name.slice(0, -suffix.length);
  if (suffix === undefined || !histogramNames.has(family)) return false;
  const children = totals.histograms.get(family) ?? new Map<string, HistogramChild>();
  totals.histograms.set(family, children);
  const key = seriesKey(sample.labels);
  const child = children.get(key) ?? { buckets: new Map<number, number>() };
  children.set(key, child);
  if (suffix === "_sum") child.sum = sample.value;
  else if (suffix === "_count") child.count = sample.value;
  else {
    const bound = boundOf(sample.labels.le);
    if (!Number.isNaN(bound)) child.buckets.set(bound, sample.value);
  }
  return true;
};

const addTo = (series: Map<string, number>, key: string, value: number): void => {
  series.set(key, (series.get(key) ?? 0) + value);
};

const addSample = (totals: Totals, sample: ScrapeSample): void => {
  if (!Number.isFinite(sample.value) || addHistogramSample(totals, sample)) return;
  if (sample.name === perPositionFamily) {
    const label = sample.labels.position ?? "";
    const position = Number(label);
    if (positionLabel.test(label) && position < maxDraftPositions) {
      while (totals.positions.length <= position) totals.positions.push(new Map());
      addTo(
        totals.positions[position] ?? new Map(),
        seriesKey(sample.labels, "position"),
        sample.value,
      );
    }
  } else if (counterNames.has(sample.name)) {
    const failed =
      sample.name === successFamily && failedReasons.has(sample.labels.finished_reason ?? "");
    const name = failed ? failedSeries : sample.name;
    const series = totals.counters.get(name) ?? new Map<string, number>();
    totals.counters.set(name, series);
    if (failed && !totals.counters.has(sample.name)) totals.counters.set(sample.name, new Map());
    addTo(series, seriesKey(sample.labels), sample.value);
  } else if (sample.name === acceptanceLengthGauge) {
    // A gauge is a state, not a count: the server's value is the mean over its label sets.
    totals.gauge.sum += sample.value;
    totals.gauge.series += 1;
  }
};

/** One series' histogram; its count is NaN when neither `_count` nor the +Inf bucket was read. */
const histogramOf = (child: HistogramChild): HistogramData => ({
  buckets: [...child.buckets]
    .filter(([le]) => Number.isFinite(le))
    .sort(([a], [b]) => a - b)
    .map(([le, count]) => ({ le, count })),
  // Without `_count` the +Inf bucket holds the same number.
  count: child.count ?? child.buckets.get(Number.POSITIVE_INFINITY) ?? Number.NaN,
  sum: child.sum ?? Number.NaN,
});

const distinct = (samples: readonly ScrapeSample[], label: string): string[] =>
  [...new Set(samples.flatMap((sample) => sample.labels[label] ?? []))].sort();

const startOf = (
  own: readonly ScrapeSample[],
  all: readonly ScrapeSample[],
): number | undefined => {
  const created = own.filter((sample) => sample.name.endsWith("_created"));
  const started = all.filter((sample) => sample.name === "process_start_time_seconds");
  const times = (created.length > 0 ? created : started)
    .map((sample) => sample.value)
    .filter(Number.isFinite);
  return times.length > 0 ? times.reduce((earliest, time) => Math.min(earliest, time)) : undefined;
};

const seriesOf = (totals: Totals, families: Record<string, string>): ScrapeSeries => {
  const histograms: ScrapeSeries["histograms"] = {};
  for (const [metric, names] of Object.entries(histogramFamilies)) {
    const family = names.find((name) => totals.histograms.has(name));
    const children = family === undefined ? undefined : totals.histograms.get(family);
    if (family === undefined || children === undefined) continue;
    const bySeries = Object.fromEntries(
      [...children].map(([key, child]) => [key, histogramOf(child)]),
    );
    // A truncated scrape (no +Inf bucket, no `_count`) has an unknown total: PromQL answers NaN.
    if (Object.values(bySeries).some((child) => Number.isNaN(child.count))) continue;
    histograms[metric as HistogramMetric] = bySeries;
    families[metric] = family;
  }
  const counts: Record<string, BySeries<number>> = {};
  for (const [field, names] of Object.entries(counterFamilies)) {
    const family = names.find((name) => totals.counters.has(name));
    if (family === undefined) continue;
    counts[field] = Object.fromEntries(totals.counters.get(family) ?? []);
    families[field] = family;
  }
  const { draftTokens, acceptedTokens } = specDecodeFamilies;
  if (!totals.counters.has(draftTokens) || !totals.counters.has(acceptedTokens)) {
    return { counts, acceptedPerPosition: [], histograms };
  }
  for (const [field, family] of Object.entries(specDecodeFamilies)) {
    const values = totals.counters.get(family);
    if (values === undefined) continue;
    counts[field] = Object.fromEntries(values);
    families[field] = family;
  }
  if (totals.positions.length > 0) families.acceptedPerPosition = perPositionFamily;
  const acceptedPerPosition = totals.positions.map((values) => Object.fromEntries(values));
  return { counts, acceptedPerPosition, histograms };
};

/** Folds a scrape's samples (in any order) into the server's totals. */
export const summarizeScrape = (samples: readonly ScrapeSample[]): ScrapeSummary => {
  const serverOf = (name: string) => serverPrefixes.find(([, prefix]) => name.startsWith(prefix));
  const own = samples.filter((sample) => serverOf(sample.name) !== undefined);
  const totals: Totals = {
    histograms: new Map(),
    counters: new Map(),
    positions: [],
    gauge: { sum: 0, series: 0 },
  };
  // `_created` series are creation times, not counts (prometheus_client's single-process mode).
  for (const sample of own) if (!sample.name.endsWith("_created")) addSample(totals, sample);
  const families: Record<string, string> = {};
  const series = seriesOf(totals, families);
  const summary: ScrapeSummary = {
    server: serverOf(own[0]?.name ?? "")?.[0] ?? null,
    models: distinct(own, "model_name"),
    instances: distinct(own, "instance"),
    startedAtS: startOf(own, samples),
    ...totalsOf(series),
    series,
    families,
    notes: [],
  };
  const acceptanceLength = totals.gauge.sum / totals.gauge.series;
  // Length counts the bonus token, so below 1 means the server ran no speculative decoding.
  if (acceptanceLength >= 1) {
    summary.statedAcceptanceLength = acceptanceLength;
    families.statedAcceptanceLength = acceptanceLengthGauge;
  }
  summary.notes = Object.values(families).flatMap((family) => familyNotes[family] ?? []);
  return summary;
};
