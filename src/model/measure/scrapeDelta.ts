import type { HistogramData, HistogramMetric, RunNote, ServerCounters } from "./run.ts";
import type { ScrapeSummary } from "./scrape.ts";

// Two scrapes of one server: which came first, whether they can pair, and what happened between
// them (formats reference §5.4: counters and histograms are cumulative since the server started).

const countDelta = (
  before: number | undefined,
  after: number,
  family: string,
  resets: Set<string>,
): number => {
  if (before === undefined || after >= before) return after - (before ?? 0);
  resets.add(family);
  return after;
};

const histogramDelta = (
  before: HistogramData | undefined,
  after: HistogramData,
  family: string,
  resets: Set<string>,
): HistogramData => {
  if (before === undefined) return after;
  const earlier = new Map(before.buckets.map((bucket) => [bucket.le, bucket.count]));
  const buckets = after.buckets.flatMap(({ le, count }) => {
    const was = earlier.get(le);
    return was === undefined ? [] : [{ le, count: count - was }];
  });
  const delta = { buckets, sum: after.sum - before.sum, count: after.count - before.count };
  if (delta.count >= 0 && delta.sum >= 0 && buckets.every((bucket) => bucket.count >= 0)) {
    return delta;
  }
  resets.add(family);
  return after;
};

const positionsDelta = (
  before: readonly number[] | undefined,
  after: readonly number[],
  family: string,
  resets: Set<string>,
): readonly number[] => {
  const delta = after.map((count, position) => count - (before?.[position] ?? 0));
  if (delta.every((count) => count >= 0)) return delta;
  resets.add(family);
  return after;
};

/**
 * What happened between two scrapes of one server: counters and histogram buckets, sums and
 * counts subtracted. A family that went down (the server restarted) keeps its later value and
 * gets a `counterReset` note; gauges keep their later value.
 */
export const scrapeDelta = (before: ScrapeSummary, after: ScrapeSummary): ScrapeSummary => {
  const resets = new Set<string>();
  // A field read from another family before (an older name) is not comparable.
  const earlier = <T>(field: string, value: T | undefined): T | undefined =>
    before.families[field] === after.families[field] ? value : undefined;
  const family = (field: string): string => after.families[field] ?? field;
  const histograms: Partial<Record<HistogramMetric, HistogramData>> = {};
  for (const [metric, data] of Object.entries(after.histograms)) {
    const was = earlier(metric, before.histograms[metric as HistogramMetric]);
    histograms[metric as HistogramMetric] = histogramDelta(was, data, family(metric), resets);
  }
  const counters: ServerCounters = {};
  for (const [field, value] of Object.entries(after.counters)) {
    const was = earlier(field, before.counters[field as keyof ServerCounters]);
    counters[field as keyof ServerCounters] = countDelta(was, value, family(field), resets);
  }
  const delta: ScrapeSummary = { ...after, histograms, counters };
  const spec = after.specDecode;
  if (spec !== undefined) {
    const was = before.specDecode;
    const count = (field: "numDrafts" | "draftTokens" | "acceptedTokens") =>
      countDelta(earlier(field, was?.[field]), spec[field], family(field), resets);
    delta.specDecode = {
      numDrafts: count("numDrafts"),
      draftTokens: count("draftTokens"),
      acceptedTokens: count("acceptedTokens"),
    };
    if (spec.acceptedPerPosition !== undefined) {
      const wasPerPosition = earlier("acceptedPerPosition", was?.acceptedPerPosition);
      delta.specDecode.acceptedPerPosition = positionsDelta(
        wasPerPosition,
        spec.acceptedPerPosition,
        family("acceptedPerPosition"),
        resets,
      );
    }
  }
  const resetNotes = [...resets].map((name): RunNote => ({ code: "counterReset", family: name }));
  return { ...delta, notes: [...after.notes, ...resetNotes] };
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
