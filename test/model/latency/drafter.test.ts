import { describe, expect, it } from "vitest";
import { modelPresets } from "../../../src/data/models.ts";
import { drafterModel } from "../../../src/model/latency/drafter.ts";
import { parameterBreakdown } from "../../../src/model/latency/params.ts";
import { toyModel } from "./toySetup.ts";

describe("drafterModel: one layer of the target with its LM head", () => {
  it("keeps one of the toy's two dense layers: (10,000 − 1,000) / 2 + 1,000 = 5,500 active params", () => {
    const drafter = drafterModel(toyModel);
    expect(drafter.layers).toBe(1);
    expect(drafter.denseLayers).toBe(1);
    expect(drafter.moeLayers).toBe(0);
    expect(drafter.activeParams).toBe(5500);
    // 4,500 of the layer, the 1,000-param LM head and the 1,000-param input embedding.
    expect(drafter.totalParams).toBe(6500);
  });

  it("keeps an MoE layer of DeepSeek-V3, whose MTP module is one: all 256 experts, 8 of them active", () => {
    const model = modelPresets["deepseek-v3"];
    const drafter = drafterModel(model);
    const full = parameterBreakdown(model);
    const one = parameterBreakdown(drafter);
    expect(drafter.moeLayers).toBe(1);
    expect(drafter.experts).toBe(model.experts);
    expect(one.routedExpertParams).toBeCloseTo(full.routedExpertParams / model.moeLayers, 0);
    expect(one.routedActiveParams).toBeCloseTo(full.routedActiveParams / model.moeLayers, 0);
    // About a sixty-first of the non-expert weights, plus the whole LM head.
    const lmHead = model.vocabSize * model.hiddenSize;
    expect(one.nonExpertActiveParams).toBeCloseTo(
      (full.nonExpertActiveParams - lmHead) / model.layers + lmHead,
      0,
    );
  });
});
