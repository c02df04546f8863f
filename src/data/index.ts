// Presets and examples: the GPU and model catalog, and the example plans. Imported from here only.
export { catalog } from "./catalog.ts";
export { examplePlans, firstVisitPlan } from "./examples.ts";
export { gpuPresets } from "./gpus.ts";
export { modelPresets } from "./models.ts";
