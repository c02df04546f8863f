import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import {
  bytesPerElement,
  expertWeightFormat,
  fp4PeakShare,
  PrecisionSchema,
  peakFlopsPerSecond,
} from "../../../src/model/latency/numberFormats.ts";

describe("bytesPerElement", () => {
  it("counts block scales: FP8 with a 128×128 FP32 scale is 1 + 4 / 16,384 = 1.000244 B (§2 ≈ 1.0002)", () => {
    expect(bytesPerElement("fp8Block128")).toBeCloseTo(1.000244140625, 12);
  });

  it("MXFP4 is (4 + 8/32) / 8 = 0.53125 B and NVFP4 (4 + 8/16) / 8 = 0.5625 B (§2)", () => {
    expect(bytesPerElement("mxfp4")).toBe(0.53125);
    expect(bytesPerElement("nvfp4")).toBe(0.5625);
  });

  it("FP8 dispatch with a scale per 128 values is 1 + 4/128 = 1.03125 B, BF16 2 B", () => {
    expect(bytesPerElement("fp8Group128")).toBe(1.03125);
    expect(bytesPerElement("bf16")).toBe(2);
  });
});

describe("peakFlopsPerSecond", () => {
  it("runs FP8 × FP8 at the FP8 rate and FP8 weights × BF16 activations at the BF16 rate (H100)", () => {
    expect(peakFlopsPerSecond(gpuPresets.h100, "fp8", "fp8")).toBe(
      gpuPresets.h100.fp8FlopsPerSecond,
    );
    expect(peakFlopsPerSecond(gpuPresets.h100, "fp8Block128", "bf16")).toBe(
      gpuPresets.h100.bf16FlopsPerSecond,
    );
  });

  it("falls back to the next wider format a part has: FP8 on A100 runs at BF16, NVFP4 on H100 at FP8", () => {
    expect(peakFlopsPerSecond(gpuPresets.a100, "fp8", "fp8")).toBe(
      gpuPresets.a100.bf16FlopsPerSecond,
    );
    expect(peakFlopsPerSecond(gpuPresets.h100, "nvfp4", "nvfp4")).toBe(
      gpuPresets.h100.fp8FlopsPerSecond,
    );
  });

  it("runs NVFP4 × NVFP4 at the share of B200's 9,000 TFLOPS FP4 measured against FP8: 1.525 / 2 of it", () => {
    // TensorRT-LLM's B200 GEMMs: NVFP4 at 1.525 times FP8's TFLOPS (median of six shapes), not the datasheet's 2.
    expect(fp4PeakShare).toBeCloseTo(0.7625, 12);
    expect(peakFlopsPerSecond(gpuPresets.b200, "nvfp4", "nvfp4") / 1e12).toBeCloseTo(6862.5, 9);
  });

  it("runs INT8 × INT8 at H100's FP8 rate and at twice A100's BF16 (624 TOPS)", () => {
    expect(peakFlopsPerSecond(gpuPresets.h100, "int8", "int8") / 1e12).toBeCloseTo(1978.9, 9);
    expect(peakFlopsPerSecond(gpuPresets.a100, "int8", "int8") / 1e12).toBeCloseTo(624, 9);
  });

  it("runs W4A16 at the BF16 rate: INT4 weights meet 16-bit activations", () => {
    expect(peakFlopsPerSecond(gpuPresets.h100, "int4", "bf16")).toBe(
      gpuPresets.h100.bf16FlopsPerSecond,
    );
  });

  it("never runs FP4 slower than the part's FP8", () => {
    const fastFp8 = { ...gpuPresets.b200, fp8FlopsPerSecond: 8e15 };
    expect(peakFlopsPerSecond(fastFp8, "nvfp4", "nvfp4")).toBe(8e15);
  });
});

describe("integer formats", () => {
  it("counts INT4 with a 16-bit scale and a 4-bit zero per 128 weights: (4 + 20 / 128) / 8 = 0.51953 B", () => {
    expect(bytesPerElement("int4")).toBeCloseTo(0.519_531_25, 12);
    expect(bytesPerElement("int8")).toBe(1);
  });
});

describe("PrecisionSchema", () => {
  it("lists the formats when one is misspelled", () => {
    const result = PrecisionSchema.safeParse({
      weights: "FP8",
      kvCache: "bf16",
      activations: "bf16",
    });
    expect(result.success ? "" : result.error.issues[0]?.message).toBe(
      'must be one of "bf16", "fp8", "fp8Block128", "fp8Group128", "mxfp4", "nvfp4", "int8", "int4", got "FP8"',
    );
  });
});

describe("expertWeightFormat", () => {
  it("is the routed experts' own format when set, else the one weight format", () => {
    const fp8 = { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" } as const;
    expect(expertWeightFormat(fp8)).toBe("fp8Block128");
    expect(expertWeightFormat({ ...fp8, expertWeights: "nvfp4" })).toBe("nvfp4");
  });

  it("is optional in the schema, and checked like the other formats when given", () => {
    const base = { weights: "bf16", kvCache: "bf16", activations: "bf16" };
    expect(PrecisionSchema.safeParse(base).success).toBe(true);
    expect(PrecisionSchema.safeParse({ ...base, expertWeights: "mxfp4" }).success).toBe(true);
    expect(PrecisionSchema.safeParse({ ...base, expertWeights: "fp4" }).success).toBe(false);
  });
});
