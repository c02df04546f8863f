import type { BatchLimit, LimitName } from "../limits.ts";
import type { PlanResult } from "../result.ts";
import type { SloChecks } from "../slo.ts";

/** What holds a configuration back: the slower side, the limits at their cap, the tightest SLO. */
export interface Binding {
  bottleneck: PlanResult["bottleneck"];
  /** Limits that admit no more than the batch runs (the batch itself aside). */
  prefillLimits: LimitName[];
  decodeLimits: LimitName[];
  /** The SLO with the least headroom, as a fraction of its target. */
  tightestSlo: keyof SloChecks | null;
}

const atCap = (limit: BatchLimit): LimitName[] =>
  limit.caps
    .filter((cap) => cap.limit !== "batchSize" && cap.admits <= limit.effective)
    .map((cap) => cap.limit);

export const bindingOf = (result: PlanResult): Binding => {
  const checks = (["ttft", "tpot", "e2el"] as const).flatMap((key) => {
    const check = result.slo[key];
    return check ? [{ key, margin: check.marginFraction }] : [];
  });
  const tightest = checks.reduce<(typeof checks)[number] | null>(
    (least, check) => (least === null || check.margin < least.margin ? check : least),
    null,
  );
  return {
    bottleneck: result.bottleneck,
    prefillLimits: atCap(result.limits.prefillBatch),
    decodeLimits: atCap(result.limits.decodeBatch),
    tightestSlo: tightest?.key ?? null,
  };
};
