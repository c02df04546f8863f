import type { Catalog } from "../catalog.ts";
import { parallelismOf } from "../latencyInputs.ts";
import type { LatencySource } from "../latencyPlan.ts";
import { sourceDef } from "../latencySources/table.ts";
import { prefillBatchLimit } from "../limits.ts";
import { loadOf } from "../load.ts";
import type { Plan } from "../plan.ts";
import { kvTransfer, prefillStep, type StepTime, stepContext } from "../step/index.ts";
import type { RunAnalysis } from "./analysis.ts";
import type { CalibrationStatistic } from "./calibrate.ts";
import {
  type PrefillRefusal,
  type RunLoadMeta,
  type RunPrefill,
  runPrefill,
} from "./runPrefill.ts";

export type { PrefillRefusal, RunLoadMeta } from "./runPrefill.ts";

// A run's TTFT is the wait for the prefill + the prefill of the batch the run actually had + the
// KV transfer. t1 is the plan's batch b_p: the run's batch and its prefill time come from
// runPrefill.ts (b_p slots an instance), the step from the run's batch to b_p from the plan's
// latency source, which must say how prefill time grows with batch; an entered constant does
// not, so a run at another batch is refused.

export interface PrefillFromTtftInput {
  plan: Plan;
  catalog: Catalog;
  analysis: RunAnalysis;
  meta: RunLoadMeta;
  /** The run's TTFT at the chosen statistic. */
  ttftMs: number;
  statistic: CalibrationStatistic;
  /** Prefill instances the run's requests were spread over (1: one server was measured). */
  prefillInstances: number;
}

export interface PrefillReading extends RunPrefill {
  planBatch: number;
  /** Prefill time at b_p over that at the run's batch, from the latency source (1 without one). */
  batchScale: number;
  /** t1: the prefill of a batch of b_p. */
  batchTimeMs: number;
  /** The source whose shape scaled the time; "constant" when the batches agree. */
  scaledBy: LatencySource;
  /** The profile's or roofline's time at the run's batch, which the run's time replaces. */
  sourceAtRunMs: number | null;
}

export type PrefillFromTtft =
  | { ok: true; reading: PrefillReading }
  | { ok: false; refusal: PrefillRefusal };

// Little's law estimates the batch; within a tenth of b_p (the workload tolerance of calibrate.ts)
// the run counts as having run the plan's batch.
const batchTolerance = 0.1;
// A source within this share of the run's time passes through it: closer than a benchmark resolves.
export const sameLevel = 1e-4;
const sameBatch = (runBatch: number, planBatch: number): boolean =>
  Math.abs(runBatch - planBatch) <= batchTolerance * planBatch;

const prefillLayoutOf = (plan: Plan) => {
  const layout = parallelismOf(plan, "prefill");
  return "problem" in layout ? null : layout;
};

/** What a run's TTFT is read against: the plan's P → D transfer (0 when not priced) and b_p. */
export interface PrefillContext {
  kvTransferMs: number;
  prefillSlots: number;
}

export const prefillContextOf = (plan: Plan, catalog: Catalog): PrefillContext => ({
  kvTransferMs: kvTransfer(stepContext(plan, catalog), prefillLayoutOf(plan))?.timeMs ?? 0,
  prefillSlots: prefillBatchLimit(plan).effective,
});

/** t1 at the plan's prefill batch from a run's TTFT, or why the run cannot give it. */
export const prefillFromTtft = (input: PrefillFromTtftInput): PrefillFromTtft => {
  const { plan, catalog } = input;
  const ctx = stepContext(plan, catalog);
  const prefillLayout = prefillLayoutOf(plan);
  const planBatch = prefillBatchLimit(plan).effective;
  const read = runPrefill({
    ...input,
    kvTransferMs: kvTransfer(ctx, prefillLayout)?.timeMs ?? 0,
    slotsPerInstance: planBatch,
    pooled: loadOf(plan).routing === "leastLoaded",
  });
  if (!read.ok) return read;
  const { runBatch, runPrefillMs } = read.value;
  const base = { ...read.value, planBatch };
  const atPlan = prefillStep(ctx, prefillLayout, planBatch);
  const atRun = prefillStep(ctx, prefillLayout, runBatch);
  // A profile or roofline says how the time grows from the run's batch to b_p; an entered
  // constant (or a source that fell back to it) says nothing, so only the same batch carries over.
  const follows = (read: StepTime) => sourceDef(read.source).follows.batch;
  if (follows(atPlan) && follows(atRun) && atRun.timeMs > 0) {
    const batchScale = atPlan.timeMs / atRun.timeMs;
    // A source already through the run's point gives its own t1, so applying twice changes nothing.
    const through = Math.abs(runPrefillMs / atRun.timeMs - 1) < sameLevel;
    return {
      ok: true,
      reading: {
        ...base,
        batchScale,
        scaledBy: atPlan.source,
        sourceAtRunMs: atRun.timeMs,
        batchTimeMs: through ? atPlan.timeMs : runPrefillMs * batchScale,
      },
    };
  }
  if (!sameBatch(runBatch, planBatch)) {
    return { ok: false, refusal: { code: "batchScaleUnknown", runBatch, planBatch } };
  }
  return {
    ok: true,
    reading: {
      ...base,
      batchScale: 1,
      scaledBy: "constant",
      sourceAtRunMs: null,
      batchTimeMs: runPrefillMs,
    },
  };
};
