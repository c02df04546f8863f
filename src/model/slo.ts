import { formatNumber as f } from "./format.ts";
import type { Plan } from "./plan.ts";
import type { Violation } from "./violation.ts";

/** One SLO compared with the plan's value; a value equal to the target meets it. */
export interface SloCheck {
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

const check = (targetMs: number | undefined, valueMs: number): SloCheck | null =>
  targetMs === undefined
    ? null
    : {
        targetMs,
        valueMs,
        marginMs: targetMs - valueMs,
        marginFraction: (targetMs - valueMs) / targetMs,
        met: valueMs <= targetMs,
      };

/** TPOT is undefined for a single output token (model.md §1), so its SLO is not checked then. */
export const checkSlos = (
  slo: Plan["slo"],
  latency: { ttftMs: number; tpotMs: number; e2elMs: number; outputTokens: number },
): SloChecks => ({
  ttft: check(slo.ttftMs, latency.ttftMs),
  tpot: latency.outputTokens > 1 ? check(slo.tpotMs, latency.tpotMs) : null,
  e2el: check(slo.e2elMs, latency.e2elMs),
});

const advice = {
  ttft: "lower prefill.batchSize or prefill.batchTimeMs, or relax slo.ttftMs",
  tpot: "lower decode.itlMs (a smaller decode.batchSize runs faster steps), raise the acceptance length, or relax slo.tpotMs",
  e2el: "lower TTFT or TPOT, or relax slo.e2elMs",
} as const;

const names = { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" } as const;

export const sloViolations = (checks: SloChecks): Violation[] =>
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
          valueMs: result.valueMs,
          targetMs: result.targetMs,
          overMs: -result.marginMs,
        },
        message: `${names[key]} ${f(result.valueMs)} ms exceeds the SLO of ${f(result.targetMs)} ms by ${f(-result.marginMs)} ms: ${advice[key]}`,
      },
    ];
  });
