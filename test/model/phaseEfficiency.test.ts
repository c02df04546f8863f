import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { firstVisitPlan } from "../../src/data/index.ts";
import { defaultEfficiency } from "../../src/model/latency/efficiency.ts";
import { latencyInputs } from "../../src/model/latencyInputs.ts";
import { type Plan, PlanSchema } from "../../src/model/plan.ts";
import { solve, solveTraced } from "../../src/model/solve.ts";
import { derivationOf } from "../../src/text/index.ts";

// A phase's own roofline factors (latency.<phase>.efficiency) override the plan's
// (latency.efficiency), which override the defaults, for that phase alone. The first-visit plan
// prices both phases with the roofline (Llama-3.1-70B on H100).

const withEfficiency = (latency: Partial<Plan["latency"]>): Plan =>
  PlanSchema.parse({ ...firstVisitPlan, latency: { ...firstVisitPlan.latency, ...latency } });

describe("per-phase efficiency", () => {
  it("resolves each phase's factors: its own, then the plan's, then the defaults", () => {
    const plan = withEfficiency({
      efficiency: { memoryEfficiency: 0.5, opLatencyMs: 0.004 },
      decode: { ...firstVisitPlan.latency.decode, efficiency: { memoryEfficiency: 0.9 } },
    });
    const { efficiency } = latencyInputs(plan, catalog);
    expect(efficiency.prefill.memoryEfficiency).toBe(0.5);
    expect(efficiency.decode.memoryEfficiency).toBe(0.9);
    expect(efficiency.decode.opLatencyMs).toBe(0.004);
    expect(efficiency.prefill.networkEfficiency).toBe(defaultEfficiency.networkEfficiency);
    // Unset, compute efficiency stays the GPU's own.
    expect(efficiency.decode.computeEfficiency).toBeUndefined();
  });

  it("moves only the phase it is set on", () => {
    const base = solve(firstVisitPlan, catalog).latency;
    const decodeOnly = solve(
      withEfficiency({
        decode: { ...firstVisitPlan.latency.decode, efficiency: { memoryEfficiency: 0.4 } },
      }),
      catalog,
    ).latency;
    expect(decodeOnly.prefillBatchTimeMs).toBe(base.prefillBatchTimeMs);
    // The decode step is memory-bound: half the bandwidth, a longer step.
    expect(decodeOnly.itlMs).toBeGreaterThan(base.itlMs * 1.5);
    const prefillOnly = solve(
      withEfficiency({
        prefill: { ...firstVisitPlan.latency.prefill, efficiency: { computeEfficiency: 0.2 } },
      }),
      catalog,
    ).latency;
    expect(prefillOnly.itlMs).toBe(base.itlMs);
    expect(prefillOnly.prefillBatchTimeMs).toBeGreaterThan(base.prefillBatchTimeMs);
  });

  it("set on both phases alike, prices as the plan-wide factor does", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 1, noNaN: true }), (memoryEfficiency) => {
        const planWide = solve(withEfficiency({ efficiency: { memoryEfficiency } }), catalog);
        const perPhase = solve(
          withEfficiency({
            prefill: { ...firstVisitPlan.latency.prefill, efficiency: { memoryEfficiency } },
            decode: { ...firstVisitPlan.latency.decode, efficiency: { memoryEfficiency } },
          }),
          catalog,
        );
        expect(perPhase.latency).toEqual(planWide.latency);
      }),
      { numRuns: 20 },
    );
  });

  it("explains an overlapped step with the phase's own overlap efficiency", () => {
    const plan = withEfficiency({
      decode: {
        ...firstVisitPlan.latency.decode,
        overlapCommunication: true,
        efficiency: { overlapEfficiency: 0.2 },
      },
    });
    const text = derivationOf("latency.itlMs", plan, solveTraced(plan, catalog), "en")?.substituted;
    expect(text).toContain("overlapped at 0.2,");
  });

  it("flags a band read from cases priced with the defaults, on the phase whose factors are its own", () => {
    const decodeOnly = solve(
      withEfficiency({
        decode: { ...firstVisitPlan.latency.decode, efficiency: { memoryEfficiency: 0.6 } },
      }),
      catalog,
    ).accuracy;
    expect(decodeOnly.decode?.uncovered).toContain("ownFactors");
    expect(decodeOnly.prefill?.uncovered).not.toContain("ownFactors");
    const both = solve(withEfficiency({ efficiency: { opLatencyMs: 0.004 } }), catalog).accuracy;
    expect(both.prefill?.uncovered).toContain("ownFactors");
    expect(both.decode?.uncovered).toContain("ownFactors");
    expect(solve(firstVisitPlan, catalog).accuracy.decode?.uncovered).not.toContain("ownFactors");
  });

  it("says which field is wrong", () => {
    const parsed = PlanSchema.safeParse({
      ...firstVisitPlan,
      latency: {
        ...firstVisitPlan.latency,
        decode: { ...firstVisitPlan.latency.decode, efficiency: { memoryEfficiency: 2 } },
      },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([
      "latency",
      "decode",
      "efficiency",
      "memoryEfficiency",
    ]);
  });
});
