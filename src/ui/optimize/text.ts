import type {
  AggregatedAssumption,
  ChangedField,
  LimitName,
  PlanResult,
  WhyAhead,
} from "../../model/index.ts";
import { optimizeNoteWords } from "../../text/index.ts";
import { useI18n } from "../i18n/i18n.tsx";

// The optimizer view's strings (the tab's label is in tabText.ts); zh mirrors en key for key.

const en = {
  ...optimizeNoteWords.en,
  heading: "Best configurations",
  intro:
    "Searches decode and prefill batches, instance layouts (with a roofline source), draft tokens and x, y for the most sustainable QPM per node (the load at which every SLO still holds once requests queue, by the analytic estimate) within every limit, or for a target QPM the fewest nodes; then simulates the best to check.",
  objective: {
    qpmPerNode: "Goal: most sustainable QPM per node within {totalNodes} nodes.",
    fewestNodes: "Goal: fewest nodes for {targetQpm} QPM.",
  },
  searching: "Searching…",
  searched:
    "Searched {candidates} candidates ({scored} pairs scored exactly and {solved} solved for their sustainable load, the rest ruled out by a bound) in {ms} ms.",
  current:
    "Current plan: {sustainable} sustainable QPM per node ({qpmPerNode} at capacity) on {nodes} nodes.",
  currentInfeasible: "Current plan: misses an SLO or a limit.",
  gain: "Best found: {percent}% more sustainable QPM per node.",
  gainNodes: "Best found: {nodes} nodes instead of {currentNodes}.",
  listHeading: "Top configurations",
  rankTitle: "#{rank}: {qpmPerNode} sustainable QPM per node",
  rankTitleNodes: "#{rank}: {nodes} nodes",
  shape:
    "{x} P + {y} D on {nodes} nodes: {sustained} QPM sustained, {share}% of its {qpm} QPM capacity",
  changesHeading: "Changes to the plan",
  noChanges: "None: the plan as it is.",
  changeLine: "{field}: {from} → {to}",
  notSet: "not set",
  allGpus: "all GPUs",
  latency: "Latency vs SLO at the sustainable load (estimate)",
  sloLine: "{value} ms of {target} ms ({margin}% headroom)",
  sloMissing: "{value} ms (no SLO)",
  binds: "What binds",
  bottleneck: {
    prefill: "Prefill is the bottleneck",
    decode: "Decode is the bottleneck",
    balanced: "Prefill and decode are balanced",
    none: "Nothing is served",
  } satisfies Record<PlanResult["bottleneck"], string>,
  limitsAt: "{side} batch held by {limits}",
  tightest: "tightest SLO: {slo}",
  why: "Why it ranks here",
  lastRanked: "The last configuration shown.",
  apply: "Apply",
  applyLabel: "Apply configuration #{rank} to the plan",
  none: "No configuration to show.",
  aggregatedHeading: "Aggregated vs disaggregated",
  assumptionsSummary: "How aggregated serving is modelled",
  assumptions: {
    decodeInstances:
      "The fleet is made of the winner's decode instances (its GPU, nodes, engines and KV cache), each serving both phases.",
    mixedSteps:
      "Every step runs the decode batch plus a chunk of prompt tokens (chunked prefill), within the decode engine's token budget.",
    promptCost:
      "A prompt token costs the GPU time the winner's prefill side spends on it, spread over the instance's GPUs; where the engines share their experts (attention data parallel), each step waits for the engine holding the most prompt tokens, and only the experts' share is spread. Without CUDA graphs, prompt work first fills the time a decode step waits for its kernel launches.",
    ttftChunks:
      "TTFT is the prompt's own prefill work (on its own engine where the engines share their experts) plus one decode step per chunk it rides in; no queueing and no KV transfer.",
    notModelled:
      "Interference between the phases, per-phase parallelism and rate-matching losses are not modelled; QPM per node is per instance, without whole-instance steps.",
  } satisfies Record<AggregatedAssumption, string>,
  notesHeading: "Notes",
  sides: { prefill: "Prefill", decode: "Decode" },
  limits: {
    batchSize: "the batch size",
    maxNumSeqs: "max_num_seqs",
    maxNumBatchedTokens: "max_num_batched_tokens",
    kvCache: "the KV cache",
    routerMaxConcurrency: "the router's max concurrency",
  } satisfies Record<LimitName, string>,
  slos: { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" },
  fields: {
    "prefill.nodesPerInstance": "Nodes per P instance",
    "prefill.dataParallel": "Engines per P instance",
    "latency.prefill.expertParallel": "P expert parallelism",
    "latency.prefill.pipelineParallel": "P pipeline stages",
    "prefill.batchSize": "Prefill batch b_p",
    "decode.nodesPerInstance": "Nodes per D instance",
    "decode.dataParallel": "Engines per D instance",
    "latency.decode.expertParallel": "D expert parallelism",
    "latency.decode.pipelineParallel": "D pipeline stages",
    "decode.batchSize": "Decode batch b_d",
    "specDecode.draftTokens": "Draft tokens k",
    "specDecode.acceptanceLength": "Acceptance length α",
    "specDecode.perPositionAcceptance": "Per-position acceptance p",
    "allocation.mode": "Allocation",
    "allocation.totalNodes": "Node budget N",
  } satisfies Record<ChangedField, string>,
  whyScore: {
    qpmPerNode: "{value} vs {next} sustainable QPM per node",
    fewestNodes: "{value} vs {next} nodes",
  },
  whyLead: "{percent}% better",
  whyLeadTiny: "less than 0.1% better",
  whyTie: "a tie",
  whyWith: "{score} ({lead}) with {differences}: {reason}.",
  whySame: "the same settings",
  whyDifference: "{field} {to} instead of {from}",
  whyReasons: {
    decode: "its decode side needs {percent}% less node time per request",
    prefill: "its prefill side needs {percent}% less node time per request",
    allocation: "its x and y fit the nodes better",
    sustainedShare: "it sustains {percent}% of its capacity within the SLOs, against {next}%",
    fewerNodes: "it ranks ahead for using fewer nodes",
    moreHeadroom: "it ranks ahead for more headroom on its tightest SLO",
    fewerChanges: "it ranks ahead for changing fewer fields of the plan",
    order: "it ranks ahead by the search's fixed order",
  } satisfies Record<WhyAhead["driver"], string>,
  listSeparator: ", ",
  clauseSeparator: "; ",
};

type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends object ? Shape<T[K]> : T[K];
};

