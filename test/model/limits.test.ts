import { describe, expect, it } from "vitest";
import { decodeBatchLimit, prefillBatchLimit } from "../../src/model/limits.ts";
import { type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
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
});

describe("limits in the solved plan", () => {
  it("is infeasible when maxNumSeqs cannot admit the decode batch, and says what to raise", () => {
    const result = solve(planWith({ engine: { decode: { maxNumSeqs: 128 } } }));
    expect(result.feasible).toBe(false);
    expect(result.limits.decodeBatch).toMatchObject({ effective: 128, binding: "maxNumSeqs" });
    expect(result.violations).toEqual([
      {
        kind: "limit",
        code: "batchLimited",
        field: "engine.decode.maxNumSeqs",
        params: { side: "decode", effective: 128, requested: 256, needed: 256 },
        message:
          "engine.decode.maxNumSeqs (1 · 128) admits only 128 of the 256 requests per decode instance: raise engine.decode.maxNumSeqs to at least 256, or lower decode.batchSize",
      },
    ]);
    // The rates follow the batch that actually runs: r_d = 128 / 40 = 3.2 req/s.
    expect(result.rates.decodeRequestsPerSecond).toBeCloseTo(3.2, 12);
  });

  it("says so when a prompt is longer than maxNumBatchedTokens, and keeps every number finite", () => {
    const result = solve(planWith({ engine: { prefill: { maxNumBatchedTokens: 2048 } } }));
    expect(result.feasible).toBe(false);
    expect(result.limits.prefillBatch.effective).toBe(0);
    expect(result.violations[0]?.message).toContain("admits no prefill request at all");
    expect(result.violations[0]?.message).toContain(
      "raise engine.prefill.maxNumBatchedTokens to at least 32,000",
    );
    expect(result.throughput.qpm).toBe(0);
  });

  it("lets the router's 4,000 cap the whole decode side: 100 req/s on x = 10, y = 16 of the 100 nodes", () => {
    // Decode holds at most 4,000 sequences, so λ ≤ 4,000 / (1000 · 0.04 s) = 100 req/s; x = 10 gives
    // that; y = 15 holds 15 · 256 = 3,840 < 4,000, y = 16 holds 16 · ⌊4,000 / 16⌋ = 16 · 250 = 4,000.
    const result = solve(planWith({ engine: { router: { maxConcurrency: 4000 } } }));
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
    expect(result.violations.map((v) => v.field)).toEqual(["engine.router.maxConcurrency"]);
    expect(result.violations[0]?.message).toContain(
      "raise engine.router.maxConcurrency to at least 4,096",
    );
  });

  it("warns when the router allows more than the decode slots hold", () => {
    const result = solve(planWith({ engine: { router: { maxConcurrency: 10_000 } } }));
    expect(result.feasible).toBe(true);
    expect(result.warnings.map((w) => w.field)).toEqual(["engine.router.maxConcurrency"]);
  });
});
