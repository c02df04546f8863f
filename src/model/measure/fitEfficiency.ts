import type { Catalog } from "../catalog.ts";
import {
  computeEfficiencyOn,
  type Efficiency,
  type StepEfficiency,
} from "../latency/efficiency.ts";
import { latencyInputs, parallelismOf } from "../latencyInputs.ts";
import type { Plan } from "../plan.ts";
import { stepContext } from "../step/stepContext.ts";
import { decodeStep } from "../step/stepTime.ts";

// Calibration that carries to other batches: measured decode steps (ITL at a batch, one point per
// run, see profileFromRuns.ts) fit the roofline's own factors for the plan's deployment rather than
// replace the roofline: one rate scale s applied to compute and memory efficiency alike, and, when
// asked and two or more runs are given, a fixed per-step overhead o. The fitted roofline then prices
// every other batch, as a measured profile cannot past its last point. Fitting o is off by default:
// on the real runs of test/model/measure/fitEfficiency.test.ts (aggregated serving, whose steps also
// carry prompt chunks) it follows the held-in runs too closely and predicts the held-out one worse.

export interface MeasuredStep {
  /** Sequences in the decode batch of one instance. */
  batch: number;
  /** The step's measured time (ITL). */
  timeMs: number;
}

export interface EfficiencyFit {
  /** The plan's efficiency factors with the fitted ones: compute, memory and per-step overhead. */
  efficiency: Pick<Efficiency, "computeEfficiency" | "memoryEfficiency" | "perStepOverheadMs">;
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

type StepAt = (batch: number, efficiency: Partial<Efficiency>) => number | null;

/**
 * The plan's decode step at a batch, priced by its roofline under given factors (through the one
 * step-time function), with the factors the fit starts from; null when the roofline cannot price it.
 */
const decodeStepOf = (
  plan: Plan,
  catalog: Catalog,
): { stepAt: StepAt; base: StepEfficiency; computeBase: number } | null => {
  const inputs = latencyInputs(plan, catalog);
  const layout = parallelismOf(plan, "decode");
  if (!inputs.decodeGpu || "problem" in layout) return null;
  const stepAt: StepAt = (batch, efficiency) => {
    const trial = withEfficiency(plan, efficiency);
    return decodeStep(stepContext(trial, catalog), layout, batch).roofline?.timeMs ?? null;
  };
  if (stepAt(1, {}) === null) return null;
  return {
    stepAt,
    base: inputs.efficiency.decode,
    computeBase: computeEfficiencyOn(inputs.decodeGpu, inputs.efficiency.decode),
  };
};

const squaredLogError = (fitted: readonly number[], points: readonly MeasuredStep[]): number =>
  points.reduce((sum, p, i) => sum + Math.log((fitted[i] ?? Number.NaN) / p.timeMs) ** 2, 0);

/**
 * The roofline's compute and memory efficiency (and, when asked, from two runs on, its per-step
 * overhead) that best reproduce measured decode steps, in squared log error; null when the plan's
 * decode has no roofline to fit (no model or GPU) or no point is usable.
 */
export const fitDecodeEfficiency = (
  plan: Plan,
  catalog: Catalog,
  measured: readonly MeasuredStep[],
  options: { fitOverhead?: boolean } = {},
): EfficiencyFit | null => {
  const points = measured.filter((p) => p.batch >= 1 && p.timeMs > 0 && Number.isFinite(p.timeMs));
  const roofline = decodeStepOf(plan, catalog);
  if (roofline === null || points.length === 0) return null;
  const { stepAt, base, computeBase } = roofline;
  const largestScale = Math.min(1 / computeBase, 1 / base.memoryEfficiency);
  const factorsAt = (scale: number, overheadMs: number) => ({
    computeEfficiency: Math.min(1, computeBase * scale),
    memoryEfficiency: Math.min(1, base.memoryEfficiency * scale),
    perStepOverheadMs: overheadMs,
  });
  const fittedAt = (scale: number, overheadMs: number) =>
    points.map((p) => stepAt(p.batch, factorsAt(scale, overheadMs)) ?? Number.NaN);
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
    const scale = Math.exp((low + high) / 2);
    return { scale, loss: loss(Math.log(scale)) };
  };
  let best = { overheadMs: base.perStepOverheadMs, ...bestScale(base.perStepOverheadMs) };
  if (options.fitOverhead === true && points.length >= 2) {
    const shortest = Math.min(...points.map((p) => p.timeMs)) * shortestShare;
    for (let i = 0; i <= overheadGrid; i++) {
      const overheadMs = (shortest * i) / overheadGrid;
      const trial = { overheadMs, ...bestScale(overheadMs) };
      if (trial.loss < best.loss) best = trial;
    }
  }
  const fitted = fittedAt(best.scale, best.overheadMs);
  return {
    efficiency: factorsAt(best.scale, best.overheadMs),
    scale: best.scale,
    errors: points.map((p, i) => (fitted[i] ?? Number.NaN) / p.timeMs - 1),
  };
};

/**
 * The plan with `efficiency` over its decode phase's own factors, its decode priced by the roofline.
 * Decode steps say nothing of prefill, so prefill keeps the factors it had.
 */
const withEfficiency = (plan: Plan, efficiency: Partial<Efficiency>): Plan => ({
  ...plan,
  latency: {
    ...plan.latency,
    decode: {
      ...plan.latency.decode,
      source: "roofline",
      efficiency: { ...plan.latency.decode.efficiency, ...efficiency },
    },
  },
});

/** The plan with the fitted factors as its decode phase's own, its decode on the fitted roofline. */
export const withFittedEfficiency = (plan: Plan, fit: EfficiencyFit): Plan =>
  withEfficiency(plan, fit.efficiency);
