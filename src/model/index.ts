// The planner's pure core: plan schema, solver and their types.

export {
  type Catalog,
  emptyCatalog,
  ownEntry,
  resolveGpu,
  resolveModel,
} from "./catalog.ts";
export { clipText, describeInput, maxExcerptChars } from "./describeInput.ts";
export { isReservedId } from "./entryIds.ts";
export { formatDisplay, formatNumber, formatPercent, formatTwoDecimals } from "./format.ts";
export { type FieldProblem, formatProblem, type Parsed, parsePlan } from "./parsePlan.ts";
export {
  type AllocationMode,
  allocationModes,
  defaultPlan,
  type Plan,
  type PlanInput,
  PlanSchema,
} from "./plan.ts";
export type { PlanPath } from "./planPath.ts";
export { maxListedProblems, moreProblems, type ProblemRule } from "./problems.ts";
export { rateMatchingPresets } from "./rateMatching.ts";
export type { PlanResult, Solved, SolveTrace } from "./result.ts";
export { solve, solveTraced } from "./solve.ts";
export { acceptanceLengthFromPositions, perPositionAcceptanceFor } from "./specDecode.ts";
export {
  type ConcurrencyReason,
  type EstimatedLatency,
  estimateAtRate,
  estimator,
  headroomZ,
  type LatencyStatistics,
  type RateEstimate,
  type RecommendedConcurrency,
  type StageWaits,
  type Sustainable,
  type SustainableLimit,
} from "./sustainable/index.ts";
export type { Violation, Warning } from "./violation.ts";
