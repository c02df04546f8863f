import type { GpuSpec } from "../model/index.ts";
import {
  defaultComputeEfficiency,
  gibibytes,
  gigabitsPerSecond,
  gigabytesPerSecond,
  terabytesPerSecond,
  teraflops,
} from "../model/index.ts";
import { ascendPresets } from "./gpusAscend.ts";

// GPU presets for the roofline estimator (docs/roofline.md §1), one per common serving GPU. FLOP/s are dense
// (datasheet "with sparsity" figures halved); HBM "GB" is GiB as aiconfigurator encodes it
// (80 GB = 85,899,345,920 B); scale-up is per GPU per direction (half NVIDIA's bidirectional figure);
// scale-out is the typical NIC per GPU, Gb/s over 8 bits. computeEfficiency where InferSim gives one
// (H800, H20, H200, GB200), or where the vendor measured its best GEMM (MI300X, MI325X); the rest take the default.

// DeepGEMM's best FP8 GEMM on H800 runs at up to 1,550 TFLOPS (https://github.com/deepseek-ai/DeepGEMM README), of
// the 1,978.9 dense FP8 peak of the H800 preset below: the GEMM ceiling of the NVIDIA parts whose end-to-end
// efficiencies give the default, which a GPU without a measurement of its own (an H100 too) takes.
const nvidiaGemmCeiling = 1550 / 1978.9;

/**
 * The default end-to-end compute efficiency carried to a GPU whose own best measured GEMM runs at `achieved` of
 * its `peak` TFLOPS: a step loses the same share to skinny GEMMs, norms and routing, from a lower ceiling.
 */
const byGemmCeiling = (achieved: number, peak: number): number =>
  (defaultComputeEfficiency * (achieved / peak)) / nvidiaGemmCeiling;

