import { describe, expect, it } from "vitest";
import type { FieldProblem } from "../../../src/model/index.ts";
import { en } from "../../../src/text/en.ts";
import { zh } from "../../../src/text/zh.ts";
import { problemText } from "../../../src/ui/form/problemText.ts";

const kvHeads: FieldProblem = {
  field: "customModels.q.kvHeads",
  message: "must divide heads (64) for GQA, got 5",
  rule: "consistency",
  params: { check: "kvHeads.gqa", heads: 64, layers: 94, experts: 128, totalParams: 235.09 },
};

describe("problemText", () => {
  it("says a custom model's broken check in the entry form's words, in both languages", () => {
    expect(problemText(kvHeads, en)).toBe("must divide the query heads (64) for GQA");
    expect(problemText(kvHeads, zh)).toBe("GQA 时必须能整除 query 头数（64）");
  });

  it("falls back to a general sentence for a check the form has no words for", () => {
    const mla = { ...kvHeads, field: "customModels.q.mla", params: { check: "mla" } };
    expect(problemText(mla, en)).toBe("does not agree with the model's other fields");
  });

  it("counts what a cut list left out", () => {
    const more: FieldProblem = {
      field: "plan",
      message: "and 12 more problems",
      rule: "moreProblems",
      params: { count: 12 },
    };
    expect(problemText(more, en)).toBe("and 12 more problems");
    expect(problemText(more, zh)).toBe("另有 12 处问题");
  });
});
