import { describe, expect, it } from "vitest";
import { identityText, signedPercent } from "../../../src/ui/measure/identityText.ts";
import { measureTexts } from "../../../src/ui/measure/text.ts";

describe("identityText", () => {
  it("compares ITL / α with the token-weighted TPOT when it is known", () => {
    const shown = identityText(
      {
        meanItlMs: 30,
        acceptanceLength: 2.5,
        itlOverAcceptanceMs: 12,
        tokenWeightedTpotMs: 15,
        meanTpotMs: 16,
        tokensPerChunk: 2,
        gap: -0.2,
        acceptanceAssumed: false,
        causes: ["chunksBelowAcceptance"],
      },
      measureTexts.en,
    );
    expect(shown.sentence).toBe(
      "mean ITL / α = 30 / 2.5 = 12 ms vs token-weighted TPOT 15 ms (gap \u221220%)",
    );
    expect(shown.alpha).toBe("α measured.");
    expect(shown.causes).toEqual([measureTexts.en.identity.causes.chunksBelowAcceptance]);
  });

  it("falls back to the mean TPOT and says α was assumed", () => {
    const shown = identityText(
      {
        meanItlMs: 10,
        acceptanceLength: 1,
        itlOverAcceptanceMs: 10,
        meanTpotMs: 8,
        gap: 0.25,
        acceptanceAssumed: true,
        causes: [],
      },
      measureTexts.en,
    );
    expect(shown.sentence).toBe("mean ITL / α = 10 / 1 = 10 ms vs mean TPOT 8 ms (gap +25%)");
    expect(shown.alpha).toMatch(/^α assumed 1/);
  });
});

describe("signedPercent", () => {
  it("rounds to two decimals with a sign", () => {
    expect(signedPercent(0.00152445)).toBe("+0.15%");
    expect(signedPercent(-0.115803)).toBe("\u221211.58%");
    expect(signedPercent(0)).toBe("+0%");
  });
});
