import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { prefillCurve } from "../../../src/model/curves/prefillCurve.ts";
import { defaultPlan, type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { workedExample, workedExampleInput } from "../workedExample.ts";
import { movingLatencyPlanArbitrary } from "./curveArbitrary.ts";

const points = (plan = workedExample()) => prefillCurve(plan, catalog).series[0]?.points ?? [];

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
    expect(prefillCurve(workedExample(), catalog).flat).toBe(true);
  });

  it("stops where the engine limits bind and draws the TTFT SLO at t1 = 1,000 ms", () => {
    const curve = prefillCurve(defaultPlan, catalog);
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
  }, 60_000);
});

describe("prefillCurve with a measured prefill profile", () => {
  // t1 measured at b_p = 2, 5, 8 and 40; the sweep reaches twice the plan's 8, so 40 is off it.
  const profilePlan = PlanSchema.parse({
    ...workedExampleInput,
    latency: {
      prefill: {
        source: "profile",
        profile: [
          { batch: 2, timeMs: 300 },
          { batch: 5, timeMs: 650 },
          { batch: 8, timeMs: 800 },
          { batch: 40, timeMs: 3000 },
        ],
      },
    },
  } satisfies PlanInput);

  it("sweeps b_p = 5 as well, and nothing past twice the plan's batch", () => {
    expect(points(profilePlan).map((p) => p.detail.prefillBatch)).toEqual([
      1, 2, 3, 4, 5, 6, 8, 12, 16,
    ]);
  });

  it("flags b_p = 2, 5 and 8 as measured, at exactly their measured t1", () => {
    const measured = points(profilePlan).filter((p) => p.flags?.includes("measured"));
    expect(measured.map((p) => [p.detail.prefillBatch, p.x])).toEqual([
      [2, 300],
      [5, 650],
      [8, 800],
    ]);
  });
});
