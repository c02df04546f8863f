import { describe, expect, it } from "vitest";
import { catalog } from "../../../src/data/catalog.ts";
import { firstVisitPlan } from "../../../src/data/examples.ts";
import type { ValidationResidual } from "../../../src/model/accuracy/residuals.ts";
import type { Plan } from "../../../src/model/plan.ts";
import { solve } from "../../../src/model/solve.ts";

// The first-visit plan estimates both phases (Llama 3.1 70B, FP8, on H100) from the roofline.
const like = (phase: "prefill" | "decode", residual: number): ValidationResidual => ({
  phase,
  gpu: "h100",
  moe: false,
  weightFormat: "fp8",
  specDecode: false,
  sizePerReplica: 1,
  residual,
});

const cases = [
  like("prefill", 0.1),
  like("prefill", -0.2),
  like("prefill", 0.3),
  like("decode", 0.5),
];

describe("planAccuracy through solve", () => {
  it("bands the ratio by pairing each phase's cases, not by compounding the two bands", () => {
    const { accuracy } = solve(firstVisitPlan, { ...catalog, validation: cases });
    // Prefill: three cases, conformal rank 4 > 3, the largest |r| = 0.3. Decode: one case, 0.5.
    expect(accuracy.prefill?.fraction).toBe(0.3);
    expect(accuracy.decode?.fraction).toBe(0.5);
    // Ratio: |1.5 / 1.1 − 1|, |1.5 / 0.8 − 1|, |1.5 / 1.3 − 1|, the largest 0.875, where the
    // compounded bands gave 1.3 · 1.5 − 1 = 0.95.
    expect(accuracy.ratio).toBeCloseTo(0.875, 12);
  });

  it("gives the ratio decode's own band when t1 is entered", () => {
    const entered: Plan = {
      ...firstVisitPlan,
      latency: { ...firstVisitPlan.latency, prefill: { source: "constant" } },
    };
    const { accuracy } = solve(entered, { ...catalog, validation: cases });
    expect(accuracy.prefill).toBeNull();
    expect(accuracy.ratio).toBe(0.5);
  });
});
