import type { Plan, PlanResult } from "../../model/index.ts";
import { type ArgGroup, shellWord } from "../launch/commandText.ts";
import { type InstanceLayout, instanceLayout } from "../launch/instanceLayout.ts";
import type { Placeholder } from "../launch/launchSettings.ts";
import { huggingFaceId } from "../launch/modelId.ts";
import { placeholders } from "../launch/placeholders.ts";

// Parts every manifest writer shares: the phases, their sizes, the model and the command line a
// container runs through `sh -c`.

export type ServingPhase = "prefill" | "decode";
export const phases: readonly ServingPhase[] = ["prefill", "decode"];

export interface PhaseShape {
  phase: ServingPhase;
  /** Instances to run: the plan's x or y. */
  instances: number;
  layout: InstanceLayout;
  /** GPUs each pod (one a node) asks for. */
  gpusPerPod: number;
}

export const phaseShape = (plan: Plan, result: PlanResult, phase: ServingPhase): PhaseShape => {
  const layout = instanceLayout(plan, result, phase);
  return {
    phase,
    instances:
      phase === "prefill" ? result.allocation.prefillInstances : result.allocation.decodeInstances,
    layout,
    gpusPerPod: layout.gpus / layout.nodes,
  };
};

/** The Hugging Face id of the plan's model, or the <MODEL> placeholder. */
export const modelName = (plan: Plan): string => huggingFaceId(plan) ?? placeholders.model.name;

/** One `sh -c` line: the program's words and the flag groups, quoted as a shell reads them. */
export const shellLine = (program: readonly string[], groups: readonly ArgGroup[]): string =>
  [...program, ...groups.flat()].map(shellWord).join(" ");

/** The flag groups without the named flags (a chart that sets them itself). */
export const withoutFlags = (groups: readonly ArgGroup[], flags: readonly string[]): ArgGroup[] =>
  groups.filter((group) => !flags.includes(group[0] ?? ""));

/** The container's environment entry that reads the Hugging Face token from its Secret. */
// The Secret's key and the variable are HF_TOKEN, as in Dynamo 0.5.1's
// components/backends/sglang/deploy/disagg-multinode.yaml and LWS 0.10's docs/examples.
export const hfTokenEnv = {
  name: "HF_TOKEN",
  valueFrom: { secretKeyRef: { name: placeholders.hfTokenSecret.name, key: "HF_TOKEN" } },
};

/** The drafter's placeholder as the engine's flags name it (SGLang's is an algorithm). */
export const draftPlaceholder = (engine: "vllm" | "sglang" | "trtllm"): Placeholder =>
  engine === "sglang"
    ? { ...placeholders.draftMethod, name: "<DRAFT_ALGORITHM>" }
    : placeholders.draftMethod;
