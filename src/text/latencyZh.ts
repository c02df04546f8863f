import { efficiencyZh } from "./efficiencyZh.ts";
import type { Dictionary } from "./en.ts";
import { latencyEntriesZh } from "./latencyEntriesZh.ts";

// Simplified Chinese text of the latency-model section and results (the `latency` group of zh.ts).
export const latencyZh: Dictionary["latency"] = {
  section: "时延模型",
  note: "t1 和 ITL 从哪里来。只要指定了模型和 GPU，无论选哪种来源，KV 缓存都会限制 Decode 批大小，P → D 的 KV 传输时间也会计入 TTFT。",
  phases: { prefill: "Prefill：每批 t1", decode: "Decode：每步 ITL" },
  source: "来源",
  sources: {
    constant: "填写的常数",
    profile: "实测曲线",
    roofline: "Roofline 估算",
  },
  constantNote: {
    prefill: "使用“Prefill 实例”中填写的 t1。",
    decode: "使用“Decode 实例”中填写的 ITL。",
  },
  timeField: {
    unused: {
      prefill:
        "未使用：t1 由{source}给出（{value} 毫秒，见“时延模型”）。仅当它无法估算此阶段时才用此值。",
      decode:
        "未使用：ITL 由{source}给出（{value} 毫秒，见“时延模型”）。仅当它无法估算此阶段时才用此值。",
    },
    fallback:
      "正在使用：“时延模型”中所选的{source}无法估算此阶段（见结果中的问题），因此改用此值。",
  },
  rooflineNote: {
    prefill: "按模型和此 GPU 估算一批 b_p 个 prompt 的时间。",
    decode: "按模型和此 GPU 估算一步的时间：b_d 条序列，每条 k + 1 个 token。",
  },
  overlap: "通信与计算重叠",
  eager: "不使用 CUDA Graph（eager 模式）",
  eagerHelp:
    "引擎由主机逐个启动 kernel，而不是重放捕获好的 CUDA Graph：即 vLLM 的 --enforce-eager、SGLang 的 --disable-cuda-graph。主机每层约需 0.3 ms，小批量的 Decode 步会等它（见“效率系数”中的 Eager 模式内核启动时间）。两个引擎默认都为 Decode 捕获 CUDA Graph；SGLang 的 Prefill 本就不用。",
  overlapHelp:
    "每步拆成两个微批次，一个计算时另一个进行 all-to-all 或 all-reduce：即 SGLang 的 --enable-two-batch-overlap、vLLM 的 --enable-dbo。两个引擎默认都不开启。被掩盖的比例见“效率系数”中的重叠效率。",
  gpu: "GPU",
  gpuHelp:
    "此阶段运行在哪种 GPU 上。Roofline 估算需要它；指定模型后，Decode GPU 决定 KV 缓存容量，Prefill GPU 的网卡决定 KV 传输时间。",
  noGpu: "不指定",
  noModel: "不指定",
  custom: "{name}（自定义）",
  expertParallel: "专家并行 EP",
  expertParallelHelp:
    "单个实例内把专家分布到多少张 GPU 上（MoE 模型）；必须整除实例的 GPU 数（用流水线并行时为一段的 GPU 数）。留空：实例的全部 GPU。",
  expertParallelPlaceholder: "全部 GPU",
  pipelineParallel: "流水线并行 PP",
  pipelineParallelHelp:
    "把模型各层切成几段，每段放在自己的 GPU 上（vLLM --pipeline-parallel-size，SGLang --pp-size）；实例的 GPU 数必须是 PP × 数据并行的整数倍。每一步让 PP 个微批依次流过各段：吞吐不变，ITL 和 TTFT 变长。留空：1。",
  pipelineParallelPlaceholder: "1",
  modelGroup: "模型与数值格式",
  model: "模型",
  modelHelp: "所服务的模型；roofline 估算和 KV 缓存都按它的结构计算。",
  precision: {
    weights: "权重",
    kvCache: "KV 缓存",
    activations: "激活",
    help: "数值格式：每个权重和 KV 元素占多少字节，以及 GEMM 按哪种 Tensor Core 速率运行。",
  },
  formats: {
    bf16: "BF16",
    fp8: "FP8",
    fp8Block128: "FP8，128×128 分块缩放",
    fp8Group128: "FP8，每 128 个一组缩放",
    mxfp4: "MXFP4",
    nvfp4: "NVFP4",
    int8: "INT8（W8A8）",
    int4: "INT4 权重（W4A16，AWQ/GPTQ）",
  },
  efficiency: efficiencyZh,
  profile: {
    caption: "实测点",
    batch: "批大小",
    time: "时间",
    cellLabel: "{column}，第 {row} 行",
    addRow: "添加一行",
    deleteRow: "删除第 {row} 行",
    sort: "按批大小排序",
    unsorted: "第 {row} 行：批大小必须大于上一行；请按批大小排序。",
    units: { prefill: "请求数 · t1（ms）", decode: "序列数 · ITL（ms）" },
    readAt: {
      prefill: "在限制允许的 Prefill 批大小（b_p）处取值。",
      decode: "在限制允许的 Decode 批大小（b_d）处取值。",
    },
    how: "各点之间用单调曲线连接，不会越过数据点；超出两端时沿端点线段的斜率直线延伸，且批越大时间不会变小。结果中会把超出实测批大小范围读出的时间标为“外推”。",
    paste: "粘贴数据点",
    pasteHelp:
      "每行一个点：先批大小，再时间（ms），用逗号或制表符分隔（可直接从表格复制两列）。第一行若是表头会被跳过。",
    replace: "替换所有行",
    pasted: "已读取 {count} 个点，表格已替换。",
    columns: { batch: "批大小", timeMs: "时间" },
    problems: {
      empty: "没有可读取的内容：请至少粘贴一行批大小和时间。",
      columns: "第 {line} 行：需要两个值，批大小和时间（实际 {found} 个）。",
      notNumber: "第 {line} 行：{column}“{text}”不是数字。",
      notPositive: "第 {line} 行：{column}必须大于 0，实际为 {value}。",
      duplicate: "第 {line} 行：批大小 {batch} 已在第 {firstLine} 行出现。",
      tooMany: "第 {line} 行：一条曲线最多 {maximum} 个点。",
    },
  },
  entries: latencyEntriesZh,
  words: { gpu: "GPU", model: "模型", prefill: "Prefill", decode: "Decode" },
  results: {
    title: "时延模型",
    t1: "Prefill t1",
    itl: "Decode ITL",
    sources: { constant: "填写值", profile: "实测曲线", roofline: "roofline" },
    bound: {
      compute: "算力受限",
      memory: "显存带宽受限",
      communication: "通信受限",
      kernelFloor: "受内核固定耗时限制",
      hostLaunch: "受无 CUDA Graph 的内核启动限制",
    },
    extrapolated: "外推",
    extrapolatedHint: "超出实测批大小范围读取",
    kvTransfer: "KV 传输 P → D",
    kvTransferHint: "计入 TTFT：{t1} + {transfer} = {ttft} ms",
    kvTransferNone: "未建模：请指定模型和带网卡的 Prefill GPU",
    kvBytes: "每 token 的 KV 缓存",
    kvCache: "每个 D 实例的 KV 缓存",
    sequences: "{count} 条序列",
    kvCacheHint: "按平均上下文 l_i + l_o / 2 = {tokens} 个 token 计",
    kvCacheNone: "未建模：请指定模型和 Decode GPU",
    unknown: "—",
    bindingKvCache: "KV 缓存",
    parts: {
      title: "单步耗时构成",
      hidden: "通信与计算重叠掩盖了 {ms} ms",
      denseGemmMs: "稠密 GEMM",
      expertGemmMs: "专家 GEMM",
      attentionMs: "注意力",
      elementwiseMs: "归一化与激活",
      tensorParallelMs: "TP all-reduce",
      expertParallelMs: "EP dispatch / combine",
      stageHandoffMs: "流水线级间传输",
      drafterMs: "草稿模型",
      overheadMs: "固定开销",
      eagerLaunchMs: "等待内核启动（无 CUDA Graph）",
      overlapHiddenMs: "通信重叠掩盖",
    },
  },
};
