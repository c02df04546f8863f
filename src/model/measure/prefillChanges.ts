import type { ProfilePoint } from "../latency/profile.ts";
import { sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import type { CalibrationChange } from "./calibrate.ts";
import { type PrefillReading, sameLevel } from "./prefillFromTtft.ts";

// Where t1 read from a run goes in the plan. The entered t1 always takes it; a profile keeps its
// shape and moves to pass through the run's point; a roofline becomes a profile through the run's
// point and its own time at b_p, so solve and the simulator read the run's level at every batch.

export interface PrefillUpdate {
  latency: Plan["latency"]["prefill"];
  changes: CalibrationChange[];
  /** True when the profile now carries the run's level, so its provenance is the run. */
  profileMeasured: boolean;
}

const shortestMs = 0.001;
const roundedMs = (ms: number): number => Math.max(shortestMs, Math.round(ms * 1000) / 1000);

/** The prefill latency and the changes that put the reading's t1 (`t1Ms`) into the plan. */
export const prefillUpdate = (plan: Plan, reading: PrefillReading, t1Ms: number): PrefillUpdate => {
  const latency = plan.latency.prefill;
  const changes: CalibrationChange[] = [
    { field: "prefill.batchTimeMs", from: plan.prefill.batchTimeMs, to: t1Ms },
  ];
  const atRun = reading.sourceAtRunMs;
  const scaledBy = sourceDef(reading.scaledBy);
  if (!scaledBy.follows.batch || atRun === null) {
    return { latency, changes, profileMeasured: false };
  }
  const level = reading.runPrefillMs / atRun;
  // A profile is measured data: its points move by the level. Any other shape becomes a profile
  // through the run's point and the plan's.
  if (scaledBy.needs.profile) {
    if (Math.abs(level - 1) < sameLevel) return { latency, changes, profileMeasured: false };
    const profile = (latency.profile ?? []).map(
      (point): ProfilePoint => ({ batch: point.batch, timeMs: roundedMs(point.timeMs * level) }),
    );
    const before = roundedMs(atRun * reading.batchScale);
    changes.push({ field: "latency.prefill.profile", from: before, to: t1Ms });
    return { latency: { ...latency, profile }, changes, profileMeasured: true };
  }
  const points: ProfilePoint[] = [
    { batch: reading.runBatch, timeMs: roundedMs(reading.runPrefillMs) },
    { batch: reading.planBatch, timeMs: t1Ms },
  ];
  const profile = points
    .filter((point, index) => points.findIndex((p) => p.batch === point.batch) === index)
    .sort((a, b) => a.batch - b.batch);
  changes.push(
    { field: "latency.prefill.source", from: latency.source, to: "profile" },
    { field: "latency.prefill.profile", from: undefined, to: t1Ms },
  );
  return { latency: { ...latency, source: "profile", profile }, changes, profileMeasured: true };
};
