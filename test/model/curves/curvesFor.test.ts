import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { curvePoints, curvesFor } from "../../../src/model/curves/index.ts";
import { defaultPlan } from "../../../src/model/plan.ts";
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
