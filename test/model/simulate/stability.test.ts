import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/examples.ts";
import { solve } from "../../../src/model/index.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { maxInFlight } from "../../../src/model/simulate/setup.ts";
import { simPlan } from "./simPlans.ts";

// One prefill instance of 4 slots at 100 ms a prompt serves at most 40 req/s; decode has room.
const capacityPerSecond = 40;
const prefillBound = simPlan({ prefill: { nodesPerInstance: 1, batchSize: 4, batchTimeMs: 100 } });
// One decode instance of 64 slots, 99 steps of 10 ms a request: 64 / 0.99 s ≈ 64.6 req/s.
const decodeCapacityPerSecond = 64 / 0.99;
const decodeBound = simPlan({
  workload: { inputTokens: 1000, outputTokens: 100 },
  prefill: { nodesPerInstance: 1, batchSize: 64, batchTimeMs: 100 },
  decode: { nodesPerInstance: 1, batchSize: 64, itlMs: 10 },
});

const at = (load: number, seed = 1) =>
  simulate(prefillBound, catalog, {
    ratePerSecond: load * capacityPerSecond,
    requests: 20_000,
    seed,
  });

describe("stability", () => {
  it("reports 20% over capacity as unstable, growing at λ − capacity = 48 − 40 = 8 req/s within 10%", () => {
    const report = at(1.2);
    expect(report.stable).toBe(false);
    expect(report.queueGrowthPerSecond).toBeGreaterThan(8 * 0.9);
    expect(report.queueGrowthPerSecond).toBeLessThan(8 * 1.1);
  });

  it("gives no latency statistics for a growing queue, only its growth", () => {
    const report = at(1.2);
    expect(report.ttftMs).toBeNull();
    expect(report.tpotMs).toBeNull();
    expect(report.itlMs).toBeNull();
    expect(report.e2elMs).toBeNull();
    expect(report.waits.prefillQueueMs).toBeNull();
    expect(report.cdf).toBeNull();
    expect(report.confidence).toBeNull();
  });

  it.each([1, 2, 3])("calls 90% and 95% of capacity stable and 105% unstable (seed %i)", (seed) => {
    expect(at(0.9, seed).stable).toBe(true);
    expect(at(0.95, seed).stable).toBe(true);
    expect(at(1.05, seed).stable).toBe(false);
  });

  it("sees a queue grow at decode too: 120% of 64.6 req/s grows at 12.9 req/s within 10%", () => {
    const rate = 1.2 * decodeCapacityPerSecond;
    const report = simulate(decodeBound, catalog, { ratePerSecond: rate, requests: 20_000 });
    expect(report.stable).toBe(false);
    expect(report.queueGrowthPerSecond).toBeGreaterThan(0.2 * decodeCapacityPerSecond * 0.9);
    expect(report.queueGrowthPerSecond).toBeLessThan(0.2 * decodeCapacityPerSecond * 1.1);
    expect(
      simulate(decodeBound, catalog, { ratePerSecond: 0.9 * decodeCapacityPerSecond }).stable,
    ).toBe(true);
  });

  it("stops a run 20 times over capacity once the waiting count passes the requests asked for, and still measures its growth: 760 req/s within 10%", () => {
    const report = at(20);
    expect(report.stable).toBe(false);
    // Stopped before the 20,000 measured requests could be served.
    expect(report.requests).toBeLessThan(20_000);
    expect(report.queueGrowthPerSecond).toBeGreaterThan(760 * 0.9);
    expect(report.queueGrowthPerSecond).toBeLessThan(760 * 1.1);
  });

  it("stops a run that would hold more than 2^20 requests at once, and says so", () => {
    // Four prefill instances of 2^19 slots at 1,000 s a prompt serve 2^21 / 1,000 s = 2,097 req/s,
    // so 2,000 req/s queues nothing, but the first prompt is done only at 1,000 s: by then 2,000,000
    // would be in flight. The run stops at 1,048,576 in flight (near 524 s), with none served.
    const slow = simPlan({
      instances: [4, 1],
      prefill: { nodesPerInstance: 1, batchSize: 2 ** 19, batchTimeMs: 1_000_000 },
    });
    const report = simulate(slow, catalog, { ratePerSecond: 2000, requests: 200 });
    expect(maxInFlight).toBe(1_048_576);
    expect(report.overfull).toBe(true);
    expect(report.stable).toBe(false);
    expect(report.requests).toBe(0);
    expect(at(20).overfull).toBe(false);
  });
});

describe("a run too short for its queue to relax", () => {
  const result = solve(firstVisitPlan, catalog);
  const capacity = result.throughput.qpm / 60;

  it("is not called unstable for a climb alone below capacity: the first-visit plan's knee run at 98.8%, 3,000 requests against about 26,900 to relax", () => {
    const rate = result.sustainable.requestsPerSecond;
    expect(rate / capacity).toBeGreaterThan(0.98);
    const report = simulate(
      firstVisitPlan,
      catalog,
      { ratePerSecond: rate, requests: 3000, seed: 1 },
      result,
    );
    // Its queue climbed faster than 2% of the load a second, which would call a long run unstable.
    expect(report.queueGrowthPerSecond).toBeGreaterThan(0.02 * rate);
    expect(report.stable).toBe(true);
  });

  it("past capacity is still unstable", () => {
    const report = simulate(
      firstVisitPlan,
      catalog,
      { ratePerSecond: 1.05 * capacity, requests: 3000, seed: 1 },
      result,
    );
    expect(report.stable).toBe(false);
  });
});
