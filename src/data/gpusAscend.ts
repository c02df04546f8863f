import type { GpuSpec } from "../model/index.ts";
import {
  gibibytes,
  gigabitsPerSecond,
  gigabytesPerSecond,
  terabytesPerSecond,
  teraflops,
} from "../model/index.ts";

// Huawei Ascend presets for the roofline estimator, units as in gpus.ts, which lists them last in its menu.
// Huawei publishes no per-NPU datasheet: each figure names where it was read.

export const ascendPresets = {
  // https://www.hiascend.com/ (no per-NPU datasheet; every number below is unofficial: low confidence)
  ascend910b: {
    name: "Huawei Ascend 910B (low confidence)",
    // Reported as 280–376 TFLOPS FP16 by SKU; the low end is taken. Huawei's own modeling tool gives that bin
    // 245.8 TFLOPS BF16 (https://github.com/Ascend/msmodeling tensor_cast/device.py, ATLAS_800_A2_280T_64G).
    bf16FlopsPerSecond: teraflops(245.8),
    fp8FlopsPerSecond: null,
    fp4FlopsPerSecond: null,
    // Read as GiB like the NVIDIA HBM parts (an assumption).
    hbmBytes: gibibytes(64),
    // Unofficial: ~1.6 TB/s; reports range 0.4–1.6.
    hbmBytesPerSecond: terabytesPerSecond(1.6),
    // Unofficial: ~392 GB/s aggregate HCCS, halved for one direction.
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(392 / 2),
    // Unofficial: Atlas 800T A2 integrates 200GE RoCE per NPU.
    scaleOutBytesPerSecondPerGpu: gigabitsPerSecond(200),
    gpusPerScaleUpDomain: 8,
    source: "https://www.hiascend.com/",
  },
  // https://github.com/Ascend/msmodeling tensor_cast/device.py, ATLAS_800_A3_752T_128G_DIE: Huawei's own model of
  // one die of an Atlas 800 A3 (Ascend 910C) NPU. A 910C package holds two dies, and engines (vLLM-Ascend, SGLang)
  // run one per die, so a node of 8 packages is 16 devices: set GPUs per node to 16.
  ascend910c: {
    name: "Huawei Ascend 910C, one die (Atlas 800 A3)",
    // msmodeling: 353.9 TFLOPS BF16 (376 FP16, 752 INT8) per die. No FP8 or FP4 units, so W8A8 runs at the
    // model's INT8 rate of twice BF16, 707.8 (numberFormats.ts), 6% under the 752 msmodeling gives.
    bf16FlopsPerSecond: teraflops(353.9),
    fp8FlopsPerSecond: null,
    fp4FlopsPerSecond: null,
    // msmodeling: 64 GiB per die. Huawei Connect 2025 keynote (Xu Zhijun, 18 Sep 2025): 128 GB and 3.2 TB/s per
    // 910C package (https://www.stcn.com/article/detail/3345926.html), 1.6 TB/s a die in decimal units;
    // msmodeling writes 1.6 · 1024⁴ B/s (1.76e12), 10% more, and the keynote's figure is taken.
    hbmBytes: gibibytes(64),
    hbmBytesPerSecond: terabytesPerSecond(1.6),
    // msmodeling A3_INTERCONNECT: 196 GB/s per die and direction over the UB network (CLOS), which spans all 768
    // dies (48 nodes · 8 packages · 2) of a CloudMatrix384 supernode; 224 GB/s between a package's two dies.
    scaleUpBytesPerSecondPerDirection: gigabytesPerSecond(196),
    // No separate NIC figure: in the supernode, transfers beyond a node (P → D KV too) also ride the UB network.
    scaleOutBytesPerSecondPerGpu: gigabytesPerSecond(196),
    gpusPerScaleUpDomain: 768,
    source: "https://github.com/Ascend/msmodeling",
  },
} satisfies Record<string, GpuSpec>;
