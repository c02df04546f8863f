import { type Derivation, derive } from "./explain.ts";
import { formatNumber as f } from "./format.ts";
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
  explain: { acceptanceLength: Derivation; tpotMs: Derivation };
}

const acceptance = (
  spec: Plan["specDecode"],
): Pick<SpecDecodeResult, "acceptanceLength" | "acceptanceSource"> & { explain: Derivation } => {
  const k = spec.draftTokens;
  if (spec.perPositionAcceptance !== undefined) {
    const p = spec.perPositionAcceptance;
    const alpha = acceptanceLengthFromPositions(k, p);
    return {
      acceptanceLength: alpha,
      acceptanceSource: "perPositionAcceptance",
      explain: derive(
        "α = (1 − p^(k+1)) / (1 − p)",
        p === 1
          ? `α = k + 1 = ${k + 1} (p = 1: every draft accepted)`
          : `α = (1 − ${f(p)}^${k + 1}) / (1 − ${f(p)}) = ${f(alpha)}`,
      ),
    };
  }
  if (k === 0) {
    return {
      acceptanceLength: 1,
      acceptanceSource: "off",
      explain: derive("α = 1 without speculative decoding", "k = 0, so α = 1"),
    };
  }
  const alpha = spec.acceptanceLength ?? 1;
  return {
    acceptanceLength: alpha,
    acceptanceSource: "acceptanceLength",
    explain: derive(
      "α = 1 + accepted drafts / verify steps (entered; the bonus token is the 1)",
      `α = ${f(alpha)} with k = ${k}`,
    ),
  };
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
  const { acceptanceLength, acceptanceSource, explain } = acceptance(spec);
  const itlMs = itl.ms;
  const plain = itl.measuredWith === "plainDecode" && spec.draftTokens > 0;
  const tpotMs = (itlMs * verifyStepCostFactor(plan, itl.measuredWith)) / acceptanceLength;
  return {
    draftTokens: spec.draftTokens,
    acceptanceLength,
    acceptanceSource,
    itlMs,
    tpotMs,
    explain: {
      acceptanceLength: explain,
      tpotMs: plain
        ? derive(
            "t2 = plain ITL · step cost ratio / α",
            `t2 = ${f(itlMs)} ms · ${f(spec.stepCostRatio)} / ${f(acceptanceLength)} = ${f(tpotMs)} ms`,
          )
        : derive("t2 = ITL / α", `t2 = ${f(itlMs)} ms / ${f(acceptanceLength)} = ${f(tpotMs)} ms`),
    },
  };
};

/**
 * The per-position acceptance p whose α(k, p) equals the given acceptance length: the inverse of
 * acceptanceLengthFromPositions, by bisection (α grows with p). Clamped to [0, 1].
 */
export const perPositionAcceptanceFor = (draftTokens: number, acceptanceLength: number): number => {
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
