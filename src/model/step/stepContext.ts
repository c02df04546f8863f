import type { Catalog } from "../catalog.ts";
import { buildProfile, type Profile } from "../latency/profile.ts";
import { type LatencyInputs, latencyInputs } from "../latencyInputs.ts";
import type { Plan } from "../plan.ts";

export type Phase = "prefill" | "decode";

/** What every step-time read needs: the plan, its resolved presets and its built profiles. */
export interface StepContext {
  plan: Plan;
  /** The GPUs and models the plan's ids were looked up in, for variants of the plan. */
  catalog: Catalog;
  inputs: LatencyInputs;
  /** Each phase's measured profile when that phase reads one and it is valid. */
  profiles: Record<Phase, Profile | null>;
  /** Tokens a decoding sequence attends to on average: l_i + l_o / 2. */
  contextTokens: number;
}

const profileOf = (plan: Plan, phase: Phase): Profile | null => {
  if (plan.latency[phase].source !== "profile") return null;
  const built = buildProfile(plan.latency[phase].profile ?? []);
  return built.ok ? built.profile : null;
};

/** Built once per plan; solve, the optimizer, the curves and the simulator read step times through it. */
export const stepContext = (
  plan: Plan,
  catalog: Catalog,
  inputs: LatencyInputs = latencyInputs(plan, catalog),
): StepContext => ({
  plan,
  catalog,
  inputs,
  profiles: { prefill: profileOf(plan, "prefill"), decode: profileOf(plan, "decode") },
  contextTokens: plan.workload.inputTokens + plan.workload.outputTokens / 2,
});
