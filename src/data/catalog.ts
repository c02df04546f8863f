import type { Catalog } from "../model/index.ts";
import { gpuPresets } from "./gpus.ts";
import { modelPresets } from "./models.ts";

/** The preset GPUs and models every plan may name, handed to the model wherever it solves. */
export const catalog: Catalog = { gpus: gpuPresets, models: modelPresets };
