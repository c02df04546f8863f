// English words of the roofline's efficiency factors (the `latency.efficiency` group of en.ts).
export const efficiencyEn = {
  title: "Efficiency factors",
  intro:
    "What turns datasheet peaks into achieved rates; one set for every GPU and model. Empty: the default shown.",
  fields: {
    computeEfficiency: {
      label: "Compute efficiency",
      unit: "× peak",
      help: "Each GPU's own value where InferSim measured one (H800 0.35, H200 0.4, GB200 0.5, H20 0.6; shown here when empty), else 0.45, their median. A value set here applies to every GPU.",
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
      help: "Default 0: no public figure; set it from a measured step (scheduler, sampling, launch gaps).",
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
  },
};
