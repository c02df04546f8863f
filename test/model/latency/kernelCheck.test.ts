import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { efficiencyOverDefaults } from "../../../src/model/latency/efficiency.ts";
import { type OpGroup, opGroupTime } from "../../../src/model/latency/roofline.ts";

// The roofline's price of single operators against measured kernels (test/fixtures/kernels/README.md):
// each measured shape is priced as stepTime prices that operator group on an H800 with the plan
// defaults (the H800's end-to-end compute efficiency of 0.35 among them), and the price is divided by
// the kernel's measured time. docs/roofline.md §3.12 quotes the medians pinned here.

const gpu = gpuPresets.h800;
const efficiency = efficiencyOverDefaults();
const fp8 = gpu.fp8FlopsPerSecond ?? Number.NaN;
const bf16 = gpu.bf16FlopsPerSecond;
const usPerMs = 1000;
// FP8 inputs, BF16 outputs.
const fp8Bytes = 1;
const bf16Bytes = 2;

const rows = (file: string): number[][] =>
  readFileSync(new URL(`../../fixtures/kernels/h800/${file}`, import.meta.url), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(",").map(Number));

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
    : (sorted[Math.floor(middle)] ?? Number.NaN);
};

/** The price of `groups` run one after another, over the measured time, both in µs. */
const priceOver = (groups: OpGroup[], measuredUs: number): number =>
  groups.reduce((sum, group) => sum + opGroupTime(group, gpu, efficiency).ms, 0) *
  (usPerMs / measuredUs);

/**
 * One FP8 GEMM of m tokens through a k × n weight, priced as stepTime prices a GEMM group: its FLOPs
 * and the weight bytes it reads (stepTime charges GEMMs their weights, not their activations).
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

// InferSim's grouped-GEMM benchmarks give each expert int(tokens · U(0.7, 1.3)) rows, not the nominal
// tokens per expert, and compute the mfu column from the rows that ran (kernel_benchmark/
// deepgemm_grouped_gemm_*.py: 2 · valid_m · n · k / t over --gpu-tflops, 1,979 for the H800, as the
// GEMM table's own m = 32,768 row shows). The tokens that ran are read back from it.
const benchmarkPeakFlopsPerUs = 1979e6;
const tokensThatRan = (mfu: number, us: number, k: number, n: number): number =>
  (mfu * benchmarkPeakFlopsPerUs * us) / (2 * k * n);

// DeepSeek-V3's experts: hidden 7,168, width 2,048; gate and up fused (n = 2 · 2,048).
const hidden = 7168;
const width = 2048;
const upColumns = 2 * width;

// MLA as DeepSeek-V3 runs it: 128 heads; decode absorbed over the 512 + 64 latent (values 512 wide),
// prefill in MHA mode with d_qk 192 and d_v 128.
const heads = 128;
const latent = 512 + 64;
const latentValues = 512;
const prefillQk = 192;
const prefillV = 128;

/** Columns 2 (local experts) and 8–11 (up µs, up mfu, down µs, down mfu) of a grouped-GEMM row. */
const groupedRatio = (row: number[]): number => {
  const [, , local = 0, , , , , , upUs = 0, upMfu = 0, downUs = 0, downMfu = 0] = row;
  return priceOver(
    [
      groupedGemm(local, tokensThatRan(upMfu, upUs, hidden, upColumns), hidden, upColumns),
      groupedGemm(local, tokensThatRan(downMfu, downUs, width, hidden), width, hidden),
    ],
    upUs + downUs,
  );
};

const families = {
  gemm: rows("gemm.csv").map(([m = 0, k = 0, n = 0, us = 0]) => priceOver([gemm(m, k, n)], us)),
  groupedDecode: rows("grouped-gemm-decode.csv").map(groupedRatio),
  groupedPrefill: rows("grouped-gemm-prefill.csv").map(groupedRatio),
  // Columns: dtype, kv_dtype, batch, kv_len, latency_us, mfu (the dtypes are BF16, read as NaN).
  mlaDecode: rows("mla-decode.csv").map(([, , batch = 0, context = 0, us = 0]) =>
    priceOver(
      [
        {
          flops: batch * context * 2 * heads * (latent + latentValues),
          flopsPerSecond: bf16,
          bytes: batch * context * latent * bf16Bytes,
          floorMs: efficiency.attentionFloorMs,
        },
      ],
      us,
    ),
  ),
  mlaPrefill: rows("mla-prefill.csv").map(([, tokens = 0, us = 0]) =>
    priceOver(
      [
        {
          flops: ((tokens * (tokens + 1)) / 2) * 2 * heads * (prefillQk + prefillV),
          flopsPerSecond: bf16,
          // stepTime charges attention the KV it moves: the new tokens' latent, written.
          bytes: tokens * latent * bf16Bytes,
          floorMs: efficiency.attentionFloorMs,
        },
      ],
      us,
    ),
  ),
};

/** The GEMM ratios of the shapes whose row count m passes `keep`. */
const gemmsWhere = (keep: (m: number) => boolean): number[] =>
  rows("gemm.csv").flatMap(([m = 0], index) =>
    keep(m) ? [families.gemm[index] ?? Number.NaN] : [],
  );

describe("the roofline's operator prices against measured H800 kernels", () => {
  it("read every measured shape", () => {
    expect(families.gemm).toHaveLength(110);
    expect(families.groupedDecode).toHaveLength(47);
    expect(families.groupedPrefill).toHaveLength(24);
    expect(families.mlaDecode).toHaveLength(41);
    expect(families.mlaPrefill).toHaveLength(5);
    for (const ratios of Object.values(families))
      for (const ratio of ratios) expect(Number.isFinite(ratio) && ratio > 0).toBe(true);
  });

  // The memory-bound decode experts are priced at about their kernel time: weights at 80% of the HBM
  // peak are what the masked grouped GEMM takes at up to 128 tokens per expert.
  it("prices memory-bound expert GEMMs close to the kernel (median 1.07×)", () => {
    expect(median(families.groupedDecode)).toBeCloseTo(1.07, 1);
  });

  // Compute-bound kernels run at 0.5–0.75 of peak where the step's one factor is 0.35: their price is
  // about 1.8–2 times the kernel. The rest of the step (launch gaps, routing, norms, synchronisation)
  // is what the gap pays for; §3.12.
  it("prices compute-bound operators at 1.8–2× the kernel: the end-to-end factor's margin", () => {
    expect(median(families.groupedPrefill)).toBeCloseTo(1.79, 1);
    expect(median(families.mlaDecode)).toBeCloseTo(1.8, 1);
    expect(median(families.mlaPrefill)).toBeCloseTo(1.75, 1);
    expect(median(gemmsWhere((m) => m >= 4096))).toBeCloseTo(1.94, 1);
  });

  // At 256 rows or fewer a GEMM is bound by its weights or its floor: priced a little under the kernel.
  it("prices small GEMMs a little under the kernel (0.88×), all GEMMs at 1.22×", () => {
    expect(median(gemmsWhere((m) => m <= 256))).toBeCloseTo(0.88, 1);
    expect(median(families.gemm)).toBeCloseTo(1.22, 1);
  });
});
