import type { IdentityCause, TpotIdentity } from "./analysis.ts";

// The article converts ITL to TPOT as TPOT = ITL / α. It holds exactly only if every chunk after the
// first is one verification step emitting α tokens on average (docs/formats.md §7.1); the exact
// per-token figure is Σ decode time / Σ (out − 1), and chunks carry Σ (out − 1) / Σ chunks tokens.

// Below this relative difference the two readings agree within what a benchmark can resolve.
const agreement = 0.02;

export interface IdentityInputs {
  meanItlMs: number;
  meanTpotMs: number;
  /** Undefined when the run measured none: α = 1 is assumed. */
  acceptanceLength: number | undefined;
  tokenWeightedTpotMs?: number;
  tokensPerChunk?: number;
}

export const tpotIdentity = (inputs: IdentityInputs): TpotIdentity | null => {
  const { meanItlMs, meanTpotMs } = inputs;
  const acceptanceLength = inputs.acceptanceLength ?? 1;
  if (!(meanItlMs > 0) || !(acceptanceLength >= 1)) return null;
  const itlOverAcceptanceMs = meanItlMs / acceptanceLength;
  const reference = inputs.tokenWeightedTpotMs ?? meanTpotMs;
  if (!(reference > 0)) return null;
  const causes: IdentityCause[] = [];
  const perChunk = inputs.tokensPerChunk;
  if (perChunk !== undefined) {
    if (perChunk < acceptanceLength * (1 - agreement)) causes.push("chunksBelowAcceptance");
    if (perChunk > acceptanceLength * (1 + agreement)) causes.push("chunksAboveAcceptance");
  }
  const weighted = inputs.tokenWeightedTpotMs;
  if (weighted !== undefined && Math.abs(meanTpotMs - weighted) > agreement * weighted) {
    causes.push("requestWeighting");
  }
  const gap = (itlOverAcceptanceMs - reference) / reference;
  // A gap beyond agreement always carries a reason, if only that the file cannot give one.
  if (Math.abs(gap) > agreement && causes.length === 0) causes.push("undetermined");
  return {
    meanItlMs,
    acceptanceLength,
    itlOverAcceptanceMs,
    ...(weighted === undefined ? {} : { tokenWeightedTpotMs: weighted }),
    meanTpotMs,
    ...(perChunk === undefined ? {} : { tokensPerChunk: perChunk }),
    gap,
    acceptanceAssumed: inputs.acceptanceLength === undefined,
    causes,
  };
};
