/** Why a plan cannot run as entered, and what to change; `field` names the plan field to change. */
export interface Violation {
  kind: "slo" | "limit" | "allocation";
  field: string;
  message: string;
}

/** Something worth knowing that does not make the plan infeasible. */
export interface Warning {
  field: string;
  message: string;
}
