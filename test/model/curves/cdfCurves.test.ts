import { describe, expect, it } from "vitest";
import { cdfCurves } from "../../../src/model/curves/cdfCurves.ts";
import { type Plan, PlanSchema } from "../../../src/model/plan.ts";
import { workedExampleInput } from "../workedExample.ts";
import { report } from "./simulatedReports.ts";

const plan: Plan = PlanSchema.parse({
  ...workedExampleInput,
  slo: { ttftMs: 1000, tpotMs: 50 },
});
const load = { ratePerSecond: 90, loadFraction: 0.9, sustainable: true };

describe("cdfCurves", () => {
  const curves = cdfCurves(plan, {
    load,
    report: report(90, { ttftP99Ms: 600, tpotP99Ms: 30, attainment: 1 }),
  });

  it("turns the 201 sorted quantiles into a CDF: share i / 200 at the i-th", () => {
    const points = curves?.ttft.series[0]?.points ?? [];
    expect(points).toHaveLength(201);
    expect(points[0]).toMatchObject({ x: 400, y: 0 });
    expect(points[100]).toMatchObject({ x: 500, y: 0.5 });
    expect(points[200]).toMatchObject({ x: 600, y: 1 });
    expect(curves?.tpot.series[0]?.points[100]).toMatchObject({ x: 20, y: 0.5 });
  });

  it("draws each SLO as a vertical line", () => {
    expect(curves?.ttft.guides).toEqual([
      { axis: "x", value: 1000, slo: "ttftMs", label: "TTFT SLO" },
    ]);
    expect(curves?.tpot.guides).toEqual([
      { axis: "x", value: 50, slo: "tpotMs", label: "TPOT SLO" },
    ]);
  });

  it("has no CDF for an unstable run, and no SLO line for an SLO the plan does not set", () => {
    expect(cdfCurves(plan, { load, report: report(90, "unstable") })).toBeNull();
    const bare = PlanSchema.parse(workedExampleInput);
    const free = cdfCurves(bare, {
      load,
      report: report(90, { ttftP99Ms: 1, tpotP99Ms: 1, attainment: null }),
    });
    expect(free?.ttft.guides).toEqual([]);
  });
});
