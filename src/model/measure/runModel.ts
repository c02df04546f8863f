import type { Catalog } from "../catalog.ts";
import { resolveModel } from "../catalog.ts";
import type { Plan } from "../plan.ts";

// Whether a run measured the plan's model: a run of another model measures other step times, so
// its values carry over only with a warning. Names compare loosely, by their runs of letters and
// digits: the run's model id (a path or a Hugging Face repository, by its last part; a scrape may
// name several, comma-separated) matches where one of the names the plan's model goes by appears
// in it in order, so "meta-llama/Meta-Llama-3.1-70B-Instruct" is "Llama-3.1-70B",
// "Mixtral-8x7B-Instruct-v0.1" is "Mixtral-8x7B-v0.1", and "deepseek-ai/DeepSeek-R1" is one of
// "DeepSeek-V3 / DeepSeek-R1".

const tokens = (name: string): string[] => name.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Whether `wanted` appears in `among` in order, other tokens allowed between. */
const inOrder = (wanted: readonly string[], among: readonly string[]): boolean => {
  let at = 0;
  for (const token of among) if (token === wanted[at]) at += 1;
  return at === wanted.length;
};

/** The run's model and the plan's, when the run names models none of which is the plan's; else null. */
export const modelMismatch = (
  plan: Plan,
  catalog: Catalog,
  runModel: string | undefined,
): { runModel: string; planModel: string } | null => {
  const model =
    plan.latency.model === undefined ? undefined : resolveModel(plan, catalog, plan.latency.model);
  if (runModel === undefined || model === undefined) return null;
  const runs = runModel
    .split(",")
    .map((name) => tokens(name.trim().split("/").pop() ?? ""))
    .filter((run) => run.length > 0);
  const names = model.name
    .split("/")
    .map(tokens)
    .filter((name) => name.length > 0);
  if (runs.length === 0 || names.length === 0) return null;
  const matches = runs.some((run) => names.some((name) => inOrder(name, run)));
  return matches ? null : { runModel, planModel: model.name };
};
