import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { simPlan } from "./simPlans.ts";

// One prefill instance serving one prompt at a time in a constant D = 100 ms is an M/D/1 queue
// under Poisson arrivals; decode (100,000 slots, 1 ms steps, one step a request) never queues.
const serviceMs = 100;
const mdOne = simPlan({ prefill: { nodesPerInstance: 1, batchSize: 1, batchTimeMs: serviceMs } });

describe("the prefill queue of one instance of batch 1", () => {
  it("waits ρD / (2(1 − ρ)) on average at ρ = 0.5 under Poisson arrivals: 0.5 · 100 / (2 · 0.5) = 50 ms, within 2% over 200,000 requests", () => {
    // ρ = λD = 5 req/s · 0.1 s.
    const report = simulate(mdOne, catalog, { ratePerSecond: 5, requests: 200_000, seed: 7 });
    expect(report.stable).toBe(true);
    expect(report.waits.prefillQueueMs?.mean).toBeGreaterThan(50 * 0.98);
    expect(report.waits.prefillQueueMs?.mean).toBeLessThan(50 * 1.02);
    // TTFT = wait + D with nothing else in the way; E2EL adds the one 1 ms decode step.
    expect(report.ttftMs?.mean).toBeCloseTo(
      (report.waits.prefillQueueMs?.mean ?? 0) + serviceMs,
      6,
    );
    expect(report.e2elMs?.mean).toBeCloseTo((report.ttftMs?.mean ?? 0) + 1, 6);
  }, 60_000);

  it("keeps a gamma source of cv 1 within 3% of the same M/D/1 wait, and waits longer at cv 2", () => {
    const poissonLike = simulate(mdOne, catalog, {
      ratePerSecond: 5,
      requests: 100_000,
      seed: 3,
      arrival: { process: "gamma", cv: 1 },
    });
    expect(poissonLike.waits.prefillQueueMs?.mean).toBeGreaterThan(50 * 0.97);
    expect(poissonLike.waits.prefillQueueMs?.mean).toBeLessThan(50 * 1.03);
    // Kingman's G/D/1 approximation scales the wait by (cv_a² + cv_s²) / 2: (4 + 0) / 2 = 2 against
    // Poisson's (1 + 0) / 2 = 0.5, four times the M/D/1 wait; at least twice it, to spare the estimate.
    const bursty = simulate(mdOne, catalog, {
      ratePerSecond: 5,
      requests: 100_000,
      seed: 3,
      arrival: { process: "gamma", cv: 2 },
    });
    expect(bursty.waits.prefillQueueMs?.mean).toBeGreaterThan(2 * 50);
  }, 60_000);

  it("does not queue constant arrivals that a slot always serves before the next one: ρ = 0.9 waits 0", () => {
    const report = simulate(mdOne, catalog, {
      ratePerSecond: 9,
      requests: 5000,
      arrival: { process: "constant" },
    });
    expect(report.waits.prefillQueueMs?.["p99.9"]).toBe(0);
    expect(report.ttftMs?.mean).toBeCloseTo(serviceMs, 9);
  });
});
