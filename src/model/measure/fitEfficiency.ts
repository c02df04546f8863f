import type { Catalog } from "../catalog.ts";
import {
  computeEfficiencyOn,
  type Efficiency,
  type StepEfficiency,
} from "../latency/efficiency.ts";
import { latencyInputs, parallelismOf } from "../latencyInputs.ts";
import { type Plan, WorkloadSchema } from "../plan.ts";
import { stepContext } from "../step/stepContext.ts";
import { decodeStep, prefillStep } from "../step/stepTime.ts";

// Calibration that carries to other batches: measured steps of one phase (decode's ITL, or prefill's
// t1 read from TTFT, at a batch, one point per run, see profileFromRuns.ts) fit the roofline's own
// factors for that phase of the plan's deployment rather than replace the roofline: one rate scale s applied to compute and memory efficiency alike, and, when
// asked and two or more runs are given, a fixed per-step overhead o. The fitted roofline then prices
// every other batch, as a measured profile cannot past its last point. Each step is priced at the
// request lengths its run measured where it states them, so runs of another length than the plan's
// still fit factors that hold at the plan's own. Fitting o is off by default:
// on the real runs of test/model/measure/fitEfficiency.test.ts (aggregated serving, whose steps also
// carry prompt chunks) it follows the held-in runs too closely and predicts the held-out one worse.

export interface MeasuredStep {
  /** Sequences in the batch of one instance: decode's sequences, or prefill's prompts. */
  batch: number;
  /** The step's measured time (decode's ITL, prefill's t1). */
  timeMs: number;
  /**
   * The measured requests' mean prompt and output tokens, when known: the step is priced at the
   * lengths it ran, not the plan's, so the fitted factors hold at the plan's own lengths too.
   */
  inputTokens?: number;
  outputTokens?: number;
}

export type FitPhase = "prefill" | "decode";

export interface EfficiencyFit {
  /** The phase whose steps were fitted: the fitted factors are that phase's own. */
  phase: FitPhase;
  /**
   * The fitted factors: compute and memory efficiency, and the per-step overhead only when it was
   * fitted (otherwise the phase keeps taking it from the plan).
   */
  efficiency: Pick<Efficiency, "computeEfficiency" | "memoryEfficiency"> &
    Partial<Pick<Efficiency, "perStepOverheadMs">>;
  /** The rate scale s the defaults were multiplied by. */
  scale: number;
  /** (fitted − measured) / measured at each point, in the order given. */
  errors: number[];
}

// The scale is searched between a hundredth and the largest that keeps both efficiencies at most 1.
const smallestScale = 0.01;
const searchSteps = 60;
// The overhead is tried on a grid up to nine tenths of the shortest measured step, then refined.
const overheadGrid = 40;
const shortestShare = 0.9;

type StepAt = (point: MeasuredStep, efficiency: Partial<Efficiency>) => number | null;

/**
 * The plan's step of `phase` at a batch, priced by its roofline under given factors (through the one
 * step-time function), with the factors the fit starts from; null when the roofline cannot price it.
 */
const phaseStepOf = (
  plan: Plan,
  catalog: Catalog,
  phase: FitPhase,
): { stepAt: StepAt; base: StepEfficiency; computeBase: number } | null => {
  const inputs = latencyInputs(plan, catalog);
  const gpu = phase === "prefill" ? inputs.prefillGpu : inputs.decodeGpu;
  const layout = parallelismOf(plan, phase);
  if (!gpu || "problem" in layout) return null;
  const step = phase === "prefill" ? prefillStep : decodeStep;
  const stepAt: StepAt = (point, efficiency) => {
    const trial = withLengths(withEfficiency(plan, phase, efficiency), point);
    return step(stepContext(trial, catalog), layout, point.batch).roofline?.timeMs ?? null;
  };
  if (stepAt({ batch: 1, timeMs: 1 }, {}) === null) return null;
  const base = inputs.efficiency[phase];
  return { stepAt, base, computeBase: computeEfficiencyOn(gpu, base) };
};

const squaredLogError = (fitted: readonly number[], points: readonly MeasuredStep[]): number =>
  points.reduce((sum, p, i) => sum + Math.log((fitted[i] ?? Number.NaN) / p.timeMs) ** 2, 0);

/**
 * The roofline's compute and memory efficiency (and, when asked, from two runs on, its per-step
 * overhead) that best reproduce measured steps of `phase`, in squared log error; null when the
 * phase has no roofline to fit (no model or GPU) or no point is usable.
 */
