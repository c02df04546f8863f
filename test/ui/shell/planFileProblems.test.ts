import { describe, expect, it } from "vitest";
import { readPlanText } from "../../../src/io/index.ts";
import { en, zh } from "../../../src/text/index.ts";
import { planFileProblems } from "../../../src/ui/shell/planFileProblems.ts";
import { planFileTexts } from "../../../src/ui/shell/planFileText.ts";

const problemsOf = (text: string) => {
  const read = readPlanText(text);
  if (read.ok) throw new Error("expected a problem");
  return read.problems;
};

describe("planFileProblems", () => {
  it("words a file that is no plan from its kind, in Chinese too", () => {
    expect(planFileProblems(problemsOf(" "), zh, planFileTexts.zh)).toEqual([
      { field: "文件", message: "是空的" },
    ]);
    const broken = planFileProblems(problemsOf('{"version": tru}'), zh, planFileTexts.zh);
    expect(broken[0]?.message).toMatch(/^不是有效的 JSON：.*line 1, column 16/);
    expect(planFileProblems(problemsOf('{"version": tru}'), en, planFileTexts.en)[0]).toEqual({
      field: "The file",
      message: expect.stringMatching(/^is not valid JSON: .*\(line 1, column 16\)$/),
    });
  });
});
