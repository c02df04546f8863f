import {
  type BoundBy,
  computeEfficiencyOn,
  decodeStepTime,
  type PhaseTime,
  prefillTime,
  type RooflineSetup,
} from "../../src/model/latency/index.ts";
import { msPerSecond } from "../../src/model/units.ts";
import {
  type BatchSource,
  decodeBatch,
  decodeContext,
  defaultPredictOptions,
  kvCapPerReplica,
  midpoint,
  type PredictOptions,
  prefillTokenBudget,
  rooflineSetup,
  tokensPerStep,
} from "./caseSetup.ts";
import { mixedStepTime } from "./mixedStep.ts";
import type { CaseGrade, PublishedCase } from "./publishedCases.ts";

// Puts each published configuration into the roofline unchanged, with the same defaults for every
// case (compute efficiency from the GPU preset where it declares one), and computes the number the
// source published and its error.

export type ThroughputMetric = "inputTokensPerSecondPerGpu" | "outputTokensPerSecondPerGpu";
export type LatencyMetric = "prefillBatchTimeMs" | "itlMs" | "outputTokensPerSecondPerUser";

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
  serving: PublishedCase["serving"];
  throughputMetric: ThroughputMetric;
  throughput: Comparison;
  latencyMetric: LatencyMetric | null;
  latency: Comparison | null;
  /** Sequences (decode) or prompts (prefill) per attention replica in the modelled step. */
  sequencesPerReplica: number;
  batchSource: BatchSource;
  /** Sequences of inputTokens + outputTokens one replica's KV cache holds. */
  kvCapSequencesPerReplica: number;
  /** Tokens each decode sequence attends to; the prompt length for prefill. */
  contextTokens: number;
  /** What limits the phase that sets the throughput (decode for aggregated cases). */
  boundBy: BoundBy;
  /** The modelled step: one prefill batch, one decode step, or (aggregated) one decode step. */
  stepMs: number;
  /** The step's FLOPs at the achieved rate, as if nothing else mattered. */
  computeMs: number;
  /** The compute efficiency the step ran at (the GPU preset's, else the default). */
  computeEfficiency: number;
  /** The step time the published throughput implies at the same batch; null for aggregated cases. */
  publishedStepMs: number | null;
}

const compare = (published: number, predicted: number): Comparison => ({
  published,
  predicted,
  error: (predicted - published) / published,
});

const perSecond = (count: number, ms: number): number => (count / ms) * msPerSecond;
const msFor = (count: number, perSecondRate: number): number =>
  (count / perSecondRate) * msPerSecond;

const latencyOf = (
  c: PublishedCase,
  values: Partial<Record<LatencyMetric, number>>,
): { latencyMetric: LatencyMetric | null; latency: Comparison | null } => {
  const published: Partial<Record<LatencyMetric, number>> = {
    prefillBatchTimeMs: c.published.prefillBatchTimeMs,
    itlMs: c.published.itlMs,
    outputTokensPerSecondPerUser:
      c.published.outputTokensPerSecondPerUser === undefined
        ? undefined
        : midpoint(c.published.outputTokensPerSecondPerUser),
  };
  const metrics: LatencyMetric[] = ["prefillBatchTimeMs", "itlMs", "outputTokensPerSecondPerUser"];
  for (const metric of metrics) {
    const pub = published[metric];
    const predicted = values[metric];
    if (pub !== undefined && predicted !== undefined) {
      return { latencyMetric: metric, latency: compare(pub, predicted) };
    }
  }
  return { latencyMetric: null, latency: null };
};

const publishedThroughput = (c: PublishedCase, metric: ThroughputMetric): number => {
  const value = c.published[metric];
  if (value === undefined) throw new Error(`${c.id}: no published ${metric}`);
  return value;
};

/** Prefill: input tokens (cache hits included, as published) per second per GPU over one batch. */
const predictPrefill = (c: PublishedCase, options: PredictOptions): Prediction => {
  const setup = rooflineSetup(c, options);
  const { inputTokens } = c.workload;
  const cachedTokens = Math.round(inputTokens * (c.workload.kvCacheHitRate ?? 0));
  const newTokens = inputTokens - cachedTokens;
  const stated = c.workload.batchSize;
  const perReplica = stated ?? Math.max(1, Math.floor(prefillTokenBudget / newTokens));
  const batch = perReplica * c.parallelism.dataParallel;
  const step = prefillTime({ ...setup, batch, inputTokens: newTokens, cachedTokens });
  const metric = "inputTokensPerSecondPerGpu";
  return {
    id: c.id,
    grade: c.grade,
    serving: c.serving,
    throughputMetric: metric,
    throughput: compare(
      publishedThroughput(c, metric),
      perSecond(batch * inputTokens, step.timeMs) / c.gpus,
    ),
    ...latencyOf(c, { prefillBatchTimeMs: step.timeMs }),
    sequencesPerReplica: perReplica,
    batchSource: stated === undefined ? "tokenBudget" : "stated",
    kvCapSequencesPerReplica: kvCapPerReplica(c, setup),
    contextTokens: inputTokens,
    boundBy: step.boundBy,
    stepMs: step.timeMs,
    computeMs: step.computeMs,
    computeEfficiency: computeEfficiencyOn(setup.gpu, setup.efficiency),
    publishedStepMs: msFor(batch * inputTokens, publishedThroughput(c, metric) * c.gpus),
  };
};

