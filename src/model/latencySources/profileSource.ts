import { buildProfile, interpolateProfile } from "../latency/profile.ts";
import type { LatencySourceDef } from "./sourceDef.ts";
import { entered } from "./stepTimeOf.ts";

// A microsecond, the plan's shortest duration: a profile read at a batch of 0 (a limit that
// admits nothing) or far below its data never gives a step of no time, whose rate is 0 / 0.
const shortestStepMs = 0.001;

/**
 * Measured (batch, time) points, interpolated between them. Prefill points were measured at the
 * plan's l_i; other prompt lengths scale them by tokens. The context does not enter.
 */
export const profileSource: LatencySourceDef = {
  needs: { profile: true, gpu: false, model: false },
  estimated: false,
  follows: { batch: true, layout: false, context: false, drafts: false },
  dataField: (phase) => `latency.${phase}.profile`,
  open: (spec, phase) => {
    const built = buildProfile(spec.profile ?? []);
    if (!built.ok) {
      return {
        problem: {
          kind: "latency",
          code: "latencyProfile",
          field: `latency.${phase}.profile`,
          params: { phase },
        },
      };
    }
    const { profile } = built;
    return {
      reader: {
        measuredBatches: profile.batches,
        prefill: (ctx, _layout, batch, inputTokens) => {
          const read = interpolateProfile(profile, batch);
          const tokenScale = inputTokens / ctx.plan.workload.inputTokens;
          return entered(
            "profile",
            Math.max(shortestStepMs, read.timeMs * tokenScale),
            read.extrapolated,
          );
        },
        decode: (_ctx, _layout, batch) => {
          const read = interpolateProfile(profile, batch);
          return entered("profile", Math.max(shortestStepMs, read.timeMs), read.extrapolated);
        },
      },
    };
  },
  // Up to the last measured batch: beyond it the profile only extrapolates.
  searchUpper: ({ own, measuredBatches }) => Math.max(own, ...measuredBatches),
};
