import { z } from "zod";
import { boundedNumber } from "../fields.ts";
import { msPerSecond } from "../units.ts";
import type { GpuSpec } from "./specs.ts";

// Derates that turn datasheet peaks into achievable rates. One default set for every model and
// phase (docs/roofline.md §3.7); callers may edit any of them.
// Compute efficiency alone may come from the GPU record, which declares its own where a source gives one.

// InferSim hardware/gpu.py falls back to an end-to-end MFU of 0.35 (H800), 0.4 (H200), 0.5 (GB200), 0.6 (H20)
// when it has no kernel data; those four GPU presets carry their value (MI300X and MI325X carry one scaled from
// AMD's measured best GEMM, src/data/gpus.ts), and every other GPU takes 0.45, their median, below the 0.55–0.75 kernel-level GEMM MFU of §3.7 because a step also runs skinny GEMMs,
// routing and synchronisation. These are end-to-end figures, so they may already hold part of the norms' and
// activations' time that elementwise.ts now charges as bytes; no source splits the two, so both stand as published.
export const defaultComputeEfficiency = 0.45;

// aiconfigurator systems/*.yaml mem_bw_empirical_scaling_factor: 0.8 (InferSim hardware/gpu.py: 0.8 × peak too);
// large decode reads reach 80–95% of peak HBM bandwidth (§3.7, FlashMLA and InferSim benches).
export const defaultMemoryEfficiency = 0.8;

// InferSim hardware/gpu.py derates NVLink and RDMA to 0.8 per direction; DeepEP reaches 153–158 of ~160 GB/s
// usable NVLink on H800 (§3.7).
export const defaultNetworkEfficiency = 0.8;

// aiconfigurator systems/*.yaml p2p_latency: 10 µs; decode-sized collectives (≈1 MB) are latency-bound (§3.6).
export const defaultCollectiveLatencyMs = 0.01;

// aiconfigurator systems/*.yaml mem_empirical_constant_latency: 3 µs added to every op; small-batch steps are
// floored by such fixed per-kernel costs, which a pure roofline misses (§3.7, §3.8).
export const defaultOpLatencyMs = 0.003;

// The shortest a GEMM kernel runs, however little it has to do: DeepGEMM's FP8 GEMMs on H800 take 9.5–10.1 µs
// at 16–64 rows for the smallest shapes InferSim measured (bench_data/gemm/h800/data.csv: m=64, k=7168, n=576
// 9.525 µs; m=64, k=2048, n=7168 9.911 µs; m=16, k=7168, n=576 9.932 µs), where the bytes alone would take 2–6 µs.
// TensorRT-LLM's H100 GEMMs of that size take 10–14 µs (aiconfigurator systems/data/h100_sxm/gemm/trtllm/1.3.0rc20).
export const defaultGemmFloorMs = 0.0095;

// The shortest an attention kernel runs: FlashMLA decode at batch 1 and 1,024 tokens of context takes 20.91 µs on
// H800 (InferSim bench_data/mla/decode/h800/128-512-64.csv); FlashInfer's GQA decode 27–35 µs at batch 1
// (bench_data/mha/decode/h800/32-8-128.csv). The smaller of the two.
export const defaultAttentionFloorMs = 0.0209;

// Host work between steps (scheduling, sampling, input preparation) that the GPU waits for. Engines overlap it with
// the previous step by default, which hides all but about 3%: TensorRT-LLM's overlap scheduler gains only 1.03× at
// batch 1 on 8 B200s (tech blog 2, "Achieving speedup with MTP"), so the default is 0. Without overlap, SGLang
// measured 51 → 60.4 tokens/s per rank, i.e. about 3 ms a step, when it turned overlap on (lmsys.org/blog/2025-07-17-mtp).
export const defaultPerStepOverheadMs = 0;

