import { describe, expect, it } from "vitest";
import { modelPresets } from "../../../src/data/models.ts";
import {
  kvBytesPerSequencePerGpu,
  kvBytesPerToken,
  kvBytesPerTokenPerGpu,
  kvBytesReadPerSequencePerGpu,
} from "../../../src/model/latency/kvCache.ts";
import type { ModelSpec } from "../../../src/model/latency/specs.ts";

const v3 = modelPresets["deepseek-v3"];
const v32 = modelPresets["deepseek-v3.2"];
const llama70 = modelPresets["llama-3.1-70b"];
const qwen235 = modelPresets["qwen3-235b-a22b"];
const gptOss120 = modelPresets["gpt-oss-120b"];
const maverick = modelPresets["llama-4-maverick"];

describe("kvBytesPerToken", () => {
  it("MLA: DeepSeek-V3 holds (512 + 64) · 2 B · 61 layers = 70,272 B per token in BF16 (§2.1)", () => {
    expect(kvBytesPerToken(v3, 2)).toBe(70_272);
  });

  it("MLA with the MTP layer counted: (512 + 64) · 2 · 62 = 71,424 B (§2.1)", () => {
    expect(kvBytesPerToken({ ...v3, layers: 62, denseLayers: 4 }, 2)).toBe(71_424);
  });

  it("MLA in plain FP8 elements: 576 · 1 · 61 = 35,136 B (FlashMLA's FP8 layout, 656 B per layer, keeps RoPE in BF16 and is not modelled)", () => {
    expect(kvBytesPerToken(v3, 1)).toBe(35_136);
  });

  it("GQA: Llama-3.1-70B holds 2 · 8 · 128 · 2 B · 80 = 327,680 B per token (§2.1; DeepSeek's ISCA paper lists the same)", () => {
    expect(kvBytesPerToken(llama70, 2)).toBe(327_680);
  });

  it("GQA in FP8: Qwen3-235B holds 2 · 4 · 128 · 1 B · 94 = 96,256 B (1,024 B per layer, §2.1)", () => {
    expect(kvBytesPerToken(qwen235, 1)).toBe(96_256);
  });

  it("MHA: every head keeps K and V, 2 · 32 · 128 · 2 B · 32 = 524,288 B", () => {
    const mha: ModelSpec = { ...modelPresets["llama-3.1-8b"], attention: "mha", kvHeads: 32 };
    expect(kvBytesPerToken(mha, 2)).toBe(524_288);
  });

  it("sparse attention adds the FP8 indexer key: DeepSeek-V3.2 holds (1,152 + 132) · 61 = 78,324 B (§2.1)", () => {
    expect(kvBytesPerToken(v32, 2)).toBe(78_324);
  });
});

describe("kvBytesPerTokenPerGpu", () => {
  it("shards GQA heads across TP: Llama-3.1-70B at TP8 keeps one KV head, 327,680 / 8 = 40,960 B", () => {
    expect(kvBytesPerTokenPerGpu(llama70, 2, 8)).toBe(40_960);
  });

  it("replicates GQA heads once TP exceeds them: Qwen3-235B's 4 KV heads give 2 · 1 · 128 · 2 · 94 = 48,128 B at TP4 and TP8 alike", () => {
    expect(kvBytesPerTokenPerGpu(qwen235, 2, 4)).toBe(48_128);
    expect(kvBytesPerTokenPerGpu(qwen235, 2, 8)).toBe(48_128);
    // TP2: two heads per GPU, 2 · 2 · 128 · 2 · 94 = 96,256.
    expect(kvBytesPerTokenPerGpu(qwen235, 2, 2)).toBe(96_256);
  });

  it("replicates the MLA latent on every TP rank: DeepSeek-V3 keeps 70,272 B per token per GPU at TP8", () => {
    expect(kvBytesPerTokenPerGpu(v3, 2, 8)).toBe(70_272);
  });
});

describe("kvBytesPerSequencePerGpu", () => {
  it("holds context · bytes per token for full attention: 4,096 · 40,960 = 167,772,160 B (Llama-3.1-70B, TP8)", () => {
    expect(kvBytesPerSequencePerGpu(llama70, 2, 8, 4096)).toBe(167_772_160);
  });

  it("caps sliding-window layers at their window: gpt-oss-120b at 1,000 tokens holds (18 · 1,000 + 18 · 128) · 2,048 = 41,582,592 B", () => {
    expect(kvBytesPerSequencePerGpu(gptOss120, 2, 1, 1000)).toBe(41_582_592);
  });

  it("grows by 36,864 B per token past the window for gpt-oss-120b and 49,152 B for Llama-4 Maverick (§2.1 last column)", () => {
    const growth = (model: ModelSpec, at: number) =>
      kvBytesPerSequencePerGpu(model, 2, 1, at + 1) - kvBytesPerSequencePerGpu(model, 2, 1, at);
    expect(growth(gptOss120, 10_000)).toBe(36_864);
    expect(growth(maverick, 10_000)).toBe(49_152);
    // Below Maverick's 8,192-token chunk every layer still grows: 48 · 4,096 = 196,608.
    expect(growth(maverick, 1000)).toBe(196_608);
  });
});

describe("kvBytesReadPerSequencePerGpu", () => {
  it("reads what it holds for dense attention", () => {
    expect(kvBytesReadPerSequencePerGpu(llama70, 2, 8, 4096)).toBe(167_772_160);
  });

  it("reads only the top 2,048 tokens' latents but every indexer key under DeepSeek sparse attention: 61 · (2,048 · 1,152 + 10,000 · 132) = 224,437,056 B", () => {
    expect(kvBytesReadPerSequencePerGpu(v32, 2, 1, 10_000)).toBe(224_437_056);
  });
});
