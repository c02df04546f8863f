import { catalog } from "../../src/data/catalog.ts";
import { regimeOf } from "../../src/model/accuracy/planAccuracy.ts";
import type { Regime } from "../../src/model/accuracy/residuals.ts";
import { aggregatedPoint } from "../../src/model/aggregated.ts";
import {
  type BoundBy,
  computeEfficiencyOn,
  efficiencyOverDefaults,
  type PhaseTime,
} from "../../src/model/latency/index.ts";
import { latencyInputs, phaseFactors } from "../../src/model/latencyInputs.ts";
import type { Plan } from "../../src/model/plan.ts";
import type { Solved } from "../../src/model/result.ts";
import { solveTraced } from "../../src/model/solve.ts";
import { msPerSecond } from "../../src/model/units.ts";
import type { CaseGrade, PublishedCase } from "./publishedCases.ts";

// Solves each case's plan file with the public solver, as the CLI does, and reads the figure the
// source published off the result: nothing here sets a model input.

/**
 * The figure a case's residual is taken on: a rate, so that published / predicted − 1 > 0 always
 * means the truth was faster. Throughput per GPU where the source gives one; else one user's
 * output tokens per second (a batch-1 run, whose per-GPU throughput is that speed over the GPUs,
 * so the ratio is the same).
 */
export type ThroughputMetric =
  | "inputTokensPerSecondPerGpu"
  | "outputTokensPerSecondPerGpu"
  | "outputTokensPerSecondPerUser";
export type LatencyMetric =
  | "prefillBatchTimeMs"
  | "itlMs"
  | "tpotMs"
  | "outputTokensPerSecondPerUser";

export interface Comparison {
  /** The published figure; the midpoint when the source gives a range. */
  published: number;
  predicted: number;
  /** (predicted − published) / published. */
  error: number;
}

export interface Prediction {
  id: string;
  grade: CaseGrade;
  phase: PublishedCase["phase"];
  serving: PublishedCase["serving"];
  throughputMetric: ThroughputMetric;
  throughput: Comparison;
  latencyMetric: LatencyMetric | null;
  latency: Comparison | null;
  /** Sequences (decode) or prompts (prefill) per attention replica in the solved step. */
  sequencesPerReplica: number;
  /** Tokens each decode sequence attends to (l_i + l_o / 2); the prompt length for prefill. */
  contextTokens: number;
  /** What limits the step that sets the throughput (decode for aggregated cases). */
  boundBy: BoundBy;
  /** The modelled step: one prefill batch or one decode step. */
  stepMs: number;
  /** The step's FLOPs at the achieved rate, as if nothing else mattered. */
  computeMs: number;
  /** The compute efficiency the step ran at: the plan's, else its GPU preset's, else the default. */
  computeEfficiency: number;
  /** Sequences one decode replica's KV cache holds at the plan's context; null for prefill. */
  kvCapSequencesPerReplica: number | null;
  /** The step time the published throughput implies at the same batch; null for aggregated cases. */
  publishedStepMs: number | null;
}

export const midpoint = (value: number | readonly [number, number]): number =>
  typeof value === "number" ? value : (value[0] + value[1]) / 2;

const compare = (published: number, predicted: number): Comparison => ({
  published,
  predicted,
  error: (predicted - published) / published,
});

const publishedFigure = (c: PublishedCase, metric: ThroughputMetric): number => {
  const value = c.published[metric];
  if (value === undefined) throw new Error(`${c.id}: no published ${metric}`);
  return midpoint(value);
};

/** Decode and aggregated cases: throughput per GPU where published, else one user's speed. */
export const outputMetricOf = (
  c: PublishedCase,
): Exclude<ThroughputMetric, "inputTokensPerSecondPerGpu"> =>
  c.published.outputTokensPerSecondPerGpu === undefined
    ? "outputTokensPerSecondPerUser"
    : "outputTokensPerSecondPerGpu";

const publishedLatency = (c: PublishedCase, metric: LatencyMetric): number | undefined => {
  const value = c.published[metric];
  return value === undefined ? undefined : midpoint(value);
};

