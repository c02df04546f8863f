import { buildProfile, type Profile } from "../latency/profile.ts";
import { type LatencyInputs, latencyInputs } from "../latencyInputs.ts";
import type { Plan } from "../plan.ts";
import type { Phase } from "./layouts.ts";

/** What every step of the search reads: the plan, its resolved presets and its built profiles. */
export interface SearchContext {
  plan: Plan;
  inputs: LatencyInputs;
  profiles: Record<Phase, Profile | null>;
  /** Tokens a decoding sequence attends to on average (model.md §5: l_i + l_o / 2). */
  contextTokens: number;
}

const profileOf = (plan: Plan, phase: Phase): Profile | null => {
  if (plan.latency[phase].source !== "profile") return null;
  const built = buildProfile(plan.latency[phase].profile ?? []);
  return built.ok ? built.profile : null;
};

export const searchContext = (plan: Plan): SearchContext => ({
  plan,
  inputs: latencyInputs(plan),
  profiles: { prefill: profileOf(plan, "prefill"), decode: profileOf(plan, "decode") },
  contextTokens: plan.workload.inputTokens + plan.workload.outputTokens / 2,
});
