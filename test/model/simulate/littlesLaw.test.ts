import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { simPlan } from "./simPlans.ts";

// Two prefill instances of 2 slots (100 ms a prompt), one decode instance of 32 slots (49 steps of
// 10 ms after the first token), and a router that lets 6 requests in at once: about 0.6 s in the
// servers each, so at most 10 req/s get through and 8 req/s wait at the router at times.
const routed = simPlan({
  instances: [2, 1],
  workload: { inputTokens: 1000, outputTokens: 50 },
  prefill: { nodesPerInstance: 1, batchSize: 2, batchTimeMs: 100 },
  decode: { nodesPerInstance: 1, batchSize: 32, itlMs: 10 },
  engine: { router: { maxConcurrency: 6 } },
});

describe("Little's law in the servers", () => {
  it("holds within 1%: time-average requests in the servers = throughput · mean time in the servers", () => {
    const report = simulate(routed, catalog, { ratePerSecond: 8, requests: 50_000, seed: 11 });
    expect(report.stable).toBe(true);
    // In the servers from dispatch to the last token: E2EL less the wait at the router.
    const inServersMs = (report.e2elMs?.mean ?? 0) - (report.waits.routerMs?.mean ?? 0);
    const littleCount = ((report.throughputPerSecond ?? 0) * inServersMs) / 1000;
    expect(report.waits.routerMs?.mean).toBeGreaterThan(0);
    expect(report.meanRequestsInServers).toBeGreaterThan(littleCount * 0.99);
    expect(report.meanRequestsInServers).toBeLessThan(littleCount * 1.01);
    // The cap holds: never more than 6 in the servers, so never more than 6 on average.
    expect(report.meanRequestsInServers).toBeLessThanOrEqual(6);
  }, 60_000);
});
