import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { measuredLabel, measuredTexts, statisticWord } from "../../../src/ui/form/measuredText.ts";
import { fuzzRuns, prototypeKey } from "../../hostile.ts";

describe("the words for a measured value's statistic", () => {
  it("translates the statistics it knows", () => {
    expect(statisticWord(measuredTexts.zh, "median")).toBe("中位数");
    expect(measuredLabel(measuredTexts.en, { file: "run.json", statistic: "mean" })).toBe(
      "measured · run.json · mean",
    );
  });

  it("shows any other statistic as written, prototype keys included", () => {
    expect(statisticWord(measuredTexts.en, "p99")).toBe("p99");
    fc.assert(
      fc.property(fc.oneof(prototypeKey, fc.string({ maxLength: 40 })), (statistic) => {
        const word = statisticWord(measuredTexts.en, statistic);
        expect(typeof word).toBe("string");
        if (statistic !== "mean" && statistic !== "median") expect(word).toBe(statistic);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});
