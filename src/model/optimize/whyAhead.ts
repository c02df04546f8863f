import { nearlyEqual } from "../tolerance.ts";
import { percent } from "../units.ts";
import { type PlanChange, planChanges } from "./changes.ts";
import type { SolvedCandidate } from "./ranked.ts";
import type { Objective } from "./ranking.ts";

/**
 * Why a configuration ranks ahead of the next one. `driver` names where its lead comes from:
 * less decode or prefill node time per request, a better fit of x and y to the nodes, a larger
 * share of its capacity sustained under the SLOs, or (in a tie) the tie-break: fewer nodes, more
 * headroom, fewer changed fields, or the search's order.
 */
export interface WhyAhead {
  code: "higherQpmPerNode" | "fewerNodes" | "tie";
  driver:
    | "decode"
    | "prefill"
    | "allocation"
    | "sustainedShare"
    | "fewerNodes"
    | "moreHeadroom"
    | "fewerChanges"
    | "order";
  params: {
    /** Sustainable QPM per node, what the ranking compares. */
    qpmPerNode: number;
    nextQpmPerNode: number;
    /** Share of capacity each sustains, in percent. */
    sustainedPercent: number;
    nextSustainedPercent: number;
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
}

// A side's saving below this is noise next to the allocation's whole-instance steps.
const minDriverFraction = 1e-3;

type Entry = Pick<SolvedCandidate, "plan" | "score" | "result" | "qpmPerNode" | "totalNodes"> &
  Pick<SolvedCandidate, "sloHeadroom" | "changeCount">;

const leadOf = (byNodes: boolean, a: Entry, b: Entry): number => {
  if (!byNodes) return b.qpmPerNode > 0 ? (a.qpmPerNode / b.qpmPerNode - 1) * percent : 0;
  return b.totalNodes > 0 ? (1 - a.totalNodes / b.totalNodes) * percent : 0;
};

export const whyAhead = (objective: Objective, ahead: Entry, next: Entry): WhyAhead => {
  const a = ahead;
  const b = next;
  // For a target the lead is in nodes, unless both use as many: then in QPM per node, as for a budget.
  const byNodes = objective === "fewestNodes" && a.totalNodes !== b.totalNodes;
  const tie = nearlyEqual(a.qpmPerNode, b.qpmPerNode) && !byNodes;
  const prefillSaving =
    1 - a.score.prefill.nodeSecondsPerRequest / b.score.prefill.nodeSecondsPerRequest;
  const decodeSaving =
    1 - a.score.decode.nodeSecondsPerRequest / b.score.decode.nodeSecondsPerRequest;
  // A lead in sustainable QPM per node with no lead in capacity per node comes from the share sustained.
  const moreCapacity =
    a.score.capacityQpmPerNode > b.score.capacityQpmPerNode * (1 + minDriverFraction);
  const driver: WhyAhead["driver"] = tie
    ? a.totalNodes !== b.totalNodes
      ? "fewerNodes"
      : !nearlyEqual(a.sloHeadroom, b.sloHeadroom)
        ? "moreHeadroom"
        : a.changeCount !== b.changeCount
          ? "fewerChanges"
          : "order"
    : !byNodes && !moreCapacity
      ? "sustainedShare"
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
  const leadPercent = tie ? 0 : leadOf(byNodes, a, b);
  const differences = planChanges(next.plan, ahead.plan);
  const params = {
    qpmPerNode: a.qpmPerNode,
    nextQpmPerNode: b.qpmPerNode,
    sustainedPercent: a.result.sustainable.loadFraction * percent,
    nextSustainedPercent: b.result.sustainable.loadFraction * percent,
    totalNodes: a.totalNodes,
    nextTotalNodes: b.totalNodes,
    leadPercent,
    driverPercent,
    headroomPercent: a.sloHeadroom * percent,
    nextHeadroomPercent: b.sloHeadroom * percent,
  };
  return {
    code: tie ? "tie" : byNodes ? "fewerNodes" : "higherQpmPerNode",
    driver,
    params,
    differences,
  };
};
