import type { Plan, PlanResult } from "../../model/index.ts";
import type { Placeholder } from "../launch/launchSettings.ts";
import { placeholders } from "../launch/placeholders.ts";
import { sglangEngineArgs } from "../launch/sglangLaunch.ts";
import { vllmEngineArgs } from "../launch/vllmLaunch.ts";
import type { ManifestDocument, WrittenManifests } from "./manifestTypes.ts";
import {
  draftPlaceholder,
  hfTokenEnv,
  type PhaseShape,
  phaseShape,
  phases,
  shellLine,
} from "./podParts.ts";
import { deploymentName } from "./resourceNames.ts";

// One LeaderWorkerSet (leaderworkerset.x-k8s.io/v1) a phase: a group of `size` pods is one
// instance, one pod a node, and `replicas` groups are the plan's x or y instances. The leader and
// workers start as LWS 0.10's vLLM and SGLang examples do (docs/examples/vllm/GPU/lws.yaml and
// docs/examples/sglang/lws.yaml at https://github.com/kubernetes-sigs/lws/tree/v0.10.0), with the
// group's size, leader address and worker index from the variables LWS sets in every pod.

export const lwsVersion = "LeaderWorkerSet 0.10.0";

export const lwsDocs = [
  "https://github.com/kubernetes-sigs/lws/blob/v0.10.0/config/crd/bases/leaderworkerset.x-k8s.io_leaderworkersets.yaml",
  "https://github.com/kubernetes-sigs/lws/tree/v0.10.0/docs/examples",
];

// The serving ports of LWS 0.10's examples: vLLM's 8080 (vllm/GPU/lws.yaml), SGLang's 40000 and
// its distributed start-up's 20000 (sglang/lws.yaml).
const vllmPort = "8080";
const sglangPort = "40000";
const sglangDistPort = "20000";

// vLLM's Ray start-up script in the vllm/vllm-openai image, as the LWS vLLM example runs it.
const rayScript = "/vllm-workspace/examples/online_serving/multi-node-serving.sh";

// vLLM's P/D guide: prefill instances produce KV caches, decode instances consume them.
const kvRole = { prefill: "kv_producer", decode: "kv_consumer" } as const;

type LwsEngine = "vllm" | "sglang";

// Data-parallel engines of a multi-node instance are placed over the Ray cluster: without the Ray
// backend vLLM starts every DP rank on the leader's node. The leader runs its own share of them
// (https://docs.vllm.ai/en/latest/serving/data_parallel_deployment.html). With pipeline stages an
// engine spans nodes, so no node holds a whole share of them: Ray places every rank.
const rayDataParallel = (shape: PhaseShape): string[][] => {
  const { nodes, dataParallel, pipelineParallel } = shape.layout;
  if (nodes < 2 || dataParallel < 2) return [];
  if (pipelineParallel > 1) return [["--data-parallel-backend", "ray"]];
  if (dataParallel % nodes !== 0) return [];
  return [
    ["--data-parallel-size-local", String(dataParallel / nodes)],
    ["--data-parallel-backend", "ray"],
  ];
};

const vllmServe = (plan: Plan, result: PlanResult, shape: PhaseShape, model: string): string =>
  shellLine(
    ["vllm", "serve", model],
    [
      ["--port", vllmPort],
      ...vllmEngineArgs(plan, result, shape.phase),
      ...rayDataParallel(shape),
      [
        "--kv-transfer-config",
        JSON.stringify({ kv_connector: "NixlConnector", kv_role: kvRole[shape.phase] }),
      ],
    ],
  );

