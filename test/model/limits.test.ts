import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import {
  decodeBatchLimit,
  decodeEngineBatchOf,
  decodeEngineCaps,
  prefillBatchLimit,
} from "../../src/model/limits.ts";
import { type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
import { extremePlanArbitrary, planArbitrary } from "./planArbitrary.ts";
import { workedExampleInput } from "./workedExample.ts";

const planWith = (changes: Partial<PlanInput>) =>
  PlanSchema.parse({ ...workedExampleInput, ...changes });

describe("the prefill batch limit", () => {
  it("is the requested batch when no engine limit is set", () => {
    const limit = prefillBatchLimit(planWith({}));
    expect(limit).toMatchObject({ requested: 8, effective: 8, binding: "batchSize" });
  });

  it("admits ⌊16,384 / 4,000⌋ = 4 prompts per step under maxNumBatchedTokens", () => {
    const limit = prefillBatchLimit(
      planWith({ engine: { prefill: { maxNumBatchedTokens: 16_384 } } }),
    );
    expect(limit).toMatchObject({ effective: 4, binding: "maxNumBatchedTokens" });
    expect(limit.caps.find((cap) => cap.limit === "maxNumBatchedTokens")?.neededValue).toBe(32_000);
  });

  it("multiplies per-engine limits by the data-parallel engines: 2 · 3 = 6 sequences", () => {
    const plan = planWith({
      prefill: { ...workedExampleInput.prefill, dataParallel: 2 },
      engine: { prefill: { maxNumSeqs: 3 } },
    });
    expect(prefillBatchLimit(plan)).toMatchObject({ effective: 6, binding: "maxNumSeqs" });
  });

  it("lets the requested batch win a tie, so nothing is reported as binding needlessly", () => {
    expect(prefillBatchLimit(planWith({ engine: { prefill: { maxNumSeqs: 8 } } })).binding).toBe(
      "batchSize",
    );
  });
});

describe("the decode batch limit", () => {
  it("charges k + 1 = 4 tokens per sequence: ⌊512 / 4⌋ = 128 sequences", () => {
    const plan = planWith({
      specDecode: { draftTokens: 3, acceptanceLength: 2 },
      engine: { decode: { maxNumBatchedTokens: 512 } },
    });
    const limit = decodeBatchLimit(plan, 1);
    expect(limit).toMatchObject({ requested: 256, effective: 128, binding: "maxNumBatchedTokens" });
  });

  it("gives each of y = 4 instances ⌊1000 / 4⌋ = 250 of the router's concurrency", () => {
    const limit = decodeBatchLimit(planWith({ engine: { router: { maxConcurrency: 1000 } } }), 4);
    expect(limit).toMatchObject({ effective: 250, binding: "routerMaxConcurrency" });
  });

  it("names the smallest of several limits", () => {
    const plan = planWith({
      engine: { decode: { maxNumSeqs: 200 }, router: { maxConcurrency: 400 } },
    });
    expect(decodeBatchLimit(plan, 1)).toMatchObject({ effective: 200, binding: "maxNumSeqs" });
    expect(decodeBatchLimit(plan, 4)).toMatchObject({
      effective: 100,
      binding: "routerMaxConcurrency",
    });
  });

  it("admits min(256, 200, ⌊512 / 2⌋, 180 in the KV cache) = 180 on the engine side, the router aside", () => {
    const plan = planWith({
      engine: {
        decode: { maxNumSeqs: 200, maxNumBatchedTokens: 512 },
        router: { maxConcurrency: 4 },
      },
    });
    expect(decodeEngineBatchOf(plan)).toBe(200);
    expect(decodeEngineBatchOf(plan, 180)).toBe(180);
    expect(decodeEngineBatchOf(planWith({}))).toBe(256);
  });
});

describe("limits in the solved plan", () => {
  it("is infeasible when maxNumSeqs cannot admit the decode batch, and says what to raise", () => {
    const result = solve(planWith({ engine: { decode: { maxNumSeqs: 128 } } }), catalog);
    expect(result.feasible).toBe(false);
    expect(result.limits.decodeBatch).toMatchObject({ effective: 128, binding: "maxNumSeqs" });
    expect(result.violations).toEqual([
      {
        kind: "limit",
        code: "batchLimited",
        field: "engine.decode.maxNumSeqs",
        params: { side: "decode", effective: 128, requested: 256, needed: 256 },
      },
    ]);
    // The rates follow the batch that actually runs: r_d = 128 / 40 = 3.2 req/s.
    expect(result.rates.decodeRequestsPerSecond).toBeCloseTo(3.2, 12);
  });

  it("says so when a prompt is longer than maxNumBatchedTokens, and keeps every number finite", () => {
    const result = solve(planWith({ engine: { prefill: { maxNumBatchedTokens: 2048 } } }), catalog);
    expect(result.feasible).toBe(false);
    expect(result.limits.prefillBatch.effective).toBe(0);
    expect(result.violations[0]).toMatchObject({
      code: "batchBlocked",
      field: "engine.prefill.maxNumBatchedTokens",
      params: { side: "prefill", effective: 0, needed: 32_000 },
    });
    expect(result.throughput.qpm).toBe(0);
  });

  it("lets the router's 4,000 cap the whole decode side: 100 req/s on x = 10, y = 16 of the 100 nodes", () => {
    // Decode holds at most 4,000 sequences, so λ ≤ 4,000 / (1000 · 0.04 s) = 100 req/s; x = 10 gives
    // that; y = 15 holds 15 · 256 = 3,840 < 4,000; y = 16 holds min(16 · 256, 4,000) = 4,000.
    const result = solve(planWith({ engine: { router: { maxConcurrency: 4000 } } }), catalog);
    expect(result.allocation).toMatchObject({
      prefillInstances: 10,
      decodeInstances: 16,
      totalNodes: 84,
    });
    expect(result.throughput.requestsPerSecond).toBeCloseTo(100, 9);
    expect(result.limits.decodeBatch).toMatchObject({
      effective: 250,
      binding: "routerMaxConcurrency",
    });
  });

  it("treats a binding router as queueing, not infeasible, and says how far to raise it", () => {
    const result = solve(planWith({ engine: { router: { maxConcurrency: 4000 } } }), catalog);
    expect(result.feasible).toBe(true);
    // The cap chose the pair (10 + 16 on 84 of the 100 nodes), so the recommendation is the plan's
    // own without it: the worked example's 12 P + 19 D at λ = 120 req/s, whose requests are in the
    // servers for 800 ms + 30 ms (half a step to join) + 666.2222 · 60 ms = 40,803.33 ms:
    // L = 4,896.4, and ⌈4,896.4 + 2.326 · √4,896.4⌉ = 5,060. Its capacity needs 120 · 1,000 · 0.04
    // = 4,800 decode slots, which the cap of 4,000 cuts to 250 an instance: capacity falls.
    expect(result.concurrency.recommended.maxConcurrency).toBe(5060);
    expect(result.concurrency.recommended.params.decodeSlots).toBeCloseTo(4800, 9);
    expect(result.warnings).toEqual([
      {
        code: "routerCutsCapacity",
        field: "engine.router.maxConcurrency",
        params: { maxConcurrency: 4000, perInstance: 250, slots: 4800, needed: 5060 },
      },
    ]);
  });

  it("does not warn about a router cap set to the recommended value", () => {
    const recommended = solve(planWith({}), catalog).concurrency.recommended.maxConcurrency;
    const result = solve(
      planWith({ engine: { router: { maxConcurrency: recommended } } }),
      catalog,
    );
    expect(result.warnings).toEqual([]);
  });

  it("spreads the router's share without losing slots: 1,000 over y = 6 is 166.67 each, 1,000 in all", () => {
    const result = solve(
      planWith({
        engine: { router: { maxConcurrency: 1000 } },
        allocation: { mode: "fixed", prefillInstances: 2, decodeInstances: 6 },
      }),
      catalog,
    );
    expect(result.limits.decodeBatch.effective).toBeCloseTo(166.6667, 4);
    expect(result.concurrency.decodeSlots).toBeCloseTo(1000, 9);
  });

  it("reports every engine limit below the batch, not only the tightest", () => {
    const result = solve(
      planWith({ engine: { decode: { maxNumSeqs: 200, maxNumBatchedTokens: 300 } } }),
      catalog,
    );
    // maxNumSeqs admits 200; ⌊300 / 2⌋ = 150 tokens' worth admits 150; both are below 256.
    expect(result.violations.map((v) => [v.field, v.params.effective, v.params.needed])).toEqual([
      ["engine.decode.maxNumSeqs", 200, 256],
      ["engine.decode.maxNumBatchedTokens", 150, 512],
    ]);
  });

  it("asks for dataParallel times fewer tokens per engine: 2 engines need ⌈256 / 2⌉ · 2 = 256 tokens each", () => {
    const result = solve(
      planWith({
        decode: { ...workedExampleInput.decode, dataParallel: 2 },
        engine: { decode: { maxNumBatchedTokens: 100 } },
      }),
      catalog,
    );
    expect(result.violations[0]?.params).toEqual({
      side: "decode",
      effective: 100,
      requested: 256,
      needed: 256,
    });
  });

  it("warns when the router allows more than the decode slots hold", () => {
    const result = solve(planWith({ engine: { router: { maxConcurrency: 10_000 } } }), catalog);
    expect(result.feasible).toBe(true);
    expect(result.warnings.map((w) => w.field)).toEqual(["engine.router.maxConcurrency"]);
  });
});

describe("the decode engine batch", () => {
  it("is the fewest any decode engine cap admits, bit for bit, whatever the plan", () => {
    const kv = fc.option(
      fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.double({ min: 0, max: 1e6 })),
    );
    fc.assert(
      fc.property(fc.oneof(planArbitrary, extremePlanArbitrary), kv, (plan, sequences) => {
        const caps = decodeEngineCaps(plan, sequences);
        const fewest = caps.reduce(
          (least, cap) => Math.min(least, cap.admits),
          Number.POSITIVE_INFINITY,
        );
        expect(Object.is(decodeEngineBatchOf(plan, sequences), fewest)).toBe(true);
      }),
    );
  });
});
