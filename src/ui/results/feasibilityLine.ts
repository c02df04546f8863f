import type { Plan, PlanResult } from "../../model/index.ts";
import type { Dictionary } from "../../text/index.ts";
import { fill } from "../../text/index.ts";
import { limitText } from "./limitText.ts";
import type { SustainableText } from "./sustainableText.ts";
import { loadText, percentText } from "./valueText.ts";

export interface FeasibilityLine {
  /** Whether the plan holds at some load. */
  holds: boolean;
  /** The sentence: up to what load it holds, or the heading over what to change. */
  text: string;
}

const setsSlo = (plan: Plan): boolean =>
  [plan.slo.ttftMs, plan.slo.tpotMs, plan.slo.e2elMs, plan.slo.attainment].some(
    (target) => target !== undefined,
  );

/** The status line: feasible up to which load (and how much of capacity), or not feasible. */
export const feasibilityLine = (
  plan: Plan,
  result: PlanResult,
  t: Dictionary,
  text: SustainableText,
): FeasibilityLine => {
  if (!result.feasible) return { holds: false, text: t.status.infeasible };
  const { sustainable } = result;
  if (!setsSlo(plan)) {
    return {
      holds: true,
      text: fill(text.feasibleNoSlo, {
        qpm: loadText(sustainable.qpm, result.accuracy.throughput),
      }),
    };
  }
  if (!(sustainable.requestsPerSecond > 0)) {
    return { holds: false, text: fill(text.noLoadHolds, { limit: limitText(sustainable, text) }) };
  }
  return {
    holds: true,
    text: fill(text.feasibleUpTo, {
      qpm: loadText(sustainable.qpm, result.accuracy.throughput),
      percent: percentText(sustainable.loadFraction),
    }),
  };
};
