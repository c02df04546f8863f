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
  | "Llama-3.1-70B"
  | "Llama-3.1-8B";

/** GPU names as the published cases name them. */
export type CaseGpuName =
  | "NVIDIA H800 SXM5 80GB"
  | "NVIDIA H100 SXM5 80GB"
  | "NVIDIA H200 SXM 141GB"
  | "NVIDIA H20"
  | "NVIDIA B200 (HGX/DGX B200)"
  | "NVIDIA GB200 (per Blackwell GPU, NVL72)";

/**
 * Number formats, named as the latency model names them; "fp16" costs the same 2 bytes as bf16.
 * "unstated" means the source does not say (see `filledIn`).
 */
export type CaseFormat = "bf16" | "fp16" | "fp8" | "fp8Block128" | "nvfp4" | "unstated";

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
  /** "aggregated": prefill and decode share the GPUs (in-flight batching), measured end to end. */
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
    /** Output tokens per second each user sees, a [low, high] range when the source gives one. */
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
];
