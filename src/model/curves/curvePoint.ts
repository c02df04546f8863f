/** One point of a curve: where it sits, and the operating point it stands for (for hover text). */
export interface CurvePoint {
  x: number;
  y: number;
  /** Extra numbers shown when the point is hovered, keyed by what they are. */
  detail: Record<string, number>;
}

/** A named series of points with its axes' meaning and units. */
export interface Curve {
  id: string;
  xLabel: string;
  xUnit: string;
  yLabel: string;
  yUnit: string;
  points: CurvePoint[];
}
