import { measuredFields } from "../measured.ts";
import type { Plan } from "../plan.ts";
import type { Warning } from "../violation.ts";
import { tokensMismatch } from "./runWorkload.ts";

// A value taken from a run keeps the run's tokens a request (plan.measured), so the plan says when
// its own workload is not the one the value was measured on: at calibration, or after an edit.

/** One warning per measured file whose run's request sizes differ from the plan's by over a tenth. */
export const measuredWorkloadWarnings = (plan: Plan): Warning[] => {
  const warned = new Set<string>();
  const warnings: Warning[] = [];
  for (const field of measuredFields) {
    const source = plan.measured?.[field];
    if (source === undefined || warned.has(source.file)) continue;
    const mismatch = tokensMismatch(plan, source);
    if (mismatch === null) continue;
    warned.add(source.file);
    const params = {
      file: source.file,
      inputTokens: Math.round(mismatch.inputTokens),
      outputTokens: Math.round(mismatch.outputTokens),
      planInputTokens: mismatch.planInputTokens,
      planOutputTokens: mismatch.planOutputTokens,
    };
    warnings.push({
      code: "measuredWorkload",
      field,
      params,
    });
  }
  return warnings;
};
