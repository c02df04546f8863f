import type { ManifestRefusal } from "../../io/index.ts";
import { type Dictionary, fill } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";

// The Kubernetes manifests panel's strings, and its refusals by code; zh mirrors en key for key.
// A refusal the solver found (weights, KV cache) is worded by the main dictionary's violations.

const en = {
  heading: "Kubernetes manifests",
  intro:
    "The plan as manifests for a cluster: an NVIDIA Dynamo DynamoGraphDeployment, values for llm-d's modelservice Helm chart, or one LeaderWorkerSet a phase. Placeholders such as <IMAGE> and <NAMESPACE> are listed at the top of each file.",
  engine: "Engine",
  engines: { vllm: "vLLM", sglang: "SGLang", trtllm: "TensorRT-LLM" },
  formats: {
    dynamo: "Download Dynamo manifest",
    "llm-d": "Download llm-d values",
    lws: "Download LeaderWorkerSets",
  },
  names: { dynamo: "Dynamo", "llm-d": "llm-d", lws: "LeaderWorkerSet" },
  refused: "{format} not written:",
  notes:
    "The {engine} manifests start the plan's model as its checkpoint holds it; the top of each file says so too:",
  refusals: {
    noInstances:
      "The plan starts {prefillInstances} prefill and {decodeInstances} decode instances; a deployment needs at least one of each.",
    unevenNodes:
      "A {phase} instance's {gpus} GPUs do not split evenly over its {nodes} nodes, and every pod of a multi-node instance asks for the same GPUs.",
    tensorAcrossNodes:
      "A {phase} instance spans {nodes} nodes with a data-parallel size of {dataParallel}; the llm-d chart puts whole engines on each node, so the data-parallel size must be a multiple of the nodes.",
    pipelineStages:
      "A {phase} instance runs {pipelineParallel} pipeline stages; the llm-d chart's parallelism has no stages, so it cannot place them.",
    engineNotOffered: "{format} manifests start {engines}, not {engine}.",
  },
  phases: { prefill: "prefill", decode: "decode" },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ManifestText = Shape<typeof en>;

const zh: ManifestText = {
  heading: "Kubernetes 清单",
  intro:
    "把方案写成集群清单：NVIDIA Dynamo 的 DynamoGraphDeployment、llm-d modelservice Helm chart 的 values，或每个阶段一个 LeaderWorkerSet。<IMAGE>、<NAMESPACE> 等占位符列在每个文件的开头。",
  engine: "推理引擎",
  engines: { vllm: "vLLM", sglang: "SGLang", trtllm: "TensorRT-LLM" },
  formats: {
    dynamo: "下载 Dynamo 清单",
    "llm-d": "下载 llm-d values",
    lws: "下载 LeaderWorkerSet",
  },
  names: { dynamo: "Dynamo", "llm-d": "llm-d", lws: "LeaderWorkerSet" },
  refused: "未生成 {format}：",
  notes: "{engine} 清单按检查点本身的格式启动方案中的模型；每个文件开头也写明了这一点：",
  refusals: {
    noInstances:
      "方案启动 {prefillInstances} 个 Prefill 实例和 {decodeInstances} 个 Decode 实例；部署至少需要各一个。",
    unevenNodes:
      "{phase} 实例的 {gpus} 张 GPU 无法平均分到 {nodes} 个节点上，而多节点实例的每个 Pod 申请的 GPU 数必须相同。",
    tensorAcrossNodes:
      "{phase} 实例跨 {nodes} 个节点，数据并行度为 {dataParallel}；llm-d chart 在每个节点上放置完整的引擎，因此数据并行度必须是节点数的整数倍。",
    pipelineStages:
      "{phase} 实例有 {pipelineParallel} 个流水线阶段；llm-d chart 的并行设置里没有流水线阶段，无法放置它们。",
    engineNotOffered: "{format} 清单只支持 {engines}，不支持 {engine}。",
  },
  phases: { prefill: "Prefill", decode: "Decode" },
};

export const manifestTexts = { en, zh } as const;

/** This panel's strings in the app's current language. */
export const useManifestText = (): (() => ManifestText) => {
  const { language } = useI18n();
  return () => manifestTexts[language()];
};

/** A refusal in the reader's language, from its code and params. */
export const refusalText = (
  refusal: ManifestRefusal,
  text: ManifestText,
  dictionary: Dictionary,
): string => {
  const { code, params } = refusal;
  if (code === "weightsDoNotFit" || code === "kvCacheFull")
    return fill(dictionary.violations[code], params);
  const phase = params.phase;
  return fill(text.refusals[code], {
    ...params,
    ...(phase === "prefill" || phase === "decode" ? { phase: text.phases[phase] } : {}),
  });
};
