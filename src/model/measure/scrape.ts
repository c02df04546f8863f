import type {
  HistogramData,
  HistogramMetric,
  RunNote,
  ServerCounters,
  SpecDecodeCounts,
} from "./run.ts";

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
};

const specDecodeFamilies = {
  numDrafts: "vllm:spec_decode_num_drafts_total",
  draftTokens: "vllm:spec_decode_num_draft_tokens_total",
  acceptedTokens: "vllm:spec_decode_num_accepted_tokens_total",
} as const;
const perPositionFamily = "vllm:spec_decode_num_accepted_tokens_per_pos_total";
const acceptanceLengthGauge = "sglang:spec_accept_length";
// A position label beyond this is garbage, not a draft length anyone runs.
const maxDraftPositions = 64;

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
  counters: Map<string, number>;
  positions: number[];
  gauge: { sum: number; series: number };
}

const boundOf = (text: string | undefined): number => {
  if (text === undefined || text.trim() === "") return Number.NaN;
  return /^\+?inf$/i.test(text) ? Number.POSITIVE_INFINITY : Number(text);
};

// Every label but `le` tells the children of a family apart.
const childKey = (labels: Readonly<Record<string, string>>): string =>
  JSON.stringify(
    Object.keys(labels)
      .filter((key) => key !== "le")
      .sort()
      .map((key) => [key, labels[key]]),
  );

const addHistogramSample = (totals: Totals, sample: ScrapeSample): boolean => {
  const suffix = histogramSuffixes.find((end) => sample.name.endsWith(end));
  const family = suffix === undefined ? "" : sample.name.slice(0, -suffix.length);
  if (suffix === undefined || !histogramNames.has(family)) return false;
  const children = totals.histograms.get(family) ?? new Map<string, HistogramChild>();
  totals.histograms.set(family, children);
  const key = childKey(sample.labels);
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

const addSample = (totals: Totals, sample: ScrapeSample): void => {
  if (!Number.isFinite(sample.value) || addHistogramSample(totals, sample)) return;
  if (sample.name === perPositionFamily) {
    const position = Number(sample.labels.position);
    if (Number.isInteger(position) && position >= 0 && position < maxDraftPositions) {
      while (totals.positions.length <= position) totals.positions.push(0);
      totals.positions[position] = (totals.positions[position] ?? 0) + sample.value;
    }
  } else if (counterNames.has(sample.name)) {
    totals.counters.set(sample.name, (totals.counters.get(sample.name) ?? 0) + sample.value);
  } else if (sample.name === acceptanceLengthGauge) {
    // A gauge is a state, not a count: the server's value is the mean over its label sets.
    totals.gauge.sum += sample.value;
    totals.gauge.series += 1;
  }
};

const mergeChildren = (children: readonly HistogramChild[]): HistogramData => {
  // Only bounds every child reports: summing a bound some children lack breaks cumulative counts.
  const bounds = [...(children[0]?.buckets.keys() ?? [])]
    .filter((le) => Number.isFinite(le) && children.every((child) => child.buckets.has(le)))
    .sort((a, b) => a - b);
  const total = (read: (child: HistogramChild) => number): number =>
    children.reduce((sum, child) => sum + read(child), 0);
  return {
    buckets: bounds.map((le) => ({ le, count: total((child) => child.buckets.get(le) ?? 0) })),
    // Without `_count` the +Inf bucket holds the same number.
    count: total(
      (child) => child.count ?? child.buckets.get(Number.POSITIVE_INFINITY) ?? Number.NaN,
    ),
    sum: total((child) => child.sum ?? Number.NaN),
  };
};

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
  const histograms: Partial<Record<HistogramMetric, HistogramData>> = {};
  for (const [metric, names] of Object.entries(histogramFamilies)) {
    const family = names.find((name) => totals.histograms.has(name));
    const children = family === undefined ? undefined : totals.histograms.get(family);
    if (family === undefined || children === undefined) continue;
    histograms[metric as HistogramMetric] = mergeChildren([...children.values()]);
    families[metric] = family;
  }
  const counters: ServerCounters = {};
  for (const [field, names] of Object.entries(counterFamilies)) {
    const family = names.find((name) => totals.counters.has(name));
    if (family === undefined) continue;
    counters[field as keyof ServerCounters] = totals.counters.get(family);
    families[field] = family;
  }
  const summary: ScrapeSummary = {
    server: serverOf(own[0]?.name ?? "")?.[0] ?? null,
    models: distinct(own, "model_name"),
    instances: distinct(own, "instance"),
    startedAtS: startOf(own, samples),
    histograms,
    counters,
    families,
    notes: [],
  };
  const [numDrafts, draftTokens, acceptedTokens] = Object.values(specDecodeFamilies).map((name) =>
    totals.counters.get(name),
  );
  if (numDrafts !== undefined && draftTokens !== undefined && acceptedTokens !== undefined) {
    summary.specDecode = { numDrafts, draftTokens, acceptedTokens };
    Object.assign(families, specDecodeFamilies);
    if (totals.positions.length > 0) {
      summary.specDecode.acceptedPerPosition = totals.positions;
      families.acceptedPerPosition = perPositionFamily;
    }
  }
  const acceptanceLength = totals.gauge.sum / totals.gauge.series;
  // Length counts the bonus token, so below 1 means the server ran no speculative decoding.
  if (acceptanceLength >= 1) {
    summary.statedAcceptanceLength = acceptanceLength;
    families.statedAcceptanceLength = acceptanceLengthGauge;
  }
  summary.notes = Object.values(families).flatMap((family) => familyNotes[family] ?? []);
  return summary;
};
