import type { BoundBy, PhaseTime } from "../latency/roofline.ts";
import type { LatencySource } from "./table.ts";

/** One read of a phase's step time, with what gave it. */
export interface StepTime {
  /** The source that gave the time: one that cannot be read gives the entered constant. */
  source: LatencySource;
  timeMs: number;
  /** The roofline's limiting resource, when the roofline gave the time. */
  boundBy: BoundBy | null;
  /** True when a profile was read outside its measured batches. */
  extrapolated: boolean;
  /** The roofline's parts, for the derivation; null for the other sources. */
  roofline: PhaseTime | null;
}

/** A time entered or measured: no roofline parts. */
export const entered = (source: LatencySource, timeMs: number, extrapolated = false): StepTime => ({
  source,
  timeMs,
  boundBy: null,
  extrapolated,
  roofline: null,
});

/** A time the roofline priced. */
export const modelled = (time: PhaseTime): StepTime => ({
  source: "roofline",
  timeMs: time.timeMs,
  boundBy: time.boundBy,
  extrapolated: false,
  roofline: time,
});
