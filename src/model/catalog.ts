import { gpuPresets } from "../data/gpus.ts";
import { modelPresets } from "../data/models.ts";
import type { GpuSpec, ModelSpec } from "./latency/specs.ts";
import type { Plan } from "./plan.ts";

/**
 * The entry under `id` only when `entries` owns it: an id such as "constructor" or "__proto__"
 * must not reach what every object inherits.
 */
export const ownEntry = <T>(entries: Readonly<Record<string, T>>, id: string): T | undefined =>
  Object.hasOwn(entries, id) ? entries[id] : undefined;

/** A GPU preset by id, or undefined when no preset has that id. */
export const gpuPreset = (id: string): GpuSpec | undefined => ownEntry<GpuSpec>(gpuPresets, id);

/** A model preset by id, or undefined when no preset has that id. */
export const modelPreset = (id: string): ModelSpec | undefined =>
  ownEntry<ModelSpec>(modelPresets, id);

/** A GPU by id: the plan's own entries first, then the presets. */
export const resolveGpu = (plan: Plan, id: string | undefined): GpuSpec | undefined =>
  id === undefined ? undefined : (ownEntry(plan.customGpus, id) ?? gpuPreset(id));

/** A model by id: the plan's own entries first, then the presets. */
export const resolveModel = (plan: Plan, id: string | undefined): ModelSpec | undefined =>
  id === undefined ? undefined : (ownEntry(plan.customModels, id) ?? modelPreset(id));
