import { expertWeightFormat, numberFormats } from "../latency/numberFormats.ts";
import { type LatencyInputs, phaseFactors } from "../latencyInputs.ts";
import { promptSplit } from "../latencySources/rooflineSource.ts";
import { type LatencySource, sourceDef } from "../latencySources/table.ts";
import type { Plan } from "../plan.ts";
import { bandCases, type ErrorBand, errorBandOf, quotientBand } from "./errorBand.ts";
import type { Regime, ValidatedPhase, ValidationResidual } from "./residuals.ts";

// How accurate a solved plan's estimates are: each roofline phase's error band from the published
// cases of its regime, and what they imply for the throughput and the x : y ratio built on them.
// A phase whose time was entered or measured carries no band: it is the user's number.

export interface PlanAccuracy {
  prefill: ErrorBand | null;
  decode: ErrorBand | null;
  /**
   * Relative band on every throughput figure (QPM, tokens/s, per node and per GPU): each phase's
   * band weighted by its share of the nodes, as if both erred the same way; null when neither
   * phase is estimated.
   */
  throughput: number | null;
  /**
   * Relative band on the balanced ratio x / y = r_d / r_p, which moves with t1 / ITL: the
   * quotient band of the two phases' cases (errorBand.ts), as if they erred independently.
   */
  ratio: number | null;
}

export const noAccuracy: PlanAccuracy = {
  prefill: null,
  decode: null,
  throughput: null,
  ratio: null,
};

/** What each phase ran at: the batch the solver settled on and the draft tokens per sequence. */
export interface SolvedSizes {
  prefillBatch: number;
  decodeBatch: number;
  draftTokens: number;
  prefillNodes: number;
  decodeNodes: number;
  /**
   * Where each phase's time came from in the end: the plan's source, or the entered constant when
   * that source could not price the phase (a layout it cannot split); the plan's source when absent.
   */
  sources?: Record<ValidatedPhase, LatencySource>;
  /**
   * Whether each phase's step waited on eager kernel launches: its roofline's eagerLaunchMs > 0, or an
   * eager decode with drafts, whose passes keep their waits in drafterMs.
   */
  launchBound?: Record<ValidatedPhase, boolean>;
}

/** The regime a phase of a solved plan ran in, or null when its time is not estimated. */
export const regimeOf = (
  plan: Plan,
  inputs: LatencyInputs,
  phase: ValidatedPhase,
  sizes: SolvedSizes,
): Regime | null => {
  const gpu = phase === "prefill" ? inputs.prefillGpu : inputs.decodeGpu;
  const { model } = inputs;
  const source = sizes.sources?.[phase] ?? plan.latency[phase].source;
  if (!sourceDef(source).estimated || !gpu || !model) return null;
  const engines = plan[phase].dataParallel;
  const { inputTokens, prefixCacheHitRate } = plan.workload;
  const { newTokens } = promptSplit(inputTokens, prefixCacheHitRate ?? 0);
  const stages = plan.latency[phase].pipelineParallel ?? 1;
  // Any factor set for both phases or for this one that the phase's step reads: the cases were priced
  // with the defaults. The overlap's share and the eager launch time act only where the phase
  // overlaps or runs eagerly.
  const { overlapEfficiency, eagerLaunchMsPerLayer, ...always } = phaseFactors(plan.latency, phase);
  const spec = plan.latency[phase];
  const ownFactors =
    Object.keys(always).length > 0 ||
    (overlapEfficiency !== undefined && spec.overlapCommunication === true) ||
    (eagerLaunchMsPerLayer !== undefined && spec.eagerMode === true);
  return {
    ...(stages > 1 ? { pipeline: true } : {}),
    ...(ownFactors ? { ownFactors: true } : {}),
    // Eager mode changes the estimate only where the step waited on its launches.
    ...(sizes.launchBound?.[phase] === true ? { eager: true } : {}),
    phase,
    gpu: plan.latency[phase].gpu ?? "",
    moe: model.moeLayers > 0 && model.experts > 0,
    weightFormat: numberFormats[expertWeightFormat(inputs.precision)].tensorCoreFormat,
    specDecode: phase === "decode" && sizes.draftTokens > 0,
    sizePerReplica:
      phase === "prefill"
        ? (sizes.prefillBatch * newTokens) / engines
        : sizes.decodeBatch / engines,
  };
};

/** The residuals of the published cases a phase's band is read from; [0] when it is not estimated. */
const residualsOf = (
  plan: Plan,
  inputs: LatencyInputs,
  phase: ValidatedPhase,
  sizes: SolvedSizes,
  residuals: readonly ValidationResidual[],
): { band: ErrorBand | null; residuals: number[] } => {
  const regime = regimeOf(plan, inputs, phase, sizes);
  const found = regime === null ? null : bandCases(regime, residuals);
  return regime === null || found === null
    ? { band: null, residuals: [0] }
    : { band: errorBandOf(regime, residuals), residuals: found.cases.map((c) => c.residual) };
};

/** The error bands of a solved plan's roofline estimates, from the catalog's validation residuals. */
export const planAccuracy = (
  plan: Plan,
  inputs: LatencyInputs,
  sizes: SolvedSizes,
  residuals: readonly ValidationResidual[] | undefined,
): PlanAccuracy => {
  if (residuals === undefined || residuals.length === 0) return noAccuracy;
  const prefill = residualsOf(plan, inputs, "prefill", sizes, residuals);
  const decode = residualsOf(plan, inputs, "decode", sizes, residuals);
  if (prefill.band === null && decode.band === null) return noAccuracy;
  const p = prefill.band?.fraction ?? 0;
  const d = decode.band?.fraction ?? 0;
  const nodes = sizes.prefillNodes + sizes.decodeNodes;
  const throughput =
    nodes > 0 ? (p * sizes.prefillNodes + d * sizes.decodeNodes) / nodes : Math.max(p, d);
  return {
    prefill: prefill.band,
    decode: decode.band,
    throughput,
    ratio: quotientBand(prefill.residuals, decode.residuals),
  };
};
