import { formatNumber as f } from "./format.ts";
import type { Plan } from "./plan.ts";
import type { Warning } from "./violation.ts";

/** Things worth knowing about a plan that do not make it infeasible. */
export const planWarnings = (plan: Plan, decodeSlots: number): Warning[] => {
  const warnings: Warning[] = [];
  const spec = plan.specDecode;
  if (
    plan.decode.itlMeasuredWith === "plainDecode" &&
    spec.draftTokens > 0 &&
    spec.stepCostRatio === 1
  ) {
    warnings.push({
      code: "plainItlStepCost",
      field: "specDecode.stepCostRatio",
      params: {},
      message:
        "ITL is from plain decoding and a speculative step is assumed to cost the same: a verify step of k + 1 tokens costs more, so t2 = ITL / α overstates the gain; enter the measured step cost ratio",
    });
  }
  const router = plan.engine.router.maxConcurrency;
  if (router !== undefined && decodeSlots > 0 && router > decodeSlots) {
    warnings.push({
      code: "routerAboveSlots",
      field: "engine.router.maxConcurrency",
      params: { maxConcurrency: router, decodeSlots },
      message: `router maxConcurrency ${f(router)} exceeds the ${f(decodeSlots)} decode slots, so it never binds; keep it at most the decode instances' total batch to let it stand in for the batch size`,
    });
  }
  return warnings;
};
