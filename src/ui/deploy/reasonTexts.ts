import type { LaunchNoteCode, PlaceholderCode } from "../../io/index.ts";

// The launch commands' placeholder reasons and notes by code (src/io/launch), filled with their
// params; flag names, <PLACEHOLDER> names, engine names and URLs stay as the engines write them.

export interface ReasonText {
  placeholders: Record<PlaceholderCode, string>;
  notes: Record<LaunchNoteCode, string>;
  /** The {phase} param as a sentence names it. */
  phases: Record<"prefill" | "decode", string>;
}

const en: ReasonText = {
  placeholders: {
    model:
      "The plan names no model preset with a Hugging Face id (latency.model), so the weights to load are yours to name.",
    port: "Ports belong to your network layout; capacity planning does not choose them.",
    host: "Which machine runs {phase} instance i is a placement choice the plan does not make.",
    routerHost: "The address the router listens on is a placement choice the plan does not make.",
    draftMethod:
      "The plan gives the number of draft tokens k, not the drafter (MTP head, EAGLE, a draft model, n-gram).",
    transferBackend:
      "The KV transfer library (mooncake or nixl) depends on your network and installation, not on capacity.",
    nodeRank:
      "An instance spanning several nodes runs this command once per node, with ranks 0, 1, …; the plan sizes the instance, not which node is which.",
    distInit:
      "The address of the instance's first node and a free port for its distributed start-up are placement choices.",
    requestRate: "The plan serves no requests (λ = 0), so it has no rate to test.",
    sustainableRate:
      "No load keeps every SLO at its target, so the plan has no sustainable rate to test: relax an SLO or add instances.",
    image:
      "Which container image (and release) runs the engine is an installation choice; the plan sizes the deployment, not its software.",
    namespace: "The Kubernetes namespace belongs to your cluster's layout, not to capacity.",
    hfTokenSecret:
      "The name of the Secret that holds your Hugging Face token is your cluster's to choose.",
    modelCacheSize:
      "The volume that caches the downloaded weights needs room for the checkpoint's files, whose size the plan does not know (it counts parameters, not files).",
  },
  notes: {
    vllmMultiNode:
      "Each instance spans {nodes} nodes ({gpus} GPUs); the sizes above are the instance's totals. vLLM starts such an instance over a Ray cluster or with one command per node: {docs}",
    vllmExpertParallelFixed:
      "The plan sets expert parallelism {expertParallel}, but vLLM spreads experts over TP · DP = {gpus} GPUs and takes no other degree.",
    vllmOverlapNeedsDpEp:
      "The plan overlaps communication with compute here, but vLLM's dual batch overlap (--enable-dbo) runs only with --data-parallel-size above 1 and --enable-expert-parallel, so the command leaves it out: {docs}",
    vllmPrefillSpecDecode:
      "Speculative decoding is set on decode only; a drafter with its own KV cache (MTP, EAGLE) may need the same --speculative-config here: check the speculative decoding docs.",
    vllmProxyScript:
      "The proxy is the script vLLM's NixlConnector guide runs, from a vLLM source checkout.",
    vllmRouterCap:
      "Router max concurrency: {requests} requests, the recommended cap ({inFlight} in the servers at {rate} req/s, plus headroom, and at least the {slots} decode slots the plan's capacity needs). The proxy has no such flag: enforce it in the gateway in front.",
    sglangMultiNode:
      "Each instance spans {nodes} nodes ({gpus} GPUs): run the command on each of them, node ranks 0 to {lastRank}.",
    sglangRouterCap:
      "Router max concurrency: {requests} requests, the recommended cap ({inFlight} in the servers at {rate} req/s, plus headroom, and at least the {slots} decode slots the plan's capacity needs).",
    routerCapNotPlan:
      "The plan's engine.router.maxConcurrency is {planCap}; these commands use the recommended {requests}: set the plan's to it on the Plan tab, or change the flag.",
    checkpointFormats:
      "The plan prices weights in {planned}, but {model} holds {holds}: serve a checkpoint in the plan's formats in its place (these commands quantize only BF16 weights to FP8 as they load them).",
    checkpointExpertFormats:
      "The plan prices weights in {planned} and routed experts in {plannedExperts}, but {model} holds {holds} and {heldExperts}: serve a checkpoint in the plan's formats in its place (these commands quantize only BF16 weights to FP8 as they load them).",
    kvCacheFormat:
      "The plan prices the KV cache in {format}, which no --kv-cache-dtype sets: the engine stores it in BF16 (or FP8 with --kv-cache-dtype), with more bytes a token than the plan counts.",
    trtllmCheckpointFormats:
      "The plan prices weights in {planned}, but {model} holds {holds}: serve a checkpoint in the plan's formats in its place (TensorRT-LLM quantizes no weights as it loads them).",
    trtllmCheckpointExpertFormats:
      "The plan prices weights in {planned} and routed experts in {plannedExperts}, but {model} holds {holds} and {heldExperts}: serve a checkpoint in the plan's formats in its place (TensorRT-LLM quantizes no weights as it loads them).",
    trtllmKvCacheFormat:
      "The plan prices the KV cache in {format}, which TensorRT-LLM takes only from a checkpoint quantized for it: it stores it in BF16 (or FP8 with kv_cache_config), with more bytes a token than the plan counts.",
  },
  phases: { prefill: "prefill", decode: "decode" },
};

