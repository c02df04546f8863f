// The analytic queueing estimate: statistics at any offered load, and the sustainable load.

export { headroomZ, wholeSlots } from "./concurrency.ts";
export { estimateAtRate, estimator, sustainableEstimate } from "./estimate.ts";
export type {
  ConcurrencyReason,
  EstimatedLatency,
  LatencyStatistics,
  RateEstimate,
  RecommendedConcurrency,
  StageWaits,
  Sustainable,
  SustainableLimit,
} from "./types.ts";