// $(NAME) is expanded by Kubernetes from the container's environment before the shell runs.
const sglangServe = (plan: Plan, result: PlanResult, shape: PhaseShape, model: string): string =>
  [
    shellLine(
      ["python3", "-m", "sglang.launch_server"],
      [
        ["--model-path", model],
        ["--disaggregation-mode", shape.phase],
        ["--disaggregation-transfer-backend", placeholders.transferBackend.name],
        ["--host", "0.0.0.0"],
        ["--port", sglangPort],
        ...sglangEngineArgs(plan, result, shape.phase),
      ],
    ),
    ...(shape.layout.nodes > 1
      ? [
          "--nnodes $(LWS_GROUP_SIZE) --node-rank $(LWS_WORKER_INDEX)",
          `--dist-init-addr $(LWS_LEADER_ADDRESS):${sglangDistPort}`,
        ]
      : []),
  ].join(" ");

const container = (name: string, line: string, shape: PhaseShape, port: string | null) => ({
  name,
  image: placeholders.image.name,
  env: [hfTokenEnv],
  command: ["sh", "-c", line],
  resources: {
    limits: { "nvidia.com/gpu": String(shape.gpusPerPod) },
    requests: { "nvidia.com/gpu": String(shape.gpusPerPod) },
  },
  ...(port === null ? {} : { ports: [{ containerPort: Number(port) }] }),
});

const template = (containers: ManifestDocument[]) => ({ spec: { containers } });

const groupTemplates = (
  plan: Plan,
  result: PlanResult,
  engine: LwsEngine,
  shape: PhaseShape,
  model: string,
): ManifestDocument => {
  const multiNode = shape.layout.nodes > 1;
  if (engine === "sglang") {
    // Every node runs the same server; the leader is rank 0 and serves the port.
    const line = sglangServe(plan, result, shape, model);
    return multiNode
      ? {
          leaderTemplate: {
            metadata: { labels: { role: "leader" } },
            ...template([container("sglang-leader", line, shape, sglangPort)]),
          },
          workerTemplate: template([container("sglang-worker", line, shape, null)]),
        }
      : { workerTemplate: template([container("sglang", line, shape, sglangPort)]) };
  }
  const serve = vllmServe(plan, result, shape, model);
  if (!multiNode) return { workerTemplate: template([container("vllm", serve, shape, vllmPort)]) };
  return {
    leaderTemplate: {
      metadata: { labels: { role: "leader" } },
      ...template([
        container(
          "vllm-leader",
          `bash ${rayScript} leader --ray_cluster_size=$(LWS_GROUP_SIZE); ${serve}`,
          shape,
          vllmPort,
        ),
      ]),
    },
    workerTemplate: template([
      container(
        "vllm-worker",
        `bash ${rayScript} worker --ray_address=$(LWS_LEADER_ADDRESS)`,
        shape,
        null,
      ),
    ]),
  };
};

/** The plan as two LeaderWorkerSets, prefill and decode, running `engine`. */
export const lwsManifest = (
  plan: Plan,
  result: PlanResult,
  engine: LwsEngine,
  model: string,
): WrittenManifests => {
  const name = deploymentName(plan);
  const documents = phases.map((phase): ManifestDocument => {
    const shape = phaseShape(plan, result, phase);
    return {
      apiVersion: "leaderworkerset.x-k8s.io/v1",
      kind: "LeaderWorkerSet",
      metadata: { name: `${name}-${phase}`, namespace: placeholders.namespace.name },
      spec: {
        replicas: shape.instances,
        leaderWorkerTemplate: {
          size: shape.layout.nodes,
          // A failed pod restarts its whole group: an instance's ranks start together.
          restartPolicy: "RecreateGroupOnPodRestart",
          ...groupTemplates(plan, result, engine, shape, model),
        },
      },
    };
  });
  const used: Placeholder[] = [
    ...(model === placeholders.model.name ? [placeholders.model] : []),
    placeholders.namespace,
    placeholders.image,
    placeholders.hfTokenSecret,
    ...(engine === "sglang" ? [placeholders.transferBackend] : []),
    ...(plan.specDecode.draftTokens > 0 ? [draftPlaceholder(engine)] : []),
  ];
  return {
    format: "lws",
    engine,
    version: lwsVersion,
    docs: lwsDocs,
    name,
    documents,
    placeholders: used,
  };
};
