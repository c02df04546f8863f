import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { kneeEstimate, loadSteps } from "../../../src/model/curves/kneeEstimate.ts";
import { PlanSchema } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { workedExample, workedExampleInput } from "../workedExample.ts";

describe("loadSteps", () => {
  it("lands exactly on both ends: 0.3, 0.4 … 1", () => {
    expect(loadSteps(0.3, 1, 0.1)).toEqual([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });

  it("adds the upper end when the steps fall short of it", () => {
    expect(loadSteps(0, 0.25, 0.1)).toEqual([0, 0.1, 0.2, 0.25]);
  });

  it("gives nothing for a step of zero or less, or an upper end below the lower", () => {
    expect(loadSteps(0, 1, 0)).toEqual([]);
    expect(loadSteps(0, 1, -0.1)).toEqual([]);
    expect(loadSteps(1, 0, 0.1)).toEqual([]);
    expect(loadSteps(0, 1, Number.NaN)).toEqual([]);
  });
});

describe("kneeEstimate", () => {
  it("reads the worked example every 2.4 req/s from 36 up to its 120 req/s of capacity", () => {
    const plan = workedExample();
    const knee = kneeEstimate(plan, catalog, solve(plan, catalog));
    expect(knee.ttft[0]?.x).toBeCloseTo(0.3 * 120, 9);
    expect((knee.ttft[1]?.x ?? 0) - (knee.ttft[0]?.x ?? 0)).toBeCloseTo(2.4, 9);
    // Capacity itself is unstable, so the line stops short of it.
    expect(knee.ttft.at(-1)?.x).toBeLessThan(120);
    // Without SLOs there is no attainment to draw, and the sustainable load is capacity.
    expect(knee.attainment).toEqual([]);
    expect(knee.sustainableRps).toBeCloseTo(120, 9);
  });

  it("draws attainment in percent when the plan sets SLOs", () => {
    const plan = PlanSchema.parse({ ...workedExampleInput, slo: { ttftMs: 2000 } });
    const knee = kneeEstimate(plan, catalog, solve(plan, catalog));
    expect(knee.attainment.length).toBeGreaterThan(0);
    for (const point of knee.attainment) {
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(100);
    }
  });

  it("never gives a shorter P99 for a higher load", () => {
    fc.assert(
      fc.property(planArbitrary, (plan) => {
        const knee = kneeEstimate(plan, catalog, solve(plan, catalog));
        for (const line of [knee.ttft, knee.tpot]) {
          for (let i = 1; i < line.length; i += 1)
            // A percentile is read back by inverting its distribution, to about a millionth.
            expect(line[i]?.y ?? 0).toBeGreaterThanOrEqual((line[i - 1]?.y ?? 0) * (1 - 1e-5));
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
