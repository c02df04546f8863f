// The latency-source table: each source's row, and the step-time record every source returns.
export type { LatencySourceDef, PhaseReader, SearchBound } from "./sourceDef.ts";
export { entered, modelled, type StepTime } from "./stepTimeOf.ts";
export { type LatencySource, latencySources, latencySourceTable, sourceDef } from "./table.ts";
