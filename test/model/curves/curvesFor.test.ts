import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/index.ts";
import { curvePoints, curvesFor } from "../../../src/model/curves/index.ts";
import { defaultPlan } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { movingLatencyPlanArbitrary } from "./curveArbitrary.ts";

describe("curvesFor", () => {
  it("returns every curve once, in display order, each with its id", () => {
    expect(curvesFor(defaultPlan, catalog).map((curve) => curve.id)).toEqual([
      "decode",
      "prefill",
      "pareto",
      "ttftVsRate",
      "nodesForTarget",
    ]);
  });

  it("gives the Pareto chart a disaggregated and an aggregated series", () => {
    const pareto = curvesFor(defaultPlan, catalog).find((curve) => curve.id === "pareto");
    expect(pareto?.series.map((series) => series.id)).toEqual(["disaggregated", "aggregated"]);
  });

  it("never throws and keeps every number finite", () => {
    fc.assert(
      fc.property(fc.oneof(planArbitrary, movingLatencyPlanArbitrary), (plan) => {
        for (const curve of curvesFor(plan, catalog)) {
          const points = [...curvePoints(curve), ...(curve.current ? [curve.current] : [])];
          for (const point of points) {
            expect(Number.isFinite(point.x) && Number.isFinite(point.y)).toBe(true);
            for (const value of Object.values(point.detail))
              expect(Number.isFinite(value)).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it("does not change the plan it is given", () => {
    const plan = structuredClone(defaultPlan);
    curvesFor(plan, catalog);
    expect(plan).toEqual(defaultPlan);
  });
});

// A point of a curve priced by the roofline carries the error band of what its y rests on.
describe("curve points' error bands", () => {
  const byId = (plan: typeof defaultPlan) =>
    new Map(curvesFor(plan, catalog).map((curve) => [curve.id, curve]));

  it("give the decode sweep the ITL's band, the prefill sweep t1's and the frontier the fleet's", () => {
    const accuracy = solve(firstVisitPlan, catalog).accuracy;
    const curves = byId(firstVisitPlan);
    const bands = (id: "decode" | "prefill" | "pareto", series: string) =>
      curves
        .get(id)
        ?.series.find((s) => s.id === series)
        ?.points.map((point) => point.band);
    expect(new Set(bands("decode", "decode"))).toEqual(new Set([accuracy.decode?.fraction]));
    expect(new Set(bands("prefill", "prefill"))).toEqual(new Set([accuracy.prefill?.fraction]));
    expect(curves.get("decode")?.current?.band).toBe(accuracy.decode?.fraction);
    for (const band of bands("pareto", "disaggregated") ?? []) {
      expect(band).toBeGreaterThanOrEqual(accuracy.prefill?.fraction ?? 0);
      expect(band).toBeLessThanOrEqual(accuracy.decode?.fraction ?? 0);
    }
    // The aggregated frontier and the queueing curve are not banded.
    expect(bands("pareto", "aggregated")?.every((band) => band === undefined)).toBe(true);
    expect(
      curves.get("ttftVsRate")?.series.every((s) => s.points.every((p) => !("band" in p))),
    ).toBe(true);
  });

  it("carry no band when the step times are entered", () => {
    for (const curve of byId(defaultPlan).values()) {
      for (const series of curve.series) {
        for (const point of series.points) expect(point).not.toHaveProperty("band");
      }
    }
  });
});
