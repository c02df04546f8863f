import type { Plan, PlanResult } from "../../model/index.ts";
import type { ArgGroup } from "../launch/commandText.ts";
import type { Placeholder } from "../launch/launchSettings.ts";
import { placeholders } from "../launch/placeholders.ts";
import { precisionLaunch } from "../launch/precisionFlags.ts";
import { sglangEngineArgs } from "../launch/sglangLaunch.ts";
import { vllmEngineArgs } from "../launch/vllmLaunch.ts";
import type { ManifestDocument, ManifestEngine, WrittenManifests } from "./manifestTypes.ts";
import {
  draftPlaceholder,
  type PhaseShape,
  phaseShape,
  phases,
  type ServingPhase,
  shellLine,
} from "./podParts.ts";
import { deploymentName } from "./resourceNames.ts";

// An NVIDIA Dynamo DynamoGraphDeployment (nvidia.com/v1alpha1): a frontend and a prefill and a
// decode worker service, shaped as Dynamo 0.5.1's disaggregated examples are
// (https://github.com/ai-dynamo/dynamo/tree/v0.5.1/components/backends, deploy/disagg.yaml and
// deploy/disagg-multinode.yaml of each backend) and checked against that release's CRD.

export const dynamoVersion = "Dynamo 0.5.1";

export const dynamoDocs = [
  "https://github.com/ai-dynamo/dynamo/blob/v0.5.1/deploy/cloud/operator/config/crd/bases/nvidia.com_dynamographdeployments.yaml",
  "https://github.com/ai-dynamo/dynamo/tree/v0.5.1/components/backends",
];

// The frontend's HTTP port in Dynamo 0.5.1's examples (components/backends/*/deploy/*.yaml).
const frontendPort = "8000";
// The SGLang workers' bootstrap port in Dynamo 0.5.1's components/backends/sglang/deploy/disagg.yaml.
const sglangBootstrapPort = "30001";

/** The worker's command line for the engine, with the engine flags the launch commands use. */
const workerLine = (
  plan: Plan,
  result: PlanResult,
  engine: ManifestEngine,
  shape: PhaseShape,
  model: string,
): string => {
  const { phase, layout } = shape;
  switch (engine) {
    case "vllm":
      // dynamo.vllm takes vLLM's engine flags; --connector nixl hands KV over with NixlConnector
      // (components/backends/vllm/src/dynamo/vllm/args.py, v0.5.1).
      return shellLine(
        ["python3", "-m", "dynamo.vllm"],
        [
          ["--model", model],
          ...(phase === "prefill" ? [["--is-prefill-worker"]] : []),
          ["--connector", "nixl"],
          ...vllmEngineArgs(plan, result, phase),
        ],
      );
    case "sglang":
      // The operator adds --nnodes, --node-rank and --dist-init-addr to a multinode service.
      return shellLine(
        ["python3", "-m", "dynamo.sglang"],
        [
          ["--model-path", model],
          ["--served-model-name", model],
          ["--disaggregation-mode", phase],
          ["--disaggregation-transfer-backend", "nixl"],
          ["--disaggregation-bootstrap-port", sglangBootstrapPort],
          ...sglangEngineArgs(plan, result, phase),
        ],
      );
    case "trtllm": {
      // dynamo.trtllm's flags (components/backends/trtllm/src/dynamo/trtllm/utils/trtllm_utils.py,
      // v0.5.1); attention data parallelism and the drafter have no flag of their own there and go
      // in --override-engine-args, TensorRT-LLM's LLM API fields.
      const k = plan.specDecode.draftTokens;
      const overrides = {
        ...(layout.dataParallel > 1 ? { enable_attention_dp: true } : {}),
        // An FP8 KV cache is an LLM API field too (precisionFlags.ts).
        ...precisionLaunch(plan, "trtllm").llmApi,
        ...(phase === "decode" && k > 0
          ? { speculative_config: { decoding_type: "<DRAFT_METHOD>", max_draft_len: k } }
          : {}),
      };
      const groups: ArgGroup[] = [
        ["--model-path", model],
        ["--served-model-name", model],
        ["--disaggregation-mode", phase],
        // As components/backends/trtllm/deploy/disagg.yaml (v0.5.1) starts its workers.
        ["--disaggregation-strategy", "decode_first"],
        ["--tensor-parallel-size", String(layout.stageGpus)],
        ...(layout.pipelineParallel > 1
          ? [["--pipeline-parallel-size", String(layout.pipelineParallel)]]
          : []),
        ...(layout.expertParallel === null
          ? []
          : [["--expert-parallel-size", String(layout.expertParallel)]]),
        ["--gpus-per-node", String(shape.gpusPerPod)],
        ["--max-batch-size", String(layout.seqsPerEngine)],
        ["--max-num-tokens", String(layout.batchedTokensPerEngine)],
        ...(Object.keys(overrides).length > 0
          ? [["--override-engine-args", JSON.stringify(overrides)]]
          : []),
      ];
      return shellLine(["python3", "-m", "dynamo.trtllm"], groups);
    }
  }
};

const workerService = (
  plan: Plan,
  result: PlanResult,
  engine: ManifestEngine,
  phase: ServingPhase,
  name: string,
  model: string,
): ManifestDocument => {
  const shape = phaseShape(plan, result, phase);
  return {
    dynamoNamespace: name,
    envFromSecret: placeholders.hfTokenSecret.name,
    componentType: "worker",
    replicas: shape.instances,
    // nodeCount must be at least 2; the GPU limit is per node (the CRD's multinode and gpu fields).
    ...(shape.layout.nodes > 1 ? { multinode: { nodeCount: shape.layout.nodes } } : {}),
    resources: {
      requests: { gpu: String(shape.gpusPerPod) },
      limits: { gpu: String(shape.gpusPerPod) },
    },
    extraPodSpec: {
      mainContainer: {
        image: placeholders.image.name,
        command: ["/bin/sh", "-c"],
        args: [workerLine(plan, result, engine, shape, model)],
      },
    },
  };
};

/** The plan as one DynamoGraphDeployment running `engine`. */
export const dynamoManifest = (
  plan: Plan,
  result: PlanResult,
  engine: ManifestEngine,
  model: string,
): WrittenManifests => {
  const name = deploymentName(plan);
  const document: ManifestDocument = {
    apiVersion: "nvidia.com/v1alpha1",
    kind: "DynamoGraphDeployment",
    metadata: { name, namespace: placeholders.namespace.name },
    spec: {
      backendFramework: engine,
      services: {
        Frontend: {
          dynamoNamespace: name,
          componentType: "frontend",
          replicas: 1,
          extraPodSpec: {
            mainContainer: {
              image: placeholders.image.name,
              command: ["/bin/sh", "-c"],
              args: [
                shellLine(["python3", "-m", "dynamo.frontend"], [["--http-port", frontendPort]]),
              ],
            },
          },
        },
        ...Object.fromEntries(
          phases.map((phase) => [phase, workerService(plan, result, engine, phase, name, model)]),
        ),
      },
    },
  };
  const spec = plan.specDecode.draftTokens > 0;
  const used: Placeholder[] = [
    ...(model === placeholders.model.name ? [placeholders.model] : []),
    placeholders.namespace,
    placeholders.image,
    placeholders.hfTokenSecret,
    ...(spec ? [draftPlaceholder(engine)] : []),
  ];
  return {
    format: "dynamo",
    engine,
    version: dynamoVersion,
    docs: dynamoDocs,
    name,
    documents: [document],
    placeholders: used,
  };
};
