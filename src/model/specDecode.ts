import type { Plan } from "./plan.ts";

/**
 * Mean acceptance length α with k drafts and an i.i.d. per-position acceptance probability p:
 * α = 1 + p + p² + … + p^k = (1 − p^(k+1)) / (1 − p), and k + 1 when p = 1 (docs/model.md §2).
 */
export const acceptanceLengthFromPositions = (draftTokens: number, p: number): number =>
  p === 1 ? draftTokens + 1 : (1 - p ** (draftTokens + 1)) / (1 - p);

export interface SpecDecodeResult {
  draftTokens: number;
  acceptanceLength: number;
  /** Where α came from. */
  acceptanceSource: "off" | "acceptanceLength" | "perPositionAcceptance";
  itlMs: number;
  /** Effective TPOT t2 in milliseconds. */
  tpotMs: number;
  /** True when t2 prices a plain-decode ITL up by the verify step's cost ratio. */
  plainItl: boolean;
}

const acceptance = (
  spec: Plan["specDecode"],
): Pick<SpecDecodeResult, "acceptanceLength" | "acceptanceSource"> => {
  const k = spec.draftTokens;
  if (spec.perPositionAcceptance !== undefined) {
    return {
      acceptanceLength: acceptanceLengthFromPositions(k, spec.perPositionAcceptance),
      acceptanceSource: "perPositionAcceptance",
    };
  }
  if (k === 0) return { acceptanceLength: 1, acceptanceSource: "off" };
  return { acceptanceLength: spec.acceptanceLength ?? 1, acceptanceSource: "acceptanceLength" };
};

/**
 * What a verify step costs over the entered ITL: stepCostRatio when that ITL was a plain decode
 * step and drafts are on, else 1 (an ITL measured with speculation, or modelled, is a verify step).
 */
export const verifyStepCostFactor = (
  plan: Plan,
  measuredWith: Plan["decode"]["itlMeasuredWith"],
): number =>
  measuredWith === "plainDecode" && plan.specDecode.draftTokens > 0
    ? plan.specDecode.stepCostRatio
    : 1;

/**
 * Effective TPOT from ITL and acceptance length (docs/model.md §2): t2 = ITL / α. `itl` defaults to the
 * entered ITL; a modelled one (a verify step of k + 1 tokens) is already a speculative step's time.
 */
export const speculativeDecoding = (
  plan: Plan,
  itl: { ms: number; measuredWith: Plan["decode"]["itlMeasuredWith"] } = {
    ms: plan.decode.itlMs,
    measuredWith: plan.decode.itlMeasuredWith,
  },
): SpecDecodeResult => {
  const spec = plan.specDecode;
  const { acceptanceLength, acceptanceSource } = acceptance(spec);
  const itlMs = itl.ms;
  return {
    draftTokens: spec.draftTokens,
    acceptanceLength,
    acceptanceSource,
    itlMs,
    tpotMs: (itlMs * verifyStepCostFactor(plan, itl.measuredWith)) / acceptanceLength,
    plainItl: itl.measuredWith === "plainDecode" && spec.draftTokens > 0,
  };
};

// A plan's drafts and α change rarely from one solve to the next: the last answer is kept.
let lastDrafts = Number.NaN;
let lastAcceptanceLength = Number.NaN;
let lastAcceptance = Number.NaN;

/**
 * The per-position acceptance p whose α(k, p) equals the given acceptance length: the inverse of
 * acceptanceLengthFromPositions, by bisection (α grows with p). Clamped to [0, 1].
 */
export const perPositionAcceptanceFor = (draftTokens: number, acceptanceLength: number): number => {
  if (draftTokens !== lastDrafts || !Object.is(acceptanceLength, lastAcceptanceLength)) {
    lastAcceptance = acceptanceBySearch(draftTokens, acceptanceLength);
    lastDrafts = draftTokens;
    lastAcceptanceLength = acceptanceLength;
  }
  return lastAcceptance;
};

const acceptanceBySearch = (draftTokens: number, acceptanceLength: number): number => {
  if (draftTokens < 1 || acceptanceLength <= 1) return 0;
  if (acceptanceLength >= draftTokens + 1) return 1;
  let [low, high] = [0, 1];
  for (let step = 0; step < 60; step += 1) {
    const mid = (low + high) / 2;
    if (acceptanceLengthFromPositions(draftTokens, mid) < acceptanceLength) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
};
