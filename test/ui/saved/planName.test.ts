import { describe, expect, it } from "vitest";
import {
  checkPlanName,
  maxPlanNameLength,
  planNameProblemText,
} from "../../../src/ui/saved/planName.ts";
import { savedTexts } from "../../../src/ui/saved/text.ts";

describe("checkPlanName", () => {
  it("trims the name it accepts", () => {
    expect(checkPlanName("  Baseline \n")).toEqual({ ok: true, name: "Baseline" });
  });

  it("refuses a name that is empty once trimmed", () => {
    expect(checkPlanName("   ")).toEqual({ ok: false, problem: "empty" });
  });

  it("accepts 200 characters and refuses 201", () => {
    expect(checkPlanName("x".repeat(maxPlanNameLength)).ok).toBe(true);
    expect(checkPlanName("x".repeat(maxPlanNameLength + 1))).toEqual({
      ok: false,
      problem: "tooLong",
    });
  });

  it("says what is wrong in either language, naming the limit", () => {
    expect(planNameProblemText("empty", savedTexts.en)).toBe("Enter a name for the plan.");
    expect(planNameProblemText("tooLong", savedTexts.zh)).toBe("名称最多 200 个字符。");
  });
});
