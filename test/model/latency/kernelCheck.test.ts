import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { efficiencyOverDefaults } from "../../../src/model/latency/efficiency.ts";
import { type OpGroup, opGroupTime } from "../../../src/model/latency/roofline.ts";
import type { GpuSpec } from "../../../src/model/latency/specs.ts";

// The roofline's price of single operators against measured kernels (test/fixtures/kernels/README.md):
// each measured shape is priced as stepTime prices that operator group on its GPU with the plan
// defaults (the GPU's end-to-end compute efficiency among them: H800 0.35, H20 0.6), and the price
// is divided by the kernel's measured time. docs/roofline.md §3.12 quotes the medians pinned here.

const efficiency = efficiencyOverDefaults();
const usPerMs = 1000;
// FP8 inputs, BF16 outputs.
const fp8Bytes = 1;
const bf16Bytes = 2;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
    : (sorted[Math.floor(middle)] ?? Number.NaN);
};

// MLA as DeepSeek-V3 runs it: 128 heads; decode absorbed over the 512 + 64 latent (values 512 wide).
const mlaHeads = 128;
const latent = 512 + 64;
const latentValues = 512;
// MLA prefill in MHA mode: d_qk 192, d_v 128.
const prefillQk = 192;
const prefillV = 128;
// GQA prefill of InferSim's H20 table: 32 query heads, 8 KV heads of 128.
const gqaHeads = 32;
const gqaKvHeads = 8;
const gqaHeadDim = 128;

