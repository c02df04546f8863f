/**
 * Why a plan cannot run as entered, and what to change: `field` names the plan field to change,
 * `message` says it in English, and `code` with `params` say it again for translation.
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
    | "ratioUndefined"
    | "tooManyInstances"
    | "tooManyNodes"
    | "latencyUnknownEntry"
    | "latencyLayout"
    | "latencyProfile"
    | "weightsDoNotFit"
    | "kvCacheFull";
  field: string;
  message: string;
  params: Record<string, string | number>;
}

/** Something worth knowing that does not make the plan infeasible. */
export interface Warning {
  code: "plainItlStepCost" | "routerBinds" | "routerAboveSlots" | "measuredWorkload";
  field: string;
  message: string;
  params: Record<string, string | number>;
}
