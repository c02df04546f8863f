import { gpuPresets } from "../../src/data/gpus.ts";
import { modelPresets } from "../../src/data/models.ts";
import {
  bytesPerElement,
  efficiencyOverDefaults,
  expertWeightFormat,
  kvCapacity,
  type NumberFormatName,
  type RooflineSetup,
  type StepEfficiency,
} from "../../src/model/latency/index.ts";
import type { CaseFormat, CaseGpuName, CaseModelName, PublishedCase } from "./publishedCases.ts";

// How a published case becomes roofline inputs: presets by name, number formats, the one default
// efficiency set (compute efficiency from the GPU preset where it declares one), and the batch where the
// source leaves it open (docs/validation.md, "How predictions are made").

// The case file names GPUs by their published names; the GB200 preset is named "(per GPU, NVL72)".
export const gpuPresetKeys: Record<CaseGpuName, keyof typeof gpuPresets> = {
  "NVIDIA H800 SXM5 80GB": "h800",
  "NVIDIA H100 SXM5 80GB": "h100",
  "NVIDIA H200 SXM 141GB": "h200",
  "NVIDIA H20": "h20",
  "NVIDIA B200 (HGX/DGX B200)": "b200",
  "NVIDIA GB200 (per Blackwell GPU, NVL72)": "gb200",
};

export const modelPresetKeys: Record<CaseModelName, keyof typeof modelPresets> = {
  "DeepSeek-V3 / DeepSeek-R1": "deepseek-v3",
  "Kimi K2 (Instruct)": "kimi-k2",
  "Llama-3.1-70B": "llama-3.1-70b",
  "Llama-3.1-8B": "llama-3.1-8b",
};

// fp16 costs bf16's 2 bytes and runs at its tensor rate. "unstated" only ever describes a KV cache
// (cases 13 and 14) and defaults to 16-bit: NVIDIA's FP8 checkpoints quantize "only the weights and
// activations of the linear operators" (nvidia/Llama-3.1-405B-Instruct-FP8 model card), and
// TensorRT-LLM's PyTorch example asks for "--kv_cache_dtype fp8" explicitly with
// nvidia/Llama-3.1-8B-Instruct-FP8 (examples/pytorch/README.md).
export const numberFormatOf: Record<Exclude<CaseFormat, "unstated">, NumberFormatName> = {
  bf16: "bf16",
  fp16: "bf16",
  fp8: "fp8",
  fp8Block128: "fp8Block128",
  nvfp4: "nvfp4",
};

// New tokens per attention replica in one prefill batch when the scheduler, not the source, fills it:
// DeepSeek's profile and SGLang's evaluation run "16K tokens per GPU"; Ant's config chunks at 16,384.
export const prefillTokenBudget = 16_384;

/** What a prediction may vary; the table uses defaultPredictOptions, the what-ifs change one field. */
export interface PredictOptions {
  efficiencyFor: (c: PublishedCase) => StepEfficiency;
  /** False models every case without overlap, whatever its source says. */
  useOverlap: boolean;
  /** Aggregated cases: prefill as steps of its own ("separate") or fused into decode steps ("mixed"). */
  aggregatedStep: "separate" | "mixed";
  /** The format taken where the source leaves one unstated. */
  unstatedFormat: NumberFormatName;
  /** What-ifs only: replaces the model's default overlap efficiency. */
  overlapEfficiency?: number;
  /** What-ifs only: replaces the model's default expert load imbalance. */
  expertLoadImbalance?: number;
  /** What-ifs only: every linear layer in the routed experts' format, as the model did before `expertWeights`. */
  expertFormatEverywhere?: boolean;
}

/** The defaults every case runs with: no plan overrides, so each GPU preset's compute efficiency applies. */
export const caseEfficiency: StepEfficiency = efficiencyOverDefaults();

export const defaultPredictOptions: PredictOptions = {
  efficiencyFor: () => caseEfficiency,
  useOverlap: true,
  aggregatedStep: "separate",
  unstatedFormat: "bf16",
};

/** Where the batch came from: the source, concurrency / replicas, the token budget, Little's law, or the KV cache. */
export type BatchSource = "stated" | "concurrency" | "tokenBudget" | "littlesLaw" | "kvCache";