/** The ratios of model price to measured time for every kernel InferSim measured on `gpuId`. */
const kernelRatios = (gpuId: "h800" | "h20") => {
  const gpu: GpuSpec = gpuPresets[gpuId];
  const fp8 = gpu.fp8FlopsPerSecond ?? Number.NaN;
  const bf16 = gpu.bf16FlopsPerSecond;
  // The peak InferSim's GEMM benchmarks divide by (--gpu-tflops): the GPU's dense FP8 TFLOPS,
  // 1,979 for the H800 and 296 for the H20, as each GEMM table's own rows show.
  const benchmarkPeakFlopsPerUs = Math.round(fp8 / 1e12) * 1e6;

  const rows = (file: string): number[][] =>
    readFileSync(new URL(`../../fixtures/kernels/${gpuId}/${file}`, import.meta.url), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",").map(Number));

  /** The price of `groups` run one after another, over the measured time, both in µs. */
  const priceOver = (groups: OpGroup[], measuredUs: number): number =>
    groups.reduce((sum, group) => sum + opGroupTime(group, gpu, efficiency).ms, 0) *
    (usPerMs / measuredUs);

  /**
   * One FP8 GEMM of m tokens through a k × n weight, priced as stepTime prices a GEMM group: its
   * FLOPs and the weight bytes it reads (stepTime charges GEMMs their weights, not activations).
   */
  const gemm = (m: number, k: number, n: number): OpGroup => ({
    flops: 2 * m * k * n,
    flopsPerSecond: fp8,
    bytes: k * n * fp8Bytes,
    floorMs: efficiency.gemmFloorMs,
  });

  /** The local experts' grouped GEMM: `tokens` tokens over `experts` weights of k × n each. */
  const groupedGemm = (experts: number, tokens: number, k: number, n: number): OpGroup => ({
    ...gemm(tokens, k, n),
    // An expert no token reached is never read (DeepGEMM skips its blocks).
    bytes: Math.min(experts, Math.ceil(tokens)) * k * n * fp8Bytes,
  });

  // InferSim's grouped-GEMM benchmarks give each expert int(tokens · U(0.7, 1.3)) rows, not the
  // nominal tokens per expert, and compute the mfu column from the rows that ran
  // (kernel_benchmark/deepgemm_grouped_gemm_*.py: 2 · valid_m · n · k / t over --gpu-tflops).
  // The tokens that ran are read back from it.
  const tokensThatRan = (mfu: number, us: number, k: number, n: number): number =>
    (mfu * benchmarkPeakFlopsPerUs * us) / (2 * k * n);

  /** Columns 2 (local experts), 4–5 (hidden, expert width) and 8–11 (up µs, mfu, down µs, mfu). */
  const groupedRatio = (row: number[]): number => {
    const [, , local = 0, , hidden = 0, width = 0, , , upUs = 0, upMfu = 0, downUs = 0] = row;
    const downMfu = row[11] ?? 0;
    // Gate and up fused: n = 2 · width.
    const upColumns = 2 * width;
    return priceOver(
      [
        groupedGemm(local, tokensThatRan(upMfu, upUs, hidden, upColumns), hidden, upColumns),
        groupedGemm(local, tokensThatRan(downMfu, downUs, width, hidden), width, hidden),
      ],
      upUs + downUs,
    );
  };

  /** A causal prefill attention kernel of one sequence: FLOPs per pair, KV bytes per token. */
  const prefillAttention = (tokens: number, us: number, flopsPerPair: number, kvBytes: number) =>
    priceOver(
      [
        {
          flops: ((tokens * (tokens + 1)) / 2) * flopsPerPair,
          flopsPerSecond: bf16,
          // stepTime charges attention the KV it moves: the new tokens', written.
          bytes: tokens * kvBytes,
          floorMs: efficiency.attentionFloorMs,
        },
      ],
      us,
    );

  const gemmRows = rows("gemm.csv");
  const gemms = gemmRows.map(([m = 0, k = 0, n = 0, us = 0]) => priceOver([gemm(m, k, n)], us));
  return {
    gemmRows: gemmRows.map(([m = 0]) => m),
    gemm: gemms,
    groupedDecode: rows("grouped-gemm-decode.csv").map(groupedRatio),
    groupedPrefill: rows("grouped-gemm-prefill.csv").map(groupedRatio),
    // Columns: dtype, kv_dtype, batch, kv_len, latency_us, mfu (the dtypes are text, read as NaN).
    mlaDecode: rows("mla-decode.csv").map(([, , batch = 0, context = 0, us = 0]) =>
      priceOver(
        [
          {
            flops: batch * context * 2 * mlaHeads * (latent + latentValues),
            flopsPerSecond: bf16,
            bytes: batch * context * latent * bf16Bytes,
            floorMs: efficiency.attentionFloorMs,
          },
        ],
        us,
      ),
    ),
    mlaPrefill:
      gpuId === "h800"
        ? rows("mla-prefill.csv").map(([, tokens = 0, us = 0]) =>
            prefillAttention(tokens, us, 2 * mlaHeads * (prefillQk + prefillV), latent * bf16Bytes),
          )
        : [],
    gqaPrefill:
      gpuId === "h20"
        ? rows("mha-prefill-32-8-128.csv").map(([, tokens = 0, us = 0]) =>
            prefillAttention(
              tokens,
              us,
              2 * gqaHeads * 2 * gqaHeadDim,
              2 * gqaKvHeads * gqaHeadDim * bf16Bytes,
            ),
          )
        : [],
  };
};

type KernelRatios = ReturnType<typeof kernelRatios>;

/** The GEMM ratios of the shapes whose row count m passes `keep`. */
const gemmsWhere = (ratios: KernelRatios, keep: (m: number) => boolean): number[] =>
  ratios.gemmRows.flatMap((m, index) => (keep(m) ? [ratios.gemm[index] ?? Number.NaN] : []));