/** The first latency figure the source published that the plan also predicts, other than `headline`. */
const latencyOf = (
  c: PublishedCase,
  predicted: Partial<Record<LatencyMetric, number>>,
  headline?: ThroughputMetric,
): Pick<Prediction, "latencyMetric" | "latency"> => {
  for (const metric of [
    "prefillBatchTimeMs",
    "itlMs",
    "tpotMs",
    "outputTokensPerSecondPerUser",
  ] as const) {
    if (metric === headline) continue;
    const published = publishedLatency(c, metric);
    const value = predicted[metric];
    if (published !== undefined && value !== undefined) {
      return { latencyMetric: metric, latency: compare(published, value) };
    }
  }
  return { latencyMetric: null, latency: null };
};

const instanceGpus = (plan: Plan, phase: "prefill" | "decode"): number =>
  plan.hardware.gpusPerNode * plan[phase].nodesPerInstance;

/** The compute efficiency the phase's roofline runs at, read as the model reads it. */
const computeEfficiencyOf = (plan: Plan, phase: "prefill" | "decode"): number => {
  const gpu = catalog.gpus[plan.latency[phase].gpu ?? ""];
  if (gpu === undefined) throw new Error(`the plan's ${phase} GPU is no preset`);
  return computeEfficiencyOn(gpu, efficiencyOverDefaults(phaseFactors(plan.latency, phase)));
};

const kvCapPerReplica = (plan: Plan, result: Solved["result"]): number | null => {
  const sequences = result.latencyModel.kvCacheSequencesPerDecodeInstance;
  return sequences === null ? null : sequences / plan.decode.dataParallel;
};

const roofline = (c: PublishedCase, time: PhaseTime | null): PhaseTime => {
  if (time === null) throw new Error(`${c.id}: the plan's measured phase has no roofline estimate`);
  return time;
};

/** Prefill: input tokens (cache hits included, as published) per second per GPU over one batch. */
const predictPrefill = (c: PublishedCase, plan: Plan, { result, trace }: Solved): Prediction => {
  const batch = result.limits.prefillBatch.effective;
  const t1 = result.latency.prefillBatchTimeMs;
  const gpus = instanceGpus(plan, "prefill");
  const tokens = batch * plan.workload.inputTokens;
  const metric = "inputTokensPerSecondPerGpu";
  const step = roofline(c, trace.roofline.prefill);
  return {
    id: c.id,
    grade: c.grade,
    phase: c.phase,
    serving: c.serving,
    throughputMetric: metric,
    throughput: compare(publishedFigure(c, metric), ((tokens / t1) * msPerSecond) / gpus),
    ...latencyOf(c, { prefillBatchTimeMs: t1 }),
    sequencesPerReplica: batch / plan.prefill.dataParallel,
    contextTokens: plan.workload.inputTokens,
    boundBy: step.boundBy,
    stepMs: t1,
    computeMs: step.computeMs,
    computeEfficiency: computeEfficiencyOf(plan, "prefill"),
    kvCapSequencesPerReplica: null,
    publishedStepMs: ((tokens / publishedFigure(c, metric)) * msPerSecond) / gpus,
  };
};

