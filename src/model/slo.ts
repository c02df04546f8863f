import { formatNumber as f } from "./format.ts";
import type { Plan, SloStatistic } from "./plan.ts";
import { atLeast } from "./tolerance.ts";
import type { Violation } from "./violation.ts";

/** One SLO compared with the plan's value at its statistic; a value equal to the target meets it. */
export interface SloCheck {
  /** The statistic the target holds at (mean when the plan names none). */
  statistic: SloStatistic;
  targetMs: number;
  valueMs: number;
  /** target − value: positive is headroom, negative is the overshoot. */
  marginMs: number;
  /** margin / target. */
  marginFraction: number;
  met: boolean;
}

export interface SloChecks {
  ttft: SloCheck | null;
  tpot: SloCheck | null;
  e2el: SloCheck | null;
}

// The sustainable load is found to a share of 1e-6, and a statistic's value is read back by
// inverting its distribution, so a binding SLO's value lands this close to its target, on either
// side: that is the target, met, not a margin or an overshoot.
const onTargetShare = 1e-5;

const check = (
  targetMs: number | undefined,
  statistic: SloStatistic | undefined,
  valueMs: number,
): SloCheck | null => {
  if (targetMs === undefined) return null;
  const margin = targetMs - valueMs;
  const onTarget = Math.abs(margin) <= onTargetShare * targetMs;
  const marginMs = onTarget ? 0 : margin;
  return {
    statistic: statistic ?? "mean",
    targetMs,
    valueMs,
    marginMs,
    marginFraction: marginMs / targetMs,
    met: onTarget || atLeast(targetMs, valueMs),
  };
};

/**
 * Each SLO against the value at its statistic (from the queueing estimate at the sustainable load).
 * TPOT is undefined for a single output token (docs/model.md §1), so its SLO is not checked then.
 */
export const checkSlos = (
  slo: Plan["slo"],
  values: { ttftMs: number; tpotMs: number; e2elMs: number; outputTokens: number },
): SloChecks => ({
  ttft: check(slo.ttftMs, slo.ttftStatistic, values.ttftMs),
  tpot: values.outputTokens > 1 ? check(slo.tpotMs, slo.tpotStatistic, values.tpotMs) : null,
  e2el: check(slo.e2elMs, slo.e2elStatistic, values.e2elMs),
});

const advice = {
  ttft: "lower prefill.batchSize or prefill.batchTimeMs, or relax slo.ttftMs",
  tpot: "lower decode.itlMs (a smaller decode.batchSize runs faster steps), raise the acceptance length, or relax slo.tpotMs",
  e2el: "lower TTFT or TPOT, or relax slo.e2elMs",
} as const;

const names = { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" } as const;

const statisticText = (statistic: SloStatistic): string =>
  statistic === "mean" ? "mean" : statistic.toUpperCase();

/** Where a missed SLO was judged: with no load at all (it holds at no load), or at the target load. */
export type MissedAt = "anyLoad" | "targetLoad";

const whereText: Record<MissedAt, string> = {
  anyLoad: "even with no load, so no load meets it",
  targetLoad: "at allocation.targetQpm, with the most instances the search tried",
};

export const sloViolations = (checks: SloChecks, at: MissedAt = "anyLoad"): Violation[] =>
  (Object.keys(names) as (keyof SloChecks)[]).flatMap((key) => {
    const result = checks[key];
    if (result === null || result.met) return [];
    return [
      {
        kind: "slo" as const,
        code: "sloMissed" as const,
        field: `slo.${key}Ms`,
        params: {
          metric: key,
          statistic: result.statistic,
          valueMs: result.valueMs,
          targetMs: result.targetMs,
          overMs: -result.marginMs,
          at,
        },
        message: `${statisticText(result.statistic)} ${names[key]} ${f(result.valueMs)} ms exceeds the SLO of ${f(result.targetMs)} ms by ${f(-result.marginMs)} ms ${whereText[at]}: ${advice[key]}`,
      },
    ];
  });
