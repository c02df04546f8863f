import type { Parallelism } from "../latency/parallelism.ts";
import { decodeKvCapacity, parallelismOf } from "../latencyInputs.ts";
import { constantReader } from "../latencySources/constantSource.ts";
import { type Load, loadOf } from "../load.ts";
import type { Plan } from "../plan.ts";
import type { StepContext } from "../step/stepContext.ts";
import { decodeStep, kvTransfer, prefillStep } from "../step/stepTime.ts";
import { type ChunkMoments, planChunks } from "./chunks.ts";
import { type HoldReader, holdMean, holdReader, joinWaitMs } from "./decodeHold.ts";
import { expectedFit } from "./fit.ts";
import type { FoundPoints } from "./foundPoints.ts";
import { type OutputCell, outputCellsOf } from "./outputCells.ts";
import type { QueueState } from "./queues.ts";
import { type SizeCell, type Sizes, scvOf, sizesOf } from "./sizes.ts";
import { byOccupancy } from "./stepByOccupancy.ts";
import type { SustainableLimit } from "./types.ts";

// Everything about a plan the queueing estimate reads, built once and evaluated at many loads.

/** What solve already knows that the estimate needs. */
export interface EstimateParts {
  ctx: StepContext;
  /** b_p: the prefill batch the limits admit on one instance. */
  prefillBatch: number;
  /** b_d from the engine limits alone (the router's share left out). */
  decodeEngineBatch: number;
  draftTokens: number;
  acceptanceLength: number;
  /** A decode step's cost over the entered or modelled ITL (stepCostRatio for a plain ITL with drafts). */
  stepCostRatio: number;
}

export interface EstimateSetup {
  plan: Plan;
  load: Load;
  sizes: Sizes;
  arrivalScv: number;
  /** Share of arrivals that can never run (a prompt over the token budget). */
  rejectedShare: number;
  prefill: {
    /** Requests one instance serves at once: b_p, or fewer when a token budget binds. */
    slots: number;
    batch: number;
    serviceScv: number;
    /** ms per prompt token of one request while `occupancy` requests share the instance. */
    msPerToken: (occupancy: number) => number;
    /** A mean prompt's service time while `occupancy` requests share the instance, ms. */
    serviceMs: (occupancy: number) => number;
    /** serviceMs when it is one number at every occupancy (a flat, finite step time). */
    steadyServiceMs: number | undefined;
    /** The same with every slot busy. */
    fullMs: number;
    kvTransferMsPerToken: number;
  };
  decode: {
    slots: number;
    batch: number;
    /** One decode step of `occupancy` sequences, ms. */
    stepMs: (occupancy: number) => number;
    /** stepMs when it is one number at every occupancy (a flat, finite step time). */
    steadyStepMs: number | undefined;
    /** Mean time a request holds a slot at `occupancy`, with arrivals per ms on its instance. */
    holdMs: (occupancy: number, perInstancePerMs: number) => number;
    /** The hold's parts over the output cells, read again cheaply at the same step and arrivals. */
    hold: HoldReader;
    /** With every slot busy: the step, and the hold with a joining sequence always waiting. */
    full: { stepMs: number; holdMs: number };
    /** The full hold with half a step's join, as the saturation load reads it. */
    saturationHoldMs: number;
    outputCells: OutputCell[];
    /** Share of requests that decode at all (L_out > 1). */
    decodingShare: number;
    chunks: ChunkMoments;
  };
  routerMaxConcurrency: number | undefined;
  /**
   * Sustainable loads already searched in this solve, by pair, capacity and router cap: the
   * allocation search and the result read the same pair, and one search serves both.
   */
  found: FoundPoints;
}

/** The highest load meeting the SLOs on one pair, what limits it, and the queues there. */
export interface SustainablePoint {
  ratePerSecond: number;
  limitedBy: SustainableLimit;
  state: QueueState;
}

const layoutOf = (plan: Plan, phase: "prefill" | "decode"): Parallelism | null => {
  const layout = parallelismOf(plan, phase);
  return "problem" in layout ? null : layout;
};

/**
 * A flat step time read at any occupancy, when that is the time itself: a finite time (not −0)
 * through the line between two equal times is unchanged; Infinity becomes NaN between batches.
 */
const steady = (time: number): number | undefined =>
  Number.isFinite(time) && !Object.is(time, -0) ? time : undefined;

const arrivalScvOf = (load: Load): number =>
  load.arrival === "constant" ? 0 : load.arrival === "gamma" ? (load.arrivalCv ?? 1) ** 2 : 1;

const overBudgetShare = (cells: SizeCell[], budget: number): number =>
  cells.reduce((share, cell) => {
    if (cell.lowTokens > budget) return share + cell.weight;
    if (cell.highTokens <= budget) return share;
    return share + (cell.weight * (cell.highTokens - budget)) / (cell.highTokens - cell.lowTokens);
  }, 0);

