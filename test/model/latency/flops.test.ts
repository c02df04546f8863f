import { describe, expect, it } from "vitest";
import { modelPresets } from "../../../src/data/models.ts";
import { attendedPairs, decodeStepFlops, prefillFlops } from "../../../src/model/latency/flops.ts";

describe("attendedPairs", () => {
  it("counts causal pairs: 4 new tokens see 1 + 2 + 3 + 4 = 10 = 4 · (0 + 5/2)", () => {
    expect(attendedPairs(0, 4)).toBe(10);
  });

  it("adds the cached prefix: 101 + 102 + 103 + 104 = 410 = 4 · (100 + 5/2)", () => {
    expect(attendedPairs(100, 4)).toBe(410);
  });

  it("caps each query at the window: 1 + 2 + 2 + 2 = 7 with a 2-token window", () => {
    expect(attendedPairs(0, 4, 2)).toBe(7);
  });

  it("caps across the window's edge: after 2 cached, 3 + 4 + 4 = 11 with a 4-token window; after 5, 4 + 4 + 4 = 12", () => {
    expect(attendedPairs(2, 3, 4)).toBe(11);
    expect(attendedPairs(5, 3, 4)).toBe(12);
  });
});

describe("decodeStepFlops", () => {
  const v3 = modelPresets["deepseek-v3"];

  it("MLA decodes absorbed: 2 · 128 · (576 + 512) = 278,528 FLOPs per context token per layer, so 61 · 278,528 · 1,000 = 16,990,208,000 (§3.1)", () => {
    expect(decodeStepFlops(v3, 1, 1000, 1).attentionFlops).toBe(16_990_208_000);
  });

  it("Kimi K2's 64 heads halve that: 61 · 139,264 · 1,000 = 8,495,104,000", () => {
    expect(decodeStepFlops(modelPresets["kimi-k2"], 1, 1000, 1).attentionFlops).toBe(8_495_104_000);
  });

  it("GQA: Llama-3.1-70B spends 2 · 64 · 256 = 32,768 FLOPs per context token per layer, 80 · 32,768 · 4,096 = 10,737,418,240", () => {
    expect(decodeStepFlops(modelPresets["llama-3.1-70b"], 1, 4096, 1).attentionFlops).toBe(
      10_737_418_240,
    );
  });

  it("linear layers: 2 FLOPs per active weight per token, split at the routed experts: 2 · 16,185,350,912 and 2 · 58 · 8 · 3 · 7,168 · 2,048 = 40,869,298,176", () => {
    const flops = decodeStepFlops(v3, 1, 1000, 1);
    expect(flops.nonExpertFlops).toBe(32_370_701_824);
    expect(flops.routedExpertFlops).toBe(40_869_298_176);
  });

  it("a verify step of k + 1 tokens costs k + 1 times the FLOPs of one", () => {
    const one = decodeStepFlops(v3, 10, 2000, 1);
    const four = decodeStepFlops(v3, 10, 2000, 4);
    expect(four.nonExpertFlops).toBe(4 * one.nonExpertFlops);
    expect(four.attentionFlops).toBe(4 * one.attentionFlops);
  });

  it("sparse attention caps the core at 2,048 tokens and adds the indexer: 61 · (278,528 · 2,048 + 2 · 64 · 128 · 10,000) = 44,790,185,984", () => {
    expect(decodeStepFlops(modelPresets["deepseek-v3.2"], 1, 10_000, 1).attentionFlops).toBe(
      44_790_185_984,
    );
  });
});

describe("prefillFlops", () => {
  const llama8 = modelPresets["llama-3.1-8b"];

  it("pays the LM head once per prompt: 2 · ((7.5e9 − 525,336,576) · 1,000 + 525,336,576) = 13,950,377,521,152", () => {
    expect(prefillFlops(llama8, 1, 1000).nonExpertFlops).toBe(13_950_377_521_152);
  });

  it("counts causal attention: 32 layers · 2 · 32 · 256 · 1,000 · 1,001 / 2 = 262,406,144,000", () => {
    expect(prefillFlops(llama8, 1, 1000).attentionFlops).toBe(262_406_144_000);
  });

  it("runs MLA prefill in MHA mode: 2 · 128 · (192 + 128) = 81,920 FLOPs per pair per layer; 61 · 81,920 · 10 = 49,971,200 for 4 tokens", () => {
    expect(prefillFlops(modelPresets["deepseek-v3"], 1, 4).attentionFlops).toBe(49_971_200);
  });

  it("scales linearly with the batch", () => {
    const one = prefillFlops(llama8, 1, 500, 100);
    const three = prefillFlops(llama8, 3, 500, 100);
    expect(three.nonExpertFlops).toBe(3 * one.nonExpertFlops);
    expect(three.attentionFlops).toBe(3 * one.attentionFlops);
  });
});
