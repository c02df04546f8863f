import { z } from "zod";
import { describeInput } from "../describeInput.ts";
import type { GpuSpec } from "./specs.ts";
import { bitsPerByte } from "./specUnits.ts";

// Number formats for weights, KV cache and activations: bytes each element costs (scales
// included) and the tensor-core rate a GEMM in that format runs at.

export type TensorCoreFormat = "bf16" | "fp8" | "int8" | "fp4";

interface NumberFormat {
  bytesPerElement: number;
  tensorCoreFormat: TensorCoreFormat;
}

const fp32ScaleBytes = 4;
const fp8ScaleBits = 8;
// AWQ and GPTQ quantize weights in groups of 128 (llm-awq's q_group_size 128, AutoGPTQ's
// group_size 128), each with a 16-bit scale and a 4-bit zero point.
const int4GroupSize = 128;
const int4GroupBits = 16 + 4;

export const numberFormats = {
  bf16: { bytesPerElement: 2, tensorCoreFormat: "bf16" },
  fp8: { bytesPerElement: 1, tensorCoreFormat: "fp8" },
  // docs/roofline.md §2: DeepSeek-V3/R1 and Kimi K2 ship FP8 with one FP32 scale per 128×128 block (≈ 1.0002 B).
  fp8Block128: { bytesPerElement: 1 + fp32ScaleBytes / (128 * 128), tensorCoreFormat: "fp8" },
  // docs/roofline.md §3.6: FP8 dispatch carries an FP32 scale per 128 values (D/128 · 4 B per token).
  fp8Group128: { bytesPerElement: 1 + fp32ScaleBytes / 128, tensorCoreFormat: "fp8" },
  // docs/roofline.md §2: MXFP4 = 4 bits + one 8-bit scale per 32 = 4.25 bits (gpt-oss experts).
  mxfp4: { bytesPerElement: (4 + fp8ScaleBits / 32) / bitsPerByte, tensorCoreFormat: "fp4" },
  // docs/roofline.md §2: NVFP4 = 4 bits + an FP8 scale per 16 = 4.5 bits.
  nvfp4: { bytesPerElement: (4 + fp8ScaleBits / 16) / bitsPerByte, tensorCoreFormat: "fp4" },
  // W8A8 (SmoothQuant-style INT8 weights and activations) on INT8 tensor cores.
  int8: { bytesPerElement: 1, tensorCoreFormat: "int8" },
  // W4A16 (AWQ, GPTQ): 4-bit weights with a group's scale and zero point, dequantized to 16 bits
  // for the multiply (Marlin's "FP16xINT4" kernels), so the GEMM runs at the BF16/FP16 rate.
  int4: {
    bytesPerElement: (4 + int4GroupBits / int4GroupSize) / bitsPerByte,
    tensorCoreFormat: "bf16",
  },
} as const satisfies Record<string, NumberFormat>;

export type NumberFormatName = keyof typeof numberFormats;
const formatNames = Object.keys(numberFormats) as [NumberFormatName, ...NumberFormatName[]];

const FormatSchema = z.enum(formatNames, {
  error: (issue) =>
    `must be one of ${formatNames.map((name) => `"${name}"`).join(", ")}, got ${describeInput(issue.input)}`,
});

export const PrecisionSchema = z.strictObject({
  /** Every linear layer's weights, or all but the routed experts' when `expertWeights` is set. */
  weights: FormatSchema,
  /**
   * The routed experts' weights, when they differ: NVFP4 and MXFP4 checkpoints quantize the routed
   * experts and keep attention (and often shared and dense layers) wider (docs/roofline.md §2).
   */
  expertWeights: FormatSchema.optional(),
  kvCache: FormatSchema,
  activations: FormatSchema,
});

export type Precision = z.infer<typeof PrecisionSchema>;

/** The routed experts' weight format: `expertWeights`, else `weights`. */
export const expertWeightFormat = (precision: Precision): NumberFormatName =>
  precision.expertWeights ?? precision.weights;

export const bytesPerElement = (format: NumberFormatName): number =>
  numberFormats[format].bytesPerElement;

// FP4 GEMMs reach a smaller share of their datasheet peak than FP8 ones: TensorRT-LLM's measured B200 GEMMs run
// NVFP4 at 1.19–1.70 times FP8's TFLOPS where both are compute-bound, not 2 (aiconfigurator
// systems/data/b200_sxm/gemm/trtllm/1.3.0rc20/gemm_perf.parquet, m ≥ 2,048: n=k=8,192 m=4,096 3,758 / 2,434 =
// 1.54 and m=8,192 3,864 / 2,335 = 1.65; n=16,384 k=8,192 m=4,096 4,043 / 2,684 = 1.51 and m=16,384
// 3,431 / 2,878 = 1.19; n=4,096 k=7,168 m=4,096 2,848 / 1,677 = 1.70; n=7,168 k=2,048 m=4,096
// 2,474 / 1,947 = 1.27). Their median, 1.525, over the datasheet's 2: FP4 runs at 0.7625 of its peak's share.
const measuredFp4OverFp8 = (1.51 + 1.54) / 2;
const datasheetFp4OverFp8 = 2;
export const fp4PeakShare = measuredFp4OverFp8 / datasheetFp4OverFp8;

// A part without a format's tensor cores runs it in the next wider format it has (A100: FP8 as BF16).
const tensorCoreRates: Record<TensorCoreFormat, (gpu: GpuSpec) => number> = {
  bf16: (gpu) => gpu.bf16FlopsPerSecond,
  fp8: (gpu) => gpu.fp8FlopsPerSecond ?? gpu.bf16FlopsPerSecond,
  // INT8 runs at the FP8 rate where a part has FP8 tensor cores (H100 SXM datasheet: 3,958 TOPS INT8
  // and 3,958 TFLOPS FP8, both with sparsity), else at twice BF16 (A100 datasheet: 624 TOPS INT8,
  // 312 TFLOPS BF16). Blackwell Ultra (B300) cut INT8, which this does not show.
  int8: (gpu) => gpu.fp8FlopsPerSecond ?? 2 * gpu.bf16FlopsPerSecond,
  fp4: (gpu) =>
    gpu.fp4FlopsPerSecond === null
      ? (gpu.fp8FlopsPerSecond ?? gpu.bf16FlopsPerSecond)
      : Math.max(gpu.fp4FlopsPerSecond * fp4PeakShare, gpu.fp8FlopsPerSecond ?? 0),
};

/** Dense peak FLOP/s of a GEMM whose two operands are in formats `a` and `b`: the wider one sets the rate. */
export const peakFlopsPerSecond = (
  gpu: GpuSpec,
  a: NumberFormatName,
  b: NumberFormatName,
): number => {
  const wider = numberFormats[a].bytesPerElement >= numberFormats[b].bytesPerElement ? a : b;
  return tensorCoreRates[numberFormats[wider].tensorCoreFormat](gpu);
};
