import { catalog } from "../../data/index.ts";
import {
  defaultPrecision,
  expertWeightFormat,
  type NumberFormatName,
  type Plan,
  resolveModel,
} from "../../model/index.ts";
import type { ArgGroup } from "./commandText.ts";
import type { LaunchNote } from "./launchSettings.ts";
import { huggingFaceId } from "./modelId.ts";

// The number formats the plan prices, as the engines load them: a checkpoint holds its weights in
// one format, vLLM and SGLang quantize BF16 weights to FP8 as they load them (and nothing else),
// and the KV cache's format is a flag. Flags as documented for vLLM 0.11 and SGLang 0.5
// (engineDocs.ts). TensorRT-LLM runs a checkpoint's formats as they are (pre-quantized ones come
// from NVIDIA Model Optimizer) and takes an FP8 KV cache as an LLM API field, below.

type Engine = "vllm" | "sglang" | "trtllm";

/** Formats as a checkpoint or an engine names them: the plan's scale layouts of FP8 are one FP8. */
type Family = "bf16" | "fp8" | "int8" | "int4" | "mxfp4" | "nvfp4";

const familyOf: Record<NumberFormatName, Family> = {
  bf16: "bf16",
  fp8: "fp8",
  fp8Block128: "fp8",
  fp8Group128: "fp8",
  mxfp4: "mxfp4",
  nvfp4: "nvfp4",
  int8: "int8",
  int4: "int4",
};

const familyName: Record<Family, string> = {
  bf16: "BF16",
  fp8: "FP8",
  int8: "INT8",
  int4: "INT4",
  mxfp4: "MXFP4",
  nvfp4: "NVFP4",
};

interface Checkpoint {
  weights: Family;
  /** The routed experts', where they differ. */
  expertWeights?: Family;
}

const bf16: Checkpoint = { weights: "bf16" };
const blockFp8: Checkpoint = { weights: "fp8" };

/**
 * What each preset's Hugging Face checkpoint holds, from the config.json each preset cites
 * (src/data/models): its quantization_config, else its torch_dtype.
 */
const checkpoints: Record<string, Checkpoint> = {
  // config.json quantization_config: quant_method "fp8", weight_block_size [128, 128].
  "deepseek-ai/DeepSeek-V3": blockFp8,
  "deepseek-ai/DeepSeek-V3.2": blockFp8,
  "moonshotai/Kimi-K2-Instruct": blockFp8,
  // config.json quantization_config: quant_method "mxfp4", attention, router, embeddings and
  // LM head in modules_to_not_convert (BF16).
  "openai/gpt-oss-120b": { weights: "bf16", expertWeights: "mxfp4" },
  "openai/gpt-oss-20b": { weights: "bf16", expertWeights: "mxfp4" },
  // config.json torch_dtype "bfloat16", no quantization_config.
  "meta-llama/Llama-3.1-8B": bf16,
  "meta-llama/Llama-3.1-70B": bf16,
  "meta-llama/Llama-3.1-405B": bf16,
  "meta-llama/Llama-4-Maverick-17B-128E-Instruct": bf16,
  "meta-llama/Llama-4-Scout-17B-16E-Instruct": bf16,
  "Qwen/Qwen3-235B-A22B": bf16,
  "Qwen/Qwen3-30B-A3B": bf16,
  "Qwen/Qwen3-32B": bf16,
  "mistralai/Mixtral-8x7B-v0.1": bf16,
};

// How each engine loads formats a checkpoint does not hold. vLLM and SGLang quantize a BF16
// checkpoint's linear layers to FP8 as they load it (vLLM's ModelConfig.quantization "fp8",
// SGLang's --quantization fp8), all layers alike, and set an FP8 KV cache with a flag: vLLM's
// CacheConfig.cache_dtype ("fp8" is E4M3), SGLang's --kv-cache-dtype ("fp8_e4m3"). TensorRT-LLM's
// LLM API sets an FP8 KV cache "even for checkpoints that do not have it enabled by default":
// kv_cache_config=KvCacheConfig(dtype='fp8') (TensorRT-LLM docs, features/quantization, "FP8 KV
// Cache"); its PyTorch backend quantizes no weights as it loads them ("Running Pre-quantized
// Models", same page).
interface EngineLoading {
  quantizesBf16ToFp8: boolean;
  /** Why a checkpoint in the plan's formats must be served instead. */
  quantizeWords: string;
  fp8Kv: { flags: ArgGroup[]; llmApi: Record<string, unknown> };
  /** How the engine stores a KV format it cannot set. */
  kvWords: string;
  codes: {
    formats: LaunchNote["code"];
    expertFormats: LaunchNote["code"];
    kv: LaunchNote["code"];
  };
}

