import type { Catalog } from "../catalog.ts";
import type { ProfilePoint } from "../latency/profile.ts";
import { parsePlan } from "../parsePlan.ts";
import type { Plan } from "../plan.ts";
import type { RunAnalysis } from "./analysis.ts";
import {
  type CalibrationStatistic,
  measuredFileName,
  measuredSource,
  statisticKeyFor,
  statisticName,
} from "./calibrate.ts";
import type { MeasuredStep } from "./fitEfficiency.ts";
import { type PrefillContext, prefillContextOf } from "./prefillFromTtft.ts";
import type { MeasuredFormat } from "./run.ts";
import { type RunLoadMeta, runPrefill } from "./runPrefill.ts";
import { closeTokens, metricValue, tokensPerRequest } from "./runWorkload.ts";

// Runs at several concurrencies become a measured latency profile (issue: latency curves): one
// (batch, time) point per run. For decode the batch is the requests in flight (the run's max
// concurrency, else Little's law) and the time its ITL; for prefill the batch is the requests in
// prefill (Little's law over TTFT) and the time its TTFT less the wait. Only runs of one workload
// lie on one curve: same tool, same model, requests of about the same length.

export type ProfilePhase = "prefill" | "decode";

export interface ProfileRun {
  analysis: RunAnalysis;
  fileName: string;
  /** The line of the file the run starts on: runs of one file differ by it. */
  line: number;
  format: MeasuredFormat;
  model?: string;
  /** The run's request rate and concurrency cap, for the prefill's wait. */
  load?: RunLoadMeta;
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

/**
 * A run's point: for decode its requests in flight and its ITL; for prefill its requests in
 * prefill and its TTFT less the KV transfer and the queueing wait (prefillFromTtft.ts).
 */
const pointOf = (
  run: ProfileRun,
  phase: ProfilePhase,
  statistic: CalibrationStatistic,
  context: PrefillContext,
): { batch: number; timeMs: number } | null => {
  const key = statisticKeyFor(phase === "prefill" ? "ttft" : "itl", statistic);
  const timeMs = metricValue(run.analysis, key);
  if (timeMs === undefined) return null;
  if (phase === "decode") {
    const batch = run.analysis.concurrency?.value;
    return batch === undefined || !(batch > 0) ? null : { batch, timeMs };
  }
  const meta = run.load ?? {};
  // One server measured: a capped run never held more than its cap, else it had the plan's slots.
  const read = runPrefill({
    analysis: run.analysis,
    meta,
    ttftMs: timeMs,
    statistic,
    kvTransferMs: context.kvTransferMs,
    prefillInstances: 1,
    slotsPerInstance: meta.maxConcurrency ?? context.prefillSlots,
    pooled: false,
  });
  return read.ok ? { batch: read.value.runBatch, timeMs: read.value.runPrefillMs } : null;
};

/** One point per distinct batch (runs at the same batch averaged), sorted by batch. */
export const profilePoints = (
  runs: readonly ProfileRun[],
  phase: ProfilePhase,
  statistic: CalibrationStatistic,
  /** What each prefill TTFT is read against: the plan's KV transfer and prefill batch. */
  context: PrefillContext = { kvTransferMs: 0, prefillSlots: 1 },
): SourcedProfilePoint[] => {
  const byBatch = new Map<number, { times: number[]; runs: ProfileRun[] }>();
  for (const run of runs) {
    const point = pointOf(run, phase, statistic, context);
    if (point === null) continue;
    const { batch, timeMs } = point;
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

const meanOf = (values: readonly number[]): number | undefined =>
  values.length === 0 ? undefined : values.reduce((sum, v) => sum + v, 0) / values.length;

/** The runs' mean tokens a request, over the runs that state them. */
const meanTokens = (
  runs: readonly ProfileRun[],
): { inputTokens?: number; outputTokens?: number } => {
  const tokens = runs.map((run) => tokensPerRequest(run.analysis));
  const inputTokens = meanOf(
    tokens.flatMap((t) => (t.inputTokens === undefined ? [] : [t.inputTokens])),
  );
  const outputTokens = meanOf(
    tokens.flatMap((t) => (t.outputTokens === undefined ? [] : [t.outputTokens])),
  );
  return {
    ...(inputTokens === undefined ? {} : { inputTokens }),
    ...(outputTokens === undefined ? {} : { outputTokens }),
  };
};

/** The profile's points as steps to fit the roofline to, each at its runs' own mean lengths. */
export const measuredSteps = (points: readonly SourcedProfilePoint[]): MeasuredStep[] =>
  points.map(({ batch, timeMs, runs }) => ({ batch, timeMs, ...meanTokens(runs) }));

/** The plan with the phase's step time read from the runs' profile; null below two points. */
export const planWithProfile = (
  plan: Plan,
  catalog: Catalog,
  runs: readonly ProfileRun[],
  phase: ProfilePhase,
  statistic: CalibrationStatistic,
): { plan: Plan; points: SourcedProfilePoint[] } | null => {
  const points = profilePoints(runs, phase, statistic, prefillContextOf(plan, catalog));
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
      ...measuredSource(file, statisticName(statistic), meanTokens(used)),
      runs: Math.min(used.length, maxRuns),
    },
  };
  const checked = parsePlan(next);
  return checked.ok ? { plan: checked.value, points } : null;
};
