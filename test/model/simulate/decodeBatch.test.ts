import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { simPlan } from "./simPlans.ts";

// A decode step read from a measured profile: 30 ms for one sequence, 45 ms for eight. With one
// draft token accepted at α = 1.5 (p = 0.5), a sequence streams 1.5 tokens a step on average.
const profiled = (batchSize: number) =>
  simPlan({
    workload: { inputTokens: 1000, outputTokens: 1000 },
    prefill: { nodesPerInstance: 1, batchSize: 64, batchTimeMs: 100 },
    decode: { nodesPerInstance: 1, batchSize, itlMs: 45 },
    specDecode: { draftTokens: 1, acceptanceLength: 1.5 },
    latency: {
      prefill: { source: "constant" },
      decode: {
        source: "profile",
        profile: [
          { batch: 1, timeMs: 30 },
          { batch: 8, timeMs: 45 },
        ],
      },
    },
  });

describe("a decode instance at a fixed batch", () => {
  it("gives TPOT = step time / α: a batch of one at 30 ms streams at 30 / 1.5 = 20 ms a token, within 0.5%", () => {
    // One slot: the batch is 1 whenever the instance runs; requests that find it busy queue.
    const report = simulate(profiled(1), catalog, { ratePerSecond: 0.02, requests: 2000, seed: 5 });
    expect(report.stable).toBe(true);
    expect(report.tpotMs?.mean).toBeGreaterThan(20 * 0.995);
    expect(report.tpotMs?.mean).toBeLessThan(20 * 1.005);
    expect(report.itlMs?.p50).toBe(30);
  });

  it("reads the step at the batch it runs, not at b_d: eight slots nearly always holding one sequence still stream at 20 ms", () => {
    // 0.002 req/s · 13.3 s a request: the instance holds a second sequence 2.7% of the time.
    const report = simulate(profiled(8), catalog, {
      ratePerSecond: 0.002,
      requests: 2000,
      seed: 5,
    });
    expect(report.tpotMs?.mean).toBeGreaterThan(20 * 0.995);
    expect(report.tpotMs?.mean).toBeLessThan(20 * 1.02);
  });
});
