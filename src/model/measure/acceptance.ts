import type { Acceptance } from "./analysis.ts";
import type { MeasuredRun } from "./run.ts";

// vLLM's speculative-decoding definitions (vllm/v1/spec_decode/metrics.py): mean acceptance length
// = 1 + accepted / drafts (the bonus token included), acceptance rate = accepted / drafted tokens,
// per-position rate = accepted at position j / drafts.

/** Accepted / drafted tokens; needs no draft count, so V0 servers' counters give it too. */
export const acceptanceRateOf = (run: MeasuredRun): number | undefined => {
  const counts = run.specDecode;
  return counts !== undefined && counts.draftTokens > 0
    ? counts.acceptedTokens / counts.draftTokens
    : undefined;
};

export const acceptanceOf = (run: MeasuredRun): Acceptance | null => {
  const counts = run.specDecode;
  const numDrafts = counts?.numDrafts;
  const rate = acceptanceRateOf(run);
  if (counts !== undefined && numDrafts !== undefined && numDrafts > 0) {
    return {
      meanLength: 1 + counts.acceptedTokens / numDrafts,
      ...(rate === undefined ? {} : { rate }),
      ...(counts.acceptedPerPosition === undefined
        ? {}
        : { perPosition: counts.acceptedPerPosition.map((n) => n / numDrafts) }),
      source: "counts",
    };
  }
  const stated = run.statedAcceptanceLength;
  return stated !== undefined && stated >= 1 ? { meanLength: stated, source: "stated" } : null;
};
