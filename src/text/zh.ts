import { accuracyZh } from "./accuracyZh.ts";
import type { Dictionary } from "./en.ts";
import { fieldsZh } from "./fieldsZh.ts";
import { latencyZh } from "./latencyZh.ts";

// Simplified Chinese. Every key is written out so the compiler proves nothing is missing.
// Terms follow the source article: 首字出字时延, 端到端总时延, 有效吞吐, 短板效应.
export const zh: Dictionary = {
  languageName: "简体中文",
  helpLabel: "{name}：{help}",
  app: {
    title: "xPyD Planner",
    tagline: "P/D 分离式 LLM 推理服务的容量规划",
    tabs: { plan: "规划", curves: "曲线", glossary: "术语表" },
    language: "语言",
    theme: { label: "主题", light: "浅色", dark: "深色", system: "跟随系统" },
    copyLink: "复制链接",
    copied: "链接已复制",
    replaced: "表单已换成另一个方案。",
    undo: "撤销",
    dismiss: "关闭",
    copyFailed: "复制失败：请选中地址栏手动复制",
    skipToResults: "跳到结果",
  },
  sections: {
    workload: "负载与 SLO",
    hardware: "硬件与成本",
    prefill: "Prefill 实例（P）",
    decode: "Decode 实例（D）",
    specDecode: "投机解码",
    limits: "引擎与 router 限制",
    allocation: "实例配比",
    rateMatching: "速率匹配",
    load: "流量：到达、长度、路由",
  },
  sectionHelp: {
    limits:
      "留空表示不限制。引擎限制按单个引擎计，再乘以每个实例的引擎数；router 上限由所有 Decode 实例分摊。",
    rateMatching: "系数 η 用于缩放每个实例的速率；取 1 即文章的模型。",
    specDecodeItl:
      "请填写开启投机解码时实测的 ITL：TPOT = ITL / α。如果 ITL 是普通解码下测得的，请在下方注明；一次投机步骤比一次普通解码步骤更耗时。",
  },
  fields: fieldsZh,
  choices: {
    itlMeasuredWith: { specDecode: "开启投机解码", plainDecode: "普通解码" },
    acceptanceInput: {
      label: "投机参数的填写方式",
      length: "接受长度 α",
      positions: "逐位置接受率 p",
    },
    mode: {
      ratio: "均衡配比",
      nodeBudget: "节点预算",
      targetQpm: "目标 QPM",
      fixed: "固定 x 和 y",
    },
    modeHelp: {
      ratio: "与均衡配比相差不超过 2% 的最小整数 x : y。",
      nodeBudget: "N 个节点以内能服务最多请求的 x、y；请求数相同时取节点更少的。",
      targetQpm: "能达到目标的 x、y 中节点最少的一组。",
      fixed: "直接使用你给出的 x 和 y。",
    },
    statistic: { mean: "均值", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
    arrival: { poisson: "泊松", gamma: "伽马", constant: "等间隔" },
    sizes: { mean: "平均值", distribution: "分布", empirical: "来自文件" },
    routing: { leastLoaded: "最少负载", roundRobin: "轮询" },
    flag: { on: "开", off: "关" },
    ratePreset: {
      label: "预设",
      article: "文章（1 / 1）",
      aiconfigurator: "AIConfigurator（0.9 / 0.92）",
    },
  },
  problems: {
    required: "必须填写",
    empty: "未填写：请输入数字",
    notANumber: "必须是数字",
    notWhole: "必须是整数",
    atLeast: "不能小于 {limit}",
    greaterThan: "必须大于 {limit}",
    atMost: "不能大于 {limit}",
    oneOf: "必须是 {values} 之一",
    unknownField: "不是方案中的字段",
    notObject: "必须是对象",
    acceptanceEitherOr: "接受长度和逐位置接受率只能填一个，不能同时填",
    acceptanceAtMostDraftsPlusOne: "不能超过 k + 1 = {maximum}（草稿 token 数加 1 个 bonus token）",
    acceptanceRequired: "有 {draftTokens} 个草稿 token 时必须填写",
    requiredWith: "填写了 Decode GPU 每小时价格时必须填写",
    wholeGpus:
      "必须对应整数块 GPU：乘以每节点 {gpusPerNode} 块 GPU 得到 {gpus}（8 卡节点的 0.25 即 2 块 GPU）",
    requiredForMode: "当前配比方式下必须填写",
    requiredForArrival: "伽马到达必须填写（到达间隔的变异系数）",
    requiredForSizes: "请求长度选“来自文件”时必须填写：请导入压测结果或 trace",
    sameLength: "请求数必须与输入长度列表相同（{expected}）",
    profileRequired: "至少需要一个实测的（批大小, 耗时）点",
    requiredForSource: "所选时延来源需要填写此项",
    layoutProduct: "必须等于张量并行 × 数据并行 × 流水线并行 = {product}",
    expertDivides: "必须能整除一个流水线阶段的 {gpus} 张 GPU（不用流水线并行时即整个实例）",
    consistency: "与模型的其他字段不一致",
    moreProblems: "另有 {count} 处问题",
    reservedId: "不能用作条目 id：每个 JavaScript 对象都有名为 {id} 的属性；请换一个名字",
    invalid: "取值无效",
  },
  violations: {
    sloMissed: "{at}，{metric} {statistic}为 {valueMs} ms，超出 {targetMs} ms 的 SLO {overMs} ms。",
    sloMissedAt: { anyLoad: "即使没有负载", targetLoad: "在目标 QPM 下" },
    sloAdvice: {
      ttft: "减小 Prefill 批大小或 t1，或放宽 TTFT SLO。",
      tpot: "减小 Decode 批大小或 ITL，提高接受长度，或放宽 TPOT SLO。",
      e2el: "降低 TTFT 或 TPOT，或放宽 E2EL SLO。",
    },
    batchLimited:
      "{field} 只能让每个 {side} 实例容纳 {requested} 个请求中的 {effective} 个：请把它调到至少 {needed}，或减小批大小。",
    batchBlocked:
      "{field} 让 {side} 实例一个请求都容纳不下：请把它调到至少 {needed}，或减小批大小。",
    budgetTooSmall:
      "{totalNodes} 个节点的预算不够一个 P 实例（{prefillNodes} 个节点）加一个 D 实例（{decodeNodes} 个节点），共需 {minimum} 个。",
    targetPrefillBlocked: "没有任何配比能达到 {targetQpm} QPM：Prefill 实例容纳不下任何请求。",
    targetDecodeBlocked: "没有任何配比能达到 {targetQpm} QPM：Decode 实例容纳不下任何序列。",
    targetRouterCapped:
      "没有任何配比能达到 {targetQpm} QPM：router 最大并发 {maxConcurrency} 把 Decode 限制在 {cappedQpm} QPM；请把它调到至少 {needed}。",
    targetUnsustained:
      "搜索过的配比都撑不住 {targetQpm} QPM：{prefillInstances} P + {decodeInstances} D 的队列在 {sustainableQpm} QPM 时就已占满。若设了 router 最大并发，瓶颈就在它：请调大它，或降低目标。",
    ratioUndefined: "不存在均衡配比：有一侧容纳不下任何请求。",
    latencyUnknownEntry: "{kind}「{id}」既不是预设，也不是本方案自定义的条目。",
    latencyLayout:
      "roofline 估算无法按这种方式划分这 {gpus} 张 GPU（一个实例的，或一个流水线阶段的）。",
    latencyStages:
      "实例的 {gpus} 张 GPU 不是流水线阶段数 × 引擎数（{pipelineParallel} × {dataParallel}）的整数倍：每个阶段的每个引擎须分到相同的整数张 GPU。",
    latencyStagesOverLayers:
      "{pipelineParallel} 个流水线阶段多于模型的 {layers} 层：有的阶段一层也分不到。",
    latencyProfile: "{phase} 的实测曲线无法读取，改用填写的常数。",
    weightsDoNotFit:
      "模型权重（每卡 {weightGiBPerGpu} GiB）放下后已没有 KV cache 的空间：请把 Decode 实例扩到更多 GPU，或降低权重精度。",
    kvCacheFull:
      "Decode 实例的 KV cache 在平均上下文下只能容纳 {effective} 个序列，少于设定的 {requested} 个：请减小 Decode 批大小，或给实例更多 GPU。",
    tooManyInstances:
      "{targetQpm} QPM 需要 {prefillInstances} 个 Prefill 实例和 {decodeInstances} 个 Decode 实例，超出上限 {limit}：请降低目标。",
    tooManyNodes:
      "{prefillInstances} 个 Prefill 实例和 {decodeInstances} 个 Decode 实例共需 {nodes} 个节点，超出一个方案可用的上限 {limit}（DeepSeek 整个推理集群峰值的 36 倍）。",
    sides: { prefill: "Prefill", decode: "Decode" },
    metrics: { ttft: "TTFT", tpot: "TPOT", e2el: "E2EL" },
  },
  warnings: {
    plainItlStepCost:
      "ITL 来自普通解码，且假设一次投机步骤与一次普通步骤耗时相同。一次 k + 1 个 token 的验证步骤更耗时，因此 TPOT = ITL / α 会高估收益：请填写实测的步骤开销。",
    routerBinds:
      "router 最大并发 {maxConcurrency} 低于可持续负载下在途的 {needed} 个请求（含余量）：请求会在 router 排队，TTFT 随之变大。请把它调到 {needed}。",
    routerCutsCapacity:
      "router 最大并发 {maxConcurrency} 低于方案容量所需的 {slots} 个 Decode 槽位：每个 Decode 实例最多只能容纳 {perInstance} 个序列，容量随之下降，请求会在 router 排队。请把它调到 {needed}。",
    routerAboveSlots:
      "router 最大并发 {maxConcurrency} 超过了各实例能同时服务的 {decodeSlots} 个请求，因此从不拦住请求：过载时请求改在实例内部排队。请把它设为建议的上限。",
    measuredWorkload:
      "{file} 实测的请求为 {inputTokens} 个输入 token、{outputTokens} 个输出 token；本方案为 {planInputTokens} 和 {planOutputTokens}。从中取得的延迟未必适用：请按方案的长度实测。",
  },
  status: {
    stale: "部分输入无效；结果显示的是上一个有效方案。",
    feasible: "可行：所有 SLO 和限制都满足。",
    infeasible: "按当前输入不可行。需要调整：",
    warnings: "值得注意",
  },
  link: {
    notPlanLink: "此链接不包含方案，已显示默认方案。",
    futureVersion:
      "此链接由更新版本的规划器生成（链接版本 {version}），当前版本只能读取版本 1 和 2。已显示默认方案。",
    damaged: "此链接已损坏：可能被截断或改动过。已显示默认方案。",
    invalidPlan: "此链接中的方案无效（{problems}）。已显示默认方案。",
    dismiss: "关闭",
    restoreAutosave: "改为打开我上次的方案",
  },
  results: {
    heading: "结果",
    summary: {
      label: "方案摘要",
      perNode: "每节点 {qpm} QPM",
      feasible: "✓ 可行",
      infeasible: "✗ 不可行",
      stale: "已过期：显示上一个有效方案",
      toResults: "查看结果 ↓",
    },
    allocation: "实例配比",
    instances: "{x} P + {y} D",
    nodes: "个实例 · {nodes} 个节点 · {gpus} 张 GPU",
    ratio: "均衡配比 x : y",
    exactPair: "恰好 {x} : {y}",
    nearestPair: "2% 以内最接近的整数比：{x} : {y}",
    throughput: "吞吐",
    qpm: "QPM",
    qpmPerNode: "单节点 QPM",
    qpmPerGpu: "单卡 QPM",
    rps: "每秒请求数 λ",
    inputTps: "输入 tokens/s",
    outputTps: "输出 tokens/s",
    inputPerPrefillNode: "每个 P 节点的输入 tokens/s",
    outputPerDecodeNode: "每个 D 节点的输出 tokens/s",
    outputPerGpu: "单卡输出 tokens/s（P + D）",
    totalPerGpu: "单卡 tokens/s（输入 + 输出，P + D）",
    perUser: "单用户 tokens/s",
    rates: "单实例速率",
    prefillRate: "r_p，单个 P 实例",
    decodeRate: "r_d，单个 D 实例",
    prefillLoops: "p_loop，一个请求解码期间的 prefill 轮数",
    concurrency: "并发",
    concurrencyArticle: "解码中的请求数（文章口径）",
    concurrencyArticleMeaning:
      "λ · l_o · t2：同时处于解码阶段的请求数。Prefill 为瓶颈时即文章的 C = p_loop · b_p · x，文章按此设置 router。",
    concurrencyDecodeSlots: "Decode 槽位",
    concurrencyDecodeSlotsMeaning:
      "y · b_d：Decode 侧能同时容纳的序列数（AIConfigurator 报告的口径）。",
    concurrencyLittle: "在途请求数（Little 定律）",
    concurrencyLittleMeaning:
      "λ · (t1 + (l_o − 1) · t2)：从到达到收到最后一个 token 之间的全部请求。",
    utilization: "利用率",
    prefillSide: "Prefill 侧",
    decodeSide: "Decode 侧",
    bottleneck: {
      prefill: "瓶颈在 Prefill",
      decode: "瓶颈在 Decode",
      balanced: "均衡：两侧都已满载",
      none: "没有请求能流过：请看上方需要修改的地方",
    },
    latency: "时延",
    ttft: "TTFT",
    itl: "ITL",
    tpot: "TPOT t2",
    e2el: "E2EL",
    acceptance: "接受长度 α",
    limits: "生效的限制",
    prefillBatch: "Prefill 批大小",
    decodeBatch: "Decode 批大小",
    batchOf: "{effective}（设定 {requested}）",
    boundBy: "受 {limit} 限制",
    notLimited: "没有限制生效",
    slo: "SLO 检查",
    noSlo: "未设置 SLO。",
    sloNotJudged: "不作判断：方案不承载任何请求（见上方的问题）。",
    met: "达标",
    missed: "未达标",
    margin: "余量 {margin}",
    cost: "成本",
    perHour: "每小时",
    perMillionOutput: "每百万输出 token",
    perMillionInput: "每百万输入 token",
    noTokens: "没有 token 产出",
    noPrice: "填写 GPU 每小时价格即可查看成本。",
    how: "这是怎么算出来的？",
    formula: "公式",
    withNumbers: "代入本方案的数值",
  },
  latency: latencyZh,
  accuracy: accuracyZh,
};