export const midpoint = (value: number | readonly [number, number]): number =>
  typeof value === "number" ? value : (value[0] + value[1]) / 2;

const formatOf = (format: CaseFormat, options: PredictOptions): NumberFormatName =>
  format === "unstated" ? options.unstatedFormat : numberFormatOf[format];

/** The roofline inputs a case's configuration maps to, with the one default efficiency set. */
export const rooflineSetup = (
  c: PublishedCase,
  options: PredictOptions = defaultPredictOptions,
): RooflineSetup => ({
  gpu: gpuPresets[gpuPresetKeys[c.gpu]],
  model: modelPresets[modelPresetKeys[c.model]],
  parallelism: { ...c.parallelism, gpus: c.gpus },
  precision: {
    weights: formatOf(
      options.expertFormatEverywhere
        ? (c.precision.expertWeights ?? c.precision.weights)
        : c.precision.weights,
      options,
    ),
    ...(c.precision.expertWeights === undefined
      ? {}
      : { expertWeights: formatOf(c.precision.expertWeights, options) }),
    kvCache: formatOf(c.precision.kvCache, options),
    activations: formatOf(c.precision.activations, options),
  },
  efficiency: withWhatIfs(options.efficiencyFor(c), options),
  overlapCommunication: options.useOverlap && c.overlapCommunication,
});

// A what-if's overlap efficiency or expert imbalance replaces the default in the efficiency set.
const withWhatIfs = (efficiency: StepEfficiency, options: PredictOptions): StepEfficiency =>
  options.overlapEfficiency === undefined && options.expertLoadImbalance === undefined
    ? efficiency
    : {
        ...efficiency,
        ...(options.overlapEfficiency === undefined
          ? {}
          : { overlapEfficiency: options.overlapEfficiency }),
        ...(options.expertLoadImbalance === undefined
          ? {}
          : { expertLoadImbalance: options.expertLoadImbalance }),
      };

/**
 * Sequences of full length (input + output) one replica holds: what TensorRT-LLM's default
 * GUARANTEED_NO_EVICT scheduler admits ("useful runtime options" in its performance guide).
 */
export const kvCapPerReplica = (c: PublishedCase, setup: RooflineSetup): number =>
  kvCapacity({
    gpu: setup.gpu,
    model: setup.model,
    parallelism: setup.parallelism,
    weightBytesPerParameter: bytesPerElement(setup.precision.weights),
    expertWeightBytesPerParameter: bytesPerElement(expertWeightFormat(setup.precision)),
    kvBytesPerElement: bytesPerElement(setup.precision.kvCache),
    contextTokens: c.workload.inputTokens + c.workload.outputTokens,
  }).maxSequencesPerInstance / c.parallelism.dataParallel;

/** Decode sequences per replica: stated, else concurrency / replicas, else Little's law, else the KV cache. */
export const decodeBatch = (
  c: PublishedCase,
  kvCap: number,
): { perReplica: number; source: BatchSource } => {
  const { batchSize, concurrency } = c.workload;
  const perUser = c.published.outputTokensPerSecondPerUser;
  const perGpu = c.published.outputTokensPerSecondPerGpu;
  const replicaGpus = c.parallelism.tensorParallel;
  const wanted: { perReplica: number; source: BatchSource } =
    batchSize !== undefined
      ? { perReplica: batchSize, source: "stated" }
      : concurrency !== undefined
        ? { perReplica: concurrency / c.parallelism.dataParallel, source: "concurrency" }
        : perUser !== undefined && perGpu !== undefined
          ? // Little's law: sequences = throughput / speed of each, rounded to whole sequences.
            {
              perReplica: Math.round((perGpu * replicaGpus) / midpoint(perUser)),
              source: "littlesLaw",
            }
          : { perReplica: kvCap, source: "kvCache" };
  return wanted.perReplica <= kvCap ? wanted : { perReplica: kvCap, source: "kvCache" };
};

export const tokensPerStep = (c: PublishedCase): number =>
  c.specDecode === undefined ? 1 : midpoint(c.specDecode.acceptanceLength);

export const decodeContext = (c: PublishedCase): number =>
  c.workload.averageContextTokens ?? c.workload.inputTokens + c.workload.outputTokens / 2;
