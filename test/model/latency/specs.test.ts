import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { parseGpuSpec, parseModelSpec } from "../../../src/model/latency/specs.ts";

const messages = (result: ReturnType<typeof parseGpuSpec> | ReturnType<typeof parseModelSpec>) =>
  result.ok ? [] : result.problems.map((problem) => `${problem.field}: ${problem.message}`);

describe("parseGpuSpec", () => {
  it("accepts a custom GPU typed by a user", () => {
    const custom = { ...gpuPresets.h100, name: "My H100 (PCIe)", source: "measured in-house" };
    expect(parseGpuSpec(custom)).toEqual({ ok: true, value: custom });
  });

  it("names each wrong field: zero bandwidth, missing source, a fractional domain", () => {
    const result = parseGpuSpec({
      ...gpuPresets.h100,
      hbmBytesPerSecond: 0,
      source: " ",
      gpusPerScaleUpDomain: 7.5,
    });
    expect(messages(result)).toEqual([
      "hbmBytesPerSecond: must be greater than 0, got 0",
      "gpusPerScaleUpDomain: must be a whole number, got 7.5",
      "source: must not be empty (where the numbers come from: a URL or a note)",
    ]);
  });

  it("rejects a field it does not know, such as a sparse TFLOPS figure", () => {
    expect(parseGpuSpec({ ...gpuPresets.h100, sparseBf16FlopsPerSecond: 1 }).ok).toBe(false);
  });

  it("accepts null FP8 for a part without FP8 tensor cores", () => {
    expect(parseGpuSpec(gpuPresets.a100).ok).toBe(true);
  });

  it("takes an optional compute efficiency, a fraction above 0 and at most 1", () => {
    const custom = { ...gpuPresets.h100, name: "Measured H100", computeEfficiency: 0.38 };
    expect(parseGpuSpec(custom)).toEqual({ ok: true, value: custom });
    expect(messages(parseGpuSpec({ ...gpuPresets.h100, computeEfficiency: 0 }))).toEqual([
      "computeEfficiency: must be greater than 0, got 0",
    ]);
    expect(parseGpuSpec({ ...gpuPresets.h100, computeEfficiency: 1.2 }).ok).toBe(false);
  });
});

describe("parseModelSpec", () => {
  it("accepts a custom dense model", () => {
    const custom = {
      ...modelPresets["llama-3.1-8b"],
      name: "My fine-tune",
      source: "our config.json",
    };
    expect(parseModelSpec(custom).ok).toBe(true);
  });

  it("requires MLA dimensions for an MLA model", () => {
    expect(messages(parseModelSpec({ ...modelPresets["deepseek-v3"], mla: null }))).toEqual([
      "mla: is required for MLA attention",
    ]);
  });

  it("says when GQA KV heads do not divide the query heads", () => {
    expect(messages(parseModelSpec({ ...modelPresets["llama-3.1-8b"], kvHeads: 5 }))).toEqual([
      "kvHeads: must divide heads (32) for GQA, got 5",
    ]);
  });

  it("says when dense and MoE layers do not add up, and when top-k exceeds the experts", () => {
    const result = parseModelSpec({
      ...modelPresets["qwen3-30b-a3b"],
      moeLayers: 47,
      activeExperts: 200,
    });
    expect(messages(result)).toEqual([
      "moeLayers: denseLayers + moeLayers must equal layers (48), got 0 + 47",
      "activeExperts: must be between 1 and experts (128), got 200",
    ]);
  });

  it("requires an expert width for MoE layers and a dense width for dense layers", () => {
    const result = parseModelSpec({
      ...modelPresets["mixtral-8x7b"],
      expertIntermediateSize: null,
      denseLayers: 1,
      moeLayers: 31,
    });
    expect(messages(result)).toEqual([
      "denseIntermediateSize: is required when there are dense layers",
      "expertIntermediateSize: is required when there are MoE layers",
    ]);
  });

  it("says when more parameters are active than exist", () => {
    expect(
      messages(parseModelSpec({ ...modelPresets["llama-3.1-8b"], activeParams: 9e9 })),
    ).toEqual(["activeParams: must be at most totalParams (8030000000), got 9000000000"]);
  });

  it("reports a misspelled attention kind with the allowed ones", () => {
    expect(messages(parseModelSpec({ ...modelPresets["llama-3.1-8b"], attention: "GQA" }))).toEqual(
      ['attention: must be "mha", "gqa" or "mla", got "GQA"'],
    );
  });
});
