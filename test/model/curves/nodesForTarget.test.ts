import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/examples.ts";
import { nodesForTarget } from "../../../src/model/curves/nodesForTarget.ts";
import { defaultPlan, type Plan } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { workedExample } from "../workedExample.ts";

const points = (curve: ReturnType<typeof nodesForTarget>) => curve.series[0]?.points ?? [];

describe("nodesForTarget", () => {
  it("needs 84 nodes for 6,000 QPM on the worked example (x = 10, y = 16)", () => {
    // Steps of 12,000 / 24 = 500 QPM: the 12th point is 6,000 QPM.
    const point = points(nodesForTarget(workedExample(), catalog, 12_000))[11];
    expect(point?.x).toBe(6000);
    expect(point?.y).toBe(84);
    expect(point?.detail).toMatchObject({ prefillInstances: 10, decodeInstances: 16 });
  });

  it("marks the plan itself: 100 nodes serving 7,200 QPM", () => {
    expect(nodesForTarget(workedExample(), catalog, 12_000).current).toMatchObject({
      x: 7200,
      y: 100,
    });
  });

  it("flags a target no pair meets the SLOs at, drawn at the capacity allocation", () => {
    // The default plan's TTFT is 800 ms at no load, so a 700 ms target is missed at every load.
    const plan: Plan = { ...defaultPlan, slo: { ttftMs: 700 } };
    const curve = points(nodesForTarget(plan, catalog, 400, 4));
    expect(curve.map((point) => point.flags)).toEqual(Array(4).fill(["sloMissed"]));
    // A prefill instance serves 10 req/s and a decode instance 6.4: 100 to 300 QPM (≤ 5 req/s)
    // take 1P1D, 2 + 4 = 6 nodes; 400 QPM (6.67 req/s) takes 1P2D, 2 + 8 = 10.
    expect(curve.map((point) => point.y)).toEqual([6, 6, 6, 10]);
  });

  // A target no pair meets the SLOs at is drawn (hollow) at the capacity allocation, which needs
  // no more nodes than a met target before it; among the targets that are met, more never takes fewer.
  it("never needs fewer nodes for a higher target it meets", () => {
    fc.assert(
      fc.property(planArbitrary, fc.double({ min: 1, max: 1e6, noNaN: true }), (plan, upTo) => {
        const ys = points(nodesForTarget(plan, catalog, upTo, 12))
          .filter((point) => !point.flags?.includes("sloMissed"))
          .map((point) => point.y);
        for (let i = 1; i < ys.length; i += 1) expect(ys[i]).toBeGreaterThanOrEqual(ys[i - 1] ?? 0);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe("nodesForTarget against solve", () => {
  it("gives at every target the nodes and QPM that solving in targetQpm mode gives", () => {
    fc.assert(
      fc.property(planArbitrary, fc.double({ min: 1, max: 1e5, noNaN: true }), (plan, upTo) => {
        for (const point of points(nodesForTarget(plan, catalog, upTo, 6))) {
          const solved = solve(
            {
              ...plan,
              allocation: { ...plan.allocation, mode: "targetQpm", targetQpm: point.x },
            },
            catalog,
          );
          expect(point.y).toBe(solved.allocation.totalNodes);
          expect(point.detail).toMatchObject({
            prefillInstances: solved.allocation.prefillInstances,
            decodeInstances: solved.allocation.decodeInstances,
          });
          expect(point.detail.qpm).toBeCloseTo(solved.throughput.qpm, 6);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it("puts the plan's own point at its sustainable load, on the curve: 16 nodes there, 17 at its capacity", () => {
    const plan = firstVisitPlan;
    const result = solve(plan, catalog);
    const own = nodesForTarget(plan, catalog, result.sustainable.qpm, 1, result);
    expect(own.current).toMatchObject({
      x: result.sustainable.qpm,
      y: 16,
      // Its detail is its capacity, as the curve's points give theirs.
      detail: { qpm: result.throughput.qpm },
      flags: [],
    });
    // The curve sized at that load needs the plan's 16 nodes; at the capacity's QPM, where the
    // SLOs no longer hold on 16, one more.
    expect(points(own).map((point) => point.y)).toEqual([16]);
    const atCapacity = nodesForTarget(plan, catalog, result.throughput.qpm, 1, result);
    expect(points(atCapacity).map((point) => point.y)).toEqual([17]);
  });

  it("puts a plan no load serves within its SLOs at its capacity, flagged as the curve's points there", () => {
    // A TPOT of 1 ms is under the plan's ITL: no load meets it.
    const plan = { ...firstVisitPlan, slo: { ...firstVisitPlan.slo, tpotMs: 1 } };
    const result = solve(plan, catalog);
    expect(result.sustainable.qpm > 0).toBe(false);
    const curve = nodesForTarget(plan, catalog, result.throughput.qpm, 1, result);
    expect(curve.current).toMatchObject({ x: result.throughput.qpm, flags: ["sloMissed"] });
  });
});
