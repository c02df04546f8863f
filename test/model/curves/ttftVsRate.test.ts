import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { ttftLoadFractions, ttftVsRate } from "../../../src/model/curves/ttftVsRate.ts";
import { PlanSchema } from "../../../src/model/plan.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { workedExample, workedExampleInput } from "../workedExample.ts";

const points = (plan = workedExample()) => ttftVsRate(plan, catalog).series[0]?.points ?? [];

describe("ttftVsRate", () => {
  it("sweeps 5% to 95% of capacity every 5%, then 96% to 99%, then capacity itself", () => {
    const fractions = ttftLoadFractions();
    expect(fractions).toHaveLength(24);
    expect(fractions.slice(0, 3)).toEqual([0.05, 0.1, 0.15]);
    expect(fractions.slice(-6)).toEqual([0.95, 0.96, 0.97, 0.98, 0.99, 1]);
  });

  it("reads the worked example's 120 req/s of capacity from 6 req/s up, at t1 = 800 ms at low load", () => {
    const swept = points();
    expect(swept[0]?.x).toBeCloseTo(6, 9);
    // One request in twenty slots' worth of load: the queue is empty, so TTFT is t1 and no transfer.
    expect(swept[0]?.y).toBeCloseTo(800, 0);
    expect(swept[0]?.notes).toEqual({ statistic: "mean" });
    expect(swept.at(-1)?.x).toBeCloseTo(0.99 * 120, 9);
  });

  it("shades capacity itself, where the queue cannot drain, from 119.4 to 120.6 req/s", () => {
    // Halfway from 99% (118.8) to 120, and as far again past it.
    const curve = ttftVsRate(workedExample(), catalog);
    expect(curve.bands).toHaveLength(1);
    expect(curve.bands?.[0]?.from).toBeCloseTo(119.4, 9);
    expect(curve.bands?.[0]?.to).toBeCloseTo(120.6, 9);
  });

  it("puts the plan at its sustainable load: capacity without SLOs, so flagged saturated", () => {
    const current = ttftVsRate(workedExample(), catalog).current;
    expect(current?.x).toBeCloseTo(120, 9);
    expect(current?.flags).toContain("saturated");
  });

  it("reads TTFT at the SLO's statistic and draws the SLO", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      slo: { ttftMs: 1500, ttftStatistic: "p99" },
    });
    const curve = ttftVsRate(plan, catalog);
    const point = curve.series[0]?.points[10];
    expect(point?.notes).toEqual({ statistic: "p99" });
    expect(point?.y).toBe(point?.detail.ttftP99Ms);
    expect(curve.guides).toEqual([{ axis: "y", value: 1500, slo: "ttftMs", label: "TTFT SLO" }]);
  });

  it("never gives a shorter TTFT for a higher rate", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const swept = points(plan);
        for (let i = 1; i < swept.length; i += 1) {
          expect(swept[i]?.x).toBeGreaterThan(swept[i - 1]?.x ?? 0);
          expect(swept[i]?.y ?? 0).toBeGreaterThanOrEqual((swept[i - 1]?.y ?? 0) * (1 - 1e-9));
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
