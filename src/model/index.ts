// The planner's pure core: plan schema, solver, estimate, simulator, curves, search and serving
// metrics. Other layers import the model from here only.

export {
  type ErrorBand,
  errorBandCoverage,
  errorBandOf,
  minCasesPerBand,
  type NarrowingFeature,
  type UncoveredFeature,
} from "./accuracy/errorBand.ts";
export { type PlanAccuracy, planAccuracy } from "./accuracy/planAccuracy.ts";
export type { Regime, ValidatedPhase, ValidationResidual } from "./accuracy/residuals.ts";
export {
  type Catalog,
  emptyCatalog,
  ownEntry,
  resolveGpu,
  resolveModel,
} from "./catalog.ts";
export { gpuPricesOf } from "./cost.ts";
export type { Curve, CurveGuide, CurvePoint, CurveSeries } from "./curves/curvePoint.ts";
export {
  capacityPerSecond,
  cdfCurves,
  curveContext,
  curvesFor,
  decodeCurve,
  defaultTargetRange,
  type KneeEstimate,
  type KneeLoad,
  type KneeRun,
  kneeCurves,
  kneeEstimate,
  kneeLoads,
  kneeOptions,
  kneeRequests,
  nodesForTarget,
  paretoFrontier,
  prefillCurve,
  type SolveVariant,
  ttftVsRate,
} from "./curves/index.ts";
export { admittedBatch } from "./curves/variantPlan.ts";
export { clipText, describeInput, maxExcerptChars } from "./describeInput.ts";
export { isReservedId } from "./entryIds.ts";
export { boundedNumber } from "./fields.ts";
export {
  formatBand,
  formatDisplay,
  formatEstimate,
  formatGapPercent,
  formatNumber,
  formatPercent,
  formatShare,
  formatTwoDecimals,
} from "./format.ts";
export {
  defaultComputeEfficiency,
  defaultEfficiency,
  type Efficiency,
  efficiencyOverDefaults,
} from "./latency/efficiency.ts";
export { kvBytesPerToken } from "./latency/kvCache.ts";
export {
  bytesPerElement,
  expertWeightFormat,
  type NumberFormatName,
  numberFormats,
  type Precision,
} from "./latency/numberFormats.ts";
export type { ProfilePoint } from "./latency/profile.ts";
export {
  type AttentionKind,
  attentionKinds,
  type GpuSpec,
  type ModelSpec,
  parseGpuSpec,
  parseModelSpec,
} from "./latency/specs.ts";
export {
  billionParams,
  bytesPerGB,
  bytesPerGiB,
  bytesPerKiB,
  bytesPerMiB,
  bytesPerTB,
  flopsPerTeraflop,
  gibibytes,
  gigabitsPerSecond,
  gigabytesPerSecond,
  paramsPerBillion,
  terabytesPerSecond,
  teraflops,
} from "./latency/specUnits.ts";
export {
  type PartShare,
  partShares,
  type SpentPartKey,
  type StepParts,
} from "./latency/stepParts.ts";
export { defaultPrecision, phaseFactors } from "./latencyInputs.ts";
export {
  type LatencySource,
  type LatencySourceDef,
  latencySources,
  sourceDef,
} from "./latencySources/index.ts";
export type { LimitName } from "./limits.ts";
export {
  type ArrivalProcess,
  arrivalProcesses,
  defaultLoad,
  type EmpiricalSizes,
  EmpiricalSizesSchema,
  LoadSchema,
  loadOf,
  maxEmpiricalRequests,
  routingPolicies,
  sizeModels,
} from "./load.ts";
export type {
  AggregateCheck,
  AnalyzeOptions,
  Distribution,
  GoodputSlo,
  MetricSource,
  MetricValue,
  MissingReason,
  RunAnalysis,
  TpotIdentity,
} from "./measure/analysis.ts";
export { agreementTolerance } from "./measure/analysis.ts";
export { analyzeRun } from "./measure/analyzeRun.ts";
export {
  type CalibrationChange,
  type CalibrationGap,
  type CalibrationStatistic,
  calibratePlan,
  metricValue,
  statisticKeyFor,
  tokensPerRequest,
  workloadMismatch,
  workloadTolerance,
} from "./measure/calibrate.ts";
export { tabledShares } from "./measure/distribution.ts";
export {
  type EfficiencyFit,
  type FitPhase,
  fitPhaseEfficiency,
  type MeasuredStep,
  withFittedEfficiency,
} from "./measure/fitEfficiency.ts";
export {
  defaultPercentiles,
  type LatencyMetric,
  latencyMetrics,
  parseLatencyKey,
  percentileKey,
  percentileText,
  runKeys,
  statisticKey,
} from "./measure/metricKeys.ts";
export { notesThatHold } from "./measure/notesThatHold.ts";
export { type PrefillReading, prefillContextOf } from "./measure/prefillFromTtft.ts";
export {
  comparableRuns,
  measuredSteps,
  type ProfilePhase,
  type ProfileRun,
  planWithProfile,
  profilePoints,
  type SourcedProfilePoint,
} from "./measure/profileFromRuns.ts";
export type {
  MeasuredFormat,
  MeasuredRun,
  RequestDetail,
  RunMeta,
  RunNote,
  SpecDecodeCounts,
} from "./measure/run.ts";
export { modelMismatch } from "./measure/runModel.ts";
export { type ScrapeSample, type ScrapeSummary, summarizeScrape } from "./measure/scrape.ts";
export { orderScrapes, sameServer, scrapeDelta } from "./measure/scrapeDelta.ts";
export { scrapeNotes } from "./measure/scrapeNotes.ts";
export {
  type SweepColumn,
  type SweepLatency,
  type SweepRow,
  type SweepRun,
  shownLoad,
  sweepColumns,
  sweepLatencies,
  sweepPoints,
  sweepRows,
  sweepThroughputs,
} from "./measure/sweepSummary.ts";
export type { Measured, MeasuredSource } from "./measured.ts";
export {
  type AggregatedAssumption,
  type AggregatedComparison,
  type ChangedField,
  type Confirmation,
  confirmationOf,
  confirmConfiguration,
  confirmOptions,
  type Objective,
  type OptimizeNote,
  type OptimizeResult,
  optimize,
  type PlanChange,
  type RankedConfiguration,
  type WhyAhead,
} from "./optimize/index.ts";
export { type FieldProblem, formatProblem, type Parsed, parsePlan } from "./parsePlan.ts";
export type { PhaseOutcome } from "./phaseLatency.ts";
export {
  type AllocationMode,
  allocationModes,
  defaultPlan,
  type Plan,
  type PlanInput,
  PlanSchema,
  type SloStatistic,
  sloStatistics,
} from "./plan.ts";
export type { PlanPath } from "./planPath.ts";
export { type PredictedVsMeasured, predictedVsMeasured } from "./predicted.ts";
export { maxListedProblems, moreProblems, type ProblemRule } from "./problems.ts";
export { rateMatchingPresets } from "./rateMatching.ts";
export type { PlanResult, Solved, SolveTrace } from "./result.ts";
export { checkReplications, checkRequests, checkRun } from "./simulate/checkRun.ts";
export {
  busierUtilization,
  createSimulation,
  type LatencySummary,
  relaxationRequests,
  requestsPerReplication,
  runShortOfRelaxation,
  type SimulationReport,
  type SloOutcome,
  simulate,
} from "./simulate/index.ts";
export { maxInFlight } from "./simulate/setup.ts";
export type { Interval, SimulationOptions } from "./simulate/types.ts";
export type { SloCheck } from "./slo.ts";
export { meetsTarget, slosJudged } from "./slo.ts";
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
  sustainableEstimate,
  wholeSlots,
} from "./sustainable/index.ts";
export { atLeast, nearlyEqual } from "./tolerance.ts";
export { msPerSecond, msToSeconds, percent, secondsPerMinute } from "./units.ts";
export type { Violation, Warning } from "./violation.ts";
