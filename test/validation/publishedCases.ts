// Published deployments to check the roofline latency model against (issue 4, part 7).
//
// Every number below is copied as its source prints it; the comment above it quotes the source's
// own wording. Conversions (per node → per GPU, tokens per user → ms) are written as arithmetic in
// the code so they can be checked by eye. Inputs a source leaves unstated are listed in `filledIn`
// with how they were set; a number that could not be found in the source itself is not used.
// docs/validation.md holds the same cases as a table, with the predictions and errors.

/** Model names as the published cases name them. */
export type CaseModelName =
  | "DeepSeek-V3 / DeepSeek-R1"
  | "Kimi K2 (Instruct)"
  | "DeepSeek-V3.2"
  | "Llama-3.1-405B"
  | "Llama-3.1-70B"
  | "Llama-3.1-8B"
  | "gpt-oss-120b";

/** GPU names as the published cases name them. */
export type CaseGpuName =
  | "NVIDIA H800 SXM5 80GB"
  | "NVIDIA H100 SXM5 80GB"
  | "NVIDIA H200 SXM 141GB"
  | "NVIDIA H20"
  | "NVIDIA B200 (HGX/DGX B200)"
  | "NVIDIA GB200 (per Blackwell GPU, NVL72)"
  | "NVIDIA GB300 (per GPU, NVL72)"
  | "AMD Instinct MI300X"
  | "AMD Instinct MI355X";

/**
 * Number formats, named as the latency model names them; "fp16" costs the same 2 bytes as bf16.
 * "unstated" means the source does not say (see `filledIn`).
 */
export type CaseFormat = "bf16" | "fp16" | "fp8" | "fp8Block128" | "nvfp4" | "mxfp4" | "unstated";

/**
 * A: every input the roofline needs is stated in the primary source (or its linked launch config).
 * B: one or two inputs are inferred (listed in `filledIn`); the published number itself is firm.
 * C: a production average or a second-hand figure; report it, but do not gate a test on it alone.
 */
export type CaseGrade = "A" | "B" | "C";

export interface PublishedCase {
  id: string;
  title: string;
  source: {
    url: string;
    title: string;
    date: string;
    /** Section, table or figure where the numbers appear. */
    where: string;
    /** Set when the published number is only reachable through another party's write-up. */
    secondHandVia?: string;
  };
  model: CaseModelName;
  phase: "prefill" | "decode" | "both";
  /**
   * "disaggregated": the measured phase runs alone on its instance (a disaggregated instance, or a
   * benchmark of that phase alone, such as a prefill-only run with one output token).
   * "aggregated": prefill and decode share the GPUs (in-flight batching), measured end to end.
   */
  serving: "disaggregated" | "aggregated";
  grade: CaseGrade;
  gpu: CaseGpuName;
  /** GPUs in one instance of the measured phase (the unit the parallelism describes). */
  gpus: number;
  /** Nodes in that instance (a GB200 NVL72 tray of 4 GPUs counts as a node). */
  nodes: number;
  /** The planner's convention: gpus = tensorParallel · dataParallel; experts spread expertParallel ways. */
  parallelism: { tensorParallel: number; expertParallel: number; dataParallel: number };
  /**
   * Communication hidden behind computation (two micro-batches, a pipeline, or single-batch
   * overlap) when the source says so; false when it says nothing.
   */
  overlapCommunication: boolean;
  /** `expertWeights` when the routed experts are stored in a format of their own (NVFP4 checkpoints). */
  precision: {
    weights: CaseFormat;
    expertWeights?: CaseFormat;
    kvCache: CaseFormat;
    activations: CaseFormat;
  };
  /** Speculative decoding (MTP) when the source says it was on. */
  specDecode?: {
    draftTokens: number;
    /** Mean tokens accepted per step, as a [low, high] range when the source gives one. */
    acceptanceLength: readonly [number, number];
  };
  workload: {
    inputTokens: number;
    outputTokens: number;
    /**
     * Decode: sequences per attention data-parallel rank (per GPU when tensorParallel is 1).
     * Prefill: requests per attention data-parallel rank in one forward batch.
     */
    batchSize?: number;
    /** Requests in flight across the whole instance. */
    concurrency?: number;
    /** Fraction of input tokens served from a prefix cache instead of computed. */
    kvCacheHitRate?: number;
    /** Mean tokens of context each decode step attends to. */
    averageContextTokens?: number;
  };
  published: {
    outputTokensPerSecondPerGpu?: number;
    inputTokensPerSecondPerGpu?: number;
    tokensPerSecondPerNode?: number;
    ttftMs?: number;
    tpotMs?: number;
    itlMs?: number;
    /** Wall time of one prefill batch on one GPU (the planner's t1). */
    prefillBatchTimeMs?: number;
    /**
     * Output tokens per second each user sees, a [low, high] range when the source gives one. For
     * aggregated cases, over the whole request (time to first token included), as benchmarks that
     * time one request end to end report it. A case that publishes no throughput per GPU (a batch-1
     * run) is judged on this figure.
     */
    outputTokensPerSecondPerUser?: number | readonly [number, number];
  };
  /** Inputs the source does not state, and how each was set. */
  filledIn: readonly string[];
  notes: string;
}

const deepSeekDay6 = {
  url: "https://github.com/deepseek-ai/open-infra-index/blob/main/202502OpenSourceWeek/day_6_one_more_thing_deepseekV3R1_inference_system_overview.md",
  title: "Day 6: One More Thing, DeepSeek-V3/R1 Inference System Overview",
  date: "2025-03-01",
} as const;

const sglang96H100 = {
  url: "https://lmsys.org/blog/2025-05-05-large-scale-ep/",
  title:
    "Deploying DeepSeek with PD Disaggregation and Large-scale Expert Parallelism on 96 H100 GPUs",
  date: "2025-05-05",
} as const;

const rtpLlmReport = {
  url: "https://github.com/alibaba/rtp-llm/blob/main/docs/RTP-LLM-DeepSeek-Replay-Tech-Report.md",
  title: "RTP-LLM DeepSeek Replay Tech Report (Alibaba)",
  date: "2025 (the report is undated)",
} as const;

const kimiK2Blog = {
  url: "https://lmsys.org/blog/2025-07-20-k2-large-scale-ep/",
  title:
    "Deploying Kimi K2 with PD Disaggregation and Large-Scale Expert Parallelism on 128 H200 GPUs",
  date: "2025-07-20",
} as const;

const trtllmDeepSeekGuide = {
  url: "https://github.com/NVIDIA/TensorRT-LLM/blob/01c4ece911eb569e72cf4177f83238a0520641c2/docs/source/blogs/Best_perf_practice_on_DeepSeek-R1_in_TensorRT-LLM.md",
  title: "How to get best performance on DeepSeek-R1 in TensorRT LLM",
  date: "2025 (undated; repository version at commit 01c4ece)",
} as const;

const trtllmPerfOverviewV1 = {
  url: "https://github.com/NVIDIA/TensorRT-LLM/blob/00f37686aa854010d68bcbd0f4ab000221541ca6/docs/source/performance/perf-overview.md",
  title: "TensorRT-LLM Performance Overview (v1.0 tables)",
  date: "2025 (undated; repository version at commit 00f3768)",
} as const;

const antGroupH20 = {
  url: "https://lmsys.org/blog/2025-09-26-sglang-ant-group/",
  title: "Together with SGLang: Best Practices for Serving DeepSeek-R1 on H20-96G",
  date: "2025-09-26",
} as const;

const trtllmMinLatencyBlog = {
  url: "https://github.com/NVIDIA/TensorRT-LLM/blob/01c4ece911eb569e72cf4177f83238a0520641c2/docs/source/blogs/tech_blog/blog1_Pushing_Latency_Boundaries_Optimizing_DeepSeek-R1_Performance_on_NVIDIA_B200_GPUs.md",
  title: "Pushing Latency Boundaries: Optimizing DeepSeek-R1 Performance on NVIDIA B200 GPUs",
  date: "2025 (undated; repository version at commit 01c4ece)",
} as const;

const vllmGb200Blog = {
  url: "https://blog.vllm.ai/2026/02/03/dsr1-gb200-part1.html",
  title:
    "Driving vLLM WideEP and Large-Scale Serving Toward Maturity on Blackwell (Part I) (Meta and NVIDIA team)",
  date: "2026-02-03",
} as const;

const daoCloudGb300Blog = {
  url: "https://blog.vllm.ai/2026/02/13/gb300-deepseek.html",
  title: "DeepSeek-V3.2 on GB300: Performance Breakthrough (DaoCloud and vLLM team)",
  date: "2026-02-13",
} as const;

const amdWideEpBlog = {
  url: "https://rocm.blogs.amd.com/software-tools-optimization/wide-ep-deepseek/README.html",
  title: "Practical, Fault-Robust Distributed Inference for DeepSeek on AMD MI300X (AMD ROCm blog)",
  date: "2025-11-12",
} as const;

const dstackResults = {
  url: "https://github.com/dstackai/benchmarks/blob/7f37e6697725e58dd09b9ef190b62ce19f01d45e/Deepseek-R1/raw_data/online_results.csv",
  title:
    "dstack benchmarks, DeepSeek-R1 on MI300X and H200: raw online results (for the blog 'DeepSeek R1 inference performance: MI300X vs. H200')",
  date: "2025-03-18 (blog); repository version at commit 7f37e66",
} as const;

const oracleLlama405b = {
  url: "https://blogs.oracle.com/cloud-infrastructure/post/serving-llama-31-405b-model-with-amd-mi300x-gpus",
  title:
    "Serving Llama 3.1 405B model with AMD Instinct MI300X Accelerators (Oracle Cloud Infrastructure blog)",
  date: "2024-10-10",
} as const;

const amdPerformanceResults = {
  url: "https://www.amd.com/en/developer/resources/rocm-hub/dev-ai/performance-results.html",
  title: "AMD ROCm AI performance results: vLLM inference on AMD Instinct MI300X",
  date: "2025 (page version for container rocm/vllm: rocm6.4.1_vllm_0.9.1_20250715, released 2025-07-16)",
} as const;

const amdMxfp4Blog = {
  url: "https://rocm.blogs.amd.com/artificial-intelligence/w4a6-quant-mm/README.html",
  title:
    "MXFP6 and MXFP4 Mixed Precision for Accelerating Dense LLMs on AMD Instinct MI355X (AMD ROCm blog)",
  date: "2026-06-26",
} as const;

const gpustackGptOss = {
  url: "https://github.com/gpustack/gpustack/blob/72aee9dd195ff5c9bf3a4886add80038ce79aef8/docs/performance-lab/gpt-oss-120b/h100.md",
  title: "GPUStack Performance Lab: Optimizing GPT-OSS-120B Throughput on NVIDIA H100 GPUs",
  date: "2025 (vLLM v0.10.2; repository version at commit 72aee9d)",
} as const;

