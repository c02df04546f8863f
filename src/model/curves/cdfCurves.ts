import type { Plan } from "../plan.ts";
import type { Curve, CurveGuide, CurvePoint } from "./curvePoint.ts";
import type { KneeRun } from "./kneeCurves.ts";

/** The CDFs of simulated TTFT and TPOT at one load, each with its SLO. */
export interface CdfCurves {
  ttft: Curve;
  tpot: Curve;
}

/** Sorted quantiles at even steps of share (0 to 1) as CDF points: share of requests at or under x ms. */
const cdfPoints = (quantilesMs: readonly number[], ratePerSecond: number): CurvePoint[] => {
  const steps = quantilesMs.length - 1;
  if (steps < 1) return [];
  return quantilesMs.flatMap((valueMs, index) =>
    Number.isFinite(valueMs)
      ? [
          {
            x: valueMs,
            y: index / steps,
            detail: { latencyMs: valueMs, share: index / steps, requestsPerSecond: ratePerSecond },
          },
        ]
      : [],
  );
};

const guide = (slo: "ttftMs" | "tpotMs", targetMs: number | undefined): CurveGuide[] =>
  targetMs === undefined
    ? []
    : [{ axis: "x", value: targetMs, slo, label: slo === "ttftMs" ? "TTFT SLO" : "TPOT SLO" }];

/**
 * The CDFs of one run's TTFT and TPOT (its sorted quantiles), each with its SLO target as a
 * vertical line; null when the run was unstable or measured no latencies.
 */
export const cdfCurves = (plan: Plan, run: KneeRun): CdfCurves | null => {
  const { report, load } = run;
  if (!report.stable || report.cdf === null) return null;
  const curve = (id: "ttftCdf" | "tpotCdf", quantilesMs: readonly number[]): Curve => ({
    id,
    xLabel: id === "ttftCdf" ? "TTFT" : "TPOT",
    xUnit: "ms",
    yLabel: "share of requests",
    yUnit: "share",
    series: [
      { id: "simulated", label: "simulated", points: cdfPoints(quantilesMs, load.ratePerSecond) },
    ],
    current: null,
    guides: id === "ttftCdf" ? guide("ttftMs", plan.slo.ttftMs) : guide("tpotMs", plan.slo.tpotMs),
    flat: false,
  });
  return { ttft: curve("ttftCdf", report.cdf.ttftMs), tpot: curve("tpotCdf", report.cdf.tpotMs) };
};