/** Decode: sequences · accepted tokens per step / ITL, per GPU. */
const predictDecode = (c: PublishedCase, plan: Plan, { result, trace }: Solved): Prediction => {
  const batch = result.limits.decodeBatch.effective;
  const { itlMs, tokensPerSecondPerUser } = result.latency;
  const gpus = instanceGpus(plan, "decode");
  const tokensPerStep = batch * result.specDecode.acceptanceLength;
  const metric = outputMetricOf(c);
  const predicted = {
    outputTokensPerSecondPerGpu: ((tokensPerStep / itlMs) * msPerSecond) / gpus,
    outputTokensPerSecondPerUser: tokensPerSecondPerUser,
  };
  const step = roofline(c, trace.roofline.decode);
  // One user's speed is the step's tokens per second at the published speed, over the batch.
  const publishedPerGpu =
    metric === "outputTokensPerSecondPerGpu"
      ? publishedFigure(c, metric)
      : (publishedFigure(c, metric) * batch) / gpus;
  return {
    id: c.id,
    grade: c.grade,
    phase: c.phase,
    serving: c.serving,
    throughputMetric: metric,
    throughput: compare(publishedFigure(c, metric), predicted[metric]),
    ...latencyOf(c, { itlMs, tpotMs: result.latency.tpotMs, ...predicted }, metric),
    sequencesPerReplica: batch / plan.decode.dataParallel,
    contextTokens: plan.workload.inputTokens + plan.workload.outputTokens / 2,
    boundBy: step.boundBy,
    stepMs: itlMs,
    computeMs: step.computeMs,
    computeEfficiency: computeEfficiencyOf(plan, "decode"),
    kvCapSequencesPerReplica: kvCapPerReplica(plan, result),
    publishedStepMs: ((tokensPerStep / publishedPerGpu) * msPerSecond) / gpus,
  };
};

/**
 * Aggregated: the planner's own aggregated comparison (src/model/aggregated.ts) at the plan's
 * decode batch. The per-user figure is output tokens over the whole request, TTFT included, as
 * trtllm-bench and vLLM's latency benchmark report it; TPOT is the step over the tokens it yields.
 */
const predictAggregated = (c: PublishedCase, plan: Plan, { result, trace }: Solved): Prediction => {
  const point = aggregatedPoint(plan, result);
  if (point === null) throw new Error(`${c.id}: the plan serves nothing aggregated`);
  const { outputTokens } = plan.workload;
  const requestMs = point.ttftMs + (outputTokens - 1) * point.tpotMs;
  const metric = outputMetricOf(c);
  const predicted = {
    outputTokensPerSecondPerGpu: point.outputTokensPerSecondPerGpu,
    outputTokensPerSecondPerUser: (outputTokens / requestMs) * msPerSecond,
  };
  const step = roofline(c, trace.roofline.decode);
  return {
    id: c.id,
    grade: c.grade,
    phase: c.phase,
    serving: c.serving,
    throughputMetric: metric,
    throughput: compare(publishedFigure(c, metric), predicted[metric]),
    ...latencyOf(c, { tpotMs: point.tpotMs, ...predicted }, metric),
    sequencesPerReplica: point.batch / plan.decode.dataParallel,
    contextTokens: plan.workload.inputTokens + outputTokens / 2,
    boundBy: step.boundBy,
    stepMs: point.decodeStepMs,
    computeMs: step.computeMs,
    computeEfficiency: computeEfficiencyOf(plan, "decode"),
    kvCapSequencesPerReplica: kvCapPerReplica(plan, result),
    publishedStepMs: null,
  };
};

/** The planner's prediction of the figure a case published, from the case's plan, with its errors. */
export const predict = (c: PublishedCase, plan: Plan): Prediction => {
  const solved = solveTraced(plan, catalog);
  return c.serving === "aggregated"
    ? predictAggregated(c, plan, solved)
    : c.phase === "prefill"
      ? predictPrefill(c, plan, solved)
      : predictDecode(c, plan, solved);
};

/** The regime the case's measured phase ran in, as the solver sees it (decode for aggregated cases). */
export const caseRegime = (c: PublishedCase, plan: Plan): Regime => {
  const { result } = solveTraced(plan, catalog);
  const phase = c.phase === "prefill" && c.serving !== "aggregated" ? "prefill" : "decode";
  const regime = regimeOf(plan, latencyInputs(plan, catalog), phase, {
    prefillBatch: result.limits.prefillBatch.effective,
    decodeBatch: result.limits.decodeBatch.effective,
    draftTokens: result.specDecode.draftTokens,
    prefillNodes: result.allocation.prefillNodes,
    decodeNodes: result.allocation.decodeNodes,
  });
  if (regime === null) throw new Error(`${c.id}: the measured phase is not estimated`);
  return regime;
};
