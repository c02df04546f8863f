import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { decodeCurve } from "../../../src/model/curves/decodeCurve.ts";
import { defaultPlan, type PlanInput, PlanSchema } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";
import { workedExample, workedExampleInput } from "../workedExample.ts";
import { movingLatencyPlanArbitrary, profilePlanArbitrary } from "./curveArbitrary.ts";

const points = (plan = workedExample()) => decodeCurve(plan, catalog).series[0]?.points ?? [];

describe("decodeCurve", () => {
  it("sweeps the worked example's decode batch from 1 to twice its 256", () => {
    expect(points().map((p) => p.detail.decodeBatch)).toEqual([
      1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512,
    ]);
  });

  it("gives 200 output tokens/s per decode GPU at b_d = 256: 256 / (0.04 s · 32 GPUs)", () => {
    const at256 = points().find((p) => p.detail.decodeBatch === 256);
    expect(at256?.x).toBeCloseTo(40, 9);
    expect(at256?.y).toBeCloseTo(200, 9);
  });

  it("puts the balanced fleet's QPM per node in the detail: 60 · 6.4 / (4 + 0.64 · 2) = 72.73", () => {
    const at256 = points().find((p) => p.detail.decodeBatch === 256);
    expect(at256?.detail.qpmPerNode).toBeCloseTo(384 / 5.28, 9);
    expect(at256?.detail.prefillPerDecode).toBeCloseTo(0.64, 9);
    // 6,400 output tokens/s over 5.28 nodes of 8 GPUs.
    expect(at256?.detail.outputTokensPerSecondPerGpu).toBeCloseTo(6400 / 42.24, 9);
  });

  it("applies speculative decoding to every point: t2 = ITL / α = 60 / 1.5", () => {
    for (const p of points()) {
      expect(p.detail.itlMs).toBe(60);
      expect(p.detail.tpotMs).toBeCloseTo(40, 9);
    }
  });

  it("is flat with a constant decode source: TPOT stays put while throughput grows", () => {
    const curve = decodeCurve(workedExample(), catalog);
    expect(curve.flat).toBe(true);
    expect(new Set(points().map((p) => p.x)).size).toBe(1);
  });

  it("highlights the plan's own point and draws its TPOT SLO", () => {
    const curve = decodeCurve(defaultPlan, catalog);
    expect(curve.current).toMatchObject({ x: 40, y: 200 });
    expect(curve.guides).toEqual([{ axis: "x", value: 50, slo: "tpotMs", label: "TPOT SLO" }]);
  });

  it("stops where the engine limits bind: maxNumSeqs = 256 in the default plan", () => {
    expect(points(defaultPlan).at(-1)?.detail.decodeBatch).toBe(256);
  });

  it("runs up to the KV-cache cap, not twice the batch, when the plan names a model and decode GPU", () => {
    const plan = PlanSchema.parse({
      ...workedExampleInput,
      latency: {
        model: "llama-3.1-70b",
        decode: { source: "roofline", gpu: "h100" },
      },
    } satisfies PlanInput);
    const cap = solve(plan, catalog).latencyModel.kvCacheSequencesPerDecodeInstance;
    // Llama-3.1-70B on four H100 nodes holds a few hundred sequences of 4,500 tokens: fewer than 512.
    expect(cap).toBeGreaterThan(256);
    expect(cap).toBeLessThan(512);
    const curve = decodeCurve(plan, catalog);
    expect(curve.flat).toBe(false);
    expect(curve.series[0]?.points.at(-1)?.detail.decodeBatch).toBe(cap);
  });

  it("never shows a shorter TPOT for a larger batch under a roofline or a measured profile", () => {
    fc.assert(
      fc.property(movingLatencyPlanArbitrary, (plan) => {
        const swept = points(plan);
        for (let i = 1; i < swept.length; i += 1) {
          const [before, after] = [swept[i - 1], swept[i]];
          expect(after?.detail.decodeBatch).toBeGreaterThan(before?.detail.decodeBatch ?? 0);
          expect(after?.detail.itlMs).toBeGreaterThanOrEqual((before?.detail.itlMs ?? 0) - 1e-9);
          expect(after?.x).toBeGreaterThanOrEqual((before?.x ?? 0) - 1e-9);
        }
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});

describe("decodeCurve with a measured decode profile", () => {
  // ITL measured at b_d = 8, 100 and 256; the worked example's α = 1.5 gives t2 = ITL / 1.5.
  const profilePlan = (source: "constant" | "profile" = "profile") =>
    PlanSchema.parse({
      ...workedExampleInput,
      latency: {
        decode: {
          source,
          profile: [
            { batch: 8, timeMs: 20 },
            { batch: 100, timeMs: 45 },
            { batch: 256, timeMs: 60 },
          ],
        },
      },
    } satisfies PlanInput);
  const measured = (plan: ReturnType<typeof profilePlan>) =>
    points(plan).filter((p) => p.flags?.includes("measured"));

  it("sweeps the profile's batches too: 100 joins the powers of two", () => {
    expect(points(profilePlan()).map((p) => p.detail.decodeBatch)).toContain(100);
  });

  it("flags exactly the points at the profile's batches as measured", () => {
    expect(measured(profilePlan()).map((p) => p.detail.decodeBatch)).toEqual([8, 100, 256]);
  });

  it("puts each measured point at its measured ITL: TPOT 20 / 1.5, 45 / 1.5, 60 / 1.5 ms", () => {
    const at = measured(profilePlan());
    expect(at.map((p) => p.detail.itlMs)).toEqual([20, 45, 60]);
    expect(at[0]?.x).toBeCloseTo(40 / 3, 9);
    expect(at[1]?.x).toBeCloseTo(30, 9);
    expect(at[2]?.x).toBeCloseTo(40, 9);
  });

  it("flags nothing when the decode step is the entered constant, profile or not", () => {
    expect(measured(profilePlan("constant"))).toEqual([]);
    expect(measured(workedExample())).toEqual([]);
  });

  it("leaves the plan's own point unflagged: it is drawn apart", () => {
    expect(decodeCurve(profilePlan(), catalog).current?.flags ?? []).not.toContain("measured");
  });
});

describe("decodeCurve's measured points, for any measured profile", () => {
  it("marks every profile batch within the sweep, each at its measured ITL, and nothing else", () => {
    fc.assert(
      fc.property(profilePlanArbitrary, (plan) => {
        const swept = points(plan);
        const top = swept.at(-1)?.detail.decodeBatch ?? 0;
        const profile = plan.latency.decode.profile ?? [];
        const measured = swept.filter((p) => p.flags?.includes("measured"));
        expect(measured.map((p) => p.detail.decodeBatch)).toEqual(
          profile.map((row) => row.batch).filter((batch) => batch <= top),
        );
        for (const p of measured) {
          const row = profile.find((r) => r.batch === p.detail.decodeBatch);
          expect(p.detail.itlMs).toBeCloseTo(row?.timeMs ?? Number.NaN, 9);
        }
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