export type OptimizeText = Shape<typeof en>;

const zh: OptimizeText = {
  ...optimizeNoteWords.zh,
  heading: "最佳配置",
  intro:
    "在所有限制之内，搜索 decode 与 prefill 的批大小、实例布局（roofline 来源时）、草稿 token 数以及 x、y，使每节点可持续 QPM（按解析估算，请求排队后仍满足所有 SLO 的负载）最高；若设定目标 QPM，则使节点数最少；随后仿真排名靠前的配置加以验证。",
  objective: {
    qpmPerNode: "目标：在 {totalNodes} 个节点内使每节点可持续 QPM 最高。",
    fewestNodes: "目标：以最少节点达到 {targetQpm} QPM。",
  },
  searching: "正在搜索…",
  searched:
    "共搜索 {candidates} 个候选（其中 {scored} 个组合经精确评分，{solved} 个求解了可持续负载，其余由上界排除），用时 {ms} 毫秒。",
  current: "当前方案：每节点可持续 {sustainable} QPM（满载容量 {qpmPerNode}），共 {nodes} 个节点。",
  currentInfeasible: "当前方案：未满足某项 SLO 或限制。",
  gain: "找到的最佳方案：每节点可持续 QPM 提高 {percent}%。",
  gainNodes: "找到的最佳方案：{nodes} 个节点（当前 {currentNodes} 个）。",
  listHeading: "排名靠前的配置",
  rankTitle: "第 {rank} 名：每节点可持续 {qpmPerNode} QPM",
  rankTitleNodes: "第 {rank} 名：{nodes} 个节点",
  shape:
    "{x} 个 P + {y} 个 D，{nodes} 个节点：可持续 {sustained} QPM，为容量 {qpm} QPM 的 {share}%",
  changesHeading: "对方案的改动",
  noChanges: "无：即当前方案。",
  changeLine: "{field}：{from} → {to}",
  notSet: "未设置",
  allGpus: "全部 GPU",
  latency: "可持续负载下的延迟与 SLO（估算）",
  sloLine: "{value} 毫秒，SLO {target} 毫秒（余量 {margin}%）",
  sloMissing: "{value} 毫秒（未设 SLO）",
  binds: "约束所在",
  bottleneck: {
    prefill: "瓶颈在 prefill",
    decode: "瓶颈在 decode",
    balanced: "prefill 与 decode 均衡",
    none: "无法提供服务",
  },
  limitsAt: "{side} 批大小受 {limits} 限制",
  tightest: "最紧的 SLO：{slo}",
  why: "排名理由",
  lastRanked: "这是列出的最后一个配置。",
  apply: "应用",
  applyLabel: "将第 {rank} 名配置应用到方案",
  none: "没有可显示的配置。",
  aggregatedHeading: "聚合式与分离式对比",
  assumptionsSummary: "聚合式服务的建模方式",
  assumptions: {
    decodeInstances:
      "集群由最佳配置的 decode 实例组成（相同的 GPU、节点、引擎与 KV 缓存），每个实例同时承担两个阶段。",
    mixedSteps:
      "每一步运行 decode 批次并附带一段 prompt token（分块 prefill），总量不超过 decode 引擎的 token 预算。",
    promptCost:
      "每个 prompt token 的 GPU 时间与最佳配置的 prefill 侧相同，并分摊到实例的所有 GPU 上；若各引擎共享专家（attention 数据并行），每一步都要等待 prompt token 最多的那个引擎，只有专家部分的耗时被分摊。不使用 CUDA Graph 时，prompt 计算先填满 decode 步等待内核启动的空闲时间。",
    ttftChunks:
      "TTFT 等于该 prompt 自身的 prefill 计算（各引擎共享专家时，在它自己的引擎上完成）加上它所跨越的每个分块各一个 decode 步；不计排队，也没有 KV 传输。",
    notModelled:
      "未建模两个阶段之间的干扰、各阶段各自的并行方式以及速率匹配损失；每节点 QPM 按单个实例计算，不考虑整实例取整。",
  },
  notesHeading: "说明",
  sides: { prefill: "Prefill", decode: "Decode" },
  limits: {
    batchSize: "批大小",
    maxNumSeqs: "max_num_seqs",
    maxNumBatchedTokens: "max_num_batched_tokens",
    kvCache: "KV 缓存",
    routerMaxConcurrency: "路由器最大并发",
  },
  slos: { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" },
  fields: {
    "prefill.nodesPerInstance": "每个 P 实例的节点数",
    "prefill.dataParallel": "每个 P 实例的引擎数",
    "latency.prefill.expertParallel": "P 专家并行度",
    "latency.prefill.pipelineParallel": "P 流水线阶段数",
    "prefill.batchSize": "Prefill 批大小 b_p",
    "decode.nodesPerInstance": "每个 D 实例的节点数",
    "decode.dataParallel": "每个 D 实例的引擎数",
    "latency.decode.expertParallel": "D 专家并行度",
    "latency.decode.pipelineParallel": "D 流水线阶段数",
    "decode.batchSize": "Decode 批大小 b_d",
    "specDecode.draftTokens": "草稿 token 数 k",
    "specDecode.acceptanceLength": "平均接受长度 α",
    "specDecode.perPositionAcceptance": "逐位置接受率 p",
    "allocation.mode": "分配方式",
    "allocation.totalNodes": "节点预算 N",
  },
  whyScore: {
    qpmPerNode: "每节点可持续 {value} QPM，下一名 {next}",
    fewestNodes: "{value} 个节点，下一名 {next} 个",
  },
  whyLead: "高出 {percent}%",
  whyLeadTiny: "高出不到 0.1%",
  whyTie: "持平",
  whyWith: "{score}（{lead}），区别在于 {differences}：{reason}。",
  whySame: "设置相同",
  whyDifference: "{field} 为 {to}（下一名为 {from}）",
  whyReasons: {
    decode: "其 decode 侧每个请求所需的节点时间少 {percent}%",
    prefill: "其 prefill 侧每个请求所需的节点时间少 {percent}%",
    allocation: "其 x 与 y 更贴合节点数",
    sustainedShare: "在满足 SLO 的前提下可持续其容量的 {percent}%，下一名为 {next}%",
    fewerNodes: "因使用的节点更少而排名靠前",
    moreHeadroom: "因最紧的 SLO 余量更大而排名靠前",
    fewerChanges: "因对方案改动的字段更少而排名靠前",
    order: "按搜索的固定顺序排名靠前",
  },
  listSeparator: "，",
  clauseSeparator: "；",
};

export const optimizeTexts = { en, zh } as const;

/** This view's strings in the app's current language. */
export const useOptimizeText = (): (() => OptimizeText) => {
  const { language } = useI18n();
  return () => optimizeTexts[language()];
};
