import { describe, expect, it } from "vitest";
import { catalog } from "../../src/data/catalog.ts";
import { PlanSchema } from "../../src/model/plan.ts";
import { solve } from "../../src/model/solve.ts";
import {
  acceptanceLengthFromPositions,
  perPositionAcceptanceFor,
  speculativeDecoding,
} from "../../src/model/specDecode.ts";
import { workedExampleInput } from "./workedExample.ts";

const withSpec = (specDecode: object, decode: object = {}) =>
  PlanSchema.parse({
    ...workedExampleInput,
    specDecode,
    decode: { ...workedExampleInput.decode, ...decode },
  });

describe("acceptanceLengthFromPositions", () => {
  it("gives 1 + 0.7 + 0.49 + 0.343 = 2.533 for k = 3, p = 0.7", () => {
    expect(acceptanceLengthFromPositions(3, 0.7)).toBeCloseTo(2.533, 12);
  });

  it("gives 1 + 0.5 = 1.5 for k = 1, p = 0.5", () => {
    expect(acceptanceLengthFromPositions(1, 0.5)).toBeCloseTo(1.5, 12);
  });

  it("gives k + 1 when every draft is accepted and 1 when none is", () => {
    expect(acceptanceLengthFromPositions(4, 1)).toBe(5);
    expect(acceptanceLengthFromPositions(4, 0)).toBe(1);
  });
});

describe("speculativeDecoding", () => {
  it("divides an ITL measured with speculation by α: 60 / 1.5 = 40 ms", () => {
    const spec = speculativeDecoding(withSpec({ draftTokens: 1, acceptanceLength: 1.5 }));
    expect(spec.tpotMs).toBeCloseTo(40, 12);
    expect(spec.acceptanceSource).toBe("acceptanceLength");
  });

  it("derives α from per-position acceptance: k = 3, p = 0.7 turns ITL 60 ms into 60 / 2.533 = 23.6873 ms", () => {
    const spec = speculativeDecoding(withSpec({ draftTokens: 3, perPositionAcceptance: 0.7 }));
    expect(spec.acceptanceLength).toBeCloseTo(2.533, 12);
    expect(spec.tpotMs).toBeCloseTo(23.687327, 6);
  });

  it("charges a plain-decode ITL the speculative step's cost: 60 · 1.3 / 1.5 = 52 ms", () => {
    const spec = speculativeDecoding(
      withSpec(
        { draftTokens: 1, acceptanceLength: 1.5, stepCostRatio: 1.3 },
        { itlMeasuredWith: "plainDecode" },
      ),
    );
    expect(spec.tpotMs).toBeCloseTo(52, 12);
  });

  it("uses α = 1 and t2 = ITL without speculative decoding", () => {
    const spec = speculativeDecoding(
      withSpec({ draftTokens: 0 }, { itlMeasuredWith: "plainDecode" }),
    );
    expect(spec.acceptanceLength).toBe(1);
    expect(spec.tpotMs).toBe(60);
    expect(spec.acceptanceSource).toBe("off");
  });
});

describe("the plain-decode ITL warning", () => {
  const warningsOf = (specDecode: object, decode: object) =>
    solve(withSpec(specDecode, decode), catalog).warnings.map((w) => w.code);

  it("warns when a plain ITL meets speculation at a step cost of 1", () => {
    expect(
      warningsOf({ draftTokens: 1, acceptanceLength: 1.5 }, { itlMeasuredWith: "plainDecode" }),
    ).toEqual(["plainItlStepCost"]);
  });

  it("stays quiet once the step cost is entered, with a speculative ITL, or without drafts", () => {
    expect(
      warningsOf(
        { draftTokens: 1, acceptanceLength: 1.5, stepCostRatio: 1.2 },
        { itlMeasuredWith: "plainDecode" },
      ),
    ).toEqual([]);
    expect(
      warningsOf({ draftTokens: 1, acceptanceLength: 1.5 }, { itlMeasuredWith: "specDecode" }),
    ).toEqual([]);
    expect(warningsOf({ draftTokens: 0 }, { itlMeasuredWith: "plainDecode" })).toEqual([]);
  });
});

describe("perPositionAcceptanceFor", () => {
  it("inverts α: k = 3, α = 2.533 gives p = 0.7", () => {
    expect(perPositionAcceptanceFor(3, 2.533)).toBeCloseTo(0.7, 9);
  });

  it("gives 0.5 for k = 1, α = 1.5, and the ends for α = 1 and α = k + 1", () => {
    expect(perPositionAcceptanceFor(1, 1.5)).toBeCloseTo(0.5, 9);
    expect(perPositionAcceptanceFor(4, 1)).toBe(0);
    expect(perPositionAcceptanceFor(4, 5)).toBe(1);
  });

  it("round-trips with acceptanceLengthFromPositions", () => {
    for (const k of [1, 2, 3, 5, 8]) {
      for (const p of [0.05, 0.3, 0.55, 0.8, 0.95]) {
        expect(perPositionAcceptanceFor(k, acceptanceLengthFromPositions(k, p))).toBeCloseTo(p, 9);
      }
    }
  });
});