export const gpuPresets = {
  // https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf
  a100: {
    name: "NVIDIA A100 80GB SXM",
    bf16FlopsPerSecond: teraflops(312),
    fp8FlopsPerSecond: null,
    fp4FlopsPerSecond: null,
    hbmBytes: gibibytes(80),
    hbmBytesPerSecond: terabytesPerSecond(2.039),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(300),
    // DGX A100: one ConnectX-6 HDR 200 Gb/s per GPU.
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(200),
    gpusPerScaleUpDomain: 8,
    source:
      "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf",
  },
  // NVIDIA's export variant of the A100 for China (November 2022): the A100 80GB SXM above with NVLink cut from
  // 600 to 400 GB/s bidirectional, compute, HBM and power unchanged (Reuters via Tweakers, 7 Nov 2022:
  // https://tweakers.net/nieuws/203182/nvidia-introduceert-a800-gpu-voor-china-die-niet-onder-exportrestricties-vs-valt.html).
  // NVIDIA published no A800 SXM datasheet that could be found, so the rest is the A100 datasheet's.
  a800: {
    name: "NVIDIA A800 80GB SXM",
    bf16FlopsPerSecond: teraflops(312),
    fp8FlopsPerSecond: null,
    fp4FlopsPerSecond: null,
    hbmBytes: gibibytes(80),
    hbmBytesPerSecond: terabytesPerSecond(2.039),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(200),
    // As DGX A100: one 200 Gb/s HDR NIC per GPU (an assumption; A800 servers are built by OEMs).
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(200),
    gpusPerScaleUpDomain: 8,
    source:
      "https://tweakers.net/nieuws/203182/nvidia-introduceert-a800-gpu-voor-china-die-niet-onder-exportrestricties-vs-valt.html",
  },
  // https://www.nvidia.com/en-us/data-center/h100/
  h100: {
    name: "NVIDIA H100 SXM5 80GB",
    bf16FlopsPerSecond: teraflops(989.4),
    fp8FlopsPerSecond: teraflops(1978.9),
    fp4FlopsPerSecond: null,
    hbmBytes: gibibytes(80),
    hbmBytesPerSecond: terabytesPerSecond(3.35),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(450),
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    source: "https://www.nvidia.com/en-us/data-center/h100/",
  },
  // https://arxiv.org/abs/2505.09343 (DeepSeek ISCA'25: H100 compute and HBM, NVLink cut to 400 GB/s bidirectional)
  h800: {
    name: "NVIDIA H800 SXM5 80GB",
    // Uncertain in practice: FlashMLA's deep-dive reports clocks throttling to ~1,600 MHz in MLA, ~865 TFLOPS BF16.
    bf16FlopsPerSecond: teraflops(989.4),
    fp8FlopsPerSecond: teraflops(1978.9),
    fp4FlopsPerSecond: null,
    hbmBytes: gibibytes(80),
    hbmBytesPerSecond: terabytesPerSecond(3.35),
    // DeepSeek-V3 report (arXiv 2412.19437) measures ~160 GB/s usable of these 200.
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(200),
    // DeepSeek's nodes: 8 × 400 Gb/s ConnectX-7 InfiniBand, ~50 GB/s usable each.
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    // https://github.com/alibaba/InferSim/blob/main/hardware/gpu.py (mfu=0.35: end-to-end fallback when no kernel data)
    computeEfficiency: 0.35,
    source: "https://arxiv.org/abs/2505.09343",
  },
  // https://github.com/alibaba/InferSim/blob/main/hardware/gpu.py (no NVIDIA datasheet: medium confidence)
  h20: {
    name: "NVIDIA H20",
    bf16FlopsPerSecond: teraflops(148),
    fp8FlopsPerSecond: teraflops(296),
    fp4FlopsPerSecond: null,
    hbmBytes: gibibytes(96),
    hbmBytesPerSecond: terabytesPerSecond(4.0),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(450),
    // Deployment-dependent: InferSim notes ~25 GB/s (4 NICs per node) or ~50 GB/s (8 NICs) per GPU.
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    // https://github.com/alibaba/InferSim/blob/main/hardware/gpu.py (mfu=0.6: end-to-end fallback when no kernel data)
    computeEfficiency: 0.6,
    source: "https://github.com/alibaba/InferSim/blob/main/hardware/gpu.py",
  },
  // https://www.nvidia.com/en-us/data-center/h200/
  h200: {
    name: "NVIDIA H200 SXM 141GB",
    bf16FlopsPerSecond: teraflops(989.4),
    fp8FlopsPerSecond: teraflops(1978.9),
    fp4FlopsPerSecond: null,
    hbmBytes: gibibytes(141),
    hbmBytesPerSecond: terabytesPerSecond(4.8),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(450),
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    // https://github.com/alibaba/InferSim/blob/main/hardware/gpu.py (mfu=0.4: end-to-end fallback when no kernel data)
    computeEfficiency: 0.4,
    source: "https://www.nvidia.com/en-us/data-center/h200/",
  },
  // https://www.nvidia.com/en-us/data-center/dgx-b200/ (1,440 GB and 64 TB/s per 8 GPUs)
  b200: {
    name: "NVIDIA B200 (HGX/DGX B200)",
    bf16FlopsPerSecond: teraflops(2250),
    fp8FlopsPerSecond: teraflops(4500),
    fp4FlopsPerSecond: teraflops(9000),
    // 192 GB physical; DGX exposes 180.
    hbmBytes: gibibytes(180),
    // Uncertain: aiconfigurator b200_sxm.yaml uses 7.7 TB/s citing the Blackwell datasheet.
    hbmBytesPerSecond: terabytesPerSecond(8.0),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(900),
    // DGX B200: ConnectX-7 400 Gb/s per GPU; some HGX builds carry 800 Gb/s ConnectX-8.
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    source: "https://www.nvidia.com/en-us/data-center/dgx-b200/",
  },
  // https://www.nvidia.com/en-us/data-center/gb200-nvl72/ (rack figures / 72)
  gb200: {
    name: "NVIDIA GB200 (per GPU, NVL72)",
    bf16FlopsPerSecond: teraflops(2500),
    fp8FlopsPerSecond: teraflops(5000),
    fp4FlopsPerSecond: teraflops(10000),
    hbmBytes: gibibytes(186),
    hbmBytesPerSecond: terabytesPerSecond(8.0),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(900),
    // Uncertain: typically one ConnectX-7 400 Gb/s per GPU; some deployments use 800 Gb/s ConnectX-8.
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 72,
    // https://github.com/alibaba/InferSim/blob/main/hardware/gpu.py (mfu=0.5: end-to-end fallback when no kernel data)
    computeEfficiency: 0.5,
    source: "https://www.nvidia.com/en-us/data-center/gb200-nvl72/",
  },
  // https://www.nvidia.com/en-us/data-center/dgx-b300/
  b300: {
    name: "NVIDIA B300 (HGX/DGX B300, Blackwell Ultra)",
    bf16FlopsPerSecond: teraflops(2250),
    fp8FlopsPerSecond: teraflops(4500),
    // HGX: 108 PF dense FP4 per 8 GPUs; aiconfigurator and others quote 14,000.
    fp4FlopsPerSecond: teraflops(13500),
    // Usable ~268.6 GiB (nvidia-smi 275,040 MiB per aiconfigurator).
    hbmBytes: gibibytes(288),
    // Uncertain: "~8"; aiconfigurator b300_sxm.yaml uses 7.75 TB/s.
    hbmBytesPerSecond: terabytesPerSecond(8.0),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(900),
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(800),
    gpusPerScaleUpDomain: 8,
    source: "https://www.nvidia.com/en-us/data-center/dgx-b300/",
  },
  // https://www.nvidia.com/en-us/data-center/gb300-nvl72/ (rack figures / 72)
  gb300: {
    name: "NVIDIA GB300 (per GPU, NVL72)",
    bf16FlopsPerSecond: teraflops(2500),
    fp8FlopsPerSecond: teraflops(5000),
    fp4FlopsPerSecond: teraflops(15000),
    // Usable ~277.5 GiB (nvidia-smi 284,208 MiB per aiconfigurator).
    hbmBytes: gibibytes(288),
    hbmBytesPerSecond: terabytesPerSecond(8.0),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(900),
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(800),
    gpusPerScaleUpDomain: 72,
    source: "https://www.nvidia.com/en-us/data-center/gb300-nvl72/",
  },
  // https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html
  mi300x: {
    name: "AMD Instinct MI300X",
    bf16FlopsPerSecond: teraflops(1307.4),
    fp8FlopsPerSecond: teraflops(2614.9),
    fp4FlopsPerSecond: null,
    // Read as GiB like the NVIDIA HBM parts (an assumption: aiconfigurator states the convention for NVIDIA parts only).
    hbmBytes: gibibytes(192),
    hbmBytesPerSecond: terabytesPerSecond(5.3),
    // Mesh of 7 × 64 GB/s per direction: all 8 GPUs together get 448; one peer pair only 64.
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(448),
    // Deployment-dependent; ~400 Gb/s per GPU is typical.
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    // AMD's Max-Achievable FLOPs, FP8 (the format served on it): 1,273 of 2,614.9 TFLOPS, 48.7% (BF16: 708 of
    // 1,307.4, 54.2%); https://rocm.blogs.amd.com/software-tools-optimization/measuring-max-achievable-flops-part2/README.html, Table 1.
    computeEfficiency: byGemmCeiling(1273, 2614.9),
    source: "https://www.amd.com/en/products/accelerators/instinct/mi300/mi300x.html",
  },
  // https://www.amd.com/en/products/accelerators/instinct/mi300/mi325x.html
  mi325x: {
    name: "AMD Instinct MI325X",
    bf16FlopsPerSecond: teraflops(1307.4),
    fp8FlopsPerSecond: teraflops(2614.9),
    fp4FlopsPerSecond: null,
    // Read as GiB like the NVIDIA HBM parts (an assumption: aiconfigurator states the convention for NVIDIA parts only).
    hbmBytes: gibibytes(256),
    hbmBytesPerSecond: terabytesPerSecond(6.0),
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(448),
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    // AMD's Max-Achievable FLOPs, FP8: 1,519 of 2,614.9 TFLOPS, 58.1% (BF16: 843 of 1,307.4, 64.5%); same source
    // as MI300X's, https://rocm.blogs.amd.com/software-tools-optimization/measuring-max-achievable-flops-part2/README.html, Table 1.
    // Kept to that table, like MI300X's: AMD's later run with normally distributed inputs (ROCm blog "Completing the GPU
    // Performance Picture: Understanding TAF Alongside Peak FLOPs and MAF", Sander et al., 6 Oct 2026, footnote 1)
    // measured 1,408, about 7% less, and none for MI300X.
    computeEfficiency: byGemmCeiling(1519, 2614.9),
    source: "https://www.amd.com/en/products/accelerators/instinct/mi300/mi325x.html",
  },
  // https://www.amd.com/en/products/accelerators/instinct/mi350/mi355x.html
  mi355x: {
    name: "AMD Instinct MI355X",
    // Derived: 256 CUs × 8,192 FP8 FLOP/clk/CU × 2.4 GHz = 5.03 PF FP8; BF16 half, MXFP4 double.
    bf16FlopsPerSecond: teraflops(2516.6),
    fp8FlopsPerSecond: teraflops(5033.2),
    fp4FlopsPerSecond: teraflops(10066.3),
    // Read as GiB like the NVIDIA HBM parts (an assumption: aiconfigurator states the convention for NVIDIA parts only).
    hbmBytes: gibibytes(288),
    hbmBytesPerSecond: terabytesPerSecond(8.0),
    // Uncertain: 7 links of ~153.6 GB/s bidirectional from third-party summaries.
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(537.6),
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(400),
    gpusPerScaleUpDomain: 8,
    source: "https://www.amd.com/en/products/accelerators/instinct/mi350/mi355x.html",
  },
  // https://www.nvidia.com/en-us/data-center/l40s/
  l40s: {
    name: "NVIDIA L40S",
    bf16FlopsPerSecond: teraflops(362.05),
    fp8FlopsPerSecond: teraflops(733),
    fp4FlopsPerSecond: null,
    // 48 GB GDDR6, not HBM; usable 46,068 MiB (aiconfigurator l40s.yaml).
    hbmBytes: gibibytes(48),
    hbmBytesPerSecond: terabytesPerSecond(0.864),
    // No NVLink: GPUs talk over PCIe Gen4 x16, 32 GB/s per direction.
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(32),
    // Deployment-dependent: PCIe servers usually share NICs, so none is assumed.
    scaleOutBytesPerSecondPerGpu: null,
    gpusPerScaleUpDomain: 1,
    source: "https://www.nvidia.com/en-us/data-center/l40s/",
  },
  ...ascendPresets,
} satisfies Record<string, GpuSpec>;

export type GpuPresetId = keyof typeof gpuPresets;
