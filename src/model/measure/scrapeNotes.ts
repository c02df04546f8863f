import type { HistogramData, HistogramMetric, RunNote, ServerCounters } from "./run.ts";

// What a scrape's counts say about requests that did not complete: those with a first token (a
// TTFT observation) but no E2E observation were still running at the scrape, and those vLLM
// finished with reason abort or error failed.

export const scrapeNotes = (
  histograms: Partial<Record<HistogramMetric, HistogramData>>,
  counters: ServerCounters,
): RunNote[] => {
  const notes: RunNote[] = [];
  const { ttft, e2el } = histograms;
  const running = ttft !== undefined && e2el !== undefined ? ttft.count - e2el.count : 0;
  if (running > 0) notes.push({ code: "requestsStillRunning", count: running });
  const failed = counters.failedRequests ?? 0;
  if (failed > 0) notes.push({ code: "serverErrors", count: failed });
  return notes;
};