describe("the roofline's operator prices against measured H800 kernels", () => {
  const h800 = kernelRatios("h800");

  it("read every measured shape", () => {
    expect(h800.gemm).toHaveLength(110);
    expect(h800.groupedDecode).toHaveLength(47);
    expect(h800.groupedPrefill).toHaveLength(24);
    expect(h800.mlaDecode).toHaveLength(41);
    expect(h800.mlaPrefill).toHaveLength(5);
    for (const ratios of [
      h800.gemm,
      h800.groupedDecode,
      h800.groupedPrefill,
      h800.mlaDecode,
      h800.mlaPrefill,
    ])
      for (const ratio of ratios) expect(Number.isFinite(ratio) && ratio > 0).toBe(true);
  });

  // The memory-bound decode experts are priced at about their kernel time: weights at 80% of the HBM
  // peak are what the masked grouped GEMM takes at up to 128 tokens per expert.
  it("prices memory-bound expert GEMMs close to the kernel (median 1.07×)", () => {
    expect(median(h800.groupedDecode)).toBeCloseTo(1.07, 1);
  });

  // Compute-bound kernels run at 0.5–0.75 of peak where the step's one factor is 0.35: their price is
  // about 1.8–2 times the kernel. The rest of the step (launch gaps, routing, norms, synchronisation)
  // is what the gap pays for; §3.12.
  it("prices compute-bound operators at 1.8–2× the kernel: the end-to-end factor's margin", () => {
    expect(median(h800.groupedPrefill)).toBeCloseTo(1.79, 1);
    expect(median(h800.mlaDecode)).toBeCloseTo(1.8, 1);
    expect(median(h800.mlaPrefill)).toBeCloseTo(1.75, 1);
    expect(median(gemmsWhere(h800, (m) => m >= 4096))).toBeCloseTo(1.94, 1);
  });

  // At 256 rows or fewer a GEMM is bound by its weights or its floor: priced a little under the kernel.
  it("prices small GEMMs a little under the kernel (0.88×), all GEMMs at 1.22×", () => {
    expect(median(gemmsWhere(h800, (m) => m <= 256))).toBeCloseTo(0.88, 1);
    expect(median(h800.gemm)).toBeCloseTo(1.22, 1);
  });
});

describe("the roofline's operator prices against measured H20 kernels", () => {
  const h20 = kernelRatios("h20");

  it("read every measured shape", () => {
    expect(h20.gemm).toHaveLength(402);
    expect(h20.groupedDecode).toHaveLength(266);
    expect(h20.groupedPrefill).toHaveLength(160);
    expect(h20.mlaDecode).toHaveLength(41);
    expect(h20.gqaPrefill).toHaveLength(5);
    for (const ratios of [h20.gemm, h20.groupedDecode, h20.groupedPrefill, h20.mlaDecode])
      for (const ratio of ratios) expect(Number.isFinite(ratio) && ratio > 0).toBe(true);
  });

  // The H20's own end-to-end factor is 0.6, and its large kernels reach 0.85–0.95 of its small peak: the
  // compute-bound margin is smaller than the H800's, as the factors say it should be.
  it("prices compute-bound operators at 1.4–1.5× the kernel", () => {
    expect(median(h20.groupedPrefill)).toBeCloseTo(1.42, 1);
    expect(median(h20.gqaPrefill)).toBeCloseTo(1.49, 1);
    expect(median(gemmsWhere(h20, (m) => m >= 4096))).toBeCloseTo(1.51, 1);
    expect(median(h20.gemm)).toBeCloseTo(1.41, 1);
    // Past 37 rows an FP8 GEMM is compute-bound on the H20 (ridge 296 / 4 = 74 FLOP per byte), so
    // even its small GEMMs take part of the margin.
    expect(median(gemmsWhere(h20, (m) => m <= 256))).toBeCloseTo(1.15, 1);
  });

  // Decode's experts read their weights slower than 80% of the H20's 4 TB/s: priced under the kernel.
  it("prices memory-bound decode experts under the kernel (0.84×) and MLA decode at 1.16×", () => {
    expect(median(h20.groupedDecode)).toBeCloseTo(0.84, 1);
    expect(median(h20.mlaDecode)).toBeCloseTo(1.16, 1);
  });
});