// Host time to launch one layer's kernels when the engine runs eagerly, without CUDA graphs (vLLM's --enforce-eager,
// SGLang's --disable-cuda-graph). Launches run ahead of the GPU, so a step takes the longer of the GPU's work and
// the host's launches. On one H200 at batch 1, GPT-2 (12 layers) decoded at 207.7 tokens/s on vLLM and 205.1 on
// SGLang run eagerly, against 766.6 and 964.6 with graphs (https://github.com/deepspeedai/DeepSpeed/pull/8352,
// "Controlled Rollout Performance Attribution on NVIDIA H200"). What going eager added, (1,000 / 207.7 −
// 1,000 / 766.6) / 12 = 0.2925 and (1,000 / 205.1 − 1,000 / 964.6) / 12 = 0.3199 ms a layer, is the launches less
// the GPU work they hid: their mean is the default, a lower bound; the whole eager step over the layers, 0.40 ms,
// is the upper. vLLM's first CUDA-graph PR measured Llama 2 7B (32 layers) at about 12 ms a token eager against
// 10.5 with graphs (https://github.com/vllm-project/vllm/pull/1440): launches of at most 12 / 32 = 0.375 ms a layer.
const gpt2TokensPerSecond = [
  { eager: 207.7, graphs: 766.6 }, // vLLM
  { eager: 205.1, graphs: 964.6 }, // SGLang
];
const gpt2Layers = 12;
export const defaultEagerLaunchMsPerLayer =
  gpt2TokensPerSecond.reduce(
    (sum, run) => sum + (msPerSecond / run.eager - msPerSecond / run.graphs) / gpt2Layers,
    0,
  ) / gpt2TokensPerSecond.length;

// A kernel whose compute and memory times are close runs longer than the larger of the two, which the roofline's
// max() assumes: each op group takes the p-norm (c^p + m^p)^(1/p) of its compute and memory times. p = 1.5 is the
// median of the exponent that reproduces each of 28 measured DeepGEMM FP8 GEMMs on H800 (InferSim
// bench_data/gemm/h800/data.csv: seven (k, n) shapes at m = 256, 512, 1,024 and 4,096; the fitted p ranges from
// 0.6 to past 17), with compute at each shape's own best rate at m ≥ 4,096 and weights, activations and output
// at 80% of 3.35 TB/s. test/model/latency/computeMemoryExponent.test.ts repeats the fit from the table.
export const defaultComputeMemoryExponent = 1.5;

// Share of min(compute + memory, communication) that two-batch overlap hides, from SGLang's TBO ablation
// (https://lmsys.org/blog/2025-05-05-large-scale-ep/, "Ablation Study: Two-batch Overlap"). Overlap gains most
// where compute and communication take equal time, min = sum / 2; the blog names that case: simulated-MTP
// decode, where attention time "aligns computation ... with DeepEP communication overhead", at 12,929 tokens/s
// without TBO and 17,552 with it. Hidden share of the unoverlapped step 1 − 12,929 / 17,552 = 0.2634, over the
// 0.5 an ideal overlap would hide: 0.527. The other points (25.5% decode at 256 tokens, 27–35% prefill) hide
// 0.20–0.26 of the step, which needs at least 0.41–0.52 of min when compute and communication differ: consistent.
const tboOffTokensPerSecond = 12_929;
const tboOnTokensPerSecond = 17_552;
const alignedMinShareOfStep = 0.5;
export const defaultOverlapEfficiency =
  (1 - tboOffTokensPerSecond / tboOnTokensPerSecond) / alignedMinShareOfStep;

// Routed tokens on the busiest GPU over the mean under expert parallelism. SGLang measured DeepSeek-V3 prefill on
// 32 H100s (EP32, 16,384 tokens per GPU) at 50,302 tokens/s per node with its EPLB placement against 59,337 with
// simulated perfect balance (https://lmsys.org/blog/2025-05-05-large-scale-ep/, "Overall Throughput" table):
// steps 59,337 / 50,302 = 1.18 times as long. Charged to the routed-expert FLOPs, the one part the model lets
// grow with load, so the step grows by less than 1.18; the blog says imbalance grows with the EP size.
const balancedTokensPerSecondPerNode = 59_337;
const eplbTokensPerSecondPerNode = 50_302;
export const defaultExpertLoadImbalance =
  balancedTokensPerSecondPerNode / eplbTokensPerSecondPerNode;

