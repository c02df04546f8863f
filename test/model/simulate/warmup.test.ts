import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { type SimulationReport, simulate } from "../../../src/model/simulate/index.ts";
import { simPlan } from "./simPlans.ts";

// A decode step that slows with its batch (20 ms alone, 40 ms for 101), fed evenly at 17 req/s:
// about 50 sequences share each step once the instance has filled, about 30 ms a token.
const filling = simPlan({
  workload: { inputTokens: 1000, outputTokens: 100 },
  prefill: { nodesPerInstance: 1, batchSize: 64, batchTimeMs: 10 },
  decode: { nodesPerInstance: 1, batchSize: 1000, itlMs: 40 },
  latency: {
    prefill: { source: "constant" },
    decode: {
      source: "profile",
      profile: [
        { batch: 1, timeMs: 20 },
        { batch: 101, timeMs: 40 },
      ],
    },
  },
  load: { arrival: "constant", sizes: "mean", routing: "leastLoaded" },
});

describe("warm-up and the end of a run", () => {
  it("measures the first requests in an empty system without a warm-up: the fastest streams below 25 ms a token", () => {
    const report = simulate(filling, catalog, {
      ratePerSecond: 17,
      requests: 3000,
      warmupRequests: 0,
    });
    expect(report.cdf?.tpotMs[0]).toBeLessThan(25);
  });

  it("leaves the filling out with a warm-up, and keeps requests arriving until the last measured one is done: every TPOT within 2%", () => {
    const report = simulate(filling, catalog, {
      ratePerSecond: 17,
      requests: 3000,
      warmupRequests: 2000,
    });
    const fastest = report.cdf?.tpotMs[0] ?? 0;
    const slowest = report.cdf?.tpotMs[200] ?? 0;
    // Without arrivals after the measured ones, the last would decode in a shrinking batch.
    expect(slowest / fastest).toBeLessThan(1.02);
    expect(report.requests).toBe(3000);
  });

  it("drains when asked, as a benchmark of fixed length does: the last requests decode in a shrinking batch, faster than the filled one", () => {
    const report = simulate(filling, catalog, {
      ratePerSecond: 17,
      requests: 3000,
      warmupRequests: 2000,
      drain: true,
    });
    expect(report.requests).toBe(3000);
    const fastest = report.cdf?.tpotMs[0] ?? 0;
    const median = report.cdf?.tpotMs[100] ?? 0;
    expect(fastest).toBeLessThan(0.9 * median);
  });
});

// A decode step that slows by 0.09 ms a sequence (10.09 ms alone), fed 100 req/s of 100-token
// answers: about 900 sequences share a step once it has filled, and each one that joins keeps the
// others about 0.89 of a lifetime longer (100 · 99 · 0.09 / 1,000), so the batch fills over many
// ten-second lifetimes. The asked warm-up of a 3,000-request run, 300 requests, is three seconds.
const slowFilling = simPlan({
  workload: { inputTokens: 1000, outputTokens: 100 },
  prefill: { nodesPerInstance: 1, batchSize: 64, batchTimeMs: 10 },
  decode: { nodesPerInstance: 1, batchSize: 5000, itlMs: 40 },
  latency: {
    prefill: { source: "constant" },
    decode: {
      source: "profile",
      profile: [
        { batch: 1, timeMs: 10.09 },
        { batch: 2001, timeMs: 190.09 },
      ],
    },
  },
  load: { arrival: "poisson", sizes: "mean", routing: "leastLoaded" },
});

describe("a warm-up that lasts until the batch has filled", () => {
  // Five 3,000-request runs after 50,000 warm-up requests each (500 s, fifty lifetimes: 0.89^50 of
  // the filling is left). Their mean TPOT still spreads from run to run (76–98 ms over seeds 1–5):
  // the filled batch wanders slowly, so a 30-second window is noisy, filled or not.
  const runs = { ratePerSecond: 100, requests: 3000, replications: 5 };
  let settled: SimulationReport | undefined;
  const settledTpotMs = (): number => {
    settled ??= simulate(slowFilling, catalog, { ...runs, warmupRequests: 50_000 });
    return settled.tpotMs?.mean ?? Number.NaN;
  };

  it("goes on past the asked 300 requests while the batch fills, measures exactly the asked 3,000 after it, and reads the filled batch's mean TPOT within 5%", () => {
    const report = simulate(slowFilling, catalog, runs);
    expect(report.warmup.requests).toBeGreaterThan(3000);
    expect(report.requests).toBe(15_000);
    expect(Math.abs((report.tpotMs?.mean ?? 0) / settledTpotMs() - 1)).toBeLessThan(0.05);
    // Without a warm-up the same runs read a third less.
    const cold = simulate(slowFilling, catalog, { ...runs, warmupRequests: 0 });
    expect(cold.tpotMs?.mean ?? 0).toBeLessThan(0.75 * settledTpotMs());
    // Requests finish about as fast as they arrive once the batch has filled.
    expect(Math.abs(report.throughputPerSecond / 100 - 1)).toBeLessThan(0.05);
  });

  it("says so when the warm-up reaches its limit unsettled: 200 requests may warm up for 900, and their steps are far short", () => {
    const report = simulate(slowFilling, catalog, { ratePerSecond: 100, requests: 200 });
    expect(report.warmup).toEqual({ requests: 900, settled: false, limited: true });
    expect(report.tpotMs?.mean ?? 0).toBeLessThan(0.7 * settledTpotMs());
  });
});
