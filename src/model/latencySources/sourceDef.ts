import type { Parallelism } from "../latency/parallelism.ts";
import type { MeasuredField } from "../measured.ts";
import type { Plan } from "../plan.ts";
import type { StepContext } from "../step/stepContext.ts";
import type { Violation } from "../violation.ts";
import type { StepTime } from "./stepTimeOf.ts";

export type Phase = "prefill" | "decode";
export type PhaseLatencySpec = Plan["latency"]["prefill"];

/**
 * A phase's source opened once per plan. Each read returns null when this source cannot price it
 * (no layout, model or GPU, or a batch of nothing); the phase then reads the entered constant.
 */
export interface PhaseReader {
  prefill(
    ctx: StepContext,
    layout: Parallelism | null,
    batch: number,
    inputTokens: number,
  ): StepTime | null;
  decode(
    ctx: StepContext,
    layout: Parallelism | null,
    batch: number,
    draftTokens: number,
    contextTokens: number,
  ): StepTime | null;
  /** The batches the time was measured at, ascending; empty when it was not measured. */
  measuredBatches: readonly number[];
}

/** What the optimizer asks for the largest batch worth trying, before the engine's own caps. */
export interface SearchBound {
  /** The plan's own batch for the phase. */
  own: number;
  measuredBatches: readonly number[];
  /** Whether the candidate keeps the plan's own instance layout. */
  ownLayout: boolean;
  /** The search's ceiling for a time that is priced at any batch. */
  pricedUpTo: number;
}

/**
 * One row of the latency-source table: everything the planner needs to know about a source. The
 * schema, the solver, the optimizer, the curves, the simulator and the form read these fields and
 * never the source's name.
 */
export interface LatencySourceDef {
  /** What a phase reading this source must name: the schema requires it, the form fills it in. */
  needs: { profile: boolean; gpu: boolean; model: boolean };
  /**
   * The time is the planner's estimate, not the user's number: it carries the error band of the
   * published cases it was checked against (model/accuracy).
   */
  estimated: boolean;
  /** What the step time changes with. */
  follows: {
    /** The batch: a time that does not cannot be traded against the batch. */
    batch: boolean;
    /** The instance layout (nodes, parallelism): only then does the optimizer try other layouts. */
    layout: boolean;
    /** The decode context length: the simulator then reads each step at its own context. */
    context: boolean;
    /** The draft count: the time is a verify step of k + 1 tokens already. */
    drafts: boolean;
  };
  /** The plan field holding this source's data for a phase, whose origin a measurement may record. */
  dataField(phase: Phase): MeasuredField | null;
  /** Reads a phase's settings once per plan, or says why they cannot be read. */
  open(spec: PhaseLatencySpec, phase: Phase): { reader: PhaseReader } | { problem: Violation };
  /** The largest batch the optimizer tries for a phase reading this source. */
  searchUpper(bound: SearchBound): number;
}
