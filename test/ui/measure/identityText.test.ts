import { describe, expect, it } from "vitest";
import { identityText } from "../../../src/ui/measure/identityText.ts";
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
      "mean ITL / α = 30.00 / 2.50 = 12.00 ms vs token-weighted TPOT 15.00 ms (gap \u221220.00%)",
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
    expect(shown.sentence).toBe(
      "mean ITL / α = 10.00 / 1.00 = 10.00 ms vs mean TPOT 8.00 ms (gap +25.00%)",
    );
    expect(shown.alpha).toMatch(/^α assumed 1/);
  });
});

it("words the undetermined cause in both languages", () => {
  const identity = {
    meanItlMs: 30,
    acceptanceLength: 2.5,
    itlOverAcceptanceMs: 12,
    meanTpotMs: 15,
    gap: -0.2,
    acceptanceAssumed: false,
    causes: ["undetermined" as const],
  };
  expect(identityText(identity, measureTexts.en).causes[0]).toMatch(
    /^Without per-request data the cause cannot be told: chunks carrying several tokens/,
  );
  expect(identityText(identity, measureTexts.zh).causes[0]).toMatch(
    /^没有逐请求数据，无法判断原因/,
  );
});

it("keeps punctuation in the texts: Chinese uses full-width marks", () => {
  expect(measureTexts.en.identity.colon).toBe(": ");
  expect(measureTexts.zh.identity.colon).toBe("：");
  expect(measureTexts.zh.identity.stop).toBe("。");
});
