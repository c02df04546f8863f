import type { Plan } from "../plan.ts";
import { runShortOfRelaxation } from "../simulate/relaxation.ts";
import type { LatencySummary, SimulationReport } from "../simulate/types.ts";
import { percent, secondsPerMinute } from "../units.ts";
import type { Curve, CurveGuide, CurvePoint, PointFlag } from "./curvePoint.ts";
import type { KneeEstimate } from "./kneeEstimate.ts";
import type { KneeLoad } from "./kneeLoads.ts";
import { unstableBands } from "./unstableBands.ts";

/** One simulated load of the knee and what the simulation reported there. */
export interface KneeRun {
  load: KneeLoad;
  report: SimulationReport;
}

/** The knee's three charts: SLO attainment, P99 TTFT and P99 TPOT against the offered load. */
export interface KneeCurves {
  attainment: Curve;
  ttft: Curve;
  tpot: Curve;
}

const p99 = (summary: LatencySummary | null): number | null => summary?.p99 ?? null;

/** The numbers of a run worth hovering over, those the simulation gave. */
const runDetail = (run: KneeRun): Record<string, number> => {
  const { report, load } = run;
  const values: Record<string, number | null> = {
    requestsPerSecond: load.ratePerSecond,
    qpm: load.ratePerSecond * secondsPerMinute,
    loadFraction: load.loadFraction,
    sloAttainment: report.sloAttainment,
    goodputPerSecond: report.goodputPerSecond,
    ttftP99Ms: p99(report.ttftMs),
    ttftMeanMs: report.ttftMs?.mean ?? null,
    tpotP99Ms: p99(report.tpotMs),
    tpotMeanMs: report.tpotMs?.mean ?? null,
    e2elP99Ms: p99(report.e2elMs),
    prefillUtilization: report.utilization.prefill,
    decodeUtilization: report.utilization.decode,
    requests: report.requests,
    rejected: report.rejected,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, number] => entry[1] !== null && Number.isFinite(entry[1]),
    ),
  );
};

const missedAny = (plan: Plan, report: SimulationReport): boolean => {
  const target = plan.slo.attainment;
  const short =
    target !== undefined && report.sloAttainment !== null && report.sloAttainment < target;
  return short || report.slo.some((outcome) => !outcome.met);
};

/** A stable run's point; null when it has no such value (unstable runs never get one). */
const runPoint = (
  plan: Plan,
  run: KneeRun,
  read: (report: SimulationReport) => number | null,
): CurvePoint | null => {
  const y = run.report.stable ? read(run.report) : null;
  if (y === null || !Number.isFinite(y)) return null;
  const flags: PointFlag[] = missedAny(plan, run.report) ? ["sloMissed"] : [];
  // The load's share of capacity is the bottleneck stage's utilization by the estimate.
  if (runShortOfRelaxation(run.report, run.load.loadFraction) !== null) flags.push("unsettled");
  return { x: run.load.ratePerSecond, y, detail: runDetail(run), flags };
};

const latencyGuide = (slo: "ttftMs" | "tpotMs", targetMs: number | undefined): CurveGuide[] =>
  targetMs === undefined
    ? []
    : [{ axis: "y", value: targetMs, slo, label: slo === "ttftMs" ? "TTFT SLO" : "TPOT SLO" }];

const sustainableGuide = (sustainableRps: number | null): CurveGuide[] =>
  sustainableRps !== null && sustainableRps > 0
    ? [{ axis: "x", value: sustainableRps, slo: "sustainable", label: "sustainable load" }]
    : [];

/**
 * The knee from the runs done so far (any order, any subset of the loads): each stable run as a
 * simulated point, each unstable one inside a shaded band and never as a value, beside the
 * analytic estimate's line, with the SLO targets and the estimated sustainable load as lines.
 */
export const kneeCurves = (
  plan: Plan,
  runs: readonly KneeRun[],
  estimate: KneeEstimate,
): KneeCurves => {
  const sorted = [...runs].sort((a, b) => a.load.ratePerSecond - b.load.ratePerSecond);
  const bands = unstableBands(
    sorted.map((run) => ({ x: run.load.ratePerSecond, stable: run.report.stable })),
  );
  const simulated = (read: (report: SimulationReport) => number | null) =>
    sorted.flatMap((run) => runPoint(plan, run, read) ?? []);
  const curve = (
    id: Curve["id"],
    yLabel: string,
    yUnit: string,
    points: CurvePoint[],
    estimated: CurvePoint[],
    guides: CurveGuide[],
  ): Curve => ({
    id,
    xLabel: "offered request rate",
    xUnit: "req/s",
    yLabel,
    yUnit,
    series: [
      { id: "simulated", label: "simulated", points },
      { id: "estimated", label: "analytic estimate", points: estimated },
    ],
    current: null,
    guides: [...guides, ...sustainableGuide(estimate.sustainableRps)],
    bands,
    flat: false,
  });
  const attainmentTarget = plan.slo.attainment;
  return {
    attainment: curve(
      "attainmentVsRate",
      "SLO attainment",
      "%",
      simulated((report) =>
        report.sloAttainment === null ? null : report.sloAttainment * percent,
      ),
      estimate.attainment,
      attainmentTarget === undefined
        ? []
        : [
            {
              axis: "y",
              value: attainmentTarget * percent,
              slo: "attainment",
              label: "attainment target",
            },
          ],
    ),
    ttft: curve(
      "ttftP99VsRate",
      "P99 TTFT",
      "ms",
      simulated((report) => p99(report.ttftMs)),
      estimate.ttft,
      latencyGuide("ttftMs", plan.slo.ttftMs),
    ),
    tpot: curve(
      "tpotP99VsRate",
      "P99 TPOT",
      "ms",
      simulated((report) => p99(report.tpotMs)),
      estimate.tpot,
      latencyGuide("tpotMs", plan.slo.tpotMs),
    ),
  };
};
