import type { Catalog } from "../model/index.ts";
import { gpuPresets } from "./gpus.ts";
import { modelPresets } from "./models.ts";
import { validationResiduals } from "./validationResiduals.ts";

/**
 * The preset GPUs and models every plan may name, and the published cases the roofline's error
 * bands come from, handed to the model wherever it solves.
 */
export const catalog: Catalog = {
  gpus: gpuPresets,
  models: modelPresets,
  validation: validationResiduals,
};
