import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
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
});