export const fitPhaseEfficiency = (
  plan: Plan,
  catalog: Catalog,
  phase: FitPhase,
  measured: readonly MeasuredStep[],
  options: { fitOverhead?: boolean } = {},
): EfficiencyFit | null => {
  const points = measured.filter(
    (p) =>
      p.batch >= 1 &&
      p.timeMs > 0 &&
      Number.isFinite(p.timeMs) &&
      usableLength(p.inputTokens) &&
      usableLength(p.outputTokens),
  );
  const roofline = phaseStepOf(plan, catalog, phase);
  if (roofline === null || points.length === 0) return null;
  const { stepAt, base, computeBase } = roofline;
  const largestScale = Math.min(1 / computeBase, 1 / base.memoryEfficiency);
  const factorsAt = (scale: number, overheadMs: number) => ({
    computeEfficiency: Math.min(1, computeBase * scale),
    memoryEfficiency: Math.min(1, base.memoryEfficiency * scale),
    perStepOverheadMs: overheadMs,
  });
  const fittedAt = (scale: number, overheadMs: number) =>
    points.map((p) => stepAt(p, factorsAt(scale, overheadMs)) ?? Number.NaN);
  // Where the loss is flat (steps that wait on eager launches, whatever the rates), the points say
  // nothing of the rates: of the scales exactly as good as the one found, the one nearest the
  // defaults' 1 is kept, by bisection towards 1, rather than wherever the search stopped.
  const nearestDefaults = (
    found: number,
    foundLoss: number,
    loss: (logScale: number) => number,
  ): { scale: number; loss: number } => {
    const one = Math.log(Math.min(1, largestScale));
    if (loss(one) <= foundLoss) return { scale: Math.exp(one), loss: loss(one) };
    let good = Math.log(found);
    let bad = one;
    for (let step = 0; step < searchSteps; step++) {
      const middle = (good + bad) / 2;
      if (loss(middle) <= foundLoss) good = middle;
      else bad = middle;
    }
    return { scale: Math.exp(good), loss: loss(good) };
  };
  // Steps shorten as the scale grows, so the best scale for a given overhead is found by
  // golden-section search on its log.
  const bestScale = (overheadMs: number): { scale: number; loss: number } => {
    let low = Math.log(smallestScale);
    let high = Math.log(largestScale);
    const ratio = (Math.sqrt(5) - 1) / 2;
    const loss = (logScale: number) =>
      squaredLogError(fittedAt(Math.exp(logScale), overheadMs), points);
    for (let step = 0; step < searchSteps; step++) {
      const a = high - ratio * (high - low);
      const b = low + ratio * (high - low);
      if (loss(a) <= loss(b)) high = b;
      else low = a;
    }
    const found = Math.exp((low + high) / 2);
    return nearestDefaults(found, loss(Math.log(found)), loss);
  };
  let best = { overheadMs: base.perStepOverheadMs, ...bestScale(base.perStepOverheadMs) };
  const fitsOverhead = options.fitOverhead === true && points.length >= 2;
  if (fitsOverhead) {
    const shortest = Math.min(...points.map((p) => p.timeMs)) * shortestShare;
    for (let i = 0; i <= overheadGrid; i++) {
      const overheadMs = (shortest * i) / overheadGrid;
      const trial = { overheadMs, ...bestScale(overheadMs) };
      if (trial.loss < best.loss) best = trial;
    }
  }
  const fitted = fittedAt(best.scale, best.overheadMs);
  const { perStepOverheadMs, ...rates } = factorsAt(best.scale, best.overheadMs);
  return {
    phase,
    efficiency: fitsOverhead ? { ...rates, perStepOverheadMs } : rates,
    scale: best.scale,
    errors: points.map((p, i) => (fitted[i] ?? Number.NaN) / p.timeMs - 1),
  };
};

// A run's mean length prices its step only inside the plan's own bounds on lengths.
const usableLength = (tokens: number | undefined): boolean =>
  tokens === undefined || WorkloadSchema.shape.inputTokens.safeParse(tokens).success;

/** The plan at a measured step's own request lengths, where the step states them. */
const withLengths = (plan: Plan, point: MeasuredStep): Plan =>
  point.inputTokens === undefined && point.outputTokens === undefined
    ? plan
    : {
        ...plan,
        workload: {
          ...plan.workload,
          ...(point.inputTokens === undefined ? {} : { inputTokens: point.inputTokens }),
          ...(point.outputTokens === undefined ? {} : { outputTokens: point.outputTokens }),
        },
      };

/**
 * The plan with `efficiency` over `phase`'s own factors, that phase priced by the roofline. One
 * phase's steps say nothing of the other's, so the other keeps the factors it had.
 */
const withEfficiency = (plan: Plan, phase: FitPhase, efficiency: Partial<Efficiency>): Plan => ({
  ...plan,
  latency: {
    ...plan.latency,
    [phase]: {
      ...plan.latency[phase],
      source: "roofline",
      efficiency: { ...plan.latency[phase].efficiency, ...efficiency },
    },
  },
});

/** The plan with the fitted factors as the fitted phase's own, that phase on the fitted roofline. */
export const withFittedEfficiency = (plan: Plan, fit: EfficiencyFit): Plan =>
  withEfficiency(plan, fit.phase, fit.efficiency);
