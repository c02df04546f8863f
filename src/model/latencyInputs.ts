import { type Catalog, resolveGpu, resolveModel } from "./catalog.ts";
import {
  type Efficiency,
  efficiencyOverDefaults,
  type StepEfficiency,
} from "./latency/efficiency.ts";
import { type KvCapacity, kvCapacity } from "./latency/kvCapacity.ts";
import { bytesPerElement, expertWeightFormat, type Precision } from "./latency/numberFormats.ts";
import type { Parallelism } from "./latency/parallelism.ts";
import { stagesFit } from "./latency/pipeline.ts";
import type { GpuSpec, ModelSpec } from "./latency/specs.ts";
import type { Plan } from "./plan.ts";
import type { PlanPath } from "./planPath.ts";
import type { Violation } from "./violation.ts";

// FP8 weights and activations with a BF16 KV cache: how DeepSeek-V3/R1 and most H100-class
// deployments of the presets serve (docs/roofline.md §2).
export const defaultPrecision: Precision = { weights: "fp8", kvCache: "bf16", activations: "fp8" };

export interface LatencyInputs {
  model: ModelSpec | undefined;
  prefillGpu: GpuSpec | undefined;
  decodeGpu: GpuSpec | undefined;
  precision: Precision;
  /**
   * Each phase's factors: its own over the plan's over the defaults; compute efficiency, unless set,
   * comes from the phase's GPU.
   */
  efficiency: { prefill: StepEfficiency; decode: StepEfficiency };
  /** Whether each phase overlaps communication with compute. */
  overlap: { prefill: boolean; decode: boolean };
  /** Whether each phase launches its kernels eagerly, without CUDA graphs. */
  eager: { prefill: boolean; decode: boolean };
}

const unknownEntry = (field: PlanPath, kind: string, id: string): Violation => ({
  kind: "latency",
  code: "latencyUnknownEntry",
  field,
  params: { kind, id },
});

/**
 * One instance's layout: its GPUs, engines (attention replicas), pipeline stages and expert-parallel
 * degree. Given the model, stages must not outnumber its layers (a stage without layers is idle).
 */
export const parallelismOf = (
  plan: Plan,
  phase: "prefill" | "decode",
  model?: Pick<ModelSpec, "layers">,
): Parallelism | { problem: Violation } => {
  // Whole GPUs, which the plan's rules require of a fractional node too.
  const gpus = Math.round(plan[phase].nodesPerInstance * plan.hardware.gpusPerNode);
  const dataParallel = plan[phase].dataParallel;
  if (gpus % dataParallel !== 0) {
    return {
      problem: {
        kind: "latency",
        code: "latencyLayout",
        field: `${phase}.dataParallel`,
        params: { gpus, dataParallel },
      },
    };
  }
  const pipelineParallel = plan.latency[phase].pipelineParallel ?? 1;
  if (gpus % (dataParallel * pipelineParallel) !== 0) {
    return {
      problem: {
        kind: "latency",
        code: "latencyStages",
        field: `latency.${phase}.pipelineParallel`,
        params: { gpus, dataParallel, pipelineParallel },
      },
    };
  }
  if (model !== undefined && !stagesFit(model, pipelineParallel)) {
    return {
      problem: {
        kind: "latency",
        code: "latencyStagesOverLayers",
        field: `latency.${phase}.pipelineParallel`,
        params: { pipelineParallel, layers: model.layers },
      },
    };
  }
  // Experts are spread over one stage's GPUs: each stage holds only its own layers' experts.
  const stageGpus = gpus / pipelineParallel;
  const expertParallel = plan.latency[phase].expertParallel ?? stageGpus;
  if (stageGpus % expertParallel !== 0) {
    return {
      problem: {
        kind: "latency",
        code: "latencyLayout",
        field: `latency.${phase}.expertParallel`,
        params: { gpus: stageGpus, expertParallel },
      },
    };
  }
  const layout = {
    tensorParallel: stageGpus / dataParallel,
    expertParallel,
    dataParallel,
    gpus,
  };
  return pipelineParallel === 1 ? layout : { ...layout, pipelineParallel };
};

/** The factors a phase's roofline runs on as the plan sets them: its own over the plan-wide ones. */
export const phaseFactors = (
  latency: Plan["latency"],
  phase: "prefill" | "decode",
): Partial<Efficiency> => ({ ...latency.efficiency, ...latency[phase].efficiency });

/** The model, GPUs, precision and efficiency the plan names, with what could not be found. */
export const latencyInputs = (
  plan: Plan,
  catalog: Catalog,
): LatencyInputs & { violations: Violation[] } => {
  const { latency } = plan;
  const violations: Violation[] = [];
  const model = resolveModel(plan, catalog, latency.model);
  if (latency.model !== undefined && !model)
    violations.push(unknownEntry("latency.model", "model", latency.model));
  const gpuFor = (phase: "prefill" | "decode") => {
    const id = latency[phase].gpu;
    const gpu = resolveGpu(plan, catalog, id);
    if (id !== undefined && !gpu) violations.push(unknownEntry(`latency.${phase}.gpu`, "GPU", id));
    return gpu;
  };
  return {
    model,
    prefillGpu: gpuFor("prefill"),
    decodeGpu: gpuFor("decode"),
    precision: latency.precision ?? defaultPrecision,
    efficiency: {
      prefill: efficiencyOverDefaults(phaseFactors(latency, "prefill")),
      decode: efficiencyOverDefaults(phaseFactors(latency, "decode")),
    },
    overlap: {
      prefill: latency.prefill.overlapCommunication === true,
      decode: latency.decode.overlapCommunication === true,
    },
    eager: {
      prefill: latency.prefill.eagerMode === true,
      decode: latency.decode.eagerMode === true,
    },
    violations,
  };
};

/**
 * Sequences one decode instance's KV cache holds at the mean context l_i + l_o / 2 (docs/model.md §5),
 * or null when the plan names no model or decode GPU; a violation when the weights alone do not fit.
 */
export const kvCacheLimit = (
  plan: Plan,
  inputs: LatencyInputs,
): { sequences: number | null; violations: Violation[] } => {
  const capacity = decodeKvCapacity(plan, inputs);
  if (!capacity) return { sequences: null, violations: [] };
  return {
    sequences: capacity.maxSequencesPerInstance,
    violations: capacity.weightsFit
      ? []
      : [
          {
            kind: "limit",
            code: "weightsDoNotFit",
            field: "decode.nodesPerInstance",
            params: { weightGiBPerGpu: capacity.weightBytesPerGpu / 1024 ** 3 },
          },
        ],
  };
};

/** One decode instance's KV cache at the mean context, or null when the model or decode GPU is unknown. */
export const decodeKvCapacity = (plan: Plan, inputs: LatencyInputs): KvCapacity | null => {
  const layout = parallelismOf(plan, "decode");
  if (!inputs.model || !inputs.decodeGpu || "problem" in layout) return null;
  return kvCapacity({
    gpu: inputs.decodeGpu,
    model: inputs.model,
    parallelism: layout,
    weightBytesPerParameter: bytesPerElement(inputs.precision.weights),
    expertWeightBytesPerParameter: bytesPerElement(expertWeightFormat(inputs.precision)),
    kvBytesPerElement: bytesPerElement(inputs.precision.kvCache),
    contextTokens: plan.workload.inputTokens + plan.workload.outputTokens / 2,
  });
};
