import {
  formatDisplay,
  type LatencySource,
  type Plan,
  type PlanResult,
  sourceDef,
} from "../../../model/index.ts";
import type { Dictionary } from "../../../text/index.ts";
import { fill } from "../../../text/index.ts";

// Under the t1 and ITL fields: whether the entered value is the one the results use. With a
// roofline or a measured profile chosen under Latency model, it stands in only where that source
// cannot price the phase. Read from the last plan that validated, so the caller shows no note
// while the draft is invalid (the results then show that older plan).

export const phaseTimeNote = (
  plan: Plan,
  result: PlanResult,
  phase: "prefill" | "decode",
  t: Dictionary,
): string | null => {
  const entered = phase === "prefill" ? "prefill.batchTimeMs" : "decode.itlMs";
  // Whether a source's time is the entered field's, as its table entry says.
  const readsEntered = (source: LatencySource) => sourceDef(source).dataField(phase) === entered;
  const chosen = plan.latency[phase].source;
  if (readsEntered(chosen)) return null;
  const used = result.latencyModel[phase];
  if (readsEntered(used.source)) {
    return fill(t.latency.timeField.fallback, { source: t.latency.sources[chosen] });
  }
  return fill(t.latency.timeField.unused[phase], {
    source: t.latency.sources[used.source],
    value: formatDisplay(used.timeMs),
  });
};
