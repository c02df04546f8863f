import type { Plan, PlanResult, Violation } from "../../model/index.ts";
import { en, fill, violationText } from "../../text/index.ts";
import { instanceLayout } from "../launch/instanceLayout.ts";
import type { ManifestFormat, ManifestRefusal } from "./manifestTypes.ts";

// Why a plan is not written out as manifests. What the solver already found (the weights leave no
// room for a KV cache, the KV cache cannot hold the decode batch) is taken from its violations,
// not worked out again; the rest is what Kubernetes or a format cannot express.

const refusedViolations = new Set<Violation["code"]>(["weightsDoNotFit", "kvCacheFull"]);

const fromViolation = (violation: Violation): ManifestRefusal => ({
  code: violation.code === "weightsDoNotFit" ? "weightsDoNotFit" : "kvCacheFull",
  params: violation.params,
  text: violationText(violation, en),
});

const sentences = {
  noInstances:
    "The plan starts {prefillInstances} prefill and {decodeInstances} decode instances; a deployment needs at least one of each.",
  unevenNodes:
    "A {phase} instance's {gpus} GPUs do not split evenly over its {nodes} nodes, and every pod of a multi-node instance asks for the same GPUs.",
  tensorAcrossNodes:
    "A {phase} instance spans {nodes} nodes with a data-parallel size of {dataParallel}; the llm-d chart puts whole engines on each node (dataLocal × tensor GPUs a pod), so the data-parallel size must be a multiple of the nodes.",
  pipelineStages:
    "A {phase} instance runs {pipelineParallel} pipeline stages; the llm-d chart's parallelism has no stages (dataLocal × tensor GPUs a pod), so it cannot place them.",
} as const;

const refusal = (
  code: keyof typeof sentences,
  params: Record<string, string | number>,
): ManifestRefusal => ({ code, params, text: fill(sentences[code], params) });

/** The reasons not to write the plan as `format`, none when it can be deployed. */
export const manifestRefusals = (
  plan: Plan,
  result: PlanResult,
  format: ManifestFormat,
): ManifestRefusal[] => {
  const refusals = result.violations
    .filter((violation) => refusedViolations.has(violation.code))
    .map(fromViolation);
  const { prefillInstances, decodeInstances } = result.allocation;
  if (prefillInstances < 1 || decodeInstances < 1)
    refusals.push(refusal("noInstances", { prefillInstances, decodeInstances }));
  for (const phase of ["prefill", "decode"] as const) {
    const layout = instanceLayout(plan, result, phase);
    const { gpus, nodes, dataParallel, pipelineParallel } = layout;
    if (gpus % nodes !== 0) refusals.push(refusal("unevenNodes", { phase, gpus, nodes }));
    else if (format === "llm-d" && pipelineParallel > 1)
      refusals.push(refusal("pipelineStages", { phase, pipelineParallel }));
    else if (format === "llm-d" && nodes > 1 && dataParallel % nodes !== 0)
      refusals.push(refusal("tensorAcrossNodes", { phase, nodes, dataParallel }));
  }
  return refusals;
};
