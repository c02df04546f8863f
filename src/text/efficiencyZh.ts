import type { Dictionary } from "./en.ts";

// Simplified Chinese words of the roofline's efficiency factors (the `latency.efficiency` group of zh.ts).
export const efficiencyZh: Dictionary["latency"]["efficiency"] = {
  title: "效率系数",
  intro: "把规格表峰值折算为实际可达速率的系数；所有 GPU 和模型共用一套。留空即使用显示的默认值。",
  scope: {
    label: "适用于",
    help: "系数可对两个阶段统一设置，也可只对某一阶段设置（例如用该阶段的实测数据校准所得）。阶段自己的值优先于统一值；留空时取统一值，再无则取默认值。",
    both: "两个阶段",
    prefill: "仅 Prefill",
    decode: "仅 Decode",
    withCount: "{scope}（{count}）",
    withProblem: "{scope} ⚠ 请检查",
  },
  fields: {
    computeEfficiency: {
      label: "算力效率",
      unit: "× 峰值",
      help: "有实测值的 GPU 用其自身的值（InferSim：H800 0.35、H200 0.4、GB200 0.5、H20 0.6；AMD 实测的最佳 GEMM：MI300X 0.28、MI325X 0.33；留空时在此显示），其余用 InferSim 各值的中位数 0.45。在这里填写则对所有 GPU 生效。",
    },
    memoryEfficiency: {
      label: "显存带宽效率",
      unit: "× 峰值",
      help: "默认 0.8：aiconfigurator 的 mem_bw_empirical_scaling_factor；InferSim 也取 0.8。",
    },
    networkEfficiency: {
      label: "网络效率",
      unit: "× 峰值",
      help: "默认 0.8：InferSim 对 NVLink 和 RDMA 单向带宽的折减；KV 传输也用它。",
    },
    collectiveLatencyMs: {
      label: "集合通信延迟",
      unit: "ms",
      help: "默认 0.01 ms：aiconfigurator 的 p2p_latency，每次 all-reduce 或 all-to-all 10 µs。",
    },
    opLatencyMs: {
      label: "单算子延迟",
      unit: "ms",
      help: "默认 0.003 ms：aiconfigurator 的 mem_empirical_constant_latency，每个算子 3 µs。",
    },
    perStepOverheadMs: {
      label: "每步固定开销",
      unit: "ms",
      help: "每步 GPU 需等待的主机时间（调度、采样）。默认 0：推理引擎默认把它与上一步重叠（TensorRT-LLM 的重叠调度器在 batch 1 时仅提速 3%）；不重叠时 SGLang 实测每步约 3 ms。",
    },
    gemmFloorMs: {
      label: "GEMM 最短耗时",
      unit: "ms",
      help: "一个 GEMM kernel 再小也至少要跑这么久：专家之外每层 4 个，每个 MoE 层另有 2 个。默认 0.0095 ms：InferSim 实测 DeepGEMM 在 H800 上最小 FP8 GEMM 的耗时（9.5–10.1 µs）。",
    },
    attentionFloorMs: {
      label: "注意力最短耗时",
      unit: "ms",
      help: "一个注意力 kernel 至少要跑这么久，每层一个。默认 0.0209 ms：InferSim 实测 FlashMLA 在 H800 上 batch 1 解码的耗时。",
    },
    computeMemoryExponent: {
      label: "计算–访存叠加指数",
      unit: "p",
      help: "一个 kernel 的计算时间与访存时间如何叠加：(c^p + m^p)^(1/p)，p = 1 为相加，p 很大时取较大者。默认 1.5：对 InferSim 在 H800 上实测的 28 个 DeepGEMM FP8 GEMM 拟合所得的中位数。",
    },
    overlapEfficiency: {
      label: "重叠效率",
      unit: "× 较短一方",
      help: "在开启重叠的阶段，计算与通信中较短一方被掩盖的比例。默认 0.53：SGLang 双批重叠（TBO）消融实验（计算与通信对齐时 12,929 → 17,552 tokens/s）。",
    },
    expertLoadImbalance: {
      label: "专家负载不均衡",
      unit: "× 均值",
      help: "专家并行时最忙 GPU 上的路由 token 数与均值之比。默认 1.18：SGLang 在 32 张 H100 上跑 DeepSeek-V3 Prefill，理想均衡每节点 59,337 tokens/s，EPLB 实测 50,302。",
    },
    eagerLaunchMsPerLayer: {
      label: "Eager 模式内核启动时间",
      unit: "ms / 层",
      help: "不使用 CUDA Graph 的阶段，主机逐个启动一层 kernel 所需的时间：一步至少要等所有层启动完。默认 0.306 ms：GPT-2 在一张 H200 上 batch 1 时 eager 模式每步多出的时间按 12 层平均（vLLM 1.30 → 4.81 ms，SGLang 1.04 → 4.88 ms；DeepSpeed PR 8352），是下限；整个 eager 步按层平均 0.40 ms，是上限。",
    },
  },
};
