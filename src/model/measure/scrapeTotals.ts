import type { HistogramData, HistogramMetric, ServerCounters, SpecDecodeCounts } from "./run.ts";
import type { BySeries, ScrapeSeries, ScrapeSummary } from "./scrape.ts";

// A scrape's server totals from its per-series values: every engine's (and label set's) counts
// summed, histograms merged on the bounds they share.

/** Sums series' histograms, keeping only bounds every series reports. */
export const mergeHistograms = (children: readonly HistogramData[]): HistogramData => {
  // Summing a bound some series lack would break the cumulative counts.
  const bounds = (children[0]?.buckets ?? [])
    .map((bucket) => bucket.le)
    .filter((le) => children.every((child) => child.buckets.some((bucket) => bucket.le === le)));
  const total = (read: (child: HistogramData) => number): number =>
    children.reduce((sum, child) => sum + read(child), 0);
  return {
    buckets: bounds.map((le) => ({
      le,
      count: total((child) => child.buckets.find((bucket) => bucket.le === le)?.count ?? 0),
    })),
    count: total((child) => child.count),
    sum: total((child) => child.sum),
  };
};

const sumOf = (series: BySeries<number>): number =>
  Object.values(series).reduce((sum, value) => sum + value, 0);

type SpecField = "numDrafts" | "draftTokens" | "acceptedTokens";
const counterFields = [
  "promptTokens",
  "generationTokens",
  "requests",
  "failedRequests",
  "preemptions",
] as const satisfies readonly (keyof ServerCounters)[];

/** The server totals of per-series values: histograms merged, counts summed over series. */
export const totalsOf = (
  series: ScrapeSeries,
): Pick<ScrapeSummary, "histograms" | "counters" | "specDecode"> => {
  const histograms: Partial<Record<HistogramMetric, HistogramData>> = {};
  for (const [metric, children] of Object.entries(series.histograms)) {
    histograms[metric as HistogramMetric] = mergeHistograms(Object.values(children));
  }
  const counters: ServerCounters = {};
  for (const field of counterFields) {
    const values = series.counts[field];
    if (values !== undefined) counters[field] = sumOf(values);
  }
  const total = (field: SpecField) => {
    const values = series.counts[field];
    return values === undefined ? undefined : sumOf(values);
  };
  const [numDrafts, draftTokens, acceptedTokens] = [
    total("numDrafts"),
    total("draftTokens"),
    total("acceptedTokens"),
  ];
  // V0 servers have no draft counter: the acceptance rate needs none, the length does.
  if (draftTokens === undefined || acceptedTokens === undefined) return { histograms, counters };
  const positions = series.acceptedPerPosition;
  const specDecode: SpecDecodeCounts = {
    ...(numDrafts === undefined ? {} : { numDrafts }),
    draftTokens,
    acceptedTokens,
    ...(positions.length === 0 ? {} : { acceptedPerPosition: positions.map(sumOf) }),
  };
  return { histograms, counters, specDecode };
};
