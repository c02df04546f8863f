import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import { kvCapacity } from "../../src/model/latency/kvCapacity.ts";
import { partsTotalMs } from "../../src/model/latency/stepParts.ts";
import { type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solve, solveTraced } from "../../src/model/solve.ts";
import { derivationOf } from "../../src/text/index.ts";
import { workedExampleInput } from "./workedExample.ts";

const planWith = (changes: Partial<PlanInput>) =>
  PlanSchema.parse({ ...workedExampleInput, ...changes });

// DeepSeek-V3 on H800 nodes, as DeepSeek serves it: 4-node prefill, 18-node decode instances.
const deepSeek = (latency: object, extra: Partial<PlanInput> = {}) =>
  planWith({
    prefill: { nodesPerInstance: 4, batchSize: 8, batchTimeMs: 800, dataParallel: 32 },
    decode: { nodesPerInstance: 18, batchSize: 9216, itlMs: 60, dataParallel: 144 },
    latency: { model: "deepseek-v3", ...latency },
    ...extra,
  });

describe("latency sources in the solved plan", () => {
  it("keeps the entered constants when nothing else is chosen (the article's mode)", () => {
    const result = solve(planWith({}), catalog);
    expect(result.latencyModel.prefill).toEqual({
      source: "constant",
      timeMs: 800,
      boundBy: null,
      extrapolated: false,
      parts: null,
    });
    expect(result.latencyModel.decode.source).toBe("constant");
    expect(result.latency.kvTransferMs).toBe(0);
    expect(result.latencyModel.kvCacheSequencesPerDecodeInstance).toBeNull();
  });

  it("reads t1 and ITL from measured profiles at the plan's batches", () => {
    const result = solve(
      planWith({
        latency: {
          prefill: {
            source: "profile",
            profile: [
              { batch: 4, timeMs: 500 },
              { batch: 8, timeMs: 800 },
            ],
          },
          decode: {
            source: "profile",
            profile: [
              { batch: 128, timeMs: 40 },
              { batch: 256, timeMs: 60 },
              { batch: 512, timeMs: 100 },
            ],
          },
        },
      }),
      catalog,
    );
    // The profiles pass through the worked example's 800 ms and 60 ms, so its answer is unchanged.
    expect(result.latency.prefillBatchTimeMs).toBe(800);
    expect(result.latency.itlMs).toBe(60);
    expect(result.allocation).toMatchObject({ prefillInstances: 12, decodeInstances: 19 });
    expect(result.latencyModel.decode).toMatchObject({ source: "profile", extrapolated: false });
  });

  it("flags a profile read beyond its last point as extrapolated", () => {
    const result = solve(
      planWith({
        latency: {
          decode: {
            source: "profile",
            profile: [
              { batch: 64, timeMs: 30 },
              { batch: 128, timeMs: 40 },
            ],
          },
        },
      }),
      catalog,
    );
    // Linear from the last segment: 40 + (256 − 128) · (10 / 64) = 60 ms.
    expect(result.latency.itlMs).toBeCloseTo(60, 9);
    expect(result.latencyModel.decode.extrapolated).toBe(true);
  });

  it("estimates t1 and ITL from the roofline, and adds the P → D KV transfer to TTFT", () => {
    const plan = deepSeek({
      prefill: { source: "roofline", gpu: "h800" },
      decode: { source: "roofline", gpu: "h800" },
    });
    const result = solve(plan, catalog);
    expect(result.latencyModel.prefill.source).toBe("roofline");
    expect(result.latencyModel.decode.source).toBe("roofline");
    expect(result.latency.prefillBatchTimeMs).toBeGreaterThan(0);
    // The result carries each roofline phase's parts, and they make its time.
    const prefillParts = result.latencyModel.prefill.parts;
    expect(prefillParts).not.toBeNull();
    if (prefillParts) {
      expect(partsTotalMs(prefillParts)).toBeCloseTo(result.latency.prefillBatchTimeMs, 9);
      expect(prefillParts.expertGemmMs).toBeGreaterThan(0);
    }
    // MLA keeps the whole latent on every TP rank: 4,000 tokens · 70,272 B (BF16, 61 layers) over one
    // 400 Gb/s = 50 GB/s NIC at 0.8 efficiency = 281,088,000 B / 4e10 B/s = 7.0272 ms.
    expect(result.latency.kvTransferMs).toBeCloseTo(7.0272, 6);
    expect(result.latency.ttftMs).toBeCloseTo(result.latency.prefillBatchTimeMs + 7.0272, 6);
    expect(
      derivationOf("latency.itlMs", plan, solveTraced(plan, catalog), "en")?.substituted,
    ).toMatch(/^roofline: .* → ITL = .* ms, (compute|memory|communication)-bound$/);
  });

  it("caps the decode batch by the KV cache and names that limit", () => {
    const plan = deepSeek({ decode: { source: "constant", gpu: "h800" } }, {});
    const result = solve({ ...plan, decode: { ...plan.decode, batchSize: 1_000_000 } }, catalog);
    const expected = kvCapacity({
      gpu: gpuPresets.h800,
      model: modelPresets["deepseek-v3"],
      parallelism: { tensorParallel: 1, expertParallel: 144, dataParallel: 144, gpus: 144 },
      weightBytesPerParameter: 1,
      kvBytesPerElement: 2,
      contextTokens: 4500,
    }).maxSequencesPerInstance;
    expect(result.latencyModel.kvCacheSequencesPerDecodeInstance).toBe(expected);
    expect(result.limits.decodeBatch).toMatchObject({ effective: expected, binding: "kvCache" });
    expect(result.violations.map((v) => v.code)).toContain("kvCacheFull");
  });

  it("says which id it could not find", () => {
    const result = solve(deepSeek({ decode: { source: "roofline", gpu: "h900" } }), catalog);
    expect(result.feasible).toBe(false);
    expect(result.violations).toContainEqual(
      expect.objectContaining({ code: "latencyUnknownEntry", field: "latency.decode.gpu" }),
    );
  });

  it("asks for a model and a GPU before it will estimate", () => {
    const parsed = PlanSchema.safeParse({
      ...workedExampleInput,
      latency: { decode: { source: "roofline" } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "latency.decode.gpu",
      "latency.model",
    ]);
  });

  it("never throws and stays finite for any preset model on any preset GPU", () => {
    const models = Object.keys(modelPresets);
    const gpus = Object.keys(gpuPresets);
    fc.assert(
      fc.property(
        fc.constantFrom(...models),
        fc.constantFrom(...gpus),
        fc.constantFrom(...gpus),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 512 }),
        (model, prefillGpu, decodeGpu, nodes, batch) => {
          const result = solve(
            planWith({
              prefill: { nodesPerInstance: nodes, batchSize: 4, batchTimeMs: 800, dataParallel: 1 },
              decode: { nodesPerInstance: nodes, batchSize: batch, itlMs: 60, dataParallel: 1 },
              latency: {
                model,
                prefill: { source: "roofline", gpu: prefillGpu },
                decode: { source: "roofline", gpu: decodeGpu },
              },
            }),
            catalog,
          );
          expect(Number.isFinite(result.throughput.qpm)).toBe(true);
          expect(Number.isFinite(result.latency.ttftMs)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
