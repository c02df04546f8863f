import { simulatedTexts } from "./simulatedText.ts";
import type { CurvesText } from "./text.ts";

// textEn.ts in Chinese, key for key.

export const curvesZh: CurvesText = {
  intro:
    "方案如何在延迟与吞吐之间取舍。悬停在点上可看完整的运行点；每张图都可导出图片（PNG）和数据（CSV）。",
  thisPlan: "当前方案",
  exportPng: "PNG",
  exportCsv: "CSV",
  legendMarks:
    "空心点表示未满足某项 SLO；实心方块为实测曲线的测量点；虚线为 SLO；阴影区间表示该负载下队列无限增长。",
  controls: {
    heading: "沿曲线移动当前方案",
    decodeBatch: "Decode 批大小 b_d",
    prefillBatch: "Prefill 批大小 b_p",
  },
  charts: {
    decode: {
      title: "Decode：吞吐与 TPOT",
      x: "TPOT（毫秒）",
      y: "每张 decode 卡的输出 tokens/s",
      explain:
        "每个点是一个 decode 批大小 b_d，从 1 到 KV 缓存上限（未知时为方案批大小的两倍），且不超过引擎限制：批越大，每卡 tokens/s 越高，TPOT 也越长。",
      flat: "decode 步长是手动输入的常数，TPOT 不会随批大小变化，所以曲线是一条竖线。为 decode 选择实测曲线或 roofline 估算，才能看到真实的取舍。",
    },
    prefill: {
      title: "Prefill：吞吐与 t1",
      x: "t1，prefill 批耗时（毫秒）",
      y: "每张 prefill 卡的输入 tokens/s",
      explain:
        "每个点是一个 prefill 批大小 b_p，最多到方案批大小的两倍，且不超过引擎限制：批越大，每卡输入 tokens/s 越高，t1 也越长。虚线是 TTFT（t1 + KV 传输）恰好满足 SLO 时的 t1。",
      flat: "t1 是手动输入的常数，不会随批大小变化，所以曲线是一条竖线。为 prefill 选择实测曲线或 roofline 估算，才能看到真实的取舍。",
    },
    pareto: {
      title: "帕累托前沿：每卡 tokens/s 与每用户 tokens/s",
      x: "每用户 tokens/s（1 / TPOT）",
      y: "每卡输出 tokens/s",
      explain:
        "在每个单用户速度下每卡能达到的最高输出，遍历 decode 批大小（decode 步长由 roofline 估算时也遍历草稿 token 数）；只保留两个坐标上都不被超越的点。分离式按均衡配比计算整个 xPyD 集群，P 卡与 D 卡一起算。",
      aggregated:
        "聚合式：P 与 D 共用每张卡；每个引擎步运行 decode 批，再加上一段 prompt token（不超过 maxNumBatchedTokens），每个 prompt token 的 GPU 耗时与 prefill 侧相同（各引擎共享专家时，每一步都要等 prompt token 最多的引擎）。同一批大小下两者每卡做的工作相同，因此聚合式以更长的 TPOT 为代价，引擎相互等待时更长；未建模相互干扰和按阶段选择的并行方式。",
      flat: "decode 步长是手动输入的常数，因此分离式只有一个点；为 decode 选择实测曲线或 roofline 估算，才能看到它的前沿。",
      series: {
        disaggregated: "分离式（xPyD）",
        aggregated: "聚合式（分块 prefill）",
      },
    },
    ttftVsRate: {
      title: "TTFT 与请求速率：排队拐点",
      x: "到达请求速率（请求/秒）",
      y: "{statistic} TTFT（毫秒，对数坐标）",
      explain:
        "请求到达越快，按 SLO 统计量（未设时为平均值）计的 TTFT = 排队等待 + t1 + KV 传输，从低负载一直到集群容量；数值来自同样决定可持续负载的解析估算。阴影区间内估算的队列无法排空；菱形为方案在可持续负载下的位置。",
    },
    nodesForTarget: {
      title: "目标 QPM 所需节点数",
      x: "目标 QPM（请求/分钟）",
      y: "节点数",
      explain:
        "在方案现有实例规格下，按目标 QPM 分配时每个目标所需的节点数，计入排队后所有 SLO 在目标负载下仍达标。菱形是方案在其可持续负载下的位置。",
    },
    ...simulatedTexts.zh.charts,
  },
  series: {
    decode: "Decode 批大小扫描",
    prefill: "Prefill 批大小扫描",
    ttft: "负载下的 TTFT",
    nodes: "所需节点数",
    ...simulatedTexts.zh.series,
  },
  guides: {
    tpotMs: "TPOT SLO {value} 毫秒",
    ttftMs: "TTFT SLO {value} 毫秒",
    ttftMsLessTransfer: "TTFT SLO {value} 毫秒 − KV 传输",
    ...simulatedTexts.zh.guides,
  },
  detail: {
    decodeBatch: "Decode 批大小 b_d",
    prefillBatch: "Prefill 批大小 b_p",
    draftTokens: "草稿 token 数 k",
    acceptanceLength: "接受长度 α",
    itlMs: "ITL（毫秒）",
    tpotMs: "TPOT（毫秒）",
    ttftMs: "TTFT（毫秒）",
    e2elMs: "E2EL（毫秒）",
    prefillBatchTimeMs: "t1（毫秒）",
    kvTransferMs: "KV 传输（毫秒）",
    queueWaitMs: "排队等待（毫秒）",
    stepMs: "引擎步耗时（毫秒）",
    prefillTokensPerStep: "每步 prompt token 数",
    tokensPerSecondPerUser: "每用户 tokens/s",
    outputTokensPerSecondPerGpu: "每卡输出 tokens/s（P + D）",
    balancedOutputTokensPerSecondPerGpu: "均衡配比下每卡 tokens/s",
    decodeOutputTokensPerSecondPerGpu: "每张 decode 卡输出 tokens/s",
    inputTokensPerSecondPerGpu: "每张 prefill 卡输入 tokens/s",
    decodeRequestsPerSecond: "单个 decode 实例 r_d（请求/秒）",
    prefillRequestsPerSecond: "单个 prefill 实例 r_p（请求/秒）",
    requestsPerSecond: "请求速率（请求/秒）",
    prefillUtilization: "Prefill 利用率",
    prefillInstances: "Prefill 实例数 x",
    decodeInstances: "Decode 实例数 y",
    prefillPerDecode: "均衡配比 x / y",
    qpm: "QPM",
    qpmPerNode: "单节点 QPM",
    targetQpm: "目标 QPM",
    totalNodes: "节点数",
    ...simulatedTexts.zh.detail,
  },
  notes: {
    latencySource: "延迟来源",
    boundBy: "瓶颈",
    ...simulatedTexts.zh.notes,
  },
  noteValues: {
    constant: "手动输入的常数",
    profile: "实测曲线",
    roofline: "roofline 估算",
    compute: "算力",
    memory: "显存带宽",
    communication: "通信",
    kernelFloor: "内核固定耗时",
    hostLaunch: "无 CUDA Graph 时的内核启动",
    mean: "平均值",
    p50: "P50",
    p90: "P90",
    p95: "P95",
    p99: "P99",
  },
  flags: {
    saturated: "已饱和：队列无限增长",
    extrapolated: "实测曲线外推",
    sloMissed: "未满足 SLO",
    measured: "实测曲线点",
    unsettled: "仅供参考：本次仿真短于队列摆脱空队列起点所需的时间，等待时间在各次之间波动",
  },
  measured: {
    legend: "实测曲线点",
    legendFrom: "实测（{file}）",
    point: "实测曲线点",
    pointFrom: "实测（{file}）",
    note: "实心方块为实测曲线的测量点（批大小 {batches}）；点之间的曲线由插值得到，范围之外为外推。",
    noteFrom:
      "实心方块为 {file} 中的实测点（批大小 {batches}）；点之间的曲线由插值得到，范围之外为外推。",
  },
  statistics: { mean: "平均", p50: "P50", p90: "P90", p95: "P95", p99: "P99" },
  simulated: simulatedTexts.zh,
  empty: "无可绘制内容：该方案服务不了任何请求（见“规划”页的限制）。",
};
