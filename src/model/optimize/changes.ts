import type { Plan } from "../plan.ts";

/** One plan field the candidate sets differently; null means "not set" (the default applies). */
export interface PlanChange {
  field: ChangedField;
  from: number | string | null;
  to: number | string | null;
}

/** The fields a candidate can change, in the order a person reads a plan. */
export const changedFields = [
  "prefill.nodesPerInstance",
  "prefill.dataParallel",
  "latency.prefill.expertParallel",
  "latency.prefill.pipelineParallel",
  "prefill.batchSize",
  "decode.nodesPerInstance",
  "decode.dataParallel",
  "latency.decode.expertParallel",
  "latency.decode.pipelineParallel",
  "decode.batchSize",
  "specDecode.draftTokens",
  "specDecode.acceptanceLength",
  "specDecode.perPositionAcceptance",
  "allocation.mode",
  "allocation.totalNodes",
] as const;

export type ChangedField = (typeof changedFields)[number];

const read = (plan: Plan, field: ChangedField): number | string | null => {
  const value = field
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
      plan,
    );
  return typeof value === "number" || typeof value === "string" ? value : null;
};

// An unset stage count is one stage: a plan that says 1 and one that says nothing run alike.
const stageFields = new Set<ChangedField>([
  "latency.prefill.pipelineParallel",
  "latency.decode.pipelineParallel",
]);

const readValue = (plan: Plan, field: ChangedField): number | string | null =>
  stageFields.has(field) ? (read(plan, field) ?? 1) : read(plan, field);

/** The fields `to` sets differently from `from`, each with both values. */
export const planChanges = (from: Plan, to: Plan): PlanChange[] =>
  changedFields.flatMap((field) => {
    const before = readValue(from, field);
    const after = readValue(to, field);
    return before === after ? [] : [{ field, from: before, to: after }];
  });
