import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { kvCapacity } from "../../../src/model/latency/kvCapacity.ts";
import { type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { simulate } from "../../../src/model/simulate/index.ts";
import { solve } from "../../../src/model/solve.ts";
import { workedExampleInput } from "../workedExample.ts";

// The worked example's sizes on one 2-node H800 decode instance serving DeepSeek-V3: FP8 weights,
// a BF16 KV cache, one attention replica over 16 GPUs.
const kvBound = (load?: PlanInput["load"]) =>
  PlanSchema.parse({
    ...workedExampleInput,
    // An hour: every served request meets it.
    slo: { e2elMs: 3_600_000 },
    decode: { nodesPerInstance: 2, batchSize: 256, itlMs: 60 },
    latency: { model: "deepseek-v3", decode: { source: "constant", gpu: "h800" } },
    allocation: { mode: "fixed", prefillInstances: 4, decodeInstances: 1 },
    load,
  });

const kvTokens = kvCapacity({
  gpu: gpuPresets.h800,
  model: modelPresets["deepseek-v3"],
  parallelism: { tensorParallel: 16, expertParallel: 16, dataParallel: 1, gpus: 16 },
  weightBytesPerParameter: 1,
  kvBytesPerElement: 2,
  contextTokens: 4500,
}).tokensPerReplica;

describe("the KV cache of a decode instance", () => {
  it("keeps a short run that cannot keep up unstable, though the plan's rates call its load 97% of capacity", () => {
    // The cache admits fewer sequences than the 99 slots the plan's capacity counts, so the
    // simulated deployment serves about 90% of that capacity: the queue grows however short
    // the run, and the run serves well under what arrives.
    const plan = kvBound();
    const result = solve(plan, catalog);
    const rate = 0.97 * (result.throughput.qpm / 60);
    const report = simulate(plan, catalog, { ratePerSecond: rate, requests: 3000 }, result);
    expect(report.throughputPerSecond).toBeLessThan(0.95 * rate);
    expect(report.stable).toBe(false);
  });

  it("keeps a drained benchmark run that cannot keep up unstable too, though it ends", () => {
    const plan = kvBound();
    const result = solve(plan, catalog);
    const rate = 0.97 * (result.throughput.qpm / 60);
    const options = { ratePerSecond: rate, requests: 1000, warmupRequests: 0, drain: true };
    const report = simulate(plan, catalog, options, result);
    expect(report.stable).toBe(false);
    // It ended, so its latencies stand.
    expect(report.ttftMs?.count).toBe(1000);
  });

  it("admits a sequence only with room for its whole context: ⌊K / 5,000⌋ of the 99 slots solve counts at 4,500 tokens", () => {
    const plan = kvBound();
    const result = solve(plan, catalog);
    expect(result.limits.decodeBatch.effective).toBe(99);
    // Overloaded, the instance stays as full as its cache lets it.
    const report = simulate(plan, catalog, { ratePerSecond: 3, requests: 3000 }, result);
    expect(report.stable).toBe(false);
    expect(report.utilization.decode).toBeCloseTo(Math.floor(kvTokens / 5000) / 99, 9);
  });

  it("rejects a request whose context exceeds the cache, and serves the rest", () => {
    // Half the requests ask for 400,000 + 100,000 tokens, more than the instance's K.
    expect(kvTokens).toBeLessThan(500_000);
    const report = simulate(
      kvBound({
        arrival: "poisson",
        sizes: "empirical",
        routing: "leastLoaded",
        empirical: {
          file: "run.json",
          inputTokens: [4000, 400_000],
          outputTokens: [1000, 100_000],
        },
      }),
      catalog,
      { ratePerSecond: 0.5, requests: 2000 },
    );
    expect(report.stable).toBe(true);
    expect(report.requests + report.rejected).toBe(2000);
    // A fair coin over 2,000 requests: 1,000 ± 3.5 standard deviations of √500 ≈ 22.
    expect(report.rejected).toBeGreaterThan(1000 - 80);
    expect(report.rejected).toBeLessThan(1000 + 80);
    // The attainment counts a rejected request as missing its SLOs.
    expect(report.sloAttainment).toBeCloseTo(1 - report.rejected / 2000, 12);
  });
});

describe("a roofline deployment", () => {
  const roofline = PlanSchema.parse({
    ...workedExampleInput,
    prefill: { nodesPerInstance: 4, batchSize: 8, batchTimeMs: 800, dataParallel: 32 },
    decode: { nodesPerInstance: 18, batchSize: 9216, itlMs: 60, dataParallel: 144 },
    latency: {
      model: "deepseek-v3",
      prefill: { source: "roofline", gpu: "h800" },
      decode: { source: "roofline", gpu: "h800" },
    },
    allocation: { mode: "fixed", prefillInstances: 4, decodeInstances: 1 },
  });

  it("moves every cache in the KV transfer time solve prices: 7.0272 ms for 4,000 tokens", () => {
    const result = solve(roofline, catalog);
    const report = simulate(roofline, catalog, { ratePerSecond: 20, requests: 2000 }, result);
    expect(report.waits.kvTransferMs?.mean).toBeCloseTo(7.0272, 6);
    expect(report.waits.kvTransferMs?.["p99.9"]).toBeCloseTo(7.0272, 6);
    // Light decode batches run steps much faster than the full batch solve prices.
    expect(report.tpotMs?.mean).toBeLessThan(result.latency.tpotMs);
  });
});
