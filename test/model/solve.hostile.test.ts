import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { type PlanInput, PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
import { workedExampleInput } from "./workedExample.ts";

// The reproducers of the hostile-input round, each with what it must give instead.

const planWith = (changes: Partial<PlanInput>) =>
  PlanSchema.parse({ ...workedExampleInput, ...changes });

const roofline = (model: string, prefillGpu = "h100") => ({
  prefill: { source: "roofline" as const, gpu: prefillGpu },
  decode: { source: "roofline" as const, gpu: "h100" },
  model,
});

describe("solve on the hostile-input reproducers", () => {
  it('gives a violation on latency.model for model "constructor", not a throw', () => {
    const result = solve(planWith({ latency: roofline("constructor") }), catalog);
    expect(result.feasible).toBe(false);
    expect(result.violations).toContainEqual(
      expect.objectContaining({
        code: "latencyUnknownEntry",
        field: "latency.model",
        params: { kind: "model", id: "constructor" },
      }),
    );
  });

  it('gives a violation on latency.prefill.gpu for gpu "toString", and a number, not NaN', () => {
    const result = solve(planWith({ latency: roofline("deepseek-v3", "toString") }), catalog);
    expect(result.violations).toContainEqual(
      expect.objectContaining({ code: "latencyUnknownEntry", field: "latency.prefill.gpu" }),
    );
    // An unknown GPU leaves the phase on its entered constant.
    expect(result.latency.prefillBatchTimeMs).toBe(800);
  });

  it("calls a prefill batch limited to zero infeasible, with 0 QPM where it gave NaN", () => {
    // ⌊1 / 4,000⌋ = 0 prompts a step; the profile read at batch 0 is max(10 − 90, 0) = 0 ms, held to 1 µs.
    const result = solve(
      planWith({
        engine: { prefill: { maxNumBatchedTokens: 1 } },
        latency: {
          prefill: {
            source: "profile",
            profile: [
              { batch: 1, timeMs: 10 },
              { batch: 2, timeMs: 100 },
            ],
          },
        },
      }),
      catalog,
    );
    expect(result.feasible).toBe(false);
    expect(result.violations[0]).toMatchObject({
      code: "batchBlocked",
      field: "engine.prefill.maxNumBatchedTokens",
      params: { effective: 0, requested: 8, needed: 32_000 },
    });
    expect(result.latency.prefillBatchTimeMs).toBe(0.001);
    expect(result.throughput.qpm).toBe(0);
    expect(result.utilization).toEqual({ prefill: 0, decode: 0 });
    expect(result.concurrency.article).toBe(0);
    expect(result.concurrency.littlesLaw).toBe(0);
  });
});
