import { formatNumber as f } from "./format.ts";
import type { Plan } from "./plan.ts";
import type { Warning } from "./violation.ts";

/** Things worth knowing about a plan that do not make it infeasible. */
/** y decode instances, each admitting `engineBatch` sequences under its engine limits. */
interface DecodeSide {
  instances: number;
  engineBatch: number;
}

export const planWarnings = (plan: Plan, decode: DecodeSide): Warning[] => {
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
  const engineSlots = decode.instances * decode.engineBatch;
  if (router !== undefined && decode.instances > 0 && router < engineSlots) {
    warnings.push({
      code: "routerBinds",
      field: "engine.router.maxConcurrency",
      params: {
        maxConcurrency: router,
        perInstance: router / decode.instances,
        requested: decode.engineBatch,
        needed: engineSlots,
      },
      message: `router maxConcurrency ${f(router)} lets ${f(router / decode.instances)} of the ${f(decode.engineBatch)} sequences onto each decode instance: requests wait at the router and TTFT grows; raise it to ${f(engineSlots)} to fill the decode batches`,
    });
  }
  if (router !== undefined && decode.instances > 0 && router > engineSlots) {
    warnings.push({
      code: "routerAboveSlots",
      field: "engine.router.maxConcurrency",
      params: { maxConcurrency: router, decodeSlots: engineSlots },
      message: `router maxConcurrency ${f(router)} exceeds the ${f(engineSlots)} decode slots, so it never binds; keep it at most the decode instances' total batch to let it stand in for the batch size`,
    });
  }
  return warnings;
};
