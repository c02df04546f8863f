import type { Acceptance } from "./analysis.ts";
import type { MeasuredRun } from "./run.ts";

// vLLM's speculative-decoding definitions (vllm/v1/spec_decode/metrics.py): mean acceptance length
// = 1 + accepted / drafts (the bonus token included), acceptance rate = accepted / drafted tokens,
// per-position rate = accepted at position j / drafts.

export const acceptanceOf = (run: MeasuredRun): Acceptance | null => {
  const counts = run.specDecode;
  if (counts !== undefined && counts.numDrafts > 0) {
    return {
      meanLength: 1 + counts.acceptedTokens / counts.numDrafts,
      ...(counts.draftTokens > 0 ? { rate: counts.acceptedTokens / counts.draftTokens } : {}),
      ...(counts.acceptedPerPosition === undefined
        ? {}
        : { perPosition: counts.acceptedPerPosition.map((n) => n / counts.numDrafts) }),
      source: "counts",
    };
  }
  const stated = run.statedAcceptanceLength;
  return stated !== undefined && stated >= 1 ? { meanLength: stated, source: "stated" } : null;
};
