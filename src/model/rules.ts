// The plan's cross-field rules, in one registry: each has a name, its parameters and the English
// sentence the schema reports. Schemas raise them through `ruleIssue`, problems.ts reads the name
// back, and the text layer words each rule in every language (`problems` in en.ts and zh.ts, typed
// against this registry, so a new rule cannot go unworded).

type Params = Record<string, string | number>;

interface RuleDef<P extends Params> {
  /** The sentence for the field, after its path ("prefill.batchSize must …"). */
  message: (params: P) => string;
}

const rule = <P extends Params = Record<never, never>>(message: (params: P) => string) =>
  ({ message }) as RuleDef<P>;

export const planRules = {
  /** An id that every JavaScript object already has as a property. */
  reservedId: rule<{ id: string }>(
    ({ id }) =>
      `must not be ${JSON.stringify(id)}: every JavaScript object has a property of that name, so it cannot be an entry's id`,
  ),
  acceptanceEitherOr: rule(() => "give acceptanceLength or perPositionAcceptance, not both"),
  acceptanceAtMostDraftsPlusOne: rule<{ maximum: number; got: number }>(
    ({ maximum, got }) =>
      `must be at most draftTokens + 1 = ${maximum} (the drafts plus the bonus token), got ${got}`,
  ),
  acceptanceRequired: rule<{ draftTokens: number }>(
    ({ draftTokens }) =>
      `is required when draftTokens is ${draftTokens} (or give perPositionAcceptance)`,
  ),
  requiredForMode: rule<{ mode: string }>(({ mode }) => `is required when mode is "${mode}"`),
  /** A field that another, set, field only refines. */
  requiredWith: rule<{ field: string }>(({ field }) => `is required when ${field} is set`),
  /** An instance on part of a node (or parts of several) still holds whole GPUs. */
  wholeGpus: rule<{ gpusPerNode: number; gpus: number }>(
    ({ gpusPerNode, gpus }) =>
      `must hold whole GPUs: times ${gpusPerNode} GPUs per node it gives ${gpus} (0.25 of an 8-GPU node is 2 GPUs)`,
  ),
  requiredForArrival: rule<{ arrival: string }>(
    ({ arrival }) => `is required when arrival is "${arrival}"`,
  ),
  requiredForSizes: rule<{ sizes: string }>(
    ({ sizes }) => `is required when sizes is "${sizes}" (import a run or a trace)`,
  ),
  sameLength: rule<{ expected: number; got: number }>(
    ({ expected, got }) => `must list as many requests as inputTokens (${expected}), got ${got}`,
  ),
  /** A latency source that reads measured points has none. */
  profileRequired: rule<{ source: string }>(
    ({ source }) => `needs at least one measured (batch, timeMs) point when source is "${source}"`,
  ),
  /** A latency source that needs a GPU or the model has none. */
  requiredForSource: rule<{ source: string; phases: string }>(({ source, phases }) =>
    phases === "one"
      ? `is required when source is "${source}"`
      : `is required when a phase's source is "${source}"`,
  ),
  /** An instance layout whose GPUs are not its tensor-, data- and pipeline-parallel degrees' product. */
  layoutProduct: rule<{ product: number; got: number }>(
    ({ product, got }) =>
      `must equal tensorParallel · dataParallel · pipelineParallel = ${product}, got ${got}`,
  ),
  /** An expert-parallel degree that does not divide the GPUs of one pipeline stage. */
  expertDivides: rule<{ gpus: number; got: number }>(
    ({ gpus, got }) => `must divide gpus (${gpus}), got ${got}`,
  ),
  /** A custom model's fields that contradict each other (heads, layers, experts, size). */
  consistency: rule<{
    check: string;
    heads: number;
    layers: number;
    experts: number;
    totalParams: number;
  }>(() => "does not agree with the model's other fields"),
};

export type PlanRule = keyof typeof planRules;
type ParamsOf<R extends PlanRule> = Parameters<(typeof planRules)[R]["message"]>[0];

/** A broken rule as zod's `ctx.addIssue` takes it. */
export interface RuleIssue {
  [key: string]: unknown;
  code: "custom";
  path: PropertyKey[];
  message: string;
  params: Params & { rule: PlanRule };
}

/** Whether a custom issue's rule name is one of the registry's. */
export const isPlanRule = (name: unknown): name is PlanRule =>
  typeof name === "string" && Object.hasOwn(planRules, name);

/**
 * The zod issue for a broken rule at `path`: its English sentence (or `detail`, a more specific
 * one the check itself wrote), and its name and parameters.
 */
export const ruleIssue = <R extends PlanRule>(
  name: R,
  path: PropertyKey[],
  params: ParamsOf<R>,
  detail?: string,
): RuleIssue => {
  const message = detail ?? (planRules[name].message as (given: ParamsOf<R>) => string)(params);
  return { code: "custom", path, message, params: { rule: name, ...params } };
};
