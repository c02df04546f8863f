import { describe, expect, it } from "vitest";
import { modelPresets } from "../../src/data/models.ts";
import {
  activeModelFields,
  checkModelDraft,
  modelDraftFromSpec,
} from "../../src/io/customModel.ts";

const rules = { presetIds: Object.keys(modelPresets), customIds: [], editing: null };

describe("a custom model typed in the form", () => {
  it("turns every copied preset back into the same spec", () => {
    for (const [id, spec] of Object.entries(modelPresets)) {
      const checked = checkModelDraft(modelDraftFromSpec(`${id}-copy`, spec), rules);
      expect(checked).toEqual({ ok: true, id: `${id}-copy`, spec });
    }
  });

  it("shows parameter counts in billions", () => {
    const draft = modelDraftFromSpec("ds", modelPresets["deepseek-v3"]);
    expect(draft.numbers.totalParams).toBe(671.03);
    expect(draft.numbers.activeParams).toBe(36.62);
  });

  it("uses the MLA block only for MLA attention, and local or sparse blocks only when on", () => {
    const draft = modelDraftFromSpec("ds", modelPresets["deepseek-v3"]);
    const keys = () => activeModelFields(draft).map((field) => field.key);
    expect(keys()).toContain("mla.kvLoraRank");
    expect(keys()).not.toContain("localAttention.layers");
    draft.attention = "gqa";
    draft.localAttention = true;
    expect(keys()).not.toContain("mla.kvLoraRank");
    expect(keys()).toContain("localAttention.windowTokens");
  });

  it("drops the MLA block when attention changes to GQA", () => {
    const draft = modelDraftFromSpec("ds", modelPresets["deepseek-v3"]);
    draft.attention = "gqa";
    const checked = checkModelDraft(draft, rules);
    expect(checked.ok && checked.spec.mla).toBeNull();
  });

  it("names a cross-field check with the numbers it depends on", () => {
    const draft = modelDraftFromSpec("q", modelPresets["qwen3-235b-a22b"]);
    draft.numbers.kvHeads = 5;
    draft.numbers.activeParams = 900;
    const checked = checkModelDraft(draft, rules);
    expect(!checked.ok && checked.problems).toEqual([
      {
        field: "kvHeads",
        rule: "consistency",
        params: { check: "kvHeads.gqa", heads: 64, layers: 94, experts: 128, totalParams: 235.09 },
      },
      {
        field: "activeParams",
        rule: "consistency",
        params: {
          check: "activeParams",
          heads: 64,
          layers: 94,
          experts: 128,
          totalParams: 235.09,
        },
      },
    ]);
  });

  it("asks for a block's fields once the block is switched on", () => {
    const draft = modelDraftFromSpec("l", modelPresets["llama-3.1-8b"]);
    draft.sparseAttention = true;
    const checked = checkModelDraft(draft, rules);
    expect(!checked.ok && checked.problems.map((problem) => problem.field)).toEqual([
      "sparseAttention.indexerHeads",
      "sparseAttention.indexerHeadDim",
      "sparseAttention.topTokens",
    ]);
  });
});
