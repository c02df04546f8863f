import { firstVisitPlan } from "../../../src/data/index.ts";
import type { Plan } from "../../../src/model/index.ts";

// Plans whose step parts the report, export and app tests read: the first-visit plan (Llama-3.1-70B on
// H100, TP8, both phases priced by the roofline) with its decode overlapping the TP all-reduces with
// compute, and, in the second, its prefill time entered instead of estimated.

export const overlappedDecodePlan: Plan = {
  ...firstVisitPlan,
  latency: {
    ...firstVisitPlan.latency,
    decode: { ...firstVisitPlan.latency.decode, overlapCommunication: true },
  },
};

export const enteredPrefillPlan: Plan = {
  ...overlappedDecodePlan,
  latency: {
    ...overlappedDecodePlan.latency,
    prefill: { ...firstVisitPlan.latency.prefill, source: "constant" },
  },
};
