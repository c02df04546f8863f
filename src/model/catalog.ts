import { gpuPresets } from "../data/gpus.ts";
import { modelPresets } from "../data/models.ts";
import type { GpuSpec, ModelSpec } from "./latency/specs.ts";
import type { Plan } from "./plan.ts";

/** A GPU by id: the plan's own entries first, then the presets. */
export const resolveGpu = (plan: Plan, id: string | undefined): GpuSpec | undefined =>
  id === undefined
    ? undefined
    : (plan.customGpus[id] ?? (gpuPresets as Record<string, GpuSpec>)[id]);

/** A model by id: the plan's own entries first, then the presets. */
export const resolveModel = (plan: Plan, id: string | undefined): ModelSpec | undefined =>
  id === undefined
    ? undefined
    : (plan.customModels[id] ?? (modelPresets as Record<string, ModelSpec>)[id]);
