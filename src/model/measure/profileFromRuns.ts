import type { ProfilePoint } from "../latency/profile.ts";
import { parsePlan } from "../parsePlan.ts";
import type { Plan } from "../plan.ts";
import type { RunAnalysis } from "./analysis.ts";
import {
  type CalibrationStatistic,
  measuredFileName,
  metricValue,
  statisticKeyFor,
  statisticName,
} from "./calibrate.ts";

// Runs at several concurrencies become a measured latency profile (issue: latency curves): one
// (batch, time) point per run, the batch being the requests in flight (the run's max concurrency,
// else Little's law), the time its TTFT for prefill or its ITL for the decode step.

export type ProfilePhase = "prefill" | "decode";

export interface ProfileRun {
  analysis: RunAnalysis;
  fileName: string;
}

/** The plan keeps at most this many points per phase (latencyPlan.ts). */
const maxPoints = 64;
// The profile point's bounds (latency/profile.ts).
const maxBatch = 10_000_000;
const shortestMs = 0.001;
const longestMs = 3_600_000;

/** One point per distinct batch (runs at the same batch averaged), sorted by batch. */
export const profilePoints = (
  runs: readonly ProfileRun[],
  phase: ProfilePhase,
  statistic: CalibrationStatistic,
): ProfilePoint[] => {
  const key = statisticKeyFor(phase === "prefill" ? "ttft" : "itl", statistic);
  const byBatch = new Map<number, number[]>();
  for (const { analysis } of runs) {
    const batch = analysis.concurrency?.value;
    const timeMs = metricValue(analysis, key);
    if (batch === undefined || !(batch > 0) || timeMs === undefined) continue;
    if (batch > maxBatch || timeMs < shortestMs || timeMs > longestMs) continue;
    // Little's law gives fractional batches; an engine batches whole requests.
    const rounded = Math.max(1, Math.round(batch));
    byBatch.set(rounded, [...(byBatch.get(rounded) ?? []), timeMs]);
  }
  return [...byBatch.entries()]
    .map(([batch, times]) => ({
      batch,
      timeMs: Math.round((times.reduce((sum, t) => sum + t, 0) / times.length) * 1000) / 1000,
    }))
    .sort((a, b) => a.batch - b.batch)
    .slice(0, maxPoints);
};

/** The plan with the phase's step time read from the runs' profile; null below two points. */
export const planWithProfile = (
  plan: Plan,
  runs: readonly ProfileRun[],
  phase: ProfilePhase,
  statistic: CalibrationStatistic,
): { plan: Plan; points: ProfilePoint[] } | null => {
  const points = profilePoints(runs, phase, statistic);
  if (points.length < 2) return null;
  const next = structuredClone(plan);
  next.latency[phase] = { ...next.latency[phase], source: "profile", profile: points };
  const files = [...new Set(runs.map((run) => measuredFileName(run.fileName)))];
  const file = files.length === 1 ? (files[0] as string) : `${files[0]} + ${files.length - 1}`;
  next.measured = {
    ...(plan.measured ?? {}),
    [`latency.${phase}.profile`]: {
      file: measuredFileName(file),
      statistic: statisticName(statistic),
      runs: Math.min(runs.length, 1000),
    },
  };
  const checked = parsePlan(next);
  return checked.ok ? { plan: checked.value, points } : null;
};
