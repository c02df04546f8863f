import type { ValidationResidual } from "./accuracy/residuals.ts";
import type { GpuSpec, ModelSpec } from "./latency/specs.ts";
import type { Plan } from "./plan.ts";

/**
 * The GPUs and models a plan may name by id, handed to the model by its caller: the model holds
 * no presets of its own, so a sweep, a test or another product can price against any catalog.
 */
export interface Catalog {
  readonly gpus: Readonly<Record<string, GpuSpec>>;
  readonly models: Readonly<Record<string, ModelSpec>>;
  /** The published cases the roofline was checked against; without them, estimates carry no error band. */
  readonly validation?: readonly ValidationResidual[];
}

/** A catalog with no entries: a plan then names only its own custom GPUs and models. */
export const emptyCatalog: Catalog = { gpus: {}, models: {} };

/**
 * The entry under `id` only when `entries` owns it: an id such as "constructor" or "__proto__"
 * must not reach what every object inherits.
 */
export const ownEntry = <T>(entries: Readonly<Record<string, T>>, id: string): T | undefined =>
  Object.hasOwn(entries, id) ? entries[id] : undefined;

/** A GPU by id: the plan's own entries first, then the catalog's. */
export const resolveGpu = (
  plan: Plan,
  catalog: Catalog,
  id: string | undefined,
): GpuSpec | undefined =>
  id === undefined ? undefined : (ownEntry(plan.customGpus, id) ?? ownEntry(catalog.gpus, id));

/** A model by id: the plan's own entries first, then the catalog's. */
export const resolveModel = (
  plan: Plan,
  catalog: Catalog,
  id: string | undefined,
): ModelSpec | undefined =>
  id === undefined ? undefined : (ownEntry(plan.customModels, id) ?? ownEntry(catalog.models, id));
