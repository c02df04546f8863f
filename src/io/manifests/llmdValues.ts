import type { Plan, PlanResult } from "../../model/index.ts";
import type { Placeholder } from "../launch/launchSettings.ts";
import { placeholders } from "../launch/placeholders.ts";
import { vllmEngineArgs } from "../launch/vllmLaunch.ts";
import type { ManifestDocument, WrittenManifests } from "./manifestTypes.ts";
import { phaseShape, phases, type ServingPhase, withoutFlags } from "./podParts.ts";
import { deploymentName } from "./resourceNames.ts";

// Values for llm-d's modelservice Helm chart (llm-d-modelservice v0.4.12): prefill and decode
// vLLM pods with their parallelism, replicas and the NIXL connector, as the chart's
// examples/values-pd.yaml sets them and checked against its values.schema.json
// (https://github.com/llm-d-incubation/llm-d-modelservice/tree/llm-d-modelservice-v0.4.12).

export const llmdVersion = "llm-d-modelservice v0.4.12";

export const llmdDocs = [
  "https://github.com/llm-d-incubation/llm-d-modelservice/blob/llm-d-modelservice-v0.4.12/charts/llm-d-modelservice/values.schema.json",
  "https://github.com/llm-d-incubation/llm-d-modelservice/blob/llm-d-modelservice-v0.4.12/examples/values-pd.yaml",
];

// With modelCommand vllmServe the chart writes --port, --served-model-name and these three from
// `parallelism` itself (templates/_helpers.tpl, vllmServeModelCommand), and asks for
// dataLocal × tensor GPUs a pod.
const chartFlags = ["--tensor-parallel-size", "--data-parallel-size", "--data-parallel-size-local"];

// The NIXL side channel's port in the chart's examples/values-pd.yaml.
const nixlSideChannelPort = 5600;

const phaseValues = (plan: Plan, result: PlanResult, phase: ServingPhase): ManifestDocument => {
  const shape = phaseShape(plan, result, phase);
  const { layout } = shape;
  return {
    create: true,
    replicas: shape.instances,
    // One worker pod a node; each holds dataLocal engines of `tensor` GPUs.
    parallelism: {
      tensor: layout.tensorParallel,
      data: layout.dataParallel,
      dataLocal: layout.dataParallel / layout.nodes,
      workers: layout.nodes,
    },
    containers: [
      {
        name: "vllm",
        image: placeholders.image.name,
        modelCommand: "vllmServe",
        args: [
          ...withoutFlags(vllmEngineArgs(plan, result, phase), chartFlags).flat(),
          // The chart's P/D example: every pod both produces and consumes KV over NIXL, and the
          // routing sidecar in front of decode picks the prefill pod.
          "--kv-transfer-config",
          JSON.stringify({ kv_connector: "NixlConnector", kv_role: "kv_both" }),
        ],
        env: [
          {
            name: "VLLM_NIXL_SIDE_CHANNEL_HOST",
            valueFrom: { fieldRef: { fieldPath: "status.podIP" } },
          },
          { name: "VLLM_NIXL_SIDE_CHANNEL_PORT", value: String(nixlSideChannelPort) },
        ],
        ports: [{ containerPort: nixlSideChannelPort, protocol: "TCP" }],
        mountModelVolume: true,
      },
    ],
  };
};

/** The plan as values for the llm-d-modelservice chart (vLLM only). */
export const llmdValues = (plan: Plan, result: PlanResult, model: string): WrittenManifests => {
  const name = deploymentName(plan);
  const multinode = phases.some((phase) => phaseShape(plan, result, phase).layout.nodes > 1);
  const values: ManifestDocument = {
    fullnameOverride: name,
    // A multi-node instance runs as a LeaderWorkerSet of `workers` pods (templates/*-lws.yaml).
    multinode,
    modelArtifacts: {
      name: model,
      uri: `hf://${model}`,
      size: placeholders.modelCacheSize.name,
      authSecretName: placeholders.hfTokenSecret.name,
      labels: { "llm-d.ai/inference-serving": "true", "llm-d.ai/model": name },
    },
    // nixlv2 is the chart's default connector for the routing sidecar (values.yaml).
    routing: { proxy: { connector: "nixlv2" } },
    prefill: phaseValues(plan, result, "prefill"),
    decode: phaseValues(plan, result, "decode"),
  };
  const used: Placeholder[] = [
    ...(model === placeholders.model.name ? [placeholders.model] : []),
    placeholders.image,
    placeholders.hfTokenSecret,
    placeholders.modelCacheSize,
    ...(plan.specDecode.draftTokens > 0 ? [placeholders.draftMethod] : []),
  ];
  return {
    format: "llm-d",
    engine: "vllm",
    version: llmdVersion,
    docs: llmdDocs,
    name,
    documents: [values],
    placeholders: used,
  };
};
