// The optimizer: the best configurations of a plan under its SLOs and limits, for the app and the CLI.
export {
  type AggregatedAssumption,
  type AggregatedComparison,
  aggregatedAssumptions,
} from "./aggregatedComparison.ts";
export type { Binding } from "./binding.ts";
export { candidatePlan } from "./candidatePlan.ts";
export { type ChangedField, changedFields, type PlanChange, planChanges } from "./changes.ts";
export {
  type Confirmation,
  type ConfirmedFigures,
  confirmationOf,
  confirmConfiguration,
  confirmOptions,
} from "./confirm.ts";
export { distinctKey } from "./distinctKey.ts";
export type { OptimizeNote } from "./notes.ts";
export { defaultTop, optimize, searchSettings } from "./optimize.ts";
export type { TriedSetting } from "./prefillScores.ts";
export type { Objective } from "./ranking.ts";
export type { SearchAllocation } from "./searchAllocation.ts";
export type {
  OptimizeOptions,
  OptimizeResult,
  RankedConfiguration,
  SearchSpace,
} from "./types.ts";
export type { WhyAhead } from "./whyAhead.ts";
