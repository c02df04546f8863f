import { measuredWorkloadWarnings } from "./measure/measuredWorkload.ts";
import type { Plan } from "./plan.ts";
import type { Warning } from "./violation.ts";

/** Things worth knowing about a plan that do not make it infeasible. */
/** y decode instances, each admitting `engineBatch` sequences under its engine limits. */
interface DecodeSide {
  instances: number;
  engineBatch: number;
  /** The recommended router cap (result.concurrency.recommended). */
  recommended: number;
  /** The decode slots the plan's capacity needs, whole: a router cap below them lowers it. */
  capacitySlots: number;
  /** Requests the instances serve at once: x · b_p + y · b_d. */
  servingSlots: number;
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
    });
  }
  const router = plan.engine.router.maxConcurrency;
  const { recommended } = decode;
  if (router !== undefined && decode.instances > 0 && router < decode.capacitySlots) {
    warnings.push({
      code: "routerCutsCapacity",
      field: "engine.router.maxConcurrency",
      params: {
        maxConcurrency: router,
        perInstance: router / decode.instances,
        slots: decode.capacitySlots,
        needed: recommended,
      },
    });
  } else if (router !== undefined && decode.instances > 0 && router < recommended) {
    warnings.push({
      code: "routerBinds",
      field: "engine.router.maxConcurrency",
      params: {
        maxConcurrency: router,
        perInstance: router / decode.instances,
        requested: decode.engineBatch,
        needed: recommended,
      },
    });
  }
  const ceiling = Math.max(recommended, decode.servingSlots);
  if (router !== undefined && decode.instances > 0 && router > ceiling) {
    warnings.push({
      code: "routerAboveSlots",
      field: "engine.router.maxConcurrency",
      params: { maxConcurrency: router, decodeSlots: ceiling },
    });
  }
  return [...warnings, ...measuredWorkloadWarnings(plan)];
};