export const estimateSetup = (plan: Plan, parts: EstimateParts): EstimateSetup => {
  const load = loadOf(plan);
  const sizes = sizesOf(plan, load);
  const { ctx } = parts;
  const input = sizes.inputMoments;
  const output = sizes.outputMoments;

  // Prompts in service are weighted by their length, as service time is.
  const residentPrompt = input.mean > 0 ? input.second / input.mean : 0;
  const residentPromptVariance =
    input.mean > 0 ? input.third / input.mean - residentPrompt ** 2 : 0;
  const engine = plan.engine.prefill;
  const budget =
    engine.chunkedPrefill !== true && engine.maxNumBatchedTokens !== undefined
      ? plan.prefill.dataParallel * engine.maxNumBatchedTokens
      : null;
  const prefillSlots =
    budget === null
      ? parts.prefillBatch
      : expectedFit(parts.prefillBatch, budget, residentPrompt, residentPromptVariance);
  const prefillLayout = layoutOf(plan, "prefill");
  const kvAtMean = input.mean > 0 ? (kvTransfer(ctx, prefillLayout, input.mean)?.timeMs ?? 0) : 0;

  // Reservations in decode are weighted by how long they are held, about L_out.
  const kv = plan.latency.model !== undefined ? decodeKvCapacity(plan, ctx.inputs) : null;
  const kvTokens = kv ? kv.tokensPerReplica * plan.decode.dataParallel : null;
  const reservation = output.mean > 0 ? sizes.reservationByOutput.first / output.mean : 0;
  const reservationVariance =
    output.mean > 0 ? sizes.reservationByOutput.second / output.mean - reservation ** 2 : 0;
  const decodeSlots =
    kvTokens === null
      ? parts.decodeEngineBatch
      : Math.min(
          parts.decodeEngineBatch,
          expectedFit(parts.decodeEngineBatch, kvTokens, reservation, reservationVariance),
        );
  const contextTokens =
    output.mean > 0 ? (sizes.inputTimesOutput + output.second / 2) / output.mean : input.mean;
  const decodeLayout = layoutOf(plan, "decode");
  const chunks = planChunks(
    parts.draftTokens,
    parts.acceptanceLength,
    plan.specDecode.perPositionAcceptance,
  );
  const outputCells = outputCellsOf(sizes, chunks);

  // An entered constant is the same step time at every batch.
  const prefillFlat = ctx.readers.prefill === constantReader;
  const decodeFlat = ctx.readers.decode === constantReader;
  const msPerToken = byOccupancy(
    (occupancy) =>
      residentPrompt > 0
        ? prefillStep(ctx, prefillLayout, occupancy, residentPrompt).timeMs / residentPrompt
        : 0,
    prefillFlat,
  );
  const stepMs = byOccupancy(
    (occupancy) =>
      decodeStep(ctx, decodeLayout, occupancy, parts.draftTokens, contextTokens).timeMs *
      parts.stepCostRatio,
    decodeFlat,
  );
  const steadyPromptMs = prefillFlat ? steady(msPerToken(1)) : undefined;
  const promptTokens = input.mean;
  const hold = holdReader(outputCells);
  const fullStepMs = stepMs(Math.max(1, decodeSlots));
  const fullHoldMs = holdMean(
    outputCells,
    fullStepMs,
    joinWaitMs(outputCells, fullStepMs, Number.POSITIVE_INFINITY),
  );

  return {
    plan,
    load,
    sizes,
    arrivalScv: arrivalScvOf(load),
    rejectedShare: budget === null ? 0 : Math.min(1, overBudgetShare(sizes.input, budget)),
    prefill: {
      slots: prefillSlots,
      batch: parts.prefillBatch,
      serviceScv: scvOf(input),
      msPerToken,
      serviceMs: (occupancy) => msPerToken(occupancy) * promptTokens,
      steadyServiceMs: steadyPromptMs === undefined ? undefined : steadyPromptMs * promptTokens,
      fullMs: msPerToken(Math.max(1, prefillSlots)) * promptTokens,
      kvTransferMsPerToken: input.mean > 0 ? kvAtMean / input.mean : 0,
    },
    decode: {
      slots: decodeSlots,
      batch: parts.decodeEngineBatch,
      stepMs,
      steadyStepMs: decodeFlat ? steady(stepMs(1)) : undefined,
      holdMs: (occupancy, perInstancePerMs) => hold.mean(stepMs(occupancy), perInstancePerMs),
      hold,
      full: { stepMs: fullStepMs, holdMs: fullHoldMs },
      saturationHoldMs: holdMean(outputCells, fullStepMs, fullStepMs / 2),
      outputCells,
      decodingShare: outputCells.reduce(
        (share, cell) => share + (cell.tokensAfterFirst > 0 ? cell.weight : 0),
        0,
      ),
      chunks,
    },
    routerMaxConcurrency: plan.engine.router.maxConcurrency,
    found: new Map(),
  };
};
