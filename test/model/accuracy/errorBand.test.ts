import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  conformalQuantile,
  errorBandCoverage,
  errorBandOf,
  nearestRank,
  quotientBand,
} from "../../../src/model/accuracy/errorBand.ts";
import type { Regime, ValidationResidual } from "../../../src/model/accuracy/residuals.ts";

const regime: Regime = {
  phase: "decode",
  gpu: "h100",
  moe: true,
  weightFormat: "fp8",
  specDecode: false,
  sizePerReplica: 100,
};

// The name only tells the cases apart where a test reads them.
const residual = (
  _name: string,
  value: number,
  changes: Partial<Regime> = {},
): ValidationResidual => ({
  ...regime,
  residual: value,
  ...changes,
});

describe("nearestRank", () => {
  it("takes the ceil(q · n)-th smallest value", () => {
    // n = 5, q = 0.8: rank ceil(4) = 4, the fourth smallest of 0.1, 0.2, 0.3, 0.4, 0.5.
    expect(nearestRank([0.5, 0.1, 0.4, 0.2, 0.3], 0.8)).toBe(0.4);
    // n = 3, q = 0.8: rank ceil(2.4) = 3, the largest.
    expect(nearestRank([0.3, 0.1, 0.2], 0.8)).toBe(0.3);
    expect(nearestRank([0.7], 0.8)).toBe(0.7);
  });
});

describe("conformalQuantile", () => {
  it("takes the ceil(q · (n + 1))-th smallest value, the largest past n", () => {
    // n = 10, q = 0.8: rank ceil(8.8) = 9, where the in-sample quantile takes rank 8.
    const tenths = [1, 0.3, 0.5, 0.9, 0.2, 0.7, 0.1, 0.8, 0.4, 0.6];
    expect(conformalQuantile(tenths, 0.8)).toBe(0.9);
    expect(nearestRank(tenths, 0.8)).toBe(0.8);
    // n = 5: rank ceil(4.8) = 5, the largest (the in-sample rank is 4).
    expect(conformalQuantile([0.5, 0.1, 0.4, 0.2, 0.3], 0.8)).toBe(0.5);
    // n = 3: rank ceil(3.2) = 4 > 3: the largest.
    expect(conformalQuantile([0.3, 0.1, 0.2], 0.8)).toBe(0.3);
  });

  it("holds each case left out inside the quantile of the others at least q of the time", () => {
    // Of n distinct scores, the one ranked k is at or below the ceil(q · n)-th of the other n − 1
    // exactly when k ≤ ceil(q · n): ceil(q · n) of n, at least q. Ties only add to it. Where that
    // rank passes n − 1 the quantile is the others' largest, so the largest of all stays out.
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 2, maxLength: 60 }),
        fc.constantFrom(0.5, 0.8, 0.9),
        (scores, q) => {
          const held = scores.filter((score, at) => {
            const others = scores.filter((_, other) => other !== at);
            return score <= conformalQuantile(others, q);
          }).length;
          return held >= Math.min(Math.ceil(q * scores.length), scores.length - 1);
        },
      ),
    );
  });
});

