import type { RunSummary } from "../../io/index.ts";
import { tokensPerRequest, workloadTolerance } from "../../model/index.ts";

// A run compared with a plan it did not test says little: a benchmark at other prompt lengths or
// another request rate measures another operating point. The tolerance is calibration's: it leaves
// room for random lengths and a run's rate rounded to the thousandth.
export const mismatchTolerance = workloadTolerance;

export interface PlannedLoad {
  inputTokens: number;
  outputTokens: number;
  /** The verification runs' request rates, req/s: the run is compared with the nearest. */
  rates: readonly number[];
}

export type LoadAspect = "inputTokens" | "outputTokens" | "requestRate";

export interface LoadDifference {
  aspect: LoadAspect;
  planned: number;
  measured: number;
}

export interface MeasuredLoad {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  requestRate?: number | undefined;
}

type Run = Pick<RunSummary, "analysis" | "meta">;

/** The rate the run offered: the finite rate asked for, else its measured request throughput. */
const rateOf = (run: Run): number | undefined => {
  const asked = run.meta.requestRate;
  if (asked !== undefined && Number.isFinite(asked) && asked > 0) return asked;
  const measured = run.analysis.metrics.find((m) => m.key === "request_throughput")?.value;
  return typeof measured === "number" && Number.isFinite(measured) && measured > 0
    ? measured
    : undefined;
};

/** What the run ran: mean tokens per completed request and its request rate, where it says. */
export const measuredLoad = (run: Run): MeasuredLoad => ({
  ...tokensPerRequest(run.analysis),
  requestRate: rateOf(run),
});

const relativeGap = (planned: number, measured: number | undefined): number =>
  measured === undefined || planned <= 0
    ? Number.POSITIVE_INFINITY
    : Math.abs(measured - planned) / planned;

/** The index of the planned rate nearest the run's; 0 when the run's rate is unknown. */
export const nearestRate = (run: Run, rates: readonly number[]): number => {
  const measured = rateOf(run);
  let best = 0;
  rates.forEach((rate, index) => {
    if (relativeGap(rate, measured) < relativeGap(rates[best] ?? 0, measured)) best = index;
  });
  return best;
};

/** The aspects of the run's load more than 10% from the plan's; unknown aspects are not listed. */
export const loadDifferences = (run: Run, plan: PlannedLoad): LoadDifference[] => {
  const load = measuredLoad(run);
  const rate = plan.rates[nearestRate(run, plan.rates)];
  const planned: Partial<Record<LoadAspect, number>> = {
    inputTokens: plan.inputTokens,
    outputTokens: plan.outputTokens,
    requestRate: rate,
  };
  return (["inputTokens", "outputTokens", "requestRate"] as const).flatMap((aspect) => {
    const measured = load[aspect];
    const expected = planned[aspect];
    return measured !== undefined &&
      expected !== undefined &&
      relativeGap(expected, measured) > mismatchTolerance
      ? [{ aspect, planned: expected, measured }]
      : [];
  });
};

// Workload first: a run of other prompt lengths is further from the plan than one at another
// rate. Within tolerance the workload counts as matched, and the rate decides.
const distance = (run: Run, plan: PlannedLoad): [number, number] => {
  const load = measuredLoad(run);
  const workload = Math.max(
    relativeGap(plan.inputTokens, load.inputTokens),
    relativeGap(plan.outputTokens, load.outputTokens),
  );
  const rate = plan.rates[nearestRate(run, plan.rates)] ?? 0;
  return [workload > mismatchTolerance ? workload : 0, relativeGap(rate, load.requestRate)];
};

/** The run whose load is closest to the plan's (workload, then rate); ties keep order. */
export const closestRun = (
  runs: readonly RunSummary[],
  plan: PlannedLoad,
): RunSummary | undefined => {
  let best: RunSummary | undefined;
  let bestDistance: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (const run of runs) {
    const [workload, rate] = distance(run, plan);
    const closer =
      best === undefined ||
      workload < bestDistance[0] ||
      (workload === bestDistance[0] && rate < bestDistance[1]);
    if (closer) {
      best = run;
      bestDistance = [workload, rate];
    }
  }
  return best;
};
