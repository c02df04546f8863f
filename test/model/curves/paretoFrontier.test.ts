import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { dominates } from "../../../src/model/curves/frontier.ts";
import { paretoFrontier } from "../../../src/model/curves/paretoFrontier.ts";
import { type Plan, type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { planArbitrary } from "../planArbitrary.ts";
import { workedExample, workedExampleInput } from "../workedExample.ts";
import { movingLatencyPlanArbitrary, rooflinePlanArbitrary } from "./curveArbitrary.ts";

const series = (plan: Plan, id: string) =>
  paretoFrontier(plan, catalog).series.find((s) => s.id === id)?.points ?? [];

const withoutRateMatchingLoss = (plan: Plan): Plan => ({
  ...plan,
  rateMatching: { prefill: 1, decode: 1 },
});

describe("paretoFrontier", () => {
  it("keeps one disaggregated point when TPOT is a constant: the largest batch, 25 tokens/s per user", () => {
    // b_d = 512: 512 / (32 GPUs · 0.04 s + 512 · 1.6 GPU-s / 1,000 tokens) = 243.9 tokens/s per GPU.
    const points = series(workedExample(), "disaggregated");
    expect(points).toHaveLength(1);
    expect(points[0]?.x).toBeCloseTo(25, 9);
    expect(points[0]?.y).toBeCloseTo(512 / 2.0992, 9);
    expect(points[0]?.detail.decodeBatch).toBe(512);
  });

  it("gives aggregated serving a real trade-off even then: at b_d = 256, 18.94 tokens/s per user", () => {
    // TPOT = 40 + 256 · 4,000 · 0.4 GPU-ms / (1,000 · 32 GPUs) = 52.8 ms; 256 / (0.0528 s · 32) per GPU.
    const at256 = series(workedExample(), "aggregated").find((p) => p.detail.decodeBatch === 256);
    expect(at256?.detail.tpotMs).toBeCloseTo(52.8, 9);
    expect(at256?.x).toBeCloseTo(1000 / 52.8, 9);
    expect(at256?.y).toBeCloseTo(256 / (0.0528 * 32), 9);
  });

  it("draws the TPOT SLO as the slowest per-user speed allowed and marks the plan", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      slo: { tpotMs: 50 },
    } satisfies PlanInput);
    const curve = paretoFrontier(plan, catalog);
    expect(curve.guides).toEqual([{ axis: "x", value: 20, slo: "tpotMs", label: "TPOT SLO" }]);
    // The worked example's 100 nodes: 150 output tokens/s per GPU at 25 tokens/s per user.
    expect(curve.current).toMatchObject({ x: 25, y: 150 });
  });

  it("sweeps draft counts around the plan's when a roofline prices the verify step", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      specDecode: { draftTokens: 2, perPositionAcceptance: 0.7 },
      latency: { model: "llama-3.1-8b", decode: { source: "roofline", gpu: "h100" } },
    } satisfies PlanInput);
    const drafts = new Set(
      paretoFrontier(plan, catalog).series.flatMap((s) =>
        s.points.map((p) => p.detail.draftTokens),
      ),
    );
    expect([...drafts].every((k) => [1, 2, 3, 0].includes(k ?? -1))).toBe(true);
    expect(drafts.size).toBeGreaterThan(1);
  });

  it("keeps only mutually non-dominated points in each series", () => {
    fc.assert(
      fc.property(fc.oneof(planArbitrary, movingLatencyPlanArbitrary), (plan) => {
        for (const s of paretoFrontier(plan, catalog).series)
          for (const a of s.points) for (const b of s.points) expect(dominates(a, b)).toBe(false);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it("never puts an aggregated point above the disaggregated frontier (rate matching at 1)", () => {
    fc.assert(
      fc.property(fc.oneof(planArbitrary, rooflinePlanArbitrary), (drawn) => {
        const plan = withoutRateMatchingLoss(drawn);
        const split = series(plan, "disaggregated");
        for (const shared of series(plan, "aggregated")) {
          const covered = split.some(
            (p) => p.x >= shared.x * (1 - 1e-9) && p.y >= shared.y * (1 - 1e-9),
          );
          expect(covered).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
