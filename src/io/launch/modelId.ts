import { catalog } from "../../data/index.ts";
import { type Plan, resolveModel } from "../../model/index.ts";

// Presets cite their Hugging Face config.json (src/data/models.ts); the repository in that URL is
// the id both engines load. A custom model may cite one too; anything else names no repository.
const huggingFaceRepo = /^https:\/\/huggingface\.co\/([\w.-]+\/[\w.-]+)(?:\/|$)/;

/** The Hugging Face repository id of the plan's model, or null when the plan names none. */
export const huggingFaceId = (plan: Plan): string | null => {
  const source = resolveModel(plan, catalog, plan.latency.model)?.source;
  return source === undefined ? null : (huggingFaceRepo.exec(source)?.[1] ?? null);
};
