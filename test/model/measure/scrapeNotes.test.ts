import { describe, expect, it } from "vitest";
import { analyzeRun } from "../../../src/model/measure/analyzeRun.ts";
import type { HistogramData, MeasuredRun } from "../../../src/model/measure/run.ts";
import { scrapeNotes } from "../../../src/model/measure/scrapeNotes.ts";

const histogram = (count: number, sum: number): HistogramData => ({
  buckets: [{ le: 1, count }],
  count,
  sum,
});

// Between two scrapes: 10 requests had a first token, 8 finished (E2E observed), 2 still
// running; 1,000 tokens generated in 330 engine steps (ITL observations) taking 9.9 s.
const run: MeasuredRun = {
  format: "prometheus",
  line: 1,
  meta: { extra: {} },
  stated: {},
  histograms: { ttft: histogram(10, 1), e2el: histogram(8, 40), itl: histogram(330, 9.9) },
  counters: { generationTokens: 1000, requests: 8, failedRequests: 1 },
  notes: [],
};

describe("a scrape run's unfinished and failed requests", () => {
  it("says how many had a first token but no end, and how many the server failed", () => {
    expect(scrapeNotes(run.histograms ?? {}, run.counters ?? {})).toEqual([
      { code: "requestsStillRunning", count: 2 },
      { code: "serverErrors", count: 1 },
    ]);
  });

  it("says nothing when every started request finished and none failed", () => {
    expect(scrapeNotes({ ttft: histogram(8, 1), e2el: histogram(8, 40) }, { requests: 8 })).toEqual(
      [],
    );
  });

  it("counts tokens after the first over every request with a first token, finished or not", () => {
    const analysis = analyzeRun(run, { percentiles: [] });
    const value = (key: string) => analysis.metrics.find((metric) => metric.key === key)?.value;
    // (1000 − 10) / 330 = 3 tokens a step, not (1000 − 8) / 330 ≈ 3.006.
    expect(value("tokens_per_chunk")).toBeCloseTo(3, 12);
    expect(value("completed")).toBe(8);
    expect(value("failed")).toBe(1);
  });
});
