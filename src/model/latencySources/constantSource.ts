import type { StepContext } from "../step/stepContext.ts";
import type { LatencySourceDef, PhaseReader } from "./sourceDef.ts";
import { entered, type StepTime } from "./stepTimeOf.ts";

/**
 * The entered t1 for prompts of `inputTokens`. It was measured at the plan's l_i, and other prompt
 * lengths scale it by tokens, as prefill is compute-bound.
 */
export const enteredPrefill = (ctx: StepContext, inputTokens: number): StepTime =>
  entered("constant", ctx.plan.prefill.batchTimeMs * (inputTokens / ctx.plan.workload.inputTokens));

/** The entered ITL. */
export const enteredDecode = (ctx: StepContext): StepTime =>
  entered("constant", ctx.plan.decode.itlMs);

/** The entered t1 and ITL; also what any source that cannot be read falls back to. */
export const constantReader: PhaseReader = {
  measuredBatches: [],
  prefill: (ctx, _layout, _batch, inputTokens) => enteredPrefill(ctx, inputTokens),
  decode: (ctx) => enteredDecode(ctx),
};

export const constantSource: LatencySourceDef = {
  needs: { profile: false, gpu: false, model: false },
  estimated: false,
  follows: { batch: false, layout: false, context: false, drafts: false },
  dataField: (phase) => (phase === "prefill" ? "prefill.batchTimeMs" : "decode.itlMs"),
  open: () => ({ reader: constantReader }),
  // Measured at the plan's own batch: nothing is known about any other.
  searchUpper: ({ own }) => own,
};
