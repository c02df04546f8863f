import type { Catalog } from "../catalog.ts";
import { resolveModel } from "../catalog.ts";
import type { Plan } from "../plan.ts";

// Whether a run measured the plan's model: a run of another model measures other step times, so
// its values carry over only with a warning. Names compare loosely: the run's model id (a path,
// a Hugging Face repository) by its last part, holding one of the names the plan's model goes by,
// letters and digits only, so "meta-llama/Meta-Llama-3.1-70B-Instruct" holds "Llama-3.1-70B" and
// "deepseek-ai/DeepSeek-R1" is one of "DeepSeek-V3 / DeepSeek-R1".

const squeezed = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The run's model and the plan's, when the run names one that is not the plan's; else null. */
export const modelMismatch = (
  plan: Plan,
  catalog: Catalog,
  runModel: string | undefined,
): { runModel: string; planModel: string } | null => {
  const model =
    plan.latency.model === undefined ? undefined : resolveModel(plan, catalog, plan.latency.model);
  if (runModel === undefined || model === undefined) return null;
  const run = squeezed(runModel.split("/").pop() ?? runModel);
  if (run === "") return null;
  const names = model.name
    .split("/")
    .map((name) => squeezed(name))
    .filter((name) => name !== "");
  return names.some((name) => run.includes(name)) ? null : { runModel, planModel: model.name };
};
