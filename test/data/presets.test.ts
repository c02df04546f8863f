import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import { kvBytesPerToken } from "../../src/model/latency/kvCache.ts";
import { parameterBreakdown } from "../../src/model/latency/params.ts";
import { GpuSpecSchema, ModelSpecSchema } from "../../src/model/latency/specs.ts";

const gpus = Object.entries(gpuPresets);
const models = Object.entries(modelPresets);

describe("GPU presets", () => {
  it("cover every GPU preset, in the menu's order", () => {
    expect(gpus.map(([id]) => id)).toEqual([
      "a100",
      "a800",
      "h100",
      "h800",
      "h20",
      "h200",
      "b200",
      "gb200",
      "b300",
      "gb300",
      "mi300x",
      "mi325x",
      "mi355x",
      "l40s",
      "ascend910b",
      "ascend910c",
    ]);
  });

  it.each(gpus)("%s passes the GPU schema unchanged", (_, gpu) => {
    expect(GpuSpecSchema.parse(gpu)).toEqual(gpu);
  });

  it.each(gpus)("%s cites an https source", (_, gpu) => {
    expect(gpu.source).toMatch(/^https:\/\//);
  });

  it("H100: 989.4 TFLOPS dense BF16, 1,978.9 FP8, 80 GiB = 85,899,345,920 B, 3.35 TB/s, 450 GB/s NVLink per direction, 400 Gb/s NIC = 50 GB/s", () => {
    const h100 = gpuPresets.h100;
    expect(h100.bf16FlopsPerSecond / 1e12).toBeCloseTo(989.4, 9);
    expect(h100.fp8FlopsPerSecond / 1e12).toBeCloseTo(1978.9, 9);
    expect(h100.hbmBytes).toBe(85_899_345_920);
    expect(h100.hbmBytesPerSecond / 1e12).toBeCloseTo(3.35, 12);
    expect(h100.scaleUpBytesPerSecondPerDirection / 1e9).toBeCloseTo(450, 9);
    expect(h100.scaleOutBytesPerSecondPerGpu / 1e9).toBeCloseTo(50, 9);
  });

  it("H800 keeps H100 compute and HBM but half its NVLink: 200 GB/s per direction", () => {
    expect(gpuPresets.h800.bf16FlopsPerSecond).toBe(gpuPresets.h100.bf16FlopsPerSecond);
    expect(gpuPresets.h800.hbmBytesPerSecond).toBe(gpuPresets.h100.hbmBytesPerSecond);
    expect(gpuPresets.h800.scaleUpBytesPerSecondPerDirection / 1e9).toBeCloseTo(200, 9);
  });

  it("H20: 148 TFLOPS BF16, 96 GiB at 4.0 TB/s; GB200 sits in a 72-GPU NVLink domain", () => {
    expect(gpuPresets.h20.bf16FlopsPerSecond / 1e12).toBeCloseTo(148, 9);
    expect(gpuPresets.h20.hbmBytes).toBe(96 * 1024 ** 3);
    expect(gpuPresets.h20.hbmBytesPerSecond / 1e12).toBeCloseTo(4.0, 12);
    expect(gpuPresets.gb200.gpusPerScaleUpDomain).toBe(72);
  });

  it("declare a compute efficiency where InferSim's gpu.py gives one (H800 0.35, H20 0.6, H200 0.4, GB200 0.5) or AMD measured its best GEMM", () => {
    const declared = Object.fromEntries(
      gpus.flatMap(([id, gpu]) =>
        "computeEfficiency" in gpu ? [[id, gpu.computeEfficiency]] : [],
      ),
    );
    const { mi300x, mi325x, ...infersim } = declared;
    expect(infersim).toEqual({ h800: 0.35, h20: 0.6, h200: 0.4, gb200: 0.5 });
    // 0.45 × (1,273 / 2,614.9) / (1,550 / 1,978.9) = 0.45 × 0.48682 / 0.78326 = 0.27969;
    // 0.45 × (1,519 / 2,614.9) / (1,550 / 1,978.9) = 0.45 × 0.58090 / 0.78326 = 0.33374.
    expect(mi300x).toBeCloseTo(0.27969, 5);
    expect(mi325x).toBeCloseTo(0.33374, 5);
  });

  it("A800: the A100 with NVLink at 400 GB/s bidirectional, 200 per direction; compute and HBM the A100's", () => {
    const { name, source, scaleUpBytesPerSecondPerDirection, ...rest } = gpuPresets.a800;
    const {
      name: _n,
      source: _s,
      scaleUpBytesPerSecondPerDirection: a100Link,
      ...a100
    } = gpuPresets.a100;
    expect(rest).toEqual(a100);
    expect(scaleUpBytesPerSecondPerDirection / 1e9).toBeCloseTo(200, 9);
    expect(a100Link / 1e9).toBeCloseTo(300, 9);
    expect(name).toBe("NVIDIA A800 80GB SXM");
  });

  it("A100 and MI300X have no FP8 or FP4 entry where the datasheet has none; B200 has 9,000 TFLOPS FP4", () => {
    expect(gpuPresets.a100.fp8FlopsPerSecond).toBeNull();
    expect(gpuPresets.mi300x.fp4FlopsPerSecond).toBeNull();
    expect(gpuPresets.b200.fp4FlopsPerSecond / 1e12).toBeCloseTo(9000, 9);
  });
});

describe("model presets", () => {
  it("cover every model preset, in the menu's order", () => {
    expect(models.map(([id]) => id)).toEqual([
      "deepseek-v3",
      "deepseek-v3.2",
      "kimi-k2",
      "qwen3-235b-a22b",
      "qwen3-30b-a3b",
      "qwen3-32b",
      "llama-3.1-8b",
      "llama-3.1-70b",
      "llama-3.1-405b",
      "llama-4-maverick",
      "llama-4-scout",
      "gpt-oss-120b",
      "gpt-oss-20b",
      "mixtral-8x7b",
    ]);
  });

  it.each(models)("%s passes the model schema unchanged", (_, model) => {
    expect(ModelSpecSchema.parse(model)).toEqual(model);
  });

  it.each(models)("%s cites its Hugging Face config", (_, model) => {
    expect(model.source).toMatch(/^https:\/\/huggingface\.co\/.+\/config\.json$/);
  });

  // Worked out from each model's config.json: MLA (kvLoraRank + ropeDim) · layers · 2 B, GQA
  // 2 · kvHeads · headDim · layers · 2 B (sliding-window layers counted in full).
  it.each([
    ["deepseek-v3", 70_272],
    ["deepseek-v3.2", 78_324],
    ["kimi-k2", 70_272],
    ["qwen3-235b-a22b", 192_512],
    ["qwen3-30b-a3b", 98_304],
    ["qwen3-32b", 262_144],
    ["llama-3.1-8b", 131_072],
    ["llama-3.1-70b", 327_680],
    ["llama-3.1-405b", 516_096],
    ["llama-4-maverick", 196_608],
    ["llama-4-scout", 196_608],
    ["gpt-oss-120b", 73_728],
    ["gpt-oss-20b", 49_152],
    ["mixtral-8x7b", 131_072],
  ] as const)("%s holds %i KV bytes per token in BF16, as its config gives", (id, bytes) => {
    expect(kvBytesPerToken(modelPresets[id], 2)).toBe(bytes);
  });

  // Parameters per routed expert, in millions, from each config.json: 3 · hidden · expert width.
  it.each([
    ["deepseek-v3", 44.04],
    ["kimi-k2", 44.04],
    ["qwen3-235b-a22b", 18.87],
    ["qwen3-30b-a3b", 4.72],
    ["llama-4-maverick", 125.83],
    ["gpt-oss-120b", 24.88],
    ["mixtral-8x7b", 176.16],
  ] as const)("%s routed experts hold %f M parameters each", (id, millions) => {
    const model = modelPresets[id];
    const perExpert =
      parameterBreakdown(model).routedExpertParams / model.moeLayers / model.experts;
    expect(perExpert / 1e6).toBeCloseTo(millions, 2);
  });

  it.each(models)(
    "%s: the active count covers at least its routed experts and LM head",
    (_, model) => {
      const params = parameterBreakdown(model);
      expect(params.nonExpertActiveParams).toBeGreaterThan(params.embeddingParams);
      expect(params.nonExpertParams).toBeGreaterThan(params.embeddingParams);
    },
  );

  it("DeepSeek-V3: 671.03 B total, 36.62 B active (input embedding excluded), 7168 hidden, 256 experts top-8", () => {
    const v3 = modelPresets["deepseek-v3"];
    expect(v3.totalParams / 1e9).toBeCloseTo(671.03, 9);
    expect(v3.activeParams / 1e9).toBeCloseTo(36.62, 9);
    expect([v3.hiddenSize, v3.experts, v3.activeExperts]).toEqual([7168, 256, 8]);
  });
});
