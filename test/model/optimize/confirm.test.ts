import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/examples.ts";
import {
  confirmationOf,
  confirmConfiguration,
  confirmOptions,
  optimize,
  type RankedConfiguration,
} from "../../../src/model/optimize/index.ts";
import { checkRun, simulate } from "../../../src/model/simulate/index.ts";
import { solve } from "../../../src/model/solve.ts";
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
  it("simulates, at the load the estimate says it sustains, the run the Plan tab's panel makes", () => {
    // Five seeded replications of 5,000 requests after a warm-up of 500: the same options, so a
    // configuration once applied reads the same verdict in the panel (a seeded run repeats).
    expect(confirmOptions(winner)).toEqual({
      ratePerSecond: winner.sustainable.requestsPerSecond,
      requests: 5000,
      warmupRequests: 500,
      replications: 5,
      seed: 1,
    });
    expect(confirmOptions(winner)).toEqual(checkRun(winner.sustainable.requestsPerSecond));
  });

  it("gives the verdict the panel's run gives the applied configuration", () => {
    const config = optimize(firstVisitPlan, catalog).top[0] as RankedConfiguration;
    const confirmation = confirmConfiguration(config, catalog, config.plan.slo.attainment);
    // What the panel runs once the configuration is the plan: its sustainable load, checkRun.
    const applied = solve(config.plan, catalog);
    const rate = applied.sustainable.requestsPerSecond;
    expect(rate).toBe(config.sustainable.requestsPerSecond);
    const panel = simulate(config.plan, catalog, checkRun(rate), applied);
    expect(confirmation.slo).toEqual(panel.slo);
    expect(confirmation.stable).toBe(panel.stable);
    expect(confirmation.simulated.ttftP99Ms).toBe(panel.ttftMs?.p99 ?? null);
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
