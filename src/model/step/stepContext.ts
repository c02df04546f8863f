import type { Catalog } from "../catalog.ts";
import { type LatencyInputs, latencyInputs } from "../latencyInputs.ts";
import { constantReader } from "../latencySources/constantSource.ts";
import type { Phase, PhaseReader } from "../latencySources/sourceDef.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { Violation } from "../violation.ts";

export type { Phase };

/** What every step-time read needs: the plan, its resolved presets and each phase's opened source. */
export interface StepContext {
  plan: Plan;
  /** The GPUs and models the plan's ids were looked up in, for variants of the plan. */
  catalog: Catalog;
  inputs: LatencyInputs;
  /** Each phase's source, opened once; one that cannot be read is the entered constant. */
  readers: Record<Phase, PhaseReader>;
  /** Why a phase's source could not be read, when it could not. */
  unreadable: Violation[];
  /** Tokens a decoding sequence attends to on average: l_i + l_o / 2. */
  contextTokens: number;
}

/** Built once per plan; solve, the optimizer, the curves and the simulator read step times through it. */
export const stepContext = (
  plan: Plan,
  catalog: Catalog,
  inputs: LatencyInputs = latencyInputs(plan, catalog),
): StepContext => {
  const unreadable: Violation[] = [];
  const open = (phase: Phase): PhaseReader => {
    const spec = plan.latency[phase];
    const opened = sourceDef(spec.source).open(spec, phase);
    if ("reader" in opened) return opened.reader;
    unreadable.push(opened.problem);
    return constantReader;
  };
  const readers = { prefill: open("prefill"), decode: open("decode") };
  return {
    plan,
    catalog,
    inputs,
    readers,
    unreadable,
    contextTokens: plan.workload.inputTokens + plan.workload.outputTokens / 2,
  };
};