describe("errorBandOf", () => {
  it("reads the 80% band from the plan's own regime when three cases share it", () => {
    const cases = [
      residual("a", -0.1),
      residual("b", 0.2),
      residual("c", -0.3),
      residual("d", 0.05),
      // Another phase and a dense model: not in the band.
      residual("e", 0.9, { phase: "prefill" }),
      residual("f", 0.8, { moe: false }),
    ];
    // |r| of a–d: 0.05, 0.1, 0.2, 0.3; conformal rank ceil(0.8 · 5) = 4 → 0.3.
    expect(errorBandOf(regime, cases)).toEqual({
      fraction: 0.3,
      cases: 4,
      matched: ["moe", "weightFormat", "specDecode"],
      uncovered: [],
    });
  });

  it("widens to the whole phase when fewer than three cases share a feature, and says what is uncovered", () => {
    const cases = [
      residual("a", -0.1, { moe: false }),
      residual("b", 0.2, { moe: false }),
      residual("c", -0.5, { moe: false }),
      residual("d", 0.05),
    ];
    // Only one MoE case: the band is read from all four decode cases (which share the format and
    // the absence of drafts), rank 4 of 0.05, 0.1, 0.2, 0.5.
    const band = errorBandOf({ ...regime, gpu: "mi300x", sizePerReplica: 1 }, cases);
    expect(band).toEqual({
      fraction: 0.5,
      cases: 4,
      matched: ["weightFormat", "specDecode"],
      uncovered: ["gpu", "size"],
    });
  });

  it("flags a regime feature no case of the phase shares", () => {
    const cases = [residual("a", 0.1), residual("b", 0.1), residual("c", 0.1)];
    expect(
      errorBandOf({ ...regime, weightFormat: "fp4", specDecode: true, sizePerReplica: 101 }, cases)
        ?.uncovered,
    ).toEqual(["weightFormat", "specDecode", "size"]);
  });

  it("flags pipeline stages when no case of the phase ran them, and not when one did", () => {
    const cases = [residual("a", 0.1), residual("b", 0.1), residual("c", 0.1)];
    expect(errorBandOf({ ...regime, pipeline: true }, cases)?.uncovered).toEqual(["pipeline"]);
    const staged = [...cases, residual("d", 0.2, { pipeline: true })];
    expect(errorBandOf({ ...regime, pipeline: true }, staged)?.uncovered).toEqual([]);
    // A plan without stages is covered by cases without them, whatever else the cases ran.
    expect(errorBandOf(regime, staged)?.uncovered).toEqual([]);
  });

  it("flags a phase's own factors, which no case was priced with", () => {
    const cases = [residual("a", 0.1), residual("b", 0.1), residual("c", 0.1)];
    expect(errorBandOf({ ...regime, ownFactors: true }, cases)?.uncovered).toEqual(["ownFactors"]);
    expect(errorBandOf({ ...regime, ownFactors: false }, cases)?.uncovered).toEqual([]);
  });

  it("flags eager mode when no case of the phase ran without CUDA graphs, and not when one did", () => {
    const cases = [residual("a", 0.1), residual("b", 0.1), residual("c", 0.1)];
    expect(errorBandOf({ ...regime, eager: true }, cases)?.uncovered).toEqual(["eager"]);
    const eager = [...cases, residual("d", 0.2, { eager: true })];
    expect(errorBandOf({ ...regime, eager: true }, eager)?.uncovered).toEqual([]);
    expect(errorBandOf({ ...regime, eager: false }, cases)?.uncovered).toEqual([]);
  });

  it("gives no band for a phase without a published case", () => {
    expect(errorBandOf({ ...regime, phase: "prefill" }, [residual("a", 0.1)])).toBeNull();
  });

  const residuals = fc.array(
    fc.record({
      phase: fc.constantFrom("prefill" as const, "decode" as const),
      gpu: fc.constantFrom("h100", "h200", "b200"),
      moe: fc.boolean(),
      weightFormat: fc.constantFrom("bf16" as const, "fp8" as const, "fp4" as const),
      specDecode: fc.boolean(),
      sizePerReplica: fc.double({ min: 1, max: 1e5, noNaN: true }),
      residual: fc.double({ min: -0.99, max: 5, noNaN: true }),
    }),
    { maxLength: 40 },
  );
  const regimes = fc.record({
    phase: fc.constantFrom("prefill" as const, "decode" as const),
    gpu: fc.constantFrom("h100", "h200", "b200", "mi300x"),
    moe: fc.boolean(),
    weightFormat: fc.constantFrom("bf16" as const, "fp8" as const, "fp4" as const),
    specDecode: fc.boolean(),
    sizePerReplica: fc.double({ min: 1, max: 1e5, noNaN: true }),
  });

  it("holds at least 80% of the cases it was read from, and is one of their errors", () => {
    fc.assert(
      fc.property(residuals, regimes, (cases, r) => {
        const band = errorBandOf(r, cases);
        const phaseCases = cases.filter((c) => c.phase === r.phase);
        if (phaseCases.length === 0) return band === null;
        if (band === null) return false;
        const errors = phaseCases.map((c) => Math.abs(c.residual));
        const inside = phaseCases.filter((c) => Math.abs(c.residual) <= band.fraction).length;
        // The band is read from a subset; over that subset it covers at least 80%.
        return (
          band.cases >= 1 &&
          band.cases <= phaseCases.length &&
          errors.includes(band.fraction) &&
          inside >= 1 &&
          (band.cases === phaseCases.length
            ? inside >= Math.ceil(errorBandCoverage * phaseCases.length)
            : true)
        );
      }),
    );
  });
});

describe("quotientBand", () => {
  it("takes the conformal quantile of |(1 + d) / (1 + p) − 1| over every pairing", () => {
    // Pairs with d = 0.5: |1.5 / 1.1 − 1| = 0.3636…, |1.5 / 0.8 − 1| = 0.875, |1.5 / 1.3 − 1| =
    // 0.1538…; n = 3, rank ceil(0.8 · 4) = 4 > 3: the largest, 0.875.
    expect(quotientBand([0.1, -0.2, 0.3], [0.5])).toBeCloseTo(0.875, 12);
    // Six pairs of p in {0, 0.25} and d in {0, 0.1, −0.5}: scores 0, 0.1, 0.5, 0.2, 0.12, 0.6;
    // rank ceil(0.8 · 7) = 6, the largest, 0.6 = |0.5 / 1.25 − 1|.
    expect(quotientBand([0, 0.25], [0, 0.1, -0.5])).toBeCloseTo(0.6, 12);
  });

  it("is decode's own band when prefill is the user's number", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.99, max: 5, noNaN: true }), { minLength: 1, maxLength: 30 }),
        // Equal but for the rounding of 1 + d, which keeps the order of the scores.
        (decode) => {
          const own = conformalQuantile(
            decode.map((d) => Math.abs(d)),
            errorBandCoverage,
          );
          return Math.abs(quotientBand([0], decode) - own) <= Number.EPSILON * (1 + own);
        },
      ),
    );
  });

  it("holds at least 80% of the pairings it was read from", () => {
    const residualList = fc.array(fc.double({ min: -0.99, max: 5, noNaN: true }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(residualList, residualList, (prefill, decode) => {
        const band = quotientBand(prefill, decode);
        const scores = prefill.flatMap((p) => decode.map((d) => Math.abs((1 + d) / (1 + p) - 1)));
        const inside = scores.filter((score) => score <= band).length;
        return band >= 0 && inside >= Math.ceil(errorBandCoverage * scores.length);
      }),
    );
  });
});
