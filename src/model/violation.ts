import type { PlanPath } from "./planPath.ts";

/**
 * Why a plan cannot run as entered, and what to change: `field` names the plan field to change;
 * `code` and `params` say the rest, and the text layer words them in each language.
 */
export interface Violation {
  kind: "slo" | "limit" | "allocation" | "latency";
  code:
    | "sloMissed"
    | "batchLimited"
    | "batchBlocked"
    | "budgetTooSmall"
    | "targetPrefillBlocked"
    | "targetDecodeBlocked"
    | "targetRouterCapped"
    | "targetUnsustained"
    | "ratioUndefined"
    | "tooManyInstances"
    | "tooManyNodes"
    | "latencyUnknownEntry"
    | "latencyLayout"
    | "latencyStages"
    | "latencyStagesOverLayers"
    | "latencyProfile"
    | "weightsDoNotFit"
    | "kvCacheFull";
  field: PlanPath;
  params: Record<string, string | number>;
}

/** Something worth knowing that does not make the plan infeasible. */
export interface Warning {
  code:
    | "plainItlStepCost"
    | "routerBinds"
    | "routerCutsCapacity"
    | "routerAboveSlots"
    | "measuredWorkload";
  field: PlanPath;
  params: Record<string, string | number>;
}