export const publishedCases: readonly PublishedCase[] = [
  {
    id: "deepseek-h800-prefill-production",
    title: "DeepSeek online service, prefill: EP32 on 4 H800 nodes, 24-hour average",
    source: {
      ...deepSeekDay6,
      where:
        "§Large-scale Cross-node Expert Parallelism (parallelism) and §Statistics of DeepSeek's Online Service (throughput, cache hits, lengths)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "C",
    gpu: "NVIDIA H800 SXM5 80GB",
    // "Prefilling Phase [Routed Expert EP32, MLA/Shared Expert DP32]: Each deployment unit spans 4 nodes"
    gpus: 32,
    nodes: 4,
    parallelism: { tensorParallel: 1, expertParallel: 32, dataParallel: 32 },
    // "we employ a dual-batch overlap strategy to hide communication costs" (prefill: two micro-batches alternate)
    overlapCommunication: true,
    // "matrix multiplications and dispatch transmissions adopt the FP8 format aligned with training,
    // while core MLA computations and combine transmissions use the BF16 format"
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // Derived, not stated: from 608B input / 168B output tokens and an average KV length per output
      // token of 4,989 ≈ P + D/2: D = 4,989 / (608/168 + 0.5) ≈ 1,211, P = D · 608/168 ≈ 4,383.
      inputTokens: 4383,
      outputTokens: 1211,
      // "Total input tokens: 608B, of which 342B tokens (56.3%) hit the on-disk KV cache."
      kvCacheHitRate: 0.563,
    },
    published: {
      // "Each H800 node delivers an average throughput of ~73.7k tokens/s input (including cache hits) during prefilling"
      tokensPerSecondPerNode: 73_700,
      // Per GPU, cache hits included: 73,700 / 8 = 9,212.5. Computed tokens only (the roofline's
      // work): 73,700 · (1 − 0.563) / 8 ≈ 4,025.9 per GPU (≈ 32,207 per node).
      inputTokensPerSecondPerGpu: 73_700 / 8,
    },
    filledIn: [
      "inputTokens/outputTokens: derived from the stated token totals and average KV length (formula above); the source gives no per-request lengths",
      "batchSize: not stated",
      "kvCacheHitRate: stated for the day's input tokens as a whole, applied as a per-request fraction",
    ],
    notes:
      "A 24-hour average over a fleet whose size follows the load (peak 278, average 226.75 nodes), so it includes off-peak hours and queueing slack; the per-node figure counts cached input tokens, which cost no prefill compute. Compare the roofline with the computed-token rate, 73,700 · 0.437 / 8 ≈ 4,026 tokens/s per GPU. Each GPU holds 9 routed experts and 1 shared expert (32 redundant experts across the unit).",
  },
  {
    id: "deepseek-h800-decode-production",
    title: "DeepSeek online service, decode: EP144 on 18 H800 nodes, 24-hour average",
    source: {
      ...deepSeekDay6,
      where:
        "§Large-scale Cross-node Expert Parallelism (parallelism) and §Statistics of DeepSeek's Online Service (throughput, speed, KV length)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "disaggregated",
    grade: "C",
    gpu: "NVIDIA H800 SXM5 80GB",
    // "Decoding Phase [Routed Expert EP144, MLA/Shared Expert DP144]: Each deployment unit spans 18 nodes"
    gpus: 144,
    nodes: 18,
    parallelism: { tensorParallel: 1, expertParallel: 144, dataParallel: 144 },
    // Decode: "a 5-stage pipeline to achieve a seamless communication-computation overlapping"
    overlapCommunication: true,
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // Derived as for the prefill case (not stated): P ≈ 4,383, D ≈ 1,211.
      inputTokens: 4383,
      outputTokens: 1211,
      // "the average kvcache length per output token was 4,989 tokens"
      averageContextTokens: 4989,
    },
    published: {
      // "Each H800 node delivers an average throughput of ... ~14.8k tokens/s output during decoding"
      tokensPerSecondPerNode: 14_800,
      // 14,800 / 8 = 1,850 per GPU
      outputTokensPerSecondPerGpu: 14_800 / 8,
      // "The average output speed was 20–22 tokens per second" (TPOT 1000/22 ≈ 45.5 to 1000/20 = 50 ms)
      outputTokensPerSecondPerUser: [20, 22],
    },
    filledIn: [
      "batchSize: not stated; throughput / speed implies about 1,850 / 22 ≈ 84 to 1,850 / 20 ≈ 92.5 sequences per GPU if every sequence runs at the average speed",
      "inputTokens/outputTokens: derived (see the prefill case); averageContextTokens is the stated figure and the one decode depends on",
      "speculative decoding: the overview does not say whether MTP was on in this period (the V3 report describes MTP for decoding); taken as off",
    ],
    notes:
      "A 24-hour production average, not a saturated benchmark: the batch per GPU varies with load and the node count is scaled down at night. Each GPU holds 2 routed experts and 1 shared expert. If MTP was on, the roofline step would verify 2 tokens per sequence and the comparison would need an acceptance length, which the source does not give.",
  },
  {
    id: "deepseek-h800-prefill-profile",
    title: "DeepSeek prefill profile: EP32, 4K prompts, 16K tokens per GPU, balanced routing",
    source: {
      url: "https://github.com/deepseek-ai/profile-data",
      title: "Profiling Data in DeepSeek Infra (README, §Inference, Prefilling)",
      date: "2025 (README undated; released with DeepSeek's open-source week)",
      where:
        "Configuration: profile-data README §Prefilling. Throughput: the SGLang blog's §Profile Results, 'Overall Throughput' table, column 'DeepSeek Profile'",
      secondHandVia: "https://lmsys.org/blog/2025-05-05-large-scale-ep/",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "C",
    gpu: "NVIDIA H800 SXM5 80GB",
    // "the profile employs EP32 and TP1 (in line with DeepSeek V3/R1 's actual online deployment)"
    gpus: 32,
    nodes: 4,
    parallelism: { tensorParallel: 1, expertParallel: 32, dataParallel: 32 },
    // "we utilize two micro-batches to overlap computation and all-to-all communication"
    overlapCommunication: true,
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "with a prompt length set to 4K and a batch size of 16K tokens per GPU"
      inputTokens: 4096,
      outputTokens: 1,
      // 16,384 tokens / 4,096 per prompt = 4 prompts per GPU per batch
      batchSize: 16_384 / 4096,
    },
    published: {
      // SGLang blog table, 'DeepSeek Profile' column: "Throughput (per node) | ... | 62,713"
      tokensPerSecondPerNode: 62_713,
      // 62,713 / 8 = 7,839.125 per GPU
      inputTokensPerSecondPerGpu: 62_713 / 8,
    },
    filledIn: [
      "throughput: DeepSeek's README gives the configuration but no throughput; 62,713 is SGLang's reading of DeepSeek's trace, and the blog does not show how it was computed",
      "4K read as 4,096 (the SGLang table prints 'Input Length 4,096' for this column)",
      "nodes: 32 GPUs at 8 per H800 node",
    ],
    notes:
      "DeepSeek states it 'simulate[s] an absolutely balanced MoE routing strategy for profiling', which matches the roofline's uniform-routing assumption better than any production figure. Two micro-batches overlap compute with all-to-all. SGLang reproduced 50,302 (default expert distribution) and 59,337 (simulated perfect EPLB) per node on H100 with the same shape.",
  },
  {
    id: "sglang-h100-prefill-ep32",
    title: "SGLang prefill: EP32 on 4 H100 nodes, 4,096-token prompts, 16,384 tokens per GPU",
    source: {
      ...sglang96H100,
      where:
        "§Evaluation › Performance Analysis of Prefill and Decode Phases (Prefill Phase bullet) and §Profile Results › Overall Throughput (prefill table, column 'SGLang (Default)')",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "A",
    gpu: "NVIDIA H100 SXM5 80GB",
    // "On 4 nodes (4×8×H100, EP32)"
    gpus: 32,
    nodes: 4,
    // DP attention on every GPU: "allowing normal dispatch for the prefill phase and low-latency
    // dispatch for the decode phase, both under DP attention"
    parallelism: { tensorParallel: 1, expertParallel: 32, dataParallel: 32 },
    // Two-batch overlap on (the blog's TBO section measures its prefill gain at this setup)
    overlapCommunication: true,
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "we tested a scenario with 16,384 tokens per device and an input length of 4,096"
      inputTokens: 4096,
      outputTokens: 1,
      // 16,384 / 4,096 = 4 prompts per GPU per batch
      batchSize: 16_384 / 4096,
    },
    published: {
      // "the system achieved per-node throughputs of 57,674, 54,543, and 50,302 tokens per second for
      // prompt lengths of 1K, 2K, and 4K"; table: "Throughput (per node) | ... | 50,302"
      tokensPerSecondPerNode: 50_302,
      // 50,302 / 8 = 6,287.75 per GPU; batch time ≈ 16,384 / 6,287.75 ≈ 2.61 s
      inputTokensPerSecondPerGpu: 50_302 / 8,
    },
    filledIn: [
      "precision: the blog does not restate it; DeepSeek-V3 ships block-scaled FP8 weights, run with DeepGEMM FP8 kernels; MLA in BF16",
      "attention data parallelism equal to the GPU count: implied by 'both under DP attention', not given as a flag in the blog",
    ],
    notes:
      "Two-batch overlap on; expert distribution 'matching the input/output data' (EPLB with in-distribution statistics), not uniform. The 1K and 2K prompt points (57,674 and 54,543 per node) are further checks at the same setup. The headline '52.3k input tokens per second ... per node for 2000-token input sequences' differs from the 54,543 for 2K in the evaluation text; the table value for 4,096 is used because text and table agree on it.",
  },
  {
    id: "sglang-h100-decode-ep72",
    title: "SGLang decode: EP72 on 9 H100 nodes, 256 sequences per GPU, 2,000-token context",
    source: {
      ...sglang96H100,
      where:
        "§Evaluation › Performance Analysis of Prefill and Decode Phases (Decode Phase bullet) and §Profile Results › Overall Throughput (decode table, column 'SGLang (Default)')",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "disaggregated",
    grade: "A",
    gpu: "NVIDIA H100 SXM5 80GB",
    // "Evaluated on 9 nodes (9×8×H100, EP72; half the scale of DeepSeek)"
    gpus: 72,
    nodes: 9,
    parallelism: { tensorParallel: 1, expertParallel: 72, dataParallel: 72 },
    // "The speedup reaches 25.5% at 256 tokens" (two-batch overlap, decode)
    overlapCommunication: true,
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "In a higher batch size setting (256 sequences, 2,000 input length)"
      inputTokens: 2000,
      // "a decode experiment with 1800 input tokens, 100 output tokens, and a batch size of 256"
      // (the EPLB case study); the main run's output length is not restated
      outputTokens: 100,
      // Table: "Batch Size | ... | 256"; per GPU per the TBO section ("at 256 tokens", "tokens/device")
      batchSize: 256,
      // Table: "KV Cache Length | ... | 2,000"
      averageContextTokens: 2000,
    },
    published: {
      // "the system achieved 22,282 tokens/sec per node for 2K inputs"
      tokensPerSecondPerNode: 22_282,
      // 22,282 / 8 = 2,785.25 per GPU; implied ITL ≈ 256 / 2,785.25 ≈ 91.9 ms
      outputTokensPerSecondPerGpu: 22_282 / 8,
    },
    filledIn: [
      "outputTokens: 100 taken from the blog's decode case study at the same batch size; the main run's output length is not stated",
      "precision and attention data parallelism: as in the SGLang prefill case",
    ],
    notes:
      "No MTP. Two-batch overlap on ('The speedup reaches 25.5% at 256 tokens with a performance of 22,310 tokens per second'). The blog's limitations section gives 'Inter-Token Latency (ITL) at approximately 100ms', consistent with the implied 91.9 ms. Expert placement by EPLB with in-distribution statistics, 32 redundant experts.",
  },
  {
    id: "rtp-llm-h800-prefill-ep32",
    title: "RTP-LLM prefill: EP32 on 4 H800 nodes (RoCE), two 4K requests per GPU in 1.5 s",
    source: { ...rtpLlmReport, where: "§Test results › Settings and › Prefill" },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "A",
    gpu: "NVIDIA H800 SXM5 80GB",
    // "设置 TP=1，DP=EP=卡数。Prefill 单实例规格为 4 节点 32 卡" (TP=1, DP=EP=GPU count; one prefill instance is 4 nodes, 32 GPUs)
    gpus: 32,
    nodes: 4,
    parallelism: { tensorParallel: 1, expertParallel: 32, dataParallel: 32 },
    // "我们完整实现了Prefill/Decode Micro Batching 方案，并接入了 DeepEP 的 Overlap 机制" (micro-batching with DeepEP overlap, prefill and decode)
    overlapCommunication: true,
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "我们使用 4K input/2K output" (we use 4K input / 2K output); 2 · 4,000 / 1.5 s = 5,333, so 4K = 4,000 here
      inputTokens: 4000,
      outputTokens: 2000,
      // "单卡执行 2 个 4K Request耗时1.5s" (one GPU runs 2 requests of 4K in 1.5 s)
      batchSize: 2,
      // "测试中没有模拟Cache的影响" (the test does not simulate the cache)
      kvCacheHitRate: 0,
    },
    published: {
      // "达到了 Prefill 42.6K TPS per H800 node" (42,600 / 8 = 5,325 per GPU)
      tokensPerSecondPerNode: 42_600,
      // "吞吐为 5333 TPS" (throughput 5,333 TPS, per GPU)
      inputTokensPerSecondPerGpu: 5333,
      // "耗时1.5s" (takes 1.5 s)
      prefillBatchTimeMs: 1.5 * 1000,
    },
    filledIn: [
      "inputTokens: '4K' read as 4,000 because 2 · 4,000 / 1.5 = 5,333 reproduces the stated per-GPU throughput (4,096 would give 5,461)",
      "precision: not stated; DeepSeek's FP8 release weights with BF16 MLA assumed (the report mentions moving some GEMMs to BF16)",
    ],
    notes:
      "Alibaba Cloud H800 with RoCE rather than InfiniBand; stated under a 1.6 s TTFT and 50 ms ITL constraint ('在 1.6s TTFT 和 50ms ITL 约束下'). The report says 32 EP ('Prefill 实例采用 32 EP 部署') but not how many redundant experts prefill uses.",
  },
  {
    id: "rtp-llm-h800-decode-ep144",
    title: "RTP-LLM decode: EP144 on 18 H800 nodes, 13,200 concurrent requests at 20 tokens/s each",
    source: {
      ...rtpLlmReport,
      where: "§Test results › Settings and › Decode (throughput-latency figure text)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA H800 SXM5 80GB",
    // "Decode 单实例规格为 18 节点 144 卡" (one decode instance is 18 nodes, 144 GPUs);
    // "Decode 实例采用144 EP 部署（128 + 16 冗余）" (144-way EP: 128 + 16 redundant)
    gpus: 144,
    nodes: 18,
    parallelism: { tensorParallel: 1, expertParallel: 144, dataParallel: 144 },
    // Micro-batching with DeepEP overlap in both phases (see the prefill case)
    overlapCommunication: true,
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "4K input/2K output"
      inputTokens: 4000,
      outputTokens: 2000,
      // "在13200 并发时" (at 13,200 concurrency); 13,200 / 144 ≈ 91.7 sequences per GPU
      concurrency: 13_200,
    },
    published: {
      // "Decode 14.7K TPS per H800 node" (14,700 / 8 = 1,837.5 per GPU)
      tokensPerSecondPerNode: 14_700,
      // "此时单卡吞吐为1850 TPS" (single-GPU throughput is then 1,850 TPS)
      outputTokensPerSecondPerGpu: 1850,
      // "达到单用户 20 TPS 的 SLA 界限" (reaches the 20 TPS per-user SLA limit)
      outputTokensPerSecondPerUser: 20,
      // 1000 / 20 = 50 ms, matching the stated '50ms ITL' constraint
      itlMs: 1000 / 20,
    },
    filledIn: [
      "batchSize: not stated; concurrency / GPUs = 13,200 / 144 ≈ 91.7 per GPU, and 91.7 · 20 ≈ 1,833 agrees with 1,850",
      "averageContextTokens: not stated; about 4,000 + 2,000 / 2 = 5,000 if requests are spread evenly over their output",
      "speculative decoding: the report adds MTP support but does not say the decode test used it; taken as off",
      "inputTokens: 4K read as 4,000 (see the prefill case)",
    ],
    notes:
      "RoCE network; the authors note their device time is slightly slower than DeepSeek's (no CUDA Graph, some slower kernels). A latency as well as a throughput check: the roofline's ITL at about 92 sequences per GPU should be near 50 ms.",
  },
  {
    id: "sglang-kimi-k2-h200-prefill",
    title: "SGLang Kimi K2 prefill: 4 H200 nodes (EP32), 2,000-token prompts",
    source: {
      ...kimiK2Blog,
      where:
        "§4 Performance › Cluster-Level Performance table; parallelism from the linked OME runtime config (sgl-project/ome config/runtimes/srt/kimi-k2-pd-rt.yaml)",
    },
    model: "Kimi K2 (Instruct)",
    phase: "prefill",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA H200 SXM 141GB",
    // "128 H200 GPUs with 1P1D (4 nodes/P and 12 nodes/D)"
    gpus: 32,
    nodes: 4,
    // Runtime config, prefill: "--enable-dp-attention", "--dp-size $(PARALLELISM_SIZE)", "--tp-size
    // $(PARALLELISM_SIZE)", "--enable-deepep-moe", leader + "size: 3" workers = 4 nodes of 8 GPUs
    parallelism: { tensorParallel: 1, expertParallel: 32, dataParallel: 32 },
    // Two-batch overlap on (runtime config)
    overlapCommunication: true,
    // Runtime config: quantization "fp8" (Kimi K2 ships block-scaled FP8); no FP8 KV flag
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "Input Length | 2000 tokens"; "Output Length | 100 tokens"
      inputTokens: 2000,
      outputTokens: 100,
      // "--disable-radix-cache" in the runtime config
      kvCacheHitRate: 0,
    },
    published: {
      // "Prefill Throughput | 224k tokens/sec (4 P Nodes)"; comparison table: "56k / node"
      tokensPerSecondPerNode: 224_000 / 4,
      // 224,000 / 32 = 7,000 per GPU
      inputTokensPerSecondPerGpu: 224_000 / 32,
    },
    filledIn: [
      "batchSize: not stated; the runtime config allows '--chunked-prefill-size 524288' and '--max-running-requests 1024', so the batch per GPU was set by load, not fixed",
      "PARALLELISM_SIZE = 32: the config uses a variable; 32 is the GPU count of the 4 prefill nodes",
      "the runtime config was read from the repository, not captured from the run, and may differ from it in detail",
    ],
    notes:
      "Two-batch overlap on, EPLB on, DeepEP normal mode. Kimi K2 has 384 experts and 64 attention heads (half of DeepSeek-V3's 128), so prefill attention is cheaper per token than DeepSeek's at equal length.",
  },
  {
    id: "sglang-kimi-k2-h200-decode",
    title: "SGLang Kimi K2 decode: 12 H200 nodes (EP96), 480 sequences per GPU, 2,000 in / 100 out",
    source: {
      ...kimiK2Blog,
      where:
        "§4 Performance (benchmark table and Cluster-Level Performance table); batch per GPU from the OME runtime config (decoderConfig)",
    },
    model: "Kimi K2 (Instruct)",
    phase: "decode",
    serving: "disaggregated",
    grade: "A",
    gpu: "NVIDIA H200 SXM 141GB",
    // "4 nodes/P and 12 nodes/D"
    gpus: 96,
    nodes: 12,
    // Runtime config, decoder: leader + "size: 11" workers = 12 nodes; DP attention, DeepEP low_latency;
    // "--ep-num-redundant-experts $(PARALLELISM_SIZE)" matches the blog's "96 redundant experts on decode nodes"
    parallelism: { tensorParallel: 1, expertParallel: 96, dataParallel: 96 },
    // Two-batch overlap on (runtime config)
    overlapCommunication: true,
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "Input Length | 2000 tokens", "Output Length | 100 tokens"
      inputTokens: 2000,
      outputTokens: 100,
      // "Decode Batch Size | 480"; per GPU: the config sets "--cuda-graph-bs 480",
      // "SGLANG_DEEPEP_NUM_MAX_DISPATCH_TOKENS_PER_RANK 480" and "--max-running-requests 46080" = 96 · 480
      batchSize: 480,
      // 2,000 prompt + on average half of 100 output tokens
      averageContextTokens: 2000 + 100 / 2,
    },
    published: {
      // "Decode Throughput | 288k tokens/sec (12 D Nodes)"; comparison table: "24k / node"
      tokensPerSecondPerNode: 288_000 / 12,
      // 288,000 / 96 = 3,000 per GPU; implied ITL ≈ 480 / 3,000 = 160 ms
      outputTokensPerSecondPerGpu: 288_000 / 96,
    },
    filledIn: [
      "averageContextTokens: computed as input + output / 2; the blog gives only the lengths",
      "batchSize per GPU: the blog says 'Decode Batch Size | 480' without a unit; the runtime config fixes it at 480 per rank (96 · 480 = 46,080 = --max-running-requests)",
    ],
    notes:
      "Two-batch overlap on, EPLB with 96 redundant experts (384 + 96 = 480 expert slots, 5 per GPU). No MTP. Context length capped at 2,176 tokens in the config.",
  },
  {
    id: "sglang-gb200-decode-fp4",
    title:
      "SGLang on GB200 NVL72, decode: 48 GPUs, FP8 KV cache and NVFP4 experts, 2,000-token input",
    source: {
      url: "https://lmsys.org/blog/2025-09-25-gb200-part-2/",
      title:
        "Deploying DeepSeek on GB200 NVL72 with PD and Large Scale EP (Part II): 3.8x Prefill, 4.8x Decode Throughput",
      date: "2025-09-25",
      where: "Introduction, Highlights, and §Experiments › End-to-end Performance",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA GB200 (per Blackwell GPU, NVL72)",
    // "For decode, we use 48 ranks, i.e. large scale EP"; 48 GPUs = 12 trays of 4
    gpus: 48,
    nodes: 12,
    parallelism: { tensorParallel: 1, expertParallel: 48, dataParallel: 48 },
    // Part II does not say whether decode overlaps communication; taken as off
    overlapCommunication: false,
    // "When using FP8 attention and NVFP4 MoE"; "the output projection GEMM in attention is also
    // optionally quantized to NVFP4"; "we further execute q_b_proj in FP8 instead of BF16"
    precision: { weights: "fp8", expertWeights: "nvfp4", kvCache: "fp8", activations: "nvfp4" },
    workload: {
      // "for 2000-token input sequences"
      inputTokens: 2000,
      // Not restated; the series' setup (Part I ablation: "input and output lengths are set to 2000 and 100")
      outputTokens: 100,
      // "The batch size is chosen to make KV cache roughly full (thus 768 for 4k ISL and 1408 for 2k ISL)"
      batchSize: 1408,
    },
    published: {
      // "SGLang achieved 26,156 input and 13,386 output tokens per second per GPU for prefill and decode"
      outputTokensPerSecondPerGpu: 13_386,
    },
    filledIn: [
      "outputTokens: 100 from the series' stated setup ('we follow the experimental setup from our previous blog post series'); not restated in Part II",
      "batchSize per GPU: the blog gives 1,408 without a unit; a global 1,408 over 48 GPUs (29 each) could not yield 13,386 tokens/s per GPU, so it is read as per rank",
      "attention data parallelism: not stated for GB200; taken as one attention replica per GPU as in the H100 setup the series follows",
      "precision is mixed: NVFP4 routed experts ('NVFP4 MoE') and, optionally, attention output projection; FP8 attention ('FP8 attention', 'q_b_proj in FP8'); recorded as nvfp4 expert weights and fp8 for every other linear layer (the model has one format for the non-expert layers, mostly attention)",
    ],
    notes:
      "The same post gives 9,087 output tokens/s per GPU for the original precision (BF16 attention, FP8 MoE), but the batch for that run is not stated (1,408 sequences of 2K with a BF16 KV cache would not fit in one GPU), so only the low-precision point is recorded. Pure NVLink EP (72-GPU domain); the blog says changing the batch from 1,408 to 768 'reduces performances by roughly one tenth'. Part I (7,583 tokens/s per GPU) is superseded and gives no batch in its text.",
  },
  {
    id: "trtllm-h200-deepseek-r1-aggregated",
    title: "TensorRT-LLM DeepSeek-R1 max throughput on 8 H200 (attention DP8, EP8), 1K in / 2K out",
    source: {
      ...trtllmDeepSeekGuide,
      where: "§Reproducing steps › H200 max-throughput (command and Expected Result Format)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "both",
    serving: "aggregated",
    grade: "A",
    gpu: "NVIDIA H200 SXM 141GB",
    // "--tp 8 --ep 8" with "enable_attention_dp: true": attention data parallel over the 8 GPUs
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 8, dataParallel: 8 },
    // No micro-batch overlap in the launch config; EP stays inside one NVLink node
    overlapCommunication: false,
    // "For NVIDIA Hopper GPUs, it's recommended to use the FP8 version"; model deepseek-ai/DeepSeek-R1; no KV dtype set
    precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8" },
    workload: {
      // "--input-mean 1024 --output-mean 2048 --input-stdev 0 --output-stdev 0"
      inputTokens: 1024,
      outputTokens: 2048,
      // "--max_batch_size 128" (per rank)
      batchSize: 128,
      // "--concurrency 1024" (= 8 ranks · 128)
      concurrency: 1024,
    },
    published: {
      // "Per GPU Output Throughput (tokens/sec/gpu): 1436.1584" (= 11489.2671 total / 8)
      outputTokensPerSecondPerGpu: 1436.1584,
      // "Per User Output Throughput (tokens/sec/user): 11.3476"
      outputTokensPerSecondPerUser: 11.3476,
    },
    filledIn: [
      "kvCache: no KV dtype option in the config, so the engine default for this checkpoint; recorded as BF16",
    ],
    notes:
      "In-flight batching (prefill and decode on the same GPUs), '--max_num_tokens 1151', CUDA graphs for batch 128, no MTP. The benchmark text says 'Batch = 1024, ISL = 1K, OSL = 2K, num_requests = 5120'. Per-user throughput from trtllm-bench counts time to first token, so it is not 1000 / TPOT. Also 'Average request latency (ms): 181540.5739'.",
  },
  {
    id: "trtllm-b200-deepseek-r1-fp4-aggregated",
    title:
      "TensorRT-LLM DeepSeek-R1 (NVFP4) max throughput on 8 B200 (attention DP8, EP8), 1K in / 2K out",
    source: {
      ...trtllmDeepSeekGuide,
      where:
        "§Reproducing steps › B200 max-throughput for R1 with FP16 KV cache (command and Expected Result Format)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "NVIDIA B200 (HGX/DGX B200)",
    // "--tp 8 --ep 8", "enable_attention_dp: true"
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 8, dataParallel: 8 },
    // No micro-batch overlap in the launch config; EP stays inside one NVLink node
    overlapCommunication: false,
    // model "nvidia/DeepSeek-R1-FP4"; section title "with FP16 KV cache". Its model card: "Only the weights and
    // activations of the linear operators within transformer blocks are quantized"; the v2 card: "Compared to
    // nvidia/DeepSeek-R1-FP4, this checkpoint additionally quantizes the wo module in attention layers"
    precision: { weights: "bf16", expertWeights: "nvfp4", kvCache: "fp16", activations: "nvfp4" },
    workload: {
      // "Batch = 3072, ISL = 1K, OSL = 2K, num_requests = 49152"; "--input-mean 1024 --output-mean 2048"
      inputTokens: 1024,
      outputTokens: 2048,
      // "--max_batch_size 384" (per rank)
      batchSize: 384,
      // "--concurrency 3072" (= 8 · 384)
      concurrency: 3072,
    },
    published: {
      // "Per GPU Output Throughput (tps/gpu): 4548.0105" (= 36384.0838 total / 8)
      outputTokensPerSecondPerGpu: 4548.0105,
      // "Per User Output Throughput [w/ ctx] (tps/user): 11.9263"
      outputTokensPerSecondPerUser: 11.9263,
    },
    filledIn: [
      "precision: the page does not say which layers nvidia/DeepSeek-R1-FP4 quantizes. Its model card (https://huggingface.co/nvidia/DeepSeek-R1-FP4, 'Post Training Quantization') quantizes 'the linear operators within transformer blocks', and the v2 card says v2 'additionally quantizes the wo module in attention layers', so attention stays unquantized; TensorRT Model Optimizer's DeepSeek recipe (examples/deepseek/ptq.py: '*attn*' and '*head*' disabled; quantize_to_nvfp4.py dequantizes the FP8 release to BF16 first) leaves attention and the LM head in BF16 and makes every FFN NVFP4. Recorded as nvfp4 expert weights and bf16 for the non-expert layers (mostly attention; the shared and dense FFNs, about 3.7B of their 16.2B weights read per step, are NVFP4 too, which the model's one non-expert format cannot show), NVFP4 activations, a 2-byte KV cache",
    ],
    notes:
      "Reproduced at TensorRT-LLM commit b6261862 per the page. '--max_num_tokens 1536', '--kv_cache_free_gpu_mem_fraction 0.85', no MTP. The same page gives 5,393.2755 tokens/s per GPU for R1-0528 FP4 with an FP8 KV cache at '--concurrency 7168' and max batch 896; that dataset's lengths are not shown, so it is not recorded.",
  },
  {
    id: "trtllm-h200-llama70b-tp1-aggregated",
    title: "TensorRT-LLM Llama 3.3 70B FP8 on one H200, 1,000 in / 1,000 out, max load",
    source: {
      ...trtllmPerfOverviewV1,
      where:
        "§Throughput Measurements › Llama 3.3 70B table, row 1000/1000, column 'H200 TP1 (FP8)'",
    },
    model: "Llama-3.1-70B",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "NVIDIA H200 SXM 141GB",
    // Column header "H200<br/>TP1 (FP8)"
    gpus: 1,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 1, dataParallel: 1 },
    // One GPU: nothing to overlap
    overlapCommunication: false,
    // "nvidia/Llama-3.3-70B-Instruct-FP8" (ModelOpt FP8)
    precision: { weights: "fp8", kvCache: "unstated", activations: "fp8" },
    workload: {
      // Row "1000/1000"; dataset "--input-stdev=0 --output-stdev=0"
      inputTokens: 1000,
      outputTokens: 1000,
    },
    published: {
      // "The reported metric is `Total Output Throughput (tokens/sec)`"; row 1000/1000, H200 TP1: "2,909" (one GPU, so per GPU)
      outputTokensPerSecondPerGpu: 2909,
    },
    filledIn: [
      "model: Llama 3.3 70B, whose architecture equals Llama 3.1 70B (80 layers, hidden 8192, 64 query / 8 KV heads, FFN 28,672, vocab 128,256 per oumi-ai/oumi configs/recipes/llama3_3/README.md), so the Llama-3.1-70B preset applies",
      "batchSize: not stated; requests arrive 'at an infinite rate', so the batch is whatever the KV cache holds ('--kv_cache_free_gpu_mem_fraction 0.95' in many cases, else 0.90)",
      "kvCache: not stated (checkpoint default)",
    ],
    notes:
      "In-flight batching with chunked context, so prefill and decode share the GPU; output throughput counts only generated tokens. A later version of the page (per-GPU metric) lists 2,587 tokens/s per GPU for H200 TP2 at 1000/1000 and 2,209 for H100 TP2; either can serve as a TP2 check.",
  },
  {
    id: "trtllm-h100-llama8b-tp1-aggregated",
    title: "TensorRT-LLM Llama 3.1 8B FP8 on one H100, 1,000 in / 1,000 out, max load",
    source: {
      ...trtllmPerfOverviewV1,
      where:
        "§Throughput Measurements › Llama 3.1 8B table, row 1000/1000, column 'H100 TP1 (FP8)'",
    },
    model: "Llama-3.1-8B",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "NVIDIA H100 SXM5 80GB",
    // Column header "H100<br/>TP1 (FP8)"
    gpus: 1,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 1, dataParallel: 1 },
    // One GPU: nothing to overlap
    overlapCommunication: false,
    // "nvidia/Llama-3.1-8B-Instruct-FP8"
    precision: { weights: "fp8", kvCache: "unstated", activations: "fp8" },
    workload: {
      inputTokens: 1000,
      outputTokens: 1000,
    },
    published: {
      // Llama 3.1 8B table, row "1000/1000", H100 TP1 (FP8): "15,220" (one GPU, so per GPU)
      outputTokensPerSecondPerGpu: 15_220,
    },
    filledIn: [
      "batchSize: not stated (max load; set by the KV cache, as in the 70B case)",
      "kvCache: not stated (checkpoint default)",
    ],
    notes:
      "A small dense model where per-step fixed overheads and prefill interleaving weigh more than in the large cases. Same table: H200 TP1 (FP8) 17,744 at 1000/1000; H100 TP1 22,714 at 128/2048 (decode-heavy).",
  },
  {
    id: "ant-h20-prefill-tp8",
    title: "SGLang on H20 (Ant Group), prefill: one node TP8, 4,096-token prompts",
    source: {
      ...antGroupH20,
      where: "Introduction (headline) and §Performance › Prefill › Environment",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA H20",
    // "The Prefill instance is deployed on a 1-node setup (8× H20 GPUs)"; "--tp-size 8"
    gpus: 8,
    nodes: 1,
    // TP8 with no expert parallelism: each expert split 8 ways
    parallelism: { tensorParallel: 8, expertParallel: 1, dataParallel: 1 },
    // No overlap scheme named for the TP8 prefill
    overlapCommunication: false,
    // Base "BF16 + fa3" attention; final point adds "Fa3-FP8" attention; weights are the FP8 release
    precision: { weights: "fp8Block128", kvCache: "fp8", activations: "fp8" },
    workload: {
      // "--random-input 4096 --random-output 1 --random-range-ratio 1"
      inputTokens: 4096,
      outputTokens: 1,
      // Reproduction config (antgroup/sglang pull request 4, prefill launch): "--chunked-prefill-size 16384",
      // so a full forward batch holds 16,384 / 4,096 = 4 prompts
      batchSize: 16_384 / 4096,
      kvCacheHitRate: 0,
    },
    published: {
      // "each node achieves 16.5k input tokens per second and 5.7k output tokens per second on 4096-token input sequences"
      tokensPerSecondPerNode: 16_500,
      // 16,500 / 8 = 2,062.5 per GPU
      inputTokensPerSecondPerGpu: 16_500 / 8,
    },
    filledIn: [
      "precision: the headline does not say which optimizations it includes; taken as all of them (FP8 attention, i.e. FP8 KV, on top of FP8 GEMMs)",
      "batchSize per forward pass: not stated in the blog; the benchmark sends '--num-prompt 512' with no rate limit, so the scheduler fills each batch up to the reproduction config's 16,384-token chunk (https://github.com/antgroup/sglang/pull/4, published after the blog; it also sets '--kv-cache-dtype fp8_e4m3', agreeing with the FP8 KV taken here)",
      "kvCacheHitRate: random prompts, taken as no prefix reuse",
    ],
    notes:
      "H20 has 148 dense BF16 / 296 FP8 TFLOPS against 4.0 TB/s, so prefill is compute-bound at a low rate; the H20 preset itself is medium confidence (no vendor datasheet). A test of the compute side on a weak-compute part.",
  },
  {
    id: "ant-h20-decode-ep16-mtp",
    title: "SGLang on H20 (Ant Group), decode: 2 nodes DP16/EP16, 48 sequences per GPU, MTP",
    source: {
      ...antGroupH20,
      where:
        "§Performance › Decode › Environment; §Config for MTP; §Tiered Online Inference Serving › Decode Deployment table (row InferX Base)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA H20",
    // "The Decode instance is deployed on a 2-node setup (16× H20 GPUs)"; "Attention-DP16 + MoE-EP16"
    gpus: 16,
    nodes: 2,
    parallelism: { tensorParallel: 1, expertParallel: 16, dataParallel: 16 },
    // "Single-Batch Overlap (SBO) to boost small-batch throughput": shared expert over dispatch, down GEMM over combine
    overlapCommunication: true,
    // Base "BF16 + MTP"; final stack adds "FP8 MLA" (FP8 Q/KV in FlashMLA)
    precision: { weights: "fp8Block128", kvCache: "fp8", activations: "fp8" },
    // Table row: "Steps 1, Eagle-topk 1, Draft-tokens 2"; "(steps=1, topK=1, draft-tokens=2) → Accept length ≈ 1.8–1.9"
    specDecode: { draftTokens: 1, acceptanceLength: [1.8, 1.9] },
    workload: {
      // "--random-input 4096 --random-output 1536 --random-range-ratio 1"
      inputTokens: 4096,
      outputTokens: 1536,
      // "InferX Base | 48 | 1 | 1 | 2 | 714" (Batch-size/GPU 48)
      batchSize: 48,
      // 4,096 prompt + on average half of 1,536 output tokens
      averageContextTokens: 4096 + 1536 / 2,
    },
    published: {
      // "Throughput/GPU (tokens/s) ... 714" (InferX Base row)
      outputTokensPerSecondPerGpu: 714,
      // Headline "5.7k output tokens per second" per node (714 · 8 = 5,712)
      tokensPerSecondPerNode: 5700,
    },
    filledIn: [
      "draftTokens: 'draft-tokens=2' counts the verified token plus one draft, so one draft token per step in the planner's terms",
      "averageContextTokens: computed as input + output / 2",
      "precision: whether the deployment table includes FP8 MLA is not said; taken as the fully optimized stack",
    ],
    notes:
      "The InferX Base tier promises 'TPOT < 70 ms'; 48 / 714 ≈ 67 ms per token per user is consistent. Other tiers on the same row format: InferX Pro 32 per GPU → 675, InferX Max 12 per GPU with 3 draft tokens (accept ≈ 2.4–2.7) → 423 tokens/s per GPU. Single-batch overlap instead of two-batch overlap.",
  },
  {
    id: "trtllm-b200-deepseek-r1-min-latency-mtp3",
    title:
      "TensorRT-LLM DeepSeek-R1 (NVFP4) min latency on 8 B200: one request at a time, MTP with 3 draft layers",
    source: {
      ...trtllmMinLatencyBlog,
      where:
        "Background (headline), §Workload Profile, §Precision Strategy, §Parallelism Strategy, §Key Optimizations table (last row), §Relax Acceptance Verification, §How to reproduce",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "aggregated",
    grade: "B",
    gpu: "NVIDIA B200 (HGX/DGX B200)",
    // "min-latency scenarios on NVIDIA's 8×B200 GPU configuration"; "Attention Modules | Tensor
    // Parallelism 8 (TP8)"; "MoE Sparse Experts | Mixed TP4 with Expert Parallelism 2 (EP2)"
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 2, dataParallel: 1 },
    // One sequence: no micro-batches to overlap; the multi-stream overlap it names is of the shared
    // expert with the routed experts, not of communication
    overlapCommunication: false,
    // "64x Attention Modules | bf16"; "3x Dense FFN Layers | nvfp4"; "58x MoE FFN Layers | nvfp4";
    // "for this latency scenario low-precision attention computation doesn't help with performance so
    // we choose to use bf16 precision for the Attention Modules"; "DynamicQuant (BF16->NVFP4)"
    precision: { weights: "bf16", expertWeights: "nvfp4", kvCache: "bf16", activations: "nvfp4" },
    // "extends the MTP layer to 3x layers using autoregressive styling"; "MTP3_top10, d0.6 | 3.10";
    // reproduction: "relaxed_topk: 10" and "relaxed_delta: 0.6"
    specDecode: { draftTokens: 3, acceptanceLength: [3.1, 3.1] },
    workload: {
      // "Input Sequence Length (ISL): 1k tokens"; "Output Sequence Length (OSL): 2k tokens"
      inputTokens: 1024,
      outputTokens: 2048,
      // "single concurrency (min-latency scenario)"; reproduction: "--concurrency 1", "--max_batch_size 1"
      batchSize: 1,
      concurrency: 1,
    },
    published: {
      // "Relax Acceptance | **368**" (TPS/User); "to our current number is 368 TPS"
      outputTokensPerSecondPerUser: 368,
    },
    filledIn: [
      "acceptanceLength: the relaxed-acceptance table gives 3.06 (top10, d0.5) and 3.10 (top10, d0.6); 3.10 is the row the reproduction settings name ('relaxed_topk: 10', 'relaxed_delta: 0.6')",
      "lengths: '1k' and '2k' read as 1,024 and 2,048 (the reproduction page: 'Batch = 1, ISL = 1K, OSL = 2K, num_requests = 10 from real dataset'); a real dataset's lengths vary around them",
      "the per-user figure counts the whole request: the reproduction page's expected output for this benchmark prints 'Per User Output Throughput (tokens/sec/user): 274.7188' beside 'Average request latency (ms): 7456.1219', and 2,048 / 7.456 s ≈ 274.7",
    ],
    notes:
      "A batch-1, latency-bound decode: every step reads the weights one sequence needs, verifies 3 drafts and keeps 3.1 tokens on average. The three BF16 MTP draft layers run every step and are not priced by the model. Clocks tuned with '--vboost 4' (about 8 tokens/s per user, per the reproduction page). The same blog's MTP table (111 without MTP, 198 with one draft) is recorded as two further cases.",
  },
  {
    id: "trtllm-b200-deepseek-r1-min-latency-mtp1",
    title:
      "TensorRT-LLM DeepSeek-R1 (NVFP4) min latency on 8 B200: one request at a time, MTP with 1 draft layer",
    source: {
      ...trtllmMinLatencyBlog,
      where: "§MTP › Autoregressive MTP Layers table (row MTP 1); §Key Optimizations table",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "aggregated",
    grade: "B",
    gpu: "NVIDIA B200 (HGX/DGX B200)",
    // Key Optimizations: "Introduce EP4TP2 for better workload balance | 253 | Use `--tp 8 --ep 4`",
    // the stage whose MTP 3 figure the MTP table repeats (253)
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 4, dataParallel: 1 },
    overlapCommunication: false,
    precision: { weights: "bf16", expertWeights: "nvfp4", kvCache: "bf16", activations: "nvfp4" },
    // "| MTP 1 | 1.92 | 198 | 1.78 |" (Acceptance Rate, TPS/User, speedup)
    specDecode: { draftTokens: 1, acceptanceLength: [1.92, 1.92] },
    workload: {
      inputTokens: 1024,
      outputTokens: 2048,
      batchSize: 1,
      concurrency: 1,
    },
    published: {
      // "| MTP 1 | 1.92 | 198 | 1.78 |"
      outputTokensPerSecondPerUser: 198,
    },
    filledIn: [
      "expertParallel: the MTP table does not name its stage; its MTP 3 row (253) equals the Key Optimizations row 'Introduce EP4TP2 ... 253 ... --tp 8 --ep 4', so EP4 (each expert split 2 ways) is taken",
      "lengths and the per-user convention: as in the MTP 3 case",
    ],
    notes:
      "The middle point of the blog's MTP sweep: 1.92 tokens kept per step for one draft. Against the no-MTP case (111) it isolates what the model makes of verifying a draft token at batch 1.",
  },
  {
    id: "trtllm-b200-deepseek-r1-min-latency-no-mtp",
    title:
      "TensorRT-LLM DeepSeek-R1 (NVFP4) min latency on 8 B200: one request at a time, no speculative decoding",
    source: {
      ...trtllmMinLatencyBlog,
      where: "§MTP › Autoregressive MTP Layers table (row Without MTP); §Key Optimizations table",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "aggregated",
    grade: "B",
    gpu: "NVIDIA B200 (HGX/DGX B200)",
    // As the MTP 1 case: the EP4TP2 stage ("--tp 8 --ep 4")
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 4, dataParallel: 1 },
    overlapCommunication: false,
    precision: { weights: "bf16", expertWeights: "nvfp4", kvCache: "bf16", activations: "nvfp4" },
    workload: {
      inputTokens: 1024,
      outputTokens: 2048,
      batchSize: 1,
      concurrency: 1,
    },
    published: {
      // "| Without MTP | 1.00 | 111 | 1.00 |"
      outputTokensPerSecondPerUser: 111,
    },
    filledIn: [
      "expertParallel: EP4, as in the MTP 1 case (the table's stage is inferred)",
      "lengths and the per-user convention: as in the MTP 3 case",
    ],
    notes:
      "The purest weight-streaming check in the set: one sequence, no drafts, so each step reads the attention and shared weights plus the 8 routed experts' NVFP4 weights per MoE layer, spread over 8 GPUs, and pays TP8 all-reduces. 1000 / 111 ≈ 9.0 ms per token.",
  },
  {
    id: "vllm-gb200-deepseek-r1-prefill-ep2",
    title:
      "vLLM DeepSeek-R1 prefill on GB200: instances of 2 GPUs (DP2, EP2), NVFP4 experts, 2K prompts",
    source: {
      ...vllmGb200Blog,
      where:
        "Introduction, §Results (deployment table), §NVFP4 GEMM, §FP8 GEMM for MLA, §Scaling Down Prefill",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA GB200 (per Blackwell GPU, NVL72)",
    // "4 prefill instances (each with 2 GB200)"; "all utilizing a combination of data-parallelism (DP)
    // and expert-parallelism (EP)"; half a 4-GPU tray
    gpus: 2,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 2, dataParallel: 2 },
    // Future work: "Hiding communication latency via compute-communication overlap"
    overlapCommunication: false,
    // "quantized to FP4 precision for the MoE expert weights and output projection layers"; "the query
    // up-projection ... benefits from FP8 quantization"; "NVFP4 dispatch"
    precision: {
      weights: "fp8",
      expertWeights: "nvfp4",
      kvCache: "unstated",
      activations: "nvfp4",
    },
    workload: {
      // "workload of **2K input tokens** and **2K output tokens**"
      inputTokens: 2048,
      outputTokens: 2048,
      // Not stated; 16,384 new tokens per replica (see filledIn): 16,384 / 2,048 = 8 prompts
      batchSize: 16_384 / 2048,
      kvCacheHitRate: 0,
    },
    published: {
      // "enable vLLM to achieve **26.2K prefill TPGS (tokens per GPU second)**"
      inputTokensPerSecondPerGpu: 26_200,
    },
    filledIn: [
      "batchSize: not stated; the blog says MLA throughput 'starts plateauing when batch size increases from 16K to 64K tokens', so the plan holds 16,384 new tokens per replica, the size the other prefill cases use where the scheduler fills the batch",
      "weights (the non-expert linear layers): a mix the model's one format cannot show: NVFP4 output projection, FP8 query up-projection, the rest of attention and the shared and dense FFNs as the checkpoint stores them. Per DeepSeek layer the attention projections hold about 117M (output), 38M (query up) and 32M (other) weights, so 117M · 0.5625 B + 38M · 1 B + 32M · 2 B ≈ 168 MB, nearest FP8's 187 MB; recorded as fp8",
      "kvCache: not stated; vLLM's default ('auto', the model's 16-bit type)",
      "'2K' read as 2,048",
      "nodes: 2 GPUs are half a 4-GPU GB200 tray, counted as one node",
    ],
    notes:
      "Half the routed experts' weights live in CPU memory and are copied back one layer ahead ('we offload one of every two MoE GEMM weights, achieving significant memory savings while maintaining full throughput'); the model does not price the copy, taken as hidden as the blog says. A compute-bound prefill on FP4 tensor cores.",
  },
  {
    id: "vllm-gb200-deepseek-r1-decode-ep8",
    title:
      "vLLM DeepSeek-R1 decode on GB200: one instance of 8 GPUs (DP8, EP8), NVFP4 experts, 2K in / 2K out",
    source: {
      ...vllmGb200Blog,
      where:
        "Introduction, §Results (deployment table and text), §NVFP4 MoE Dispatch, §MoE DP Chunk",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "decode",
    serving: "disaggregated",
    grade: "C",
    gpu: "NVIDIA GB200 (per Blackwell GPU, NVL72)",
    // "1 decode instance (with 8 GB200)"; "Decode | 32 GPUs | 8 GPUs (1 instance x 8 GPUs)"; two 4-GPU trays
    gpus: 8,
    nodes: 2,
    parallelism: { tensorParallel: 1, expertParallel: 8, dataParallel: 8 },
    overlapCommunication: false,
    precision: {
      weights: "fp8",
      expertWeights: "nvfp4",
      kvCache: "unstated",
      activations: "nvfp4",
    },
    workload: {
      inputTokens: 2048,
      outputTokens: 2048,
      // KV-cache limit of one replica at 2,048 + 2,048 / 2 = 3,072 tokens of context (see filledIn)
      batchSize: 522,
    },
    published: {
      // "and **10.1K decode TPGS on GB200**"
      outputTokensPerSecondPerGpu: 10_100,
    },
    filledIn: [
      "batchSize: not stated with the headline; the blog benchmarks decode 'varying the decode batch size that fully utilizates GPU memory', so the plan holds the sequences its KV cache admits at the mean context (l_i + l_o / 2 = 3,072): 522 per GPU with a 16-bit cache",
      "kvCache: not stated; vLLM's default (16-bit). An FP8 cache would about double the batch",
      "weights, '2K': as in the prefill case",
      "speculative decoding and overlap: not mentioned, taken as off",
    ],
    notes:
      "Grade C because the batch behind the headline is read from a rule ('fully utilizes GPU memory') rather than stated, and it moves the prediction most. 'VLLM_MOE_DP_CHUNK_SIZE' is set 'to match the batch size for decode'. NVFP4 dispatch quarters the all-to-all bytes against 16-bit, which the plan's NVFP4 activations carry.",
  },
  {
    id: "vllm-gb300-deepseek-r1-prefill-ep2",
    title:
      "vLLM DeepSeek-R1 (NVFP4) prefill only on 2 GB300 (DP2, EP2), 2K prompts, 256 concurrent",
    source: {
      ...daoCloudGb300Blog,
      where:
        "§Summary; §Benchmark Setup; §Optimized Configurations; §EP2 vs. TP2 Selection (a. Prefill-Only Scenario)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA GB300 (per GPU, NVL72)",
    // "with 2x GB300 GPUs, **DeepSeek-R1** (NVFP4 + EP2)"; "The CLI parameter to switch to EP2 is
    // `-dp=2 --enable-expert-parallel`"
    gpus: 2,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 2, dataParallel: 2 },
    overlapCommunication: false,
    // "vllm bench serve --model nvidia/DeepSeek-R1-0528-NVFP4"; "VLLM_USE_FLASHINFER_MOE_FP4=1"
    precision: {
      weights: "bf16",
      expertWeights: "nvfp4",
      kvCache: "unstated",
      activations: "nvfp4",
    },
    workload: {
      // "(ISL=2K,OSL=1,batch=256)"; "--random-input-len $ISL --random-output-len $OSL"
      inputTokens: 2048,
      outputTokens: 1,
      // "# DeepSeek-R1-0528-NVFP4 --max-num-batched-tokens 32768": 32,768 / 2,048 = 16 prompts per rank
      batchSize: 32_768 / 2048,
      concurrency: 256,
      // "--dataset-name random", "--seed $RANDOM"
      kvCacheHitRate: 0,
    },
    published: {
      // "can achieve a throughput of **22476 TGS**_(ISL=2K,OSL=1,batch=256)_ in a prefill-only scenario";
      // TGS counts total tokens ("Prefill Throughput > Total token throughput (tok/s)"), one of each
      // 2,049 being output: 22,476 · 2,048 / 2,049 ≈ 22,465 input tokens/s per GPU
      inputTokensPerSecondPerGpu: (22_476 * 2048) / 2049,
    },
    filledIn: [
      "batchSize: '--max-num-batched-tokens 32768' is given as the tuned value 'for TP2'; with '-dp=2' each data-parallel rank schedules its own batch, taken as the same 32,768 tokens (16 prompts) per rank",
      "weights (non-expert) and kvCache: not stated; NVIDIA's NVFP4 checkpoints keep attention unquantized (see the B200 max-throughput case), and vLLM's default KV type is 16-bit",
      "'2K' read as 2,048",
    ],
    notes:
      "A prefill-only benchmark through an aggregated engine (one output token), read as a prefill instance. The blog says the EP2 curve 'exhibits some fluctuations due to unbalanced expert routing'. DaoCloud's own measurement on the vLLM blog, independent of the GB200 case's Meta and NVIDIA team.",
  },
  {
    id: "vllm-gb300-deepseek-v32-prefill-tp2",
    title:
      "vLLM DeepSeek-V3.2 (NVFP4, sparse attention) prefill only on 2 GB300 (TP2), 2K prompts, 64 concurrent",
    source: {
      ...daoCloudGb300Blog,
      where:
        "§Summary; §Optimized Configurations; §FP8 vs. FP4 (for DeepSeek V3.2); §DeepSeek V3.2 - Still Way To Go",
    },
    model: "DeepSeek-V3.2",
    phase: "prefill",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA GB300 (per GPU, NVL72)",
    // "**DeepSeek-V3.2** (NVFP4 + TP2)"; "vllm serve nvidia/DeepSeek-V3.2-NVFP4 -tp 2" (experts split 2 ways)
    gpus: 2,
    nodes: 1,
    parallelism: { tensorParallel: 2, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    precision: {
      weights: "bf16",
      expertWeights: "nvfp4",
      kvCache: "unstated",
      activations: "nvfp4",
    },
    workload: {
      // "In prefill-only scenarios _(ISL=2k, OSL=1, batch=64)_"
      inputTokens: 2048,
      outputTokens: 1,
      // "# DeepSeek-V3.2-NVFP4 --max-num-batched-tokens 20480": 20,480 / 2,048 = 10 prompts per batch
      batchSize: 20_480 / 2048,
      concurrency: 64,
      kvCacheHitRate: 0,
    },
    published: {
      // "it achieves a single-GPU throughput of **7360 TGS** (tokens / GPU / second) in a prefill-only
      // scenario"; total tokens, one of each 2,049 output: 7,360 · 2,048 / 2,049
      inputTokensPerSecondPerGpu: (7360 * 2048) / 2049,
    },
    filledIn: [
      "parallelism: the summary and the FP8-vs-FP4 section say TP2 ('TP2 delivers ... up to 7360 TGS'); one later line says 'DeepSeek V3.2 in EP2 ... ~7360 TGS'. TP2 is taken",
      "weights (non-expert) and kvCache: as in the R1 GB300 case",
      "'2k' read as 2,048",
    ],
    notes:
      "The one case with DeepSeek Sparse Attention: the indexer scores every earlier token, and at 2K prompts its top-2,048 selection keeps them all, so the case tests the indexer's cost, not sparsity. The blog measures 'a single DSA layer step 2.7x that of MLA' and R1's prefill at about 3x V3.2's on the same GPUs.",
  },
  {
    id: "amd-mi300x-deepseek-r1-prefill-ep16",
    title:
      "vLLM DeepSeek-R1 prefill on AMD MI300X: 2 nodes (EP16) of a 2P2D instance, 2,000-token prompts",
    source: {
      ...amdWideEpBlog,
      where: "§Architecture Overview; §Results at Scale; §Performance Result (prefill figure text)",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "prefill",
    serving: "disaggregated",
    grade: "B",
    gpu: "AMD Instinct MI300X",
    // "four AMD Instinct™ MI300X nodes per instance using a 2P2D layout—two nodes for Prefill and two for Decode"
    gpus: 16,
    nodes: 2,
    parallelism: { tensorParallel: 1, expertParallel: 16, dataParallel: 16 },
    // "With essential features such as dual-batches overlapping still being developed"
    overlapCommunication: false,
    // "we integrated FP8 MLA, per-token activation per-channel weight quantization, preshuffle AITER FP8 GEMM"
    precision: { weights: "fp8", kvCache: "fp8", activations: "fp8" },
    workload: {
      // "we tested the 2,000-length prompt input scenario"
      inputTokens: 2000,
      // The decode test's output length ("2,000-length prompt input and 100 length output")
      outputTokens: 100,
      // Not stated: 16,384 new tokens per replica hold 8 prompts of 2,000
      batchSize: 8,
      kvCacheHitRate: 0,
    },
    published: {
      // "achieved **32.3k** tokens per second per node"; 32,300 / 8 = 4,037.5 per GPU
      tokensPerSecondPerNode: 32_300,
      inputTokensPerSecondPerGpu: 32_300 / 8,
    },
    filledIn: [
      "parallelism: DP attention with expert parallelism over the two prefill nodes (EP16) is taken from the blog's small-radius EP design; the EP16 figure is stated for decode",
      "batchSize: not stated; 8 prompts of 2,000 tokens per replica (16,000 tokens), the size the other prefill cases use where the scheduler fills the batch",
      "kvCache: 'FP8 MLA' read as FP8 attention with an FP8 KV cache",
      "weights: per-channel FP8 (one scale per output channel, negligible bytes), recorded as fp8",
    ],
    notes:
      "AMD's own measurement (vLLM with AITER kernels and MoRI all-to-all, RDMA between nodes). The decode half of the same instance (12.4k output tokens/s per node, 2,000 in / 100 out) is not recorded: its batch is stated nowhere and no rule fixes it.",
  },
  {
    id: "dstack-mi300x-deepseek-r1-vllm-tp8-c128",
    title: "vLLM DeepSeek-R1 on 8 AMD MI300X (TP8), 3,200 in / 800 out, 128 concurrent requests",
    source: {
      ...dstackResults,
      where:
        "raw_data/online_results.csv, row 'mi300x,vllm,random,,128,,3200,800'; README task 'vLLM-Mi300'",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "AMD Instinct MI300X",
    // "vllm serve deepseek-ai/DeepSeek-R1 --tensor-parallel-size 8"; experts split 8 ways (no EP flag)
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    // deepseek-ai/DeepSeek-R1: the block-scaled FP8 release; no KV dtype flag
    precision: { weights: "fp8Block128", kvCache: "unstated", activations: "fp8" },
    workload: {
      // CSV columns random_input_len, random_output_len: "3200,800"; random_range_ratio "1"
      inputTokens: 3200,
      outputTokens: 800,
      // max_concurrency "128" (the CSV's measured mean concurrency: 119.44)
      concurrency: 128,
      kvCacheHitRate: 0,
    },
    published: {
      // output_throughput "914.7383228" tokens/s on 8 GPUs: 914.74 / 8 ≈ 114.3 per GPU
      outputTokensPerSecondPerGpu: 914.7383228 / 8,
      // mean_tpot_ms "109.0719536"
      tpotMs: 109.0719536,
      // mean_ttft_ms "22245.64614"
      ttftMs: 22_245.646_14,
    },
    filledIn: [
      "kvCache: not stated; vLLM's default (16-bit)",
      "batch: the stated maximum concurrency, 128; the CSV's own mean concurrency is 119.4",
    ],
    notes:
      "dstack's open benchmark (image 'rocm/vllm-dev:vllm-ds3-staging-0217', February 2025), 500 prompts. Tensor parallelism across the 8 GPUs, so every layer pays all-reduces over MI300X's point-to-point Infinity Fabric mesh. The blog's '4574 tokens/s' is input plus output (3,658.95 + 914.74).",
  },
  {
    id: "dstack-mi300x-deepseek-r1-sglang-tp8-c4",
    title: "SGLang DeepSeek-R1 on 8 AMD MI300X (TP8), 3,200 in / 800 out, 4 concurrent requests",
    source: {
      ...dstackResults,
      where:
        "raw_data/online_results.csv, row 'mi300x,sglang,random,,4,,3200,800'; README task 'SgLang-Mi300x'",
    },
    model: "DeepSeek-V3 / DeepSeek-R1",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "AMD Instinct MI300X",
    // "python3 -m sglang.launch_server --model-path $MODEL_ID --tp 8"
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    precision: { weights: "fp8Block128", kvCache: "unstated", activations: "fp8" },
    workload: {
      inputTokens: 3200,
      outputTokens: 800,
      // max_concurrency "4" (measured mean concurrency 3.9999)
      concurrency: 4,
      kvCacheHitRate: 0,
    },
    published: {
      // output_throughput "108.2544255" on 8 GPUs: 108.25 / 8 ≈ 13.5 per GPU
      outputTokensPerSecondPerGpu: 108.2544255 / 8,
      // mean_tpot_ms "34.93687731"
      tpotMs: 34.936_877_31,
      // mean_ttft_ms "1644.592794"
      ttftMs: 1644.592_794,
    },
    filledIn: ["kvCache: not stated; SGLang's default (16-bit)"],
    notes:
      "A low-batch, weight-streaming decode on AMD: 4 sequences read nearly every expert's FP8 weights each step. Image 'rocm/sglang-staging:20250212'.",
  },
  {
    id: "oracle-mi300x-llama405b-fp8-bs1",
    title: "vLLM Llama 3.1 405B FP8 on 8 AMD MI300X (OCI), one request of 128 in / 128 out",
    source: {
      ...oracleLlama405b,
      where: "§LLM serving performance › Latency measurements table, row Batch Size 1",
    },
    model: "Llama-3.1-405B",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "AMD Instinct MI300X",
    // "a single instance of the Llama 3.1 405B FP8 model on a single OCI bare metal instance. All eight
    // GPUs were assigned for serving"
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    // "Llama 3.1 405B FP8 model"
    precision: { weights: "fp8", kvCache: "unstated", activations: "fp8" },
    workload: {
      // "Each test had input size 128 and an output size 128 tokens."
      inputTokens: 128,
      outputTokens: 128,
      // "| Batch Size | ... | 1 |"
      batchSize: 1,
    },
    published: {
      // "| 1 | 36 | 3.530 |" (Output throughput in TPS, Average latency in seconds): 128 / 3.530 ≈ 36.3,
      // which the table rounds to 36
      outputTokensPerSecondPerUser: 128 / 3.53,
    },
    filledIn: [
      "tensorParallel: 8, from 'All eight GPUs were assigned' to a single instance",
      "kvCache: not stated; vLLM's default (16-bit)",
      "activations: FP8, as the FP8 checkpoints run their GEMMs",
    ],
    notes:
      "'Offline benchmarks were measured using the scripts/benchmark_latency.py in the vLLM': the time of one whole generate call, prefill included. The dense end of the batch-1 cases: 405B FP8 weights read once per token over 8 GPUs. The same table at batch 256 is recorded as the next case.",
  },
  {
    id: "oracle-mi300x-llama405b-fp8-bs256",
    title:
      "vLLM Llama 3.1 405B FP8 on 8 AMD MI300X (OCI), a batch of 256 requests of 128 in / 128 out",
    source: {
      ...oracleLlama405b,
      where: "§LLM serving performance › Latency measurements table, row Batch Size 256",
    },
    model: "Llama-3.1-405B",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "AMD Instinct MI300X",
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    precision: { weights: "fp8", kvCache: "unstated", activations: "fp8" },
    workload: {
      inputTokens: 128,
      outputTokens: 128,
      // "| Batch Size | ... | 256 |"
      batchSize: 256,
    },
    published: {
      // "| 256 | 1846 | 17.750 |": 256 · 128 / 17.75 s ≈ 1,846 output tokens/s on 8 GPUs, 230.75 per GPU
      outputTokensPerSecondPerGpu: 1846 / 8,
      // 128 / 17.750 s ≈ 7.2 per user
      outputTokensPerSecondPerUser: 128 / 17.75,
    },
    filledIn: ["as in the batch-1 case"],
    notes:
      "One batch of 256 prompts prefilled and decoded together, so the step mixes 32,768 prompt tokens with 127 decode steps; read through the planner's steady-state aggregated comparison at batch 256.",
  },
  {
    id: "amd-mi300x-llama70b-fp8-bs1",
    title:
      "vLLM Llama 3.1 70B FP8 (FP8 KV) on 8 AMD MI300X (TP8), one request of 128 in / 2,048 out",
    source: {
      ...amdPerformanceResults,
      where: "AI Inference › vLLM › Latency Measurements table, row Llama 3.1 70B, batch size 1",
    },
    model: "Llama-3.1-70B",
    phase: "both",
    serving: "aggregated",
    grade: "A",
    gpu: "AMD Instinct MI300X",
    // "Model Precision TP Size Batch Size Input Output Latency (sec)": "Llama 3.1 70B
    // (amd/Llama-3.1-70B-Instruct-FP8-KV) FP8 8 1 128 2048 17.236"
    gpus: 8,
    nodes: 1,
    parallelism: { tensorParallel: 8, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    // "amd/Llama-3.1-70B-Instruct-FP8-KV", "FP8": FP8 weights and activations, FP8 KV cache
    precision: { weights: "fp8", kvCache: "fp8", activations: "fp8" },
    workload: {
      inputTokens: 128,
      outputTokens: 2048,
      batchSize: 1,
    },
    published: {
      // "... FP8 8 1 128 2048 17.236": 2,048 / 17.236 s ≈ 118.8 tokens/s
      outputTokensPerSecondPerUser: 2048 / 17.236,
    },
    filledIn: [],
    notes:
      "Container 'rocm/vllm: rocm6.4.1_vllm_0.9.1_20250715'; server with '8x AMD MI300X (192GB HBM3 750W) GPUs'. The page is replaced with each container release (a later version lists 15.882 s for the same row), so the version read here is named in the source's date. Latency is one whole request, prefill included.",
  },
  {
    id: "amd-mi355x-llama8b-mxfp4-offline",
    title:
      "vLLM Llama 3.1 8B MXFP4 (weights and activations) on one AMD MI355X, offline, 16,384 prompts",
    source: {
      ...amdMxfp4Blog,
      where:
        "Appendix › Throughput and Accuracy: Full Results table (row Llama-3.1-8B, mxfp4); throughput command; test configuration",
    },
    model: "Llama-3.1-8B",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "AMD Instinct MI355X",
    // "AMD Instinct MI355X GPU (single GPU, TP=1)"
    gpus: 1,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    // "**mxfp4** = `w_mxfp4_a_mxfp4`"; "--dtype bfloat16", no KV dtype flag
    precision: { weights: "mxfp4", kvCache: "unstated", activations: "mxfp4" },
    workload: {
      // Derived (see filledIn): (87,460 − 10,483) / 81.9 ≈ 940 input tokens per request
      inputTokens: 940,
      // "--input-len 1024 --output-len 128"; 10,483 / 81.9 ≈ 128
      outputTokens: 128,
      // vLLM's default max_num_seqs for its offline (LLM class) engine on a GPU of 70 GiB or more
      concurrency: 1024,
      // "--prefix-len 0"
      kvCacheHitRate: 0,
    },
    published: {
      // "| Llama-3.1-8B | mxfp4 | 81.9 | 87,460 | 10,483 |" (Requests/s, Total tokens/s, Output tokens/s)
      outputTokensPerSecondPerGpu: 10_483,
    },
    filledIn: [
      "inputTokens: the sonnet dataset's prompts are not exactly '--input-len 1024': the row's totals give (87,460 − 10,483) / 81.9 ≈ 940 input tokens per request, taken as the prompt length",
      "batch: '--num-prompts 16384' with no limit on sequences, so vLLM's default applies: max_num_seqs 1,024 'For GPUs like H100 and MI300x' (vllm/engine/arg_utils.py, device memory ≥ 70 GiB); the KV cache holds more",
      "kvCache: not stated; 16-bit ('--dtype bfloat16')",
    ],
    notes:
      "The one MXFP4-activation case: AMD Quark RTN checkpoint, weights and activations both MXFP4 on MI355X's FP4 units. vLLM 0.20 (rc), ROCm 7.2.2, '--gpu-memory-utilization 0.85 --max-model-len 1280'. A small dense model at a large batch: decode is bound by KV reads and per-step overheads.",
  },
  {
    id: "amd-mi355x-llama8b-fp8-serve",
    title: "vLLM Llama 3.1 8B FP8 on one AMD MI355X, 500 requests at once, 1,024 in / 128 out",
    source: {
      ...amdMxfp4Blog,
      where: "Appendix › Latency: Full Results table (row Llama-3.1-8B, fp8); latency commands",
    },
    model: "Llama-3.1-8B",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "AMD Instinct MI355X",
    // "vllm serve <MODEL> --dtype bfloat16 --tensor-parallel-size 1"
    gpus: 1,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    // "**fp8** = `w_fp8_a_fp8` (per-token, per-channel)"
    precision: { weights: "fp8", kvCache: "unstated", activations: "fp8" },
    workload: {
      // "--dataset-name random --random-input-len 1024 --random-output-len 128 --ignore-eos"
      inputTokens: 1024,
      outputTokens: 128,
      // "--request-rate inf --num-prompts 500": every request in flight at once
      concurrency: 500,
      kvCacheHitRate: 0,
    },
    published: {
      // "| Llama-3.1-8B | fp8 | 5,413 | 8,376 | 39.1 | 5,868 |" (mean TTFT ms, p99 TTFT ms, mean TPOT ms, output tok/s)
      outputTokensPerSecondPerGpu: 5868,
      tpotMs: 39.1,
      ttftMs: 5413,
    },
    filledIn: [
      "batch: 500, all requests at once; vLLM's default limit of 1,024 sequences (as in the offline case) admits them all",
      "kvCache: not stated; 16-bit ('--dtype bfloat16')",
    ],
    notes:
      "A single burst rather than a steady state: all 500 prompts (512,000 tokens) are prefilled in 8,192-token chunks while earlier ones decode, which the long mean TTFT (5.4 s) shows; read through the planner's steady-state aggregated comparison at batch 500. The table's bf16 (4,936) and mxfp4 (5,764) rows are the same run in other formats.",
  },
  {
    id: "gpustack-h100-gpt-oss-120b-tp1-c4",
    title: "vLLM gpt-oss-120b (MXFP4 experts) on one H100, ShareGPT, 4 concurrent requests",
    source: {
      ...gpustackGptOss,
      where:
        "§Other Benchmark Cases › Baseline serving script and benchmark results, '# ShareGPT batch size 4'",
    },
    model: "gpt-oss-120b",
    phase: "both",
    serving: "aggregated",
    grade: "B",
    gpu: "NVIDIA H100 SXM5 80GB",
    // "vllm serve openai/gpt-oss-120b --max-model-len 32768" (one GPU)
    gpus: 1,
    nodes: 1,
    parallelism: { tensorParallel: 1, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    // openai/gpt-oss-120b: MXFP4 routed experts, BF16 attention; Hopper has no FP4 units, so the
    // experts' GEMMs run with 16-bit activations
    precision: {
      weights: "bf16",
      expertWeights: "mxfp4",
      kvCache: "unstated",
      activations: "bf16",
    },
    workload: {
      // "Total input tokens: 22946" over "Successful requests: 100": 229.46 ≈ 229 per request
      inputTokens: 229,
      // "Total generated tokens: 21691" / 100 = 216.91 ≈ 217
      outputTokens: 217,
      // "Maximum request concurrency: 4"
      concurrency: 4,
    },
    published: {
      // "Output token throughput (tok/s): 453.04" (one GPU)
      outputTokensPerSecondPerGpu: 453.04,
      // "Mean TPOT (ms): 8.31"
      tpotMs: 8.31,
      // "Mean TTFT (ms): 49.00"
      ttftMs: 49,
    },
    filledIn: [
      "GPU: 'NVIDIA H100 GPUs', SXM or PCIe not said; the 80 GB SXM preset is taken",
      "lengths: ShareGPT's means (229 in, 217 out) stand for a spread of lengths",
      "activations: BF16 (vLLM runs MXFP4 experts on Hopper as 4-bit weights with 16-bit activations)",
      "kvCache: not stated; vLLM's default (16-bit)",
    ],
    notes:
      "GPUStack's performance lab, vLLM v0.10.2. A low-batch MoE decode on a GPU without FP4 tensor cores: 4 sequences read up to 16 of each layer's 128 experts. The optimized TP2 run of the same case reaches 5.75 ms TPOT. Also 'Median TPOT (ms): 8.24'.",
  },
  {
    id: "gpustack-h100-gpt-oss-120b-tp2-prefill-32k",
    title: "vLLM gpt-oss-120b on 2 H100 (TP2), 100 prompts of 32,000 tokens, 100 out",
    source: {
      ...gpustackGptOss,
      where:
        "§Benchmark Dataset; §Other Benchmark Cases › Optimized serving script and results, '# random 32K input'",
    },
    model: "gpt-oss-120b",
    phase: "prefill",
    serving: "disaggregated",
    grade: "B",
    gpu: "NVIDIA H100 SXM5 80GB",
    // "vllm serve openai/gpt-oss-120b --async-scheduling -tp 2" (experts split 2 ways)
    gpus: 2,
    nodes: 1,
    parallelism: { tensorParallel: 2, expertParallel: 1, dataParallel: 1 },
    overlapCommunication: false,
    precision: {
      weights: "bf16",
      expertWeights: "mxfp4",
      kvCache: "unstated",
      activations: "bf16",
    },
    workload: {
      // "Very long prompt: 32000 input tokens, 100 output tokens"; "Total input tokens: 3200000"
      inputTokens: 32_000,
      outputTokens: 100,
      // One prompt per forward batch (see filledIn)
      batchSize: 1,
      // "--dataset-name random ... --seed 42"
      kvCacheHitRate: 0,
    },
    published: {
      // "Benchmark duration (s): 98.86", "Total input tokens: 3200000": 3,200,000 / 98.86 s / 2 GPUs
      // ≈ 16,185 input tokens/s per GPU ("Total Token throughput (tok/s): 32471.01" adds the 9,955 output)
      inputTokensPerSecondPerGpu: 3_200_000 / 98.86 / 2,
    },
    filledIn: [
      "batchSize: vLLM's server default chunks prompts at 8,192 tokens (max_num_batched_tokens for the API server on a GPU of 70 GiB or more), so a 32,000-token prompt is about one forward batch's worth split in four; the plan prices one whole prompt per batch",
      "serving: an aggregated server whose work is 99.7% prompt tokens (3,200,000 in, 9,955 out), read as prefill alone; decode steps interleaved with the prompts are not priced",
      "GPU, activations, kvCache: as in the TP1 case",
    ],
    notes:
      "The long-prompt prefill: attention over 32,000 tokens outweighs the small active expert set (5.1B active parameters), and half the layers use a 128-token sliding window, which the model prices as such. Baseline (TP1, no async scheduling): 16,136.57 total tokens/s on one GPU.",
  },
];
