import { formatNumber as f } from "../format.ts";
import type { Plan } from "../plan.ts";
import { nearlyEqual } from "../tolerance.ts";
import { percent } from "../units.ts";
import { type PlanChange, planChanges } from "./changes.ts";
import type { PairScore } from "./pairSearch.ts";
import type { Objective } from "./ranking.ts";

/**
 * Why a configuration ranks ahead of the next one. `driver` names where its lead comes from:
 * less decode or prefill node time per request, a better fit of x and y to the nodes, or (in a
 * tie) the tie-break: fewer nodes, fewer changed fields, or the search's order.
 */
export interface WhyAhead {
  code: "higherQpmPerNode" | "fewerNodes" | "tie";
  driver:
    | "decode"
    | "prefill"
    | "allocation"
    | "fewerNodes"
    | "moreHeadroom"
    | "fewerChanges"
    | "order";
  params: {
    qpmPerNode: number;
    nextQpmPerNode: number;
    totalNodes: number;
    nextTotalNodes: number;
    /** The lead on the objective, in percent. */
    leadPercent: number;
    /** How much less node time per request the driving side needs, in percent. */
    driverPercent: number;
    /** The least headroom on any SLO, in percent of its target, of each. */
    headroomPercent: number;
    nextHeadroomPercent: number;
  };
  /** Fields the next configuration sets differently: from its value to this one's. */
  differences: PlanChange[];
  message: string;
}

// A side's saving below this is noise next to the allocation's whole-instance steps.
const minDriverFraction = 1e-3;

const oneDecimal = (value: number): string => f(Math.round(value * 10) / 10);

const listDifferences = (differences: PlanChange[]): string =>
  differences.length === 0
    ? "the same settings"
    : differences
        .map((c) => `${c.field} ${c.to ?? "unset"} instead of ${c.from ?? "unset"}`)
        .join(", ");

const reasons: Record<WhyAhead["driver"], (driverPercent: number) => string> = {
  decode: (p) => `its decode side needs ${oneDecimal(p)}% less node time per request`,
  prefill: (p) => `its prefill side needs ${oneDecimal(p)}% less node time per request`,
  allocation: () => "its x and y fit the nodes better",
  fewerNodes: () => "it ranks ahead for using fewer nodes",
  moreHeadroom: () => "it ranks ahead for more headroom on its tightest SLO",
  fewerChanges: () => "it ranks ahead for changing fewer fields of the plan",
  order: () => "it ranks ahead by the search's fixed order",
};

const leadOf = (objective: Objective, a: PairScore, b: PairScore): number => {
  if (objective === "qpmPerNode")
    return b.qpmPerNode > 0 ? (a.qpmPerNode / b.qpmPerNode - 1) * percent : 0;
  return b.totalNodes > 0 ? (1 - a.totalNodes / b.totalNodes) * percent : 0;
};

export const whyAhead = (
  objective: Objective,
  ahead: { plan: Plan; score: PairScore },
  next: { plan: Plan; score: PairScore },
): WhyAhead => {
  const a = ahead.score;
  const b = next.score;
  const tie =
    nearlyEqual(a.qpmPerNode, b.qpmPerNode) &&
    (objective === "qpmPerNode" || a.totalNodes === b.totalNodes);
  const prefillSaving = 1 - a.prefill.nodeSecondsPerRequest / b.prefill.nodeSecondsPerRequest;
  const decodeSaving = 1 - a.decode.nodeSecondsPerRequest / b.decode.nodeSecondsPerRequest;
  const driver: WhyAhead["driver"] = tie
    ? a.totalNodes !== b.totalNodes
      ? "fewerNodes"
      : !nearlyEqual(a.sloHeadroom, b.sloHeadroom)
        ? "moreHeadroom"
        : a.changeCount !== b.changeCount
          ? "fewerChanges"
          : "order"
    : Math.max(prefillSaving, decodeSaving) < minDriverFraction
      ? "allocation"
      : decodeSaving >= prefillSaving
        ? "decode"
        : "prefill";
  const driverPercent =
    driver === "decode"
      ? decodeSaving * percent
      : driver === "prefill"
        ? prefillSaving * percent
        : 0;
  const leadPercent = tie ? 0 : leadOf(objective, a, b);
  const differences = planChanges(next.plan, ahead.plan);
  const score =
    objective === "qpmPerNode"
      ? `${f(a.qpmPerNode)} vs ${f(b.qpmPerNode)} QPM per node`
      : `${f(a.totalNodes)} vs ${f(b.totalNodes)} nodes`;
  const lead = tie ? "a tie" : `${oneDecimal(leadPercent)}% better`;
  return {
    code: tie ? "tie" : objective === "qpmPerNode" ? "higherQpmPerNode" : "fewerNodes",
    driver,
    params: {
      qpmPerNode: a.qpmPerNode,
      nextQpmPerNode: b.qpmPerNode,
      totalNodes: a.totalNodes,
      nextTotalNodes: b.totalNodes,
      leadPercent,
      driverPercent,
      headroomPercent: a.sloHeadroom * percent,
      nextHeadroomPercent: b.sloHeadroom * percent,
    },
    differences,
    message: `${score} (${lead}) with ${listDifferences(differences)}: ${reasons[driver](driverPercent)}.`,
  };
};
