import type { Parallelism } from "../latency/parallelism.ts";
import { decodeKvCapacity, parallelismOf } from "../latencyInputs.ts";
import { type Load, loadOf } from "../load.ts";
import type { Plan } from "../plan.ts";
import type { StepContext } from "../step/stepContext.ts";
import { decodeStep, kvTransfer, prefillStep } from "../step/stepTime.ts";
import { type ChunkMoments, planChunks, stepsFor } from "./chunks.ts";
import { expectedFit } from "./fit.ts";
import type { QueueState } from "./queues.ts";
import { type SizeCell, type Sizes, scvOf, sizesOf } from "./sizes.ts";
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

/** One output-size cell's decode work: steps to emit L_out − 1 tokens. */
export interface OutputCell {
  weight: number;
  /** L_out − 1 at the cell's middle; 0 for requests that end with their first token. */
  tokensAfterFirst: number;
  stepsMean: number;
  stepsVariance: number;
  /** Variance the cell's width adds to its steps (uniform over the cell). */
  widthStepsVariance: number;
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
    kvTransferMsPerToken: number;
  };
  decode: {
    slots: number;
    batch: number;
    /** One decode step of `occupancy` sequences, ms. */
    stepMs: (occupancy: number) => number;
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
  found: Map<string, SustainablePoint>;
}

/** The highest load meeting the SLOs on one pair, what limits it, and the queues there. */
export interface SustainablePoint {
  ratePerSecond: number;
  limitedBy: SustainableLimit;
  state: QueueState;
}

/**
 * A step time read at a mean occupancy: the step functions price whole batches (a replica runs
 * ⌈n / dp⌉ sequences), so a fractional mean lies between its two whole batches, linearly. Each
 * whole batch is priced once per setup, however often the estimate's searches read it.
 */
const byOccupancy = (at: (batch: number) => number): ((occupancy: number) => number) => {
  const priced = new Map<number, number>();
  const whole = (batch: number): number => {
    let time = priced.get(batch);
    if (time === undefined) {
      time = at(batch);
      priced.set(batch, time);
    }
    return time;
  };
  return (occupancy) => {
    if (!(occupancy >= 1) || !Number.isFinite(occupancy)) return at(occupancy);
    const low = Math.floor(occupancy);
    const share = occupancy - low;
    return share === 0 ? whole(low) : whole(low) + share * (whole(low + 1) - whole(low));
  };
};

const layoutOf = (plan: Plan, phase: "prefill" | "decode"): Parallelism | null => {
  const layout = parallelismOf(plan, phase);
  return "problem" in layout ? null : layout;
};

const arrivalScvOf = (load: Load): number =>
  load.arrival === "constant" ? 0 : load.arrival === "gamma" ? (load.arrivalCv ?? 1) ** 2 : 1;

const overBudgetShare = (cells: SizeCell[], budget: number): number =>
  cells.reduce((share, cell) => {
    if (cell.lowTokens > budget) return share + cell.weight;
    if (cell.highTokens <= budget) return share;
    return share + (cell.weight * (cell.highTokens - budget)) / (cell.highTokens - cell.lowTokens);
  }, 0);

const outputCellsOf = (sizes: Sizes, chunks: ChunkMoments): OutputCell[] =>
  sizes.output.map((cell) => {
    const middle = (cell.lowTokens + cell.highTokens) / 2;
    const tokensAfterFirst = Math.max(0, Math.round(middle) - 1);
    const steps = stepsFor(tokensAfterFirst, chunks);
    const widthSteps = (cell.highTokens - cell.lowTokens) / chunks.mean;
    return {
      weight: cell.weight,
      tokensAfterFirst,
      stepsMean: steps.mean,
      stepsVariance: steps.variance,
      widthStepsVariance: tokensAfterFirst > 0 ? (widthSteps * widthSteps) / 12 : 0,
    };
  });

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
      msPerToken: byOccupancy((occupancy) =>
        residentPrompt > 0
          ? prefillStep(ctx, prefillLayout, occupancy, residentPrompt).timeMs / residentPrompt
          : 0,
      ),
      kvTransferMsPerToken: input.mean > 0 ? kvAtMean / input.mean : 0,
    },
    decode: {
      slots: decodeSlots,
      batch: parts.decodeEngineBatch,
      stepMs: byOccupancy(
        (occupancy) =>
          decodeStep(ctx, decodeLayout, occupancy, parts.draftTokens, contextTokens).timeMs *
          parts.stepCostRatio,
      ),
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
