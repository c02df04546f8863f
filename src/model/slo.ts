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

const onTarget = (targetMs: number, valueMs: number): boolean =>
  Math.abs(targetMs - valueMs) <= onTargetShare * targetMs;

/**
 * Whether a latency meets its SLO target: at or under it, where a value this close to the target
 * counts as on it. Every place that marks an SLO met or missed asks this.
 */
export const meetsTarget = (targetMs: number, valueMs: number): boolean =>
  onTarget(targetMs, valueMs) || atLeast(targetMs, valueMs);

const check = (
  targetMs: number | undefined,
  statistic: SloStatistic | undefined,
  valueMs: number,
  judged: boolean,
): SloCheck | null => {
  if (targetMs === undefined) return null;
  const marginMs = onTarget(targetMs, valueMs) ? 0 : targetMs - valueMs;
  return {
    statistic: statistic ?? "mean",
    targetMs,
    valueMs,
    marginMs,
    marginFraction: marginMs / targetMs,
    met: judged && meetsTarget(targetMs, valueMs),
  };
};

/**
 * Each SLO against the value at its statistic (from the queueing estimate at the sustainable load).
 * TPOT is undefined for a single output token (docs/model.md §1), so its SLO is not checked then.
 * Where no request is served (`judged` false, see slosJudged) no SLO is met: the values are of no
 * request, and a reader of `met` alone must not take such a plan for one that holds its SLOs.
 */
export const checkSlos = (
  slo: Plan["slo"],
  values: { ttftMs: number; tpotMs: number; e2elMs: number; outputTokens: number },
  judged = true,
): SloChecks => ({
  ttft: check(slo.ttftMs, slo.ttftStatistic, values.ttftMs, judged),
  tpot:
    values.outputTokens > 1 ? check(slo.tpotMs, slo.tpotStatistic, values.tpotMs, judged) : null,
  e2el: check(slo.e2elMs, slo.e2elStatistic, values.e2elMs, judged),
});

/** Where a missed SLO was judged: with no load at all (it holds at no load), or at the target load. */
export type MissedAt = "anyLoad" | "targetLoad";

const sloMetrics = ["ttft", "tpot", "e2el"] as const;
const sloFields = { ttft: "slo.ttftMs", tpot: "slo.tpotMs", e2el: "slo.e2elMs" } as const;

export const sloViolations = (checks: SloChecks, at: MissedAt = "anyLoad"): Violation[] => {
  const violations: Violation[] = [];
  for (const key of sloMetrics) {
    const result = checks[key];
    if (result === null || result.met) continue;
    violations.push({
      kind: "slo",
      code: "sloMissed",
      field: sloFields[key],
      params: {
        metric: key,
        statistic: result.statistic,
        valueMs: result.valueMs,
        targetMs: result.targetMs,
        overMs: -result.marginMs,
        at,
      },
    });
  }
  return violations;
};

/**
 * Whether a solved plan's SLO checks judge anything: a plan that serves no requests has no load
 * at which an SLO could hold, and its estimate's latencies there are of no request.
 */
export const slosJudged = (result: { throughput: { requestsPerSecond: number } }): boolean =>
  result.throughput.requestsPerSecond > 0;