const fraction = boundedNumber({ min: 0, max: 1, exclusiveMin: true });
const latencyMs = boundedNumber({ min: 0, max: 60_000 });
// The busiest GPU holds at most every routed token; 16 times the mean is far past any measured placement.
const imbalance = boundedNumber({ min: 1, max: 16 });

export const EfficiencySchema = z.strictObject({
  /** Achieved fraction of dense peak FLOP/s. */
  computeEfficiency: fraction,
  /** Achieved fraction of peak HBM bandwidth. */
  memoryEfficiency: fraction,
  /** Achieved fraction of link bandwidth (scale-up, scale-out, P→D KV transfer). */
  networkEfficiency: fraction,
  /** Fixed cost of each collective (all-reduce, all-to-all). */
  collectiveLatencyMs: latencyMs,
  /** Fixed cost of each op the roofline charges per layer. */
  opLatencyMs: latencyMs,
  /** Fixed cost of each forward step. */
  perStepOverheadMs: latencyMs,
  /** The shortest a GEMM kernel runs: a step's GEMMs of each layer take at least this each. */
  gemmFloorMs: latencyMs,
  /** The shortest an attention kernel runs: each layer's attention takes at least this. */
  attentionFloorMs: latencyMs,
  /** How compute and memory time add within a kernel: the p of their p-norm (1: the sum; large: the max). */
  computeMemoryExponent: boundedNumber({ min: 1, max: 100 }),
  /** Share of the shorter of compute and communication that overlapping them hides, where a phase overlaps. */
  overlapEfficiency: fraction,
  /** Routed-expert tokens on the busiest GPU over the mean, under expert parallelism. */
  expertLoadImbalance: imbalance,
  /** Host time to launch one layer's kernels where a phase runs without CUDA graphs. */
  eagerLaunchMsPerLayer: latencyMs,
});

export type Efficiency = z.infer<typeof EfficiencySchema>;

export const defaultEfficiency: Efficiency = {
  computeEfficiency: defaultComputeEfficiency,
  memoryEfficiency: defaultMemoryEfficiency,
  networkEfficiency: defaultNetworkEfficiency,
  collectiveLatencyMs: defaultCollectiveLatencyMs,
  opLatencyMs: defaultOpLatencyMs,
  perStepOverheadMs: defaultPerStepOverheadMs,
  gemmFloorMs: defaultGemmFloorMs,
  attentionFloorMs: defaultAttentionFloorMs,
  computeMemoryExponent: defaultComputeMemoryExponent,
  overlapEfficiency: defaultOverlapEfficiency,
  expertLoadImbalance: defaultExpertLoadImbalance,
  eagerLaunchMsPerLayer: defaultEagerLaunchMsPerLayer,
};

/** The factors a roofline step reads; without a compute efficiency, the GPU's own (or the default) applies. */
export type StepEfficiency = Omit<Efficiency, "computeEfficiency"> &
  Partial<Pick<Efficiency, "computeEfficiency">>;

const { computeEfficiency: _, ...defaultsButCompute } = defaultEfficiency;

/** Every default but compute efficiency, under `overrides`: what a plan's partial efficiency means. */
export const efficiencyOverDefaults = (overrides: Partial<Efficiency> = {}): StepEfficiency => ({
  ...defaultsButCompute,
  ...overrides,
});

/** Compute efficiency on `gpu`: the one given, else the GPU record's, else defaultComputeEfficiency. */
export const computeEfficiencyOn = (gpu: GpuSpec, efficiency: StepEfficiency): number =>
  efficiency.computeEfficiency ?? gpu.computeEfficiency ?? defaultComputeEfficiency;
