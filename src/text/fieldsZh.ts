import type { Dictionary } from "./en.ts";

// Simplified Chinese labels, units and help for every plan field (the `fields` group of zh.ts).
export const fieldsZh: Dictionary["fields"] = {
  "hardware.gpusPerNode": {
    label: "每节点 GPU 数",
    unit: "GPU",
    help: "单个节点的 GPU 数（G）；每个实例都占用整数个节点。",
  },
  "hardware.gpuHourlyCostUsd": {
    label: "GPU 每小时价格",
    unit: "$/GPU·h",
    help: "可选：单张 GPU 每小时的费用，用于计算每小时成本和每百万 token 成本。填写了 D 的 GPU 每小时价格时，这里只用于 Prefill 的 GPU。",
  },
  "hardware.decodeGpuHourlyCostUsd": {
    label: "D 的 GPU 每小时价格",
    unit: "$/GPU·h",
    help: "可选：Decode 使用与 Prefill 不同的 GPU 时，每块 Decode GPU 每小时的价格。留空则与上面的 GPU 每小时价格相同；填写后上面的价格只用于 Prefill。",
  },

  "workload.inputTokens": {
    label: "输入 token 数",
    unit: "tokens",
    help: "单个请求的平均 prompt 长度 l_i。",
  },
  "workload.outputTokens": {
    label: "输出 token 数",
    unit: "tokens",
    help: "单个请求的平均生成长度 l_o。",
  },
  "workload.prefixCacheHitRate": {
    label: "前缀缓存命中",
    unit: "%",
    help: "可选：KV 已在缓存中的 prompt token 占比（即 vLLM 的前缀缓存命中率）。Roofline 只计算每个 prompt 其余的部分（至少最后一个 token）；Decode 仍按完整上下文计算注意力。实测的 t1 已经包含命中的效果。",
  },
  "prefill.nodesPerInstance": {
    label: "每个 P 实例的节点数",
    unit: "节点",
    help: "一个 Prefill 实例占用的节点数（n_p）；只占节点一部分时填小数：8 卡节点的 0.25 即 2 块 GPU。",
  },
  "prefill.batchSize": {
    label: "Prefill 批大小 b_p",
    unit: "请求",
    help: "一个 Prefill 实例在一批中同时处理的请求数。",
  },
  "prefill.batchTimeMs": {
    label: "Prefill 批耗时 t1",
    unit: "ms",
    help: "完成一批 b_p 个请求的 prefill 所需时间；不计排队时约等于 TTFT。",
  },
  "prefill.dataParallel": {
    label: "每个 P 实例的引擎数",
    unit: "引擎",
    help: "一个实例内数据并行的引擎（调度器）数；引擎限制按此倍数放大。",
  },
  "decode.nodesPerInstance": {
    label: "每个 D 实例的节点数",
    unit: "节点",
    help: "一个 Decode 实例占用的节点数（n_d）；只占节点一部分时填小数：8 卡节点的 0.25 即 2 块 GPU。",
  },
  "decode.batchSize": {
    label: "Decode 批大小 b_d",
    unit: "序列",
    help: "在该 ITL 下，一个 Decode 实例同时解码的序列数。",
  },
  "decode.itlMs": {
    label: "ITL",
    unit: "ms",
    help: "相邻 token 间隔：批大小为 b_d 时，相邻两个流式数据块之间的时间。",
  },
  "decode.itlMeasuredWith": {
    label: "ITL 测量条件",
    unit: "",
    help: "上面的 ITL 是在开启投机解码时测得，还是在普通解码下测得。",
  },
  "decode.dataParallel": {
    label: "每个 D 实例的引擎数",
    unit: "引擎",
    help: "一个实例内数据并行的引擎数（DeepSeek 的 Decode 实例为 144）；引擎限制按此倍数放大。",
  },
  "specDecode.draftTokens": {
    label: "草稿 token 数 k",
    unit: "tokens",
    help: "每个验证步骤中草稿提出的 token 数；设为 0 即关闭投机解码。",
  },
  "specDecode.acceptanceLength": {
    label: "接受长度 α",
    unit: "tokens/步",
    help: "每个验证步骤平均产出的 token 数，范围为 1 到 k + 1（vLLM：1 + accepted / drafts）。",
  },
  "specDecode.perPositionAcceptance": {
    label: "逐位置接受率 p",
    unit: "",
    help: "每个草稿位置被接受的概率；α = (1 − p^(k+1)) / (1 − p)。",
  },
  "specDecode.stepCostRatio": {
    label: "投机步骤开销",
    unit: "× 普通步",
    help: "一次投机步骤（草稿 + 验证）相当于多少次普通解码步骤的耗时；与普通解码下测得的 ITL 搭配使用。",
  },
  "engine.prefill.maxNumSeqs": {
    label: "P max_num_seqs",
    unit: "序列",
    help: "单个 Prefill 引擎每步最多调度的序列数。",
  },
  "engine.prefill.maxNumBatchedTokens": {
    label: "P max_num_batched_tokens",
    unit: "tokens",
    help: "单个 Prefill 引擎每步最多处理的 token 数；一个 prompt 按其全部长度计。",
  },
  "engine.decode.maxNumSeqs": {
    label: "D max_num_seqs",
    unit: "序列",
    help: "单个 Decode 引擎每步最多调度的序列数。",
  },
  "engine.decode.maxNumBatchedTokens": {
    label: "D max_num_batched_tokens",
    unit: "tokens",
    help: "单个 Decode 引擎每步最多处理的 token 数；每个序列按 k + 1 计。",
  },
  "engine.prefill.chunkedPrefill": {
    label: "分块 prefill",
    unit: "",
    help: "即 vLLM 的 --enable-chunked-prefill：超过 P max_num_batched_tokens 的 prompt 分多步处理，token 预算不再限制哪些 prompt 能运行。",
  },
  "engine.router.maxConcurrency": {
    label: "router 最大并发",
    unit: "请求",
    help: "router 同时放行给服务端的最大请求数，由所有 Decode 实例分摊。",
  },
  "slo.ttftMs": {
    label: "TTFT SLO",
    unit: "ms",
    help: "首字出字时延的目标，按右侧的统计量计，在可持续负载下计入排队后检查。留空表示不设目标。",
  },
  "slo.ttftStatistic": {
    label: "TTFT 统计量",
    unit: "",
    help: "TTFT 目标约束的是请求的哪个统计量：均值，或某个分位数（P99：99% 的请求不超过它）。",
  },
  "slo.tpotMs": {
    label: "TPOT SLO",
    unit: "ms",
    help: "首个 token 之后每个输出 token 耗时的目标，按右侧的统计量计。留空表示不设目标。",
  },
  "slo.tpotStatistic": {
    label: "TPOT 统计量",
    unit: "",
    help: "TPOT 目标约束的是请求的哪个统计量：均值，或某个分位数。",
  },
  "slo.e2elMs": {
    label: "E2EL SLO",
    unit: "ms",
    help: "端到端总时延（从到达到最后一个 token）的目标，按右侧的统计量计。留空表示不设目标。",
  },
  "slo.e2elStatistic": {
    label: "E2EL 统计量",
    unit: "",
    help: "E2EL 目标约束的是请求的哪个统计量：均值，或某个分位数。",
  },
  "slo.attainment": {
    label: "SLO 达成率",
    unit: "%",
    help: "必须同时满足全部 SLO 的请求占比（DistServe 的 SLO attainment），例如 99。留空表示不设目标。",
  },
  "load.arrival": {
    label: "到达过程",
    unit: "",
    help: "请求如何到达：泊松（相互独立、随机到达）、间隔服从 gamma 分布（给定变异系数），或等间隔到达。",
  },
  "load.arrivalCv": {
    label: "到达间隔变异系数",
    unit: "",
    help: "相邻请求到达间隔的变异系数：1 即泊松，大于 1 更突发，小于 1 更均匀。",
  },
  "load.sizes": {
    label: "请求长度",
    unit: "",
    help: "所有请求都取平均输入、输出 token 数；或围绕平均值的对数正态分布；或导入的压测结果、trace 中的实际长度。",
  },
  "load.inputCv": {
    label: "输入变异系数",
    unit: "",
    help: "prompt token 数围绕平均输入 token 数的变异系数；留空或取 0 表示所有 prompt 一样长。",
  },
  "load.outputCv": {
    label: "输出变异系数",
    unit: "",
    help: "输出 token 数围绕平均输出 token 数的变异系数；留空或取 0 表示所有输出一样长。",
  },
  "load.routing": {
    label: "路由策略",
    unit: "",
    help: "router 如何选择 P 实例和 D 实例：选未完成请求最少的那个，或依次轮流。",
  },
  "rateMatching.prefill": {
    label: "Prefill 系数 η_p",
    unit: "",
    help: "乘到每个 Prefill 实例的速率上（AIConfigurator 取 0.9，计入流水线气泡）。",
  },
  "rateMatching.decode": {
    label: "Decode 系数 η_d",
    unit: "",
    help: "乘到每个 Decode 实例的速率上（AIConfigurator 取 0.92，计入未填满的批次槽位）。",
  },
  "allocation.mode": {
    label: "配比方式",
    unit: "",
    help: "如何确定 x 和 y。",
  },
  "allocation.totalNodes": {
    label: "节点预算 N",
    unit: "节点",
    help: "最多使用的节点数；规划器在此范围内使吞吐最大。",
  },
  "allocation.targetQpm": {
    label: "目标 QPM",
    unit: "请求/分钟",
    help: "要用最少的节点达到的每分钟请求数。",
  },
  "allocation.prefillInstances": {
    label: "Prefill 实例数 x",
    unit: "",
    help: "Prefill 实例的数量。",
  },
  "allocation.decodeInstances": {
    label: "Decode 实例数 y",
    unit: "",
    help: "Decode 实例的数量。",
  },
};