const zh: ReasonText = {
  placeholders: {
    model:
      "方案没有选用带 Hugging Face 模型 ID 的模型预设（latency.model），要加载的权重需由你指定。",
    port: "端口取决于你的网络规划，容量规划不负责选择端口。",
    host: "第 i 个 {phase} 实例部署在哪台机器上，属于部署位置的选择，方案不做决定。",
    routerHost: "路由器监听的地址属于部署位置的选择，方案不做决定。",
    draftMethod:
      "方案只给出草稿 token 数 k，不指定草稿的生成方式（MTP 头、EAGLE、独立草稿模型或 n-gram）。",
    transferBackend: "KV 传输库（mooncake 或 nixl）取决于你的网络和软件安装情况，与容量无关。",
    nodeRank:
      "跨多个节点的实例需要在每个节点上各运行一次此命令，节点序号依次为 0、1、…；方案只决定实例的规模，不决定哪个节点对应哪个序号。",
    distInit: "实例首个节点的地址，以及分布式启动所用的空闲端口，都属于部署位置的选择。",
    requestRate: "方案不承载任何请求（λ = 0），因此没有可供测试的请求速率。",
    sustainableRate:
      "没有任何负载能让所有 SLO 达标，因此方案没有可供测试的可持续速率：请放宽某个 SLO 或增加实例。",
    image: "由哪个容器镜像（及版本）运行推理引擎属于安装选择；方案只确定部署规模，不决定软件。",
    namespace: "Kubernetes 命名空间取决于你的集群规划，与容量无关。",
    hfTokenSecret: "存放 Hugging Face 访问令牌的 Secret 名称由你的集群决定。",
    modelCacheSize:
      "缓存所下载权重的卷需要容纳检查点文件，而方案不知道这些文件的大小（它只计算参数量，不计算文件）。",
  },
  notes: {
    vllmMultiNode:
      "每个实例跨 {nodes} 个节点（{gpus} 块 GPU）；上面的并行规模都是整个实例的总数。vLLM 通过 Ray 集群、或在每个节点上各运行一条命令来启动这类实例：{docs}",
    vllmExpertParallelFixed:
      "方案设置的专家并行度为 {expertParallel}，但 vLLM 会把专家分布到 TP · DP = {gpus} 块 GPU 上，不支持设置其他并行度。",
    vllmOverlapNeedsDpEp:
      "方案在此阶段让通信与计算重叠，但 vLLM 的双批重叠（--enable-dbo）只在 --data-parallel-size 大于 1 且开启 --enable-expert-parallel 时可用，因此命令中未加入：{docs}",
    vllmPrefillSpecDecode:
      "投机解码只在 Decode 上开启；自带 KV cache 的草稿器（MTP、EAGLE）可能在这里也需要同样的 --speculative-config，请查阅投机解码文档。",
    vllmProxyScript: "该代理就是 vLLM 的 NixlConnector 指南所用的脚本，需在 vLLM 源码目录中运行。",
    vllmRouterCap:
      "路由器最大并发：{requests} 个请求，即推荐的上限（{rate} 请求/秒时服务端中的 {inFlight} 个请求，再加余量，且不少于方案容量所需的 {slots} 个 Decode 槽位）。该代理没有对应参数：请在其前面的网关中限制。",
    sglangMultiNode:
      "每个实例跨 {nodes} 个节点（{gpus} 块 GPU）：在每个节点上各运行一次此命令，节点序号为 0 到 {lastRank}。",
    sglangRouterCap:
      "路由器最大并发：{requests} 个请求，即推荐的上限（{rate} 请求/秒时服务端中的 {inFlight} 个请求，再加余量，且不少于方案容量所需的 {slots} 个 Decode 槽位）。",
    routerCapNotPlan:
      "方案的 engine.router.maxConcurrency 为 {planCap}；这些命令使用推荐值 {requests}：请在“方案”页把它设为该值，或修改此参数。",
    checkpointFormats:
      "方案按 {planned} 权重估算，但 {model} 的检查点是 {holds}：请改用与方案格式一致的检查点（这些命令只会在加载时把 BF16 权重量化为 FP8）。",
    checkpointExpertFormats:
      "方案按 {planned} 权重、{plannedExperts} 路由专家估算，但 {model} 的检查点是 {holds} 权重、{heldExperts} 路由专家：请改用与方案格式一致的检查点（这些命令只会在加载时把 BF16 权重量化为 FP8）。",
    kvCacheFormat:
      "方案按 {format} 估算 KV cache，但没有任何 --kv-cache-dtype 取值对应它：引擎会以 BF16（或用 --kv-cache-dtype 指定的 FP8）存储，每个 token 占用的字节比方案计算的多。",
    trtllmCheckpointFormats:
      "方案按 {planned} 权重估算，但 {model} 的检查点是 {holds}：请改用与方案格式一致的检查点（TensorRT-LLM 加载时不会量化任何权重）。",
    trtllmCheckpointExpertFormats:
      "方案按 {planned} 权重、{plannedExperts} 路由专家估算，但 {model} 的检查点是 {holds} 权重、{heldExperts} 路由专家：请改用与方案格式一致的检查点（TensorRT-LLM 加载时不会量化任何权重）。",
    trtllmKvCacheFormat:
      "方案按 {format} 估算 KV cache，但 TensorRT-LLM 只能从为此量化过的检查点中得到它：它会以 BF16（或用 kv_cache_config 指定的 FP8）存储，每个 token 占用的字节比方案计算的多。",
  },
  phases: { prefill: "Prefill", decode: "Decode" },
};

export const reasonTexts = { en, zh } as const;
