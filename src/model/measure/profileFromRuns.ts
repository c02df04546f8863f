import type { ProfilePoint } from "../latency/profile.ts";
import { parsePlan } from "../parsePlan.ts";
import type { Plan } from "../plan.ts";
import type { RunAnalysis } from "./analysis.ts";
import {
  type CalibrationStatistic,
  closeTokens,
  measuredFileName,
  metricValue,
  statisticKeyFor,
  statisticName,
  tokensPerRequest,
} from "./calibrate.ts";
import type { MeasuredFormat } from "./run.ts";

// Runs at several concurrencies become a measured latency profile (issue: latency curves): one
// (batch, time) point per run, the batch being the requests in flight (the run's max concurrency,
// else Little's law), the time its TTFT for prefill or its ITL for the decode step. Only runs of
// one workload lie on one curve: same tool, same model, requests of about the same length.

export type ProfilePhase = "prefill" | "decode";

export interface ProfileRun {
  analysis: RunAnalysis;
  fileName: string;
  /** The line of the file the run starts on: runs of one file differ by it. */
  line: number;
  format: MeasuredFormat;
  model?: string;
}

/** A profile point with the runs averaged into it. */
export interface SourcedProfilePoint extends ProfilePoint {
  runs: ProfileRun[];
}

/** The plan keeps at most this many points per phase (latencyPlan.ts). */
const maxPoints = 64;
// The profile point's bounds (latency/profile.ts).
const maxBatch = 10_000_000;
const shortestMs = 0.001;
const longestMs = 3_600_000;
// plan.measured counts at most this many runs (measured.ts).
const maxRuns = 1000;

/** The runs measured on the reference's workload: its tool, its model and its request lengths. */
export const comparableRuns = (
  runs: readonly ProfileRun[],
  reference: ProfileRun,
): ProfileRun[] => {
  const tokens = tokensPerRequest(reference.analysis);
  return runs.filter((run) => {
    if (run.format !== reference.format) return false;
    if (run.model !== undefined && reference.model !== undefined && run.model !== reference.model)
      return false;
    const own = tokensPerRequest(run.analysis);
    return (
      closeTokens(own.inputTokens, tokens.inputTokens) &&
      closeTokens(own.outputTokens, tokens.outputTokens)
    );
  });
};

/** One point per distinct batch (runs at the same batch averaged), sorted by batch. */
export const profilePoints = (
  runs: readonly ProfileRun[],
  phase: ProfilePhase,
  statistic: CalibrationStatistic,
): SourcedProfilePoint[] => {
  const key = statisticKeyFor(phase === "prefill" ? "ttft" : "itl", statistic);
  const byBatch = new Map<number, { times: number[]; runs: ProfileRun[] }>();
  for (const run of runs) {
    const batch = run.analysis.concurrency?.value;
    const timeMs = metricValue(run.analysis, key);
    if (batch === undefined || !(batch > 0) || timeMs === undefined) continue;
    if (batch > maxBatch || timeMs < shortestMs || timeMs > longestMs) continue;
    // Little's law gives fractional batches; an engine batches whole requests.
    const rounded = Math.max(1, Math.round(batch));
    const group = byBatch.get(rounded) ?? { times: [], runs: [] };
    group.times.push(timeMs);
    group.runs.push(run);
    byBatch.set(rounded, group);
  }
  return [...byBatch.entries()]
    .map(([batch, group]) => ({
      batch,
      timeMs:
        Math.round((group.times.reduce((sum, t) => sum + t, 0) / group.times.length) * 1000) / 1000,
      runs: group.runs,
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
): { plan: Plan; points: SourcedProfilePoint[] } | null => {
  const points = profilePoints(runs, phase, statistic);
  if (points.length < 2) return null;
  const next = structuredClone(plan);
  const profile = points.map(({ batch, timeMs }) => ({ batch, timeMs }));
  next.latency[phase] = { ...next.latency[phase], source: "profile", profile };
  // Only the runs that gave a point are recorded: the others did not shape the curve.
  const used = points.flatMap((point) => point.runs);
  const files = [...new Set(used.map((run) => measuredFileName(run.fileName)))];
  const file = files.length === 1 ? (files[0] as string) : `${files[0]} + ${files.length - 1}`;
  next.measured = {
    ...(plan.measured ?? {}),
    [`latency.${phase}.profile`]: {
      file: measuredFileName(file),
      statistic: statisticName(statistic),
      runs: Math.min(used.length, maxRuns),
    },
  };
  const checked = parsePlan(next);
  return checked.ok ? { plan: checked.value, points } : null;
};
