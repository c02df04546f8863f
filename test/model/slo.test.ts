import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { defaultPlan, PlanSchema } from "../../src/model/plan.ts";
import { checkSlos, meetsTarget } from "../../src/model/slo.ts";
import { solve } from "../../src/model/solve.ts";
import { workedExampleInput } from "./workedExample.ts";

const withSlo = (slo: object) => solve(PlanSchema.parse({ ...workedExampleInput, slo }), catalog);

// The checks are judged at the sustainable load, where the binding SLO sits on its target. With
// the worked example's constant t2 the decode side is hand-computable: k = 1 and α = 1.5 give
// p = 0.5, chunks of 1 or 2 tokens (E[X²] = 2.5), so 999 tokens take 999 / 1.5 + (2.5 − 1.5) /
// (2 · 1.5²) = 666.2222 steps of 60 ms = 39,973.33 ms, plus half a step to join a running batch.
const decodeMs = (999 / 1.5 + 1 / 4.5) * 60;

describe("SLO checks", () => {
  it("judges each SLO at the sustainable load: TTFT on its target there, TPOT 50 − 40.0434 ms, E2EL 45,000 − 41,003.3 ms", () => {
    const result = withSlo({ ttftMs: 1000, tpotMs: 50, e2elMs: 45_000 });
    expect(result.sustainable.limitedBy).toBe("ttft");
    expect(result.slo.ttft).toMatchObject({
      statistic: "mean",
      targetMs: 1000,
      marginMs: 0,
      met: true,
    });
    // The search closes the load to one part in a million, which moves this mean TTFT by about
    // 0.01 ms: the value sits on its target, over it by no more than the checks forgive.
    expect(result.slo.ttft?.valueMs).toBeCloseTo(1000, 1);
    expect(result.slo.ttft?.valueMs).toBeLessThanOrEqual(1000 * (1 + 1e-9));
    // (30 + 39,973.33) / 999 = 40.04337 ms.
    expect(result.slo.tpot?.valueMs).toBeCloseTo((30 + decodeMs) / 999, 9);
    expect(result.slo.tpot?.marginMs).toBeCloseTo(50 - (30 + decodeMs) / 999, 9);
    // 1,000 + 30 + 39,973.33 = 41,003.33 ms, its TTFT part to the search's tolerance as above.
    expect(result.slo.e2el?.valueMs).toBeCloseTo(1000 + 30 + decodeMs, 1);
    expect(result.feasible).toBe(true);
  });

  it("carries each SLO's statistic", () => {
    const result = withSlo({ ttftMs: 1000, ttftStatistic: "p99", tpotMs: 50 });
    expect(result.slo.ttft?.statistic).toBe("p99");
    expect(result.slo.tpot?.statistic).toBe("mean");
    expect(result.sustainable.ttft.statistic).toBe("p99");
  });

  it("counts a value equal to the target as met: TTFT = t1 = 800 ms, up to floating-point noise", () => {
    const result = withSlo({ ttftMs: 800 });
    expect(result.slo.ttft?.met).toBe(true);
    expect(result.slo.ttft?.valueMs).toBeCloseTo(800, 5);
    expect(result.feasible).toBe(true);
  });

  it("takes a value a millionth over its target as on target, met, as the search that found it does", () => {
    const checks = checkSlos(
      { ttftMs: 1000, ttftStatistic: "p99" },
      { ttftMs: 1000.001, tpotMs: 40, e2elMs: 1, outputTokens: 2 },
    );
    expect(checks.ttft).toMatchObject({ met: true, marginMs: 0, statistic: "p99" });
    const over = checkSlos(
      { ttftMs: 1000 },
      { ttftMs: 1000.1, tpotMs: 40, e2elMs: 1, outputTokens: 2 },
    );
    expect(over.ttft?.met).toBe(false);
  });

  it("marks met exactly what the check marks met: 1,000.001 ms on a 1,000 ms target is, 1,000.1 is not", () => {
    expect(meetsTarget(1000, 1000.001)).toBe(true);
    expect(meetsTarget(1000, 999)).toBe(true);
    expect(meetsTarget(1000, 1000.1)).toBe(false);
    for (const valueMs of [999, 1000, 1000.0000016, 1000.001, 1000.1, 1001]) {
      const checks = checkSlos(
        { ttftMs: 1000 },
        { ttftMs: valueMs, tpotMs: 1, e2elMs: 1, outputTokens: 2 },
      );
      expect(checks.ttft?.met).toBe(meetsTarget(1000, valueMs));
    }
  });

  it("calls the default plan with a P99 TTFT SLO feasible at its sustainable load", () => {
    const result = solve(
      { ...defaultPlan, slo: { ...defaultPlan.slo, ttftStatistic: "p99" } },
      catalog,
    );
    expect(result.feasible).toBe(true);
    expect(result.sustainable.loadFraction).toBeGreaterThan(0);
  });

  it("skips the checks that have no target", () => {
    const result = withSlo({ tpotMs: 50 });
    expect(result.slo.ttft).toBeNull();
    expect(result.slo.e2el).toBeNull();
  });

  it("makes the plan infeasible when no load meets an SLO, and says so with the value at no load", () => {
    const result = withSlo({ ttftMs: 500, tpotMs: 30 });
    expect(result.feasible).toBe(false);
    expect(result.sustainable).toMatchObject({ requestsPerSecond: 0, limitedBy: "ttft" });
    // With no load nothing joins a running batch: TPOT = 39,973.33 / 999 = 40.0133 ms.
    const tpotMs = decodeMs / 999;
    expect(result.violations).toEqual([
      {
        kind: "slo",
        code: "sloMissed",
        field: "slo.ttftMs",
        params: {
          metric: "ttft",
          statistic: "mean",
          valueMs: 800,
          targetMs: 500,
          overMs: 300,
          at: "anyLoad",
        },
      },
      {
        kind: "slo",
        code: "sloMissed",
        field: "slo.tpotMs",
        params: {
          metric: "tpot",
          statistic: "mean",
          valueMs: expect.closeTo(tpotMs, 9),
          targetMs: 30,
          overMs: expect.closeTo(tpotMs - 30, 9),
          at: "anyLoad",
        },
      },
    ]);
    expect(result.slo.ttft?.marginFraction).toBeCloseTo(-0.6, 12);
  });
});

describe("cost", () => {
  it("is absent without a GPU-hour price", () => {
    const { hardware, ...rest } = workedExampleInput;
    const result = solve(PlanSchema.parse({ ...rest, hardware: { gpusPerNode: 8 } }), catalog);
    expect(result.cost).toBeNull();
  });

  it("divides $1,600/h by 480,000 · 3600 / 10⁶ = 1,728 million input tokens: $0.926 per million", () => {
    expect(withSlo({}).cost?.perMillionInputTokensUsd).toBeCloseTo(0.9259259, 6);
  });
});

describe("cost when nothing flows", () => {
  it("prices the hour but gives no per-token price when prefill admits no request", () => {
    const result = solve(
      PlanSchema.parse({
        ...workedExampleInput,
        engine: { prefill: { maxNumBatchedTokens: 1000 } },
      }),
      catalog,
    );
    // Every pair gives λ = 0, so the budget search keeps the smallest: x = y = 1, 6 nodes, 48 GPUs.
    expect(result.cost).toEqual({
      perHourUsd: 96,
      perMillionOutputTokensUsd: null,
      perMillionInputTokensUsd: null,
    });
  });
});
