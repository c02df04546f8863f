import { deepSeekPresets } from "./models/deepSeekModels.ts";
import { llamaPresets } from "./models/llamaModels.ts";
import { openMoePresets } from "./models/openMoeModels.ts";
import { qwenPresets } from "./models/qwenModels.ts";

// Model presets for the roofline estimator (docs/roofline.md §2), each read from the model's Hugging
// Face config.json (the URL above each entry). totalParams and activeParams are counted from those
// configs (the published counts, re-computed); activeParams leaves out the input embedding
// (a lookup, not a matmul) and keeps the LM head. Embeddings are untied in every preset.

// One file a model family; the order here is the order the model menu lists them in.
export const modelPresets = {
  ...deepSeekPresets,
  ...qwenPresets,
  ...llamaPresets,
  ...openMoePresets,
};

export type ModelPresetId = keyof typeof modelPresets;
