import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prefillCurve } from "../../../src/model/curves/prefillCurve.ts";
import { defaultPlan } from "../../../src/model/plan.ts";
import { workedExample } from "../workedExample.ts";
import { movingLatencyPlanArbitrary } from "./curveArbitrary.ts";

const points = (plan = workedExample()) => prefillCurve(plan).series[0]?.points ?? [];

describe("prefillCurve", () => {
  it("sweeps the worked example's prefill batch from 1 to twice its 8", () => {
    expect(points().map((p) => p.detail.prefillBatch)).toEqual([1, 2, 3, 4, 6, 8, 12, 16]);
  });

  it("gives 2,500 input tokens/s per prefill GPU at b_p = 8: 8 · 4,000 / (0.8 s · 16 GPUs)", () => {
    const at8 = points().find((p) => p.detail.prefillBatch === 8);
    expect(at8?.x).toBe(800);
    expect(at8?.y).toBeCloseTo(2500, 9);
    expect(at8?.detail.prefillRequestsPerSecond).toBeCloseTo(10, 9);
  });

  it("is flat with a constant prefill source", () => {
    expect(prefillCurve(workedExample()).flat).toBe(true);
  });

  it("stops where the engine limits bind and draws the TTFT SLO at t1 = 1,000 ms", () => {
    const curve = prefillCurve(defaultPlan);
    expect(curve.series[0]?.points.at(-1)?.detail.prefillBatch).toBe(8);
    expect(curve.guides).toEqual([{ axis: "x", value: 1000, slo: "ttftMs", label: "TTFT SLO" }]);
    expect(curve.current).toMatchObject({ x: 800, y: 2500 });
  });

  it("never shows a shorter t1 for a larger batch under a roofline or a measured profile", () => {
    fc.assert(
      fc.property(movingLatencyPlanArbitrary, (plan) => {
        const swept = points(plan);
        for (let i = 1; i < swept.length; i += 1)
          expect(swept[i]?.x).toBeGreaterThanOrEqual((swept[i - 1]?.x ?? 0) - 1e-9);
      }),
      { numRuns: 80 },
    );
  });
});