const flagEngine = (kvDtype: string): EngineLoading => ({
  quantizesBf16ToFp8: true,
  quantizeWords: "these commands quantize only BF16 weights to FP8 as they load them",
  fp8Kv: { flags: [["--kv-cache-dtype", kvDtype]], llmApi: {} },
  kvWords:
    "which no --kv-cache-dtype sets: the engine stores it in BF16 (or FP8 with --kv-cache-dtype)",
  codes: {
    formats: "checkpointFormats",
    expertFormats: "checkpointExpertFormats",
    kv: "kvCacheFormat",
  },
});

const loading: Record<Engine, EngineLoading> = {
  vllm: flagEngine("fp8"),
  sglang: flagEngine("fp8_e4m3"),
  trtllm: {
    quantizesBf16ToFp8: false,
    quantizeWords: "TensorRT-LLM quantizes no weights as it loads them",
    fp8Kv: { flags: [], llmApi: { kv_cache_config: { dtype: "fp8" } } },
    kvWords:
      "which TensorRT-LLM takes only from a checkpoint quantized for it: it stores it in BF16 (or FP8 with kv_cache_config)",
    codes: {
      formats: "trtllmCheckpointFormats",
      expertFormats: "trtllmCheckpointExpertFormats",
      kv: "trtllmKvCacheFormat",
    },
  },
};

export interface PrecisionLaunch {
  flags: ArgGroup[];
  notes: LaunchNote[];
  /** TensorRT-LLM's LLM API fields (its engine arguments), where the format needs one. */
  llmApi: Record<string, unknown>;
}

/**
 * The flags that load the plan's model in the formats the plan prices, and a note where no flag
 * can: weights the checkpoint does not hold and no engine quantizes to, a KV format no flag sets.
 * A plan without a preset's checkpoint (the <MODEL> placeholder, a custom model) gets neither.
 */
export const precisionLaunch = (plan: Plan, engine: Engine): PrecisionLaunch => {
  const model = huggingFaceId(plan);
  const checkpoint = model === null ? undefined : checkpoints[model];
  if (model === null || checkpoint === undefined) return { flags: [], notes: [], llmApi: {} };
  const precision = plan.latency.precision ?? defaultPrecision;
  const weights = familyOf[precision.weights];
  // A dense model has no routed experts: an expert format in the plan prices nothing.
  const moe = (resolveModel(plan, catalog, plan.latency.model)?.experts ?? 0) > 0;
  const experts = moe ? familyOf[expertWeightFormat(precision)] : weights;
  const held = {
    weights: checkpoint.weights,
    experts: checkpoint.expertWeights ?? checkpoint.weights,
  };
  const engineLoading = loading[engine];
  const flags: ArgGroup[] = [];
  const notes: LaunchNote[] = [];
  const same = weights === held.weights && experts === held.experts;
  const onlineFp8 =
    engineLoading.quantizesBf16ToFp8 &&
    held.weights === "bf16" &&
    held.experts === "bf16" &&
    weights === "fp8" &&
    experts === "fp8";
  if (onlineFp8) flags.push(["--quantization", "fp8"]);
  else if (!same) {
    const advice = `serve a checkpoint in the plan's formats in its place (${engineLoading.quantizeWords})`;
    const params = {
      planned: familyName[weights],
      plannedExperts: familyName[experts],
      model,
      holds: familyName[held.weights],
      heldExperts: familyName[held.experts],
    };
    notes.push(
      weights === experts && held.weights === held.experts
        ? {
            code: engineLoading.codes.formats,
            params,
            text: `The plan prices weights in ${params.planned}, but ${model} holds ${params.holds}: ${advice}.`,
          }
        : {
            code: engineLoading.codes.expertFormats,
            params,
            text: `The plan prices weights in ${params.planned} and routed experts in ${params.plannedExperts}, but ${model} holds ${params.holds} and ${params.heldExperts}: ${advice}.`,
          },
    );
  }
  const kv = familyOf[precision.kvCache];
  if (kv === "fp8") {
    flags.push(...engineLoading.fp8Kv.flags);
    return { flags, notes, llmApi: engineLoading.fp8Kv.llmApi };
  }
  if (kv !== "bf16") {
    notes.push({
      code: engineLoading.codes.kv,
      params: { format: familyName[kv] },
      text: `The plan prices the KV cache in ${familyName[kv]}, ${engineLoading.kvWords}, with more bytes a token than the plan counts.`,
    });
  }
  return { flags, notes, llmApi: {} };
};
