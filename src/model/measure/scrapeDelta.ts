import type { HistogramData, HistogramMetric, RunNote } from "./run.ts";
import type { BySeries, ScrapeSeries, ScrapeSummary } from "./scrape.ts";
import { totalsOf } from "./scrapeTotals.ts";

// Two scrapes of one server: which came first, whether they can pair, and what happened between
// them (docs/formats.md §5.4: counters and histograms are cumulative since the server started).
// Each series is subtracted on its own, as PromQL's increase() does, and only then summed: one
// engine restarting must not hide behind another one's growth.

const fell = (before: number | undefined, after: number): boolean =>
  before !== undefined && after < before;

/** Later minus earlier value of each series; a series that went down counts its later value. */
const countsDelta = (
  before: BySeries<number> | undefined,
  after: BySeries<number>,
  family: string,
  resets: Set<string>,
): BySeries<number> => {
  const delta: Record<string, number> = {};
  for (const [key, value] of Object.entries(after)) {
    const was = before?.[key];
    if (fell(was, value)) resets.add(family);
    delta[key] = was === undefined || fell(was, value) ? value : value - was;
  }
  return delta;
};

const childDelta = (
  before: HistogramData | undefined,
  after: HistogramData,
  family: string,
  resets: Set<string>,
): HistogramData => {
  if (before === undefined) return after;
  const earlier = new Map(before.buckets.map((bucket) => [bucket.le, bucket.count]));
  const reset =
    fell(before.count, after.count) ||
    fell(before.sum, after.sum) ||
    after.buckets.some((bucket) => fell(earlier.get(bucket.le), bucket.count));
  if (reset) {
    resets.add(family);
    return after;
  }
  const buckets = after.buckets.flatMap(({ le, count }) => {
    const was = earlier.get(le);
    return was === undefined ? [] : [{ le, count: count - was }];
  });
  return { buckets, sum: after.sum - before.sum, count: after.count - before.count };
};

const histogramsDelta = (
  before: BySeries<HistogramData> | undefined,
  after: BySeries<HistogramData>,
  family: string,
  resets: Set<string>,
): BySeries<HistogramData> =>
  Object.fromEntries(
    Object.entries(after).map(([key, child]) => [
      key,
      childDelta(before?.[key], child, family, resets),
    ]),
  );

/**
 * What happened between two scrapes of one server: counters and histogram buckets, sums and
 * counts subtracted series by series, then summed. A series that went down (its engine restarted)
 * counts its later value and its family gets a `counterReset` note; gauges keep their later value.
 */
export const scrapeDelta = (before: ScrapeSummary, after: ScrapeSummary): ScrapeSummary => {
  const resets = new Set<string>();
  // A field read from another family before (an older name) is not comparable.
  const earlier = <T>(field: string, value: T | undefined): T | undefined =>
    before.families[field] === after.families[field] ? value : undefined;
  const family = (field: string): string => after.families[field] ?? field;
  const histograms: ScrapeSeries["histograms"] = {};
  for (const [metric, children] of Object.entries(after.series.histograms)) {
    const was = earlier(metric, before.series.histograms[metric as HistogramMetric]);
    histograms[metric as HistogramMetric] = histogramsDelta(was, children, family(metric), resets);
  }
  const counts = Object.fromEntries(
    Object.entries(after.series.counts).map(([field, values]) => [
      field,
      countsDelta(earlier(field, before.series.counts[field]), values, family(field), resets),
    ]),
  );
  const wasPerPosition = earlier("acceptedPerPosition", before.series.acceptedPerPosition);
  const acceptedPerPosition = after.series.acceptedPerPosition.map((values, position) =>
    countsDelta(wasPerPosition?.[position], values, family("acceptedPerPosition"), resets),
  );
  const series: ScrapeSeries = { counts, acceptedPerPosition, histograms };
  const resetNotes = [...resets].map((name): RunNote => ({ code: "counterReset", family: name }));
  const { specDecode: _, ...rest } = after;
  return { ...rest, ...totalsOf(series), series, notes: [...after.notes, ...resetNotes] };
};

// Everything that only grows while a server runs, by field.
const growingOf = (summary: ScrapeSummary): Map<string, number> =>
  new Map([
    ...Object.entries(summary.histograms).map(([metric, data]): [string, number] => [
      metric,
      data.count,
    ]),
    ...Object.entries(summary.counters),
    ...Object.entries(summary.specDecode ?? {}).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number",
    ),
  ]);

/**
 * Compares like a sort comparator: negative when `a` was scraped before `b`. Each count that grew
 * from one to the other votes, so one counter reset (or a huge token count) does not decide alone.
 */
export const orderScrapes = (a: ScrapeSummary, b: ScrapeSummary): number => {
  // A full restart without start times looks just like reversed scrapes: the counts still decide.
  const later = growingOf(b);
  let votes = 0;
  for (const [field, count] of growingOf(a))
    votes += Math.sign((later.get(field) ?? count) - count) || 0;
  return votes > 0 ? -1 : votes < 0 ? 1 : 0;
};

/** Whether two scrapes can come from one server run: same names, models, instances and start. */
export const sameServer = (a: ScrapeSummary, b: ScrapeSummary): boolean =>
  a.server === b.server &&
  JSON.stringify([a.models, a.instances]) === JSON.stringify([b.models, b.instances]) &&
  (a.startedAtS === undefined || b.startedAtS === undefined || a.startedAtS === b.startedAtS);
