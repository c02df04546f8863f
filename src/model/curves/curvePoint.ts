// What every curve is made of: points on two axes, each carrying the operating point it stands
// for, grouped in series, with the plan's own point and its SLO lines. Labels here are English
// for files and the command line; the app shows its own translations.

/** Facts about a point that its colour or marker shows. */
export type PointFlag =
  /** The estimate's queue is at or past its limit: the real wait grows without bound. */
  | "saturated"
  /** A measured profile was read outside its measured batches. */
  | "extrapolated"
  /** The point misses one of the plan's latency SLOs. */
  | "sloMissed"
  /** The step time was read at one of a measured profile's own batches: measured, not modelled. */
  | "measured"
  /**
   * A simulated run shorter than its busier queue takes to forget its empty start
   * (`relaxation.ts`): its waits wander from run to run, so the point is indicative.
   */
  | "unsettled";

/** One point of a curve: where it sits, and the operating point it stands for (for hover text). */
export interface CurvePoint {
  x: number;
  y: number;
  /** Every number of the operating point, keyed by what it is. */
  detail: Record<string, number>;
  /** Words about it, e.g. the latency source or what the roofline is bound by. */
  notes?: Record<string, string>;
  flags?: PointFlag[];
  /**
   * The relative error band on y when y rests on a roofline estimate (0.18: the truth lay within
   * ±18% of y in errorBandCoverage of the published cases); absent for entered or measured times.
   */
  band?: number;
}

/** One line on a chart, e.g. disaggregated or aggregated serving. */
export interface CurveSeries {
  id: string;
  label: string;
  points: CurvePoint[];
}

/** A line at a fixed value on one axis: a latency SLO, the attainment target (in percent) or the sustainable load. */
export interface CurveGuide {
  axis: "x" | "y";
  value: number;
  slo: "ttftMs" | "tpotMs" | "attainment" | "sustainable";
  label: string;
}

/** A stretch of the x axis drawn shaded: loads where the simulated queue grows without bound. */
export interface CurveBand {
  kind: "unstable";
  from: number;
  to: number;
  /** The loads inside it that were simulated and found unstable. */
  at: number[];
}

export type CurveId =
  | "decode"
  | "prefill"
  | "pareto"
  | "ttftVsRate"
  | "nodesForTarget"
  | "attainmentVsRate"
  | "ttftP99VsRate"
  | "tpotP99VsRate"
  | "ttftCdf"
  | "tpotCdf";

/** A named chart's worth of series with its axes' meaning and units. */
export interface Curve {
  id: CurveId;
  xLabel: string;
  xUnit: string;
  yLabel: string;
  yUnit: string;
  series: CurveSeries[];
  /** The plan being edited, where it sits on these axes; null when it has no such point. */
  current: CurvePoint | null;
  guides: CurveGuide[];
  /** Shaded stretches of the x axis, e.g. unstable loads; absent on analytic curves. */
  bands?: CurveBand[];
  /**
   * True when the swept latency is an entered constant: x cannot move, so the curve is a
   * vertical line rather than a trade-off; a profile or roofline source gives the real one.
   */
  flat: boolean;
}

/** All points of a curve, series after series. */
export const curvePoints = (curve: Curve): CurvePoint[] =>
  curve.series.flatMap((series) => series.points);
