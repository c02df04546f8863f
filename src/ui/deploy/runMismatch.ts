import type { RunSummary } from "../../io/measure/measureStore.ts";
import type { RunAnalysis } from "../../model/measure/analysis.ts";
import { tokensPerRequest, workloadTolerance } from "../../model/measure/calibrate.ts";

// A run compared with a plan it did not test says little: a benchmark at other prompt lengths or
// another concurrency measures another operating point. The tolerance is calibration's: it leaves
// room for random lengths and the rounding of the concurrency cap (the ±5% runs stay inside it).
export const mismatchTolerance = workloadTolerance;

export interface PlannedLoad {
  inputTokens: number;
  outputTokens: number;
  /** Requests in flight, Little's law L = λ · E2EL. */
  concurrency: number;
}

export type LoadAspect = keyof PlannedLoad;

export interface LoadDifference {
  aspect: LoadAspect;
  planned: number;
  measured: number;
}

/** What the run ran: mean tokens per completed request and its concurrency, where it says. */
export const measuredLoad = (analysis: RunAnalysis): Partial<PlannedLoad> => ({
  ...tokensPerRequest(analysis),
  concurrency: analysis.concurrency?.value,
});

const relativeGap = (planned: number, measured: number | undefined): number =>
  measured === undefined || planned <= 0
    ? Number.POSITIVE_INFINITY
    : Math.abs(measured - planned) / planned;

/** The aspects of the run's load more than 10% from the plan's; unknown aspects are not listed. */
export const loadDifferences = (analysis: RunAnalysis, plan: PlannedLoad): LoadDifference[] => {
  const load = measuredLoad(analysis);
  return (["inputTokens", "outputTokens", "concurrency"] as const).flatMap((aspect) => {
    const measured = load[aspect];
    return measured !== undefined && relativeGap(plan[aspect], measured) > mismatchTolerance
      ? [{ aspect, planned: plan[aspect], measured }]
      : [];
  });
};

// Workload first: a run of other prompt lengths is further from the plan than one at another
// concurrency. Within tolerance the workload counts as matched, and concurrency decides.
const distance = (analysis: RunAnalysis, plan: PlannedLoad): [number, number] => {
  const load = measuredLoad(analysis);
  const workload = Math.max(
    relativeGap(plan.inputTokens, load.inputTokens),
    relativeGap(plan.outputTokens, load.outputTokens),
  );
  return [
    workload > mismatchTolerance ? workload : 0,
    relativeGap(plan.concurrency, load.concurrency),
  ];
};

/** The run whose load is closest to the plan's (workload, then concurrency); ties keep order. */
export const closestRun = (
  runs: readonly RunSummary[],
  plan: PlannedLoad,
): RunSummary | undefined => {
  let best: RunSummary | undefined;
  let bestDistance: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (const run of runs) {
    const [workload, concurrency] = distance(run.analysis, plan);
    const closer =
      best === undefined ||
      workload < bestDistance[0] ||
      (workload === bestDistance[0] && concurrency < bestDistance[1]);
    if (closer) {
      best = run;
      bestDistance = [workload, concurrency];
    }
  }
  return best;
};
