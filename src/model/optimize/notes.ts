import { formatNumber as f } from "../format.ts";
import type { LatencySourceDef } from "../latencySources/sourceDef.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { SearchAllocation } from "./searchAllocation.ts";
import type { RankedConfiguration, SearchSpace } from "./types.ts";

/** Something the reader of the search's answer should know, as a code for translation and in English. */
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
  message: string;
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
      message: `The ${constant} time is an entered constant, so a batch change cannot change it: batches are tried only up to the plan's own and the search mostly explores x, y and nodes. Choose a profile or roofline source for a meaningful search.`,
    });
  }
  const fixed = phasesWhere(plan, (source) => !source.follows.layout);
  if (fixed !== "") {
    notes.push({
      code: "layoutFixed",
      params: { phases: fixed },
      message: `The ${fixed} instances keep the plan's nodes and data parallelism: their times were entered or measured on that layout; only a roofline estimate follows a layout.`,
    });
  }
  if (plan.allocation.mode === "ratio" || plan.allocation.mode === "fixed") {
    const totalNodes = allocation.mode === "nodeBudget" ? allocation.totalNodes : 0;
    notes.push({
      code: "budgetFromMode",
      params: { mode: plan.allocation.mode, totalNodes },
      message: `The plan's ${plan.allocation.mode} allocation becomes a budget of the ${f(totalNodes)} nodes it uses now, so candidates compete on the same nodes.`,
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
      message: `${space.layoutsWithoutRoom} instance layouts were left out: the model's weights do not fit on their GPUs.`,
    });
  }
  const winner = top[0];
  if (!winner) {
    notes.push({
      code: "noFeasible",
      params: {},
      message:
        "No configuration in the search meets every SLO and limit: relax an SLO, raise an engine limit or add nodes.",
    });
  } else if (winner.changes.every((change) => change.field.startsWith("allocation."))) {
    notes.push({
      code: "currentIsBest",
      params: {},
      message: "The plan's own settings are the best the search found.",
    });
  }
  return notes;
};
