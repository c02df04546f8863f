// English words of the roofline's efficiency factors (the `latency.efficiency` group of en.ts).
export const efficiencyEn = {
  title: "Efficiency factors",
  intro:
    "What turns datasheet peaks into achieved rates; one set for every GPU and model. Empty: the default shown.",
  scope: {
    label: "Applies to",
    help: "Set a factor for both phases, or for one phase alone, as a calibration from that phase's measurements does. A phase's own value wins over the one for both; empty, it takes the one for both, else the default.",
    both: "Both phases",
    prefill: "Prefill only",
    decode: "Decode only",
    withCount: "{scope} ({count})",
    withProblem: "{scope} ⚠ check",
  },
  fields: {
    computeEfficiency: {
      label: "Compute efficiency",
      unit: "× peak",
      help: "Each GPU's own value where one was measured (InferSim: H800 0.35, H200 0.4, GB200 0.5, H20 0.6; AMD's best GEMM: MI300X 0.28, MI325X 0.33; shown here when empty), else 0.45, the median of InferSim's. A value set here applies to every GPU.",
    },
    memoryEfficiency: {
      label: "Memory efficiency",
      unit: "× peak",
      help: "Default 0.8: aiconfigurator's mem_bw_empirical_scaling_factor; InferSim uses 0.8 too.",
    },
    networkEfficiency: {
      label: "Network efficiency",
      unit: "× peak",
      help: "Default 0.8: InferSim's NVLink and RDMA derate per direction; also used for the KV transfer.",
    },
    collectiveLatencyMs: {
      label: "Collective latency",
      unit: "ms",
      help: "Default 0.01 ms: aiconfigurator's p2p_latency of 10 µs per all-reduce or all-to-all.",
    },
    opLatencyMs: {
      label: "Per-op latency",
      unit: "ms",
      help: "Default 0.003 ms: aiconfigurator's mem_empirical_constant_latency of 3 µs per op.",
    },
    perStepOverheadMs: {
      label: "Per-step overhead",
      unit: "ms",
      help: "Host time per step the GPU waits for (scheduling, sampling). Default 0: engines overlap it with the previous step (TensorRT-LLM's overlap scheduler gains only 3% at batch 1); without overlap SGLang measured about 3 ms a step.",
    },
    gemmFloorMs: {
      label: "GEMM floor",
      unit: "ms",
      help: "The shortest a GEMM kernel runs, however small: 4 a layer outside the experts, 2 per MoE layer. Default 0.0095 ms: DeepGEMM's smallest FP8 GEMMs on H800 in InferSim's measurements (9.5–10.1 µs).",
    },
    attentionFloorMs: {
      label: "Attention floor",
      unit: "ms",
      help: "The shortest an attention kernel runs, one a layer. Default 0.0209 ms: FlashMLA decode at batch 1 on H800 in InferSim's measurements.",
    },
    computeMemoryExponent: {
      label: "Compute–memory exponent",
      unit: "p",
      help: "How a kernel's compute and memory times add: (c^p + m^p)^(1/p), the sum at 1, the larger at a large p. Default 1.5: the median fit to 28 DeepGEMM FP8 GEMMs measured on H800 (InferSim).",
    },
    overlapEfficiency: {
      label: "Overlap efficiency",
      unit: "× shorter side",
      help: "Share of the shorter of compute and communication hidden where a phase overlaps them. Default 0.53: SGLang's two-batch-overlap ablation (12,929 → 17,552 tokens/s with compute and communication aligned).",
    },
    expertLoadImbalance: {
      label: "Expert load imbalance",
      unit: "× mean",
      help: "Routed tokens on the busiest GPU over the mean under expert parallelism. Default 1.18: SGLang's DeepSeek-V3 prefill on 32 H100s, 59,337 tokens/s per node balanced against 50,302 with EPLB.",
    },
    eagerLaunchMsPerLayer: {
      label: "Eager launch time",
      unit: "ms / layer",
      help: "Host time to launch one layer's kernels where a phase runs without CUDA graphs: the step lasts at least the layers' launches. Default 0.306 ms: what eager mode added to GPT-2's 12-layer step at batch 1 on an H200 (vLLM 1.30 → 4.81 ms, SGLang 1.04 → 4.88 ms; DeepSpeed PR 8352), a lower bound; the whole eager step, 0.40 ms a layer, is the upper.",
    },
  },
};
