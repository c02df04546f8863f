import { describe, expect, it } from "vitest";
import { PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
import { workedExampleInput } from "./workedExample.ts";

const withSlo = (slo: object) => solve(PlanSchema.parse({ ...workedExampleInput, slo }));

describe("SLO checks", () => {
  it("reports each margin: TTFT 1000 − 800 = 200 ms (20%), TPOT 50 − 40 = 10 ms, E2EL 45,000 − 40,760 = 4,240 ms", () => {
    const result = withSlo({ ttftMs: 1000, tpotMs: 50, e2elMs: 45_000 });
    expect(result.slo.ttft).toEqual({
      targetMs: 1000,
      valueMs: 800,
      marginMs: 200,
      marginFraction: 0.2,
      met: true,
    });
    expect(result.slo.tpot?.marginMs).toBeCloseTo(10, 12);
    expect(result.slo.e2el?.marginMs).toBeCloseTo(4240, 9);
    expect(result.feasible).toBe(true);
  });

  it("counts a value equal to the target as met", () => {
    expect(withSlo({ ttftMs: 800 }).slo.ttft?.met).toBe(true);
  });

  it("skips the checks that have no target", () => {
    const result = withSlo({ tpotMs: 50 });
    expect(result.slo.ttft).toBeNull();
    expect(result.slo.e2el).toBeNull();
  });

  it("makes the plan infeasible with a reason that says what to change", () => {
    const result = withSlo({ ttftMs: 500, tpotMs: 30 });
    expect(result.feasible).toBe(false);
    expect(result.violations).toEqual([
      {
        kind: "slo",
        code: "sloMissed",
        field: "slo.ttftMs",
        params: { metric: "ttft", valueMs: 800, targetMs: 500, overMs: 300 },
        message:
          "TTFT 800 ms exceeds the SLO of 500 ms by 300 ms: lower prefill.batchSize or prefill.batchTimeMs, or relax slo.ttftMs",
      },
      {
        kind: "slo",
        code: "sloMissed",
        field: "slo.tpotMs",
        params: { metric: "tpot", valueMs: 40, targetMs: 30, overMs: 10 },
        message:
          "TPOT 40 ms exceeds the SLO of 30 ms by 10 ms: lower decode.itlMs (a smaller decode.batchSize runs faster steps), raise the acceptance length, or relax slo.tpotMs",
      },
    ]);
    expect(result.slo.ttft?.marginFraction).toBeCloseTo(-0.6, 12);
  });
});

describe("cost", () => {
  it("is absent without a GPU-hour price", () => {
    const { hardware, ...rest } = workedExampleInput;
    const result = solve(PlanSchema.parse({ ...rest, hardware: { gpusPerNode: 8 } }));
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
    );
    // Every pair gives λ = 0, so the budget search keeps the smallest: x = y = 1, 6 nodes, 48 GPUs.
    expect(result.cost).toEqual({
      perHourUsd: 96,
      perMillionOutputTokensUsd: null,
      perMillionInputTokensUsd: null,
    });
  });
});
