import type { LatencySourceDef } from "../latencySources/sourceDef.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { SearchAllocation } from "./searchAllocation.ts";
import type { RankedConfiguration, SearchSpace } from "./types.ts";

/** Something the reader of the search's answer should know: a code and its numbers, worded by the text layer. */
export interface OptimizeNote {
  code:
    | "constantSource"
    | "layoutFixed"
    | "budgetFromMode"
    | "weightsDoNotFit"
    | "latencyInputsInvalid"
    | "noFeasible"
    | "currentIsBest";
  params: Record<string, string | number>;
}

const phasesWhere = (plan: Plan, test: (source: LatencySourceDef) => boolean): string =>
  (["prefill", "decode"] as const)
    .filter((phase) => test(sourceDef(plan.latency[phase].source)))
    .join(" and ");

/** Notes that follow from the plan itself, before any candidate is scored. */
export const planNotes = (plan: Plan, allocation: SearchAllocation): OptimizeNote[] => {
  const notes: OptimizeNote[] = [];
  const constant = phasesWhere(plan, (source) => !source.follows.batch);
  if (constant !== "") {
    notes.push({
      code: "constantSource",
      params: { phases: constant },
    });
  }
  const fixed = phasesWhere(plan, (source) => !source.follows.layout);
  if (fixed !== "") {
    notes.push({
      code: "layoutFixed",
      params: { phases: fixed },
    });
  }
  if (plan.allocation.mode === "ratio" || plan.allocation.mode === "fixed") {
    const totalNodes = allocation.mode === "nodeBudget" ? allocation.totalNodes : 0;
    notes.push({
      code: "budgetFromMode",
      params: { mode: plan.allocation.mode, totalNodes },
    });
  }
  return notes;
};

/** Notes on what the search found: layouts left out, nothing feasible, or the plan already best. */
export const resultNotes = (space: SearchSpace, top: RankedConfiguration[]): OptimizeNote[] => {
  const notes: OptimizeNote[] = [];
  if (space.layoutsWithoutRoom > 0) {
    notes.push({
      code: "weightsDoNotFit",
      params: { layouts: space.layoutsWithoutRoom },
    });
  }
  const winner = top[0];
  if (!winner) {
    notes.push({
      code: "noFeasible",
      params: {},
    });
  } else if (winner.changes.every((change) => change.field.startsWith("allocation."))) {
    notes.push({
      code: "currentIsBest",
      params: {},
    });
  }
  return notes;
};