/** Decode: sequences · tokens per step / step time, per GPU; MTP verifies draftTokens + 1 per sequence. */
const predictDecode = (c: PublishedCase, options: PredictOptions): Prediction => {
  const setup = rooflineSetup(c, options);
  const kvCap = kvCapPerReplica(c, setup);
  const { perReplica, source } = decodeBatch(c, kvCap);
  const batch = perReplica * c.parallelism.dataParallel;
  const contextTokens = decodeContext(c);
  const draftTokens = c.specDecode?.draftTokens ?? 0;
  const step = decodeStepTime({ ...setup, batch, contextTokens, draftTokens });
  const accepted = tokensPerStep(c);
  const metric = "outputTokensPerSecondPerGpu";
  return {
    id: c.id,
    grade: c.grade,
    serving: c.serving,
    throughputMetric: metric,
    throughput: compare(
      publishedThroughput(c, metric),
      perSecond(batch * accepted, step.timeMs) / c.gpus,
    ),
    ...latencyOf(c, {
      itlMs: step.timeMs,
      outputTokensPerSecondPerUser: perSecond(accepted, step.timeMs),
    }),
    sequencesPerReplica: perReplica,
    batchSource: source,
    kvCapSequencesPerReplica: kvCap,
    contextTokens,
    boundBy: step.boundBy,
    stepMs: step.timeMs,
    computeMs: step.computeMs,
    computeEfficiency: computeEfficiencyOn(setup.gpu, setup.efficiency),
    publishedStepMs: msFor(batch * accepted, publishedThroughput(c, metric) * c.gpus),
  };
};

/**
 * Aggregated (in-flight batching), steady state with n sequences in flight per replica, each request
 * one prefill (which emits its first token) and outputTokens − 1 decode steps. "separate": a cycle of
 * n prefill steps (one prompt per replica each) and outputTokens − 1 decode steps at the full batch
 * completes n requests per replica, so output tokens/s = replicas · n · outputTokens / cycle and, by
 * Little's law, each request's latency is one cycle. "mixed": every step carries all n decode tokens
 * plus n / outputTokens prompts' worth of prompt tokens (chunks spread evenly), so a cycle is
 * outputTokens such steps.
 */
const aggregatedCycleMs = (
  setup: RooflineSetup,
  c: PublishedCase,
  perReplica: number,
  contextTokens: number,
  aggregatedStep: PredictOptions["aggregatedStep"],
): { cycleMs: number; decode: PhaseTime } => {
  const replicas = c.parallelism.dataParallel;
  const batch = perReplica * replicas;
  const { inputTokens, outputTokens } = c.workload;
  const decode = decodeStepTime({ ...setup, batch, contextTokens, draftTokens: 0 });
  if (aggregatedStep === "separate") {
    const prefill = prefillTime({ ...setup, batch: replicas, inputTokens });
    return { cycleMs: perReplica * prefill.timeMs + (outputTokens - 1) * decode.timeMs, decode };
  }
  const mixed = mixedStepTime({
    ...setup,
    decodeSequences: batch,
    contextTokens,
    prompts: batch / outputTokens,
    inputTokens,
  });
  return { cycleMs: outputTokens * mixed.timeMs, decode };
};

const predictAggregated = (c: PublishedCase, options: PredictOptions): Prediction => {
  const setup = rooflineSetup(c, options);
  const kvCap = kvCapPerReplica(c, setup);
  const { perReplica, source } = decodeBatch(c, kvCap);
  const contextTokens = decodeContext(c);
  const { outputTokens } = c.workload;
  const { cycleMs, decode } = aggregatedCycleMs(
    setup,
    c,
    perReplica,
    contextTokens,
    options.aggregatedStep,
  );
  const metric = "outputTokensPerSecondPerGpu";
  const outputTokensPerCycle = perReplica * c.parallelism.dataParallel * outputTokens;
  return {
    id: c.id,
    grade: c.grade,
    serving: c.serving,
    throughputMetric: metric,
    throughput: compare(
      publishedThroughput(c, metric),
      perSecond(outputTokensPerCycle, cycleMs) / c.gpus,
    ),
    ...latencyOf(c, { outputTokensPerSecondPerUser: perSecond(outputTokens, cycleMs) }),
    sequencesPerReplica: perReplica,
    batchSource: source,
    kvCapSequencesPerReplica: kvCap,
    contextTokens,
    boundBy: decode.boundBy,
    stepMs: decode.timeMs,
    computeMs: decode.computeMs,
    computeEfficiency: computeEfficiencyOn(setup.gpu, setup.efficiency),
    publishedStepMs: null,
  };
};

/** The roofline's prediction for one published case, with its errors. */
export const predict = (
  c: PublishedCase,
  options: PredictOptions = defaultPredictOptions,
): Prediction =>
  c.serving === "aggregated"
    ? predictAggregated(c, options)
    : c.phase === "prefill"
      ? predictPrefill(c, options)
      : predictDecode(c, options);
