import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import {
  confirmationOf,
  confirmOptions,
  optimize,
  type RankedConfiguration,
} from "../../../src/model/optimize/index.ts";
import type { RateEstimate } from "../../../src/model/sustainable/types.ts";
import { report } from "../curves/simulatedReports.ts";
import { profilePlan } from "./handPlans.ts";

const winner = optimize(profilePlan(), catalog).top[0] as RankedConfiguration;

const statistics = (p99: number) => ({ mean: p99 / 2, p50: p99 / 2, p90: p99, p95: p99, p99 });
const estimate: RateEstimate = {
  ratePerSecond: 50,
  stable: true,
  utilization: { prefill: 0.8, decode: 0.9 },
  waits: { routerMs: 0, prefillQueueMs: 10, decodeQueueMs: 0 },
  ttftMs: statistics(950),
  tpotMs: statistics(41),
  e2elMs: statistics(40_000),
  inFlight: 400,
  attainment: 0.93,
};

describe("confirming a configuration", () => {
  it("simulates two thousand requests at the load the estimate says it sustains", () => {
    expect(confirmOptions(winner)).toEqual({
      ratePerSecond: winner.sustainable.requestsPerSecond,
      requests: 2000,
      seed: 1,
    });
  });

  it("sets the simulated attainment and P99s beside the estimate's", () => {
    const confirmation = confirmationOf(
      winner,
      report(50, { ttftP99Ms: 900, tpotP99Ms: 40, attainment: 0.95 }),
      estimate,
      0.9,
    );
    expect(confirmation).toMatchObject({
      rank: 1,
      ratePerSecond: 50,
      stable: true,
      simulated: { attainment: 0.95, ttftP99Ms: 900, tpotP99Ms: 40 },
      estimated: { attainment: 0.93, ttftP99Ms: 950, tpotP99Ms: 41 },
      holds: true,
    });
  });

  it("does not hold under the attainment target, over an SLO, or when the queue grows", () => {
    const under = report(50, { ttftP99Ms: 900, tpotP99Ms: 40, attainment: 0.85 });
    expect(confirmationOf(winner, under, estimate, 0.9).holds).toBe(false);
    expect(confirmationOf(winner, under, estimate, undefined).holds).toBe(true);
    // The report's P99 TTFT SLO is 1,000 ms.
    const over = report(50, { ttftP99Ms: 1100, tpotP99Ms: 40, attainment: 1 });
    expect(confirmationOf(winner, over, estimate, undefined).holds).toBe(false);
    const growing = confirmationOf(winner, report(50, "unstable"), estimate, undefined);
    expect(growing).toMatchObject({ stable: false, holds: false });
    expect(growing.simulated).toEqual({ attainment: null, ttftP99Ms: null, tpotP99Ms: null });
  });

  it("marks a run shorter than its busier queue's relaxation: 1,000 requests at 90% (0.9 / (1 − √0.9)² ≈ 342) are enough, at 98% (≈ 9,702) not", () => {
    const run = report(50, { ttftP99Ms: 900, tpotP99Ms: 40, attainment: 0.95 });
    expect(confirmationOf(winner, run, estimate, undefined)).toMatchObject({
      busiestUtilization: 0.9,
      shortOfRelaxation: null,
    });
    const near = { ...estimate, utilization: { prefill: 0.98, decode: 0.5 } };
    const short = confirmationOf(winner, run, near, undefined);
    expect(short.busiestUtilization).toBe(0.98);
    expect(short.shortOfRelaxation).toBeCloseTo(0.98 / (1 - Math.sqrt(0.98)) ** 2, 9);
    expect(short.shortOfRelaxation).toBeCloseTo(9701.75, 1);
    // An unstable run has no queue to settle: it says so itself.
    expect(
      confirmationOf(winner, report(50, "unstable"), near, undefined).shortOfRelaxation,
    ).toBeNull();
  });
});
