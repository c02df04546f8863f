import type { gpuPresets } from "../../src/data/gpus.ts";
import type { modelPresets } from "../../src/data/models.ts";
import type { NumberFormatName, Precision } from "../../src/model/latency/index.ts";
import type { Plan } from "../../src/model/plan.ts";
import { midpoint } from "./predict.ts";
import type { CaseFormat, CaseGpuName, CaseModelName, PublishedCase } from "./publishedCases.ts";

// What a case's plan file must say, read off the case's record: presets by name, the instance's
// layout, number formats, overlap, speculative decoding and the workload. The test holds each plan
// file to it, so the file a user solves is the configuration the source published.

// The case file names GPUs by their published names; the GB200 preset is named "(per GPU, NVL72)".
export const gpuPresetKeys: Record<CaseGpuName, keyof typeof gpuPresets> = {
  "NVIDIA H800 SXM5 80GB": "h800",
  "NVIDIA H100 SXM5 80GB": "h100",
  "NVIDIA H200 SXM 141GB": "h200",
  "NVIDIA H20": "h20",
  "NVIDIA B200 (HGX/DGX B200)": "b200",
  "NVIDIA GB200 (per Blackwell GPU, NVL72)": "gb200",
  "NVIDIA GB300 (per GPU, NVL72)": "gb300",
  "AMD Instinct MI300X": "mi300x",
  "AMD Instinct MI355X": "mi355x",
};

export const modelPresetKeys: Record<CaseModelName, keyof typeof modelPresets> = {
  "DeepSeek-V3 / DeepSeek-R1": "deepseek-v3",
  "Kimi K2 (Instruct)": "kimi-k2",
  "Llama-3.1-70B": "llama-3.1-70b",
  "Llama-3.1-8B": "llama-3.1-8b",
  "Llama-3.1-405B": "llama-3.1-405b",
  "DeepSeek-V3.2": "deepseek-v3.2",
  "gpt-oss-120b": "gpt-oss-120b",
};

// fp16 costs bf16's 2 bytes and runs at its tensor rate. "unstated" only ever describes a KV cache
// and is written as 16-bit, the engines' default ("auto": the model's own 16-bit type): NVIDIA's FP8 checkpoints quantize "only the weights
// and activations of the linear operators" (nvidia/Llama-3.1-405B-Instruct-FP8 model card), and
// TensorRT-LLM's PyTorch example asks for "--kv_cache_dtype fp8" explicitly with
// nvidia/Llama-3.1-8B-Instruct-FP8 (examples/pytorch/README.md).
export const numberFormatOf: Record<CaseFormat, NumberFormatName> = {
  bf16: "bf16",
  fp16: "bf16",
  fp8: "fp8",
  fp8Block128: "fp8Block128",
  nvfp4: "nvfp4",
  mxfp4: "mxfp4",
  unstated: "bf16",
};

/** The phases a case measures, each priced by the roofline in its plan. */
export const measuredPhases = (c: PublishedCase): readonly ("prefill" | "decode")[] =>
  c.serving === "aggregated"
    ? ["prefill", "decode"]
    : c.phase === "prefill"
      ? ["prefill"]
      : ["decode"];

/** The precision the record states, in the model's format names. */
export const recordedPrecision = (c: PublishedCase): Precision => ({
  weights: numberFormatOf[c.precision.weights],
  ...(c.precision.expertWeights === undefined
    ? {}
    : { expertWeights: numberFormatOf[c.precision.expertWeights] }),
  kvCache: numberFormatOf[c.precision.kvCache],
  activations: numberFormatOf[c.precision.activations],
});

/**
 * Decode's mean context in a plan is l_i + l_o / 2 (docs/model.md §5); where the source states the
 * context itself, the plan's input length is what gives that context.
 */
export const recordedDecodeContext = (c: PublishedCase): number =>
  c.workload.averageContextTokens ?? c.workload.inputTokens + c.workload.outputTokens / 2;

/** The plan's mean decode context. */
export const planDecodeContext = (plan: Plan): number =>
  plan.workload.inputTokens + plan.workload.outputTokens / 2;

/** Tokens accepted per decode step the record states: the midpoint of a stated range. */
export const recordedAcceptance = (c: PublishedCase): number =>
  c.specDecode === undefined ? 1 : midpoint(c.specDecode.acceptanceLength);
