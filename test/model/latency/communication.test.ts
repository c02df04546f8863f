import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import {
  allReduceMs,
  expectedDestinationRanks,
  expertParallelMs,
  groupLinkBytesPerSecond,
  lowLatencyBytesPerSecond,
  tensorParallelMs,
} from "../../../src/model/latency/communication.ts";
import { defaultEfficiency } from "../../../src/model/latency/efficiency.ts";
import type { GpuSpec } from "../../../src/model/latency/specs.ts";

const ideal = { ...defaultEfficiency, networkEfficiency: 1, collectiveLatencyMs: 0 };
const dp = (gpus: number) => ({
  tensorParallel: 1,
  expertParallel: gpus,
  dataParallel: gpus,
  gpus,
});

describe("allReduceMs", () => {
  it("a 1 MiB all-reduce over TP8 NVLink: 1,048,576 / 450e9 · 2 · 7/8 s = 4.078 µs (§3.9 ≈ 4 µs)", () => {
    expect(allReduceMs(1_048_576, 8, 450e9, ideal)).toBeCloseTo(0.004_077_796, 9);
  });

  it("adds the derate and the per-collective latency: 4.078 µs / 0.8 + 10 µs = 15.097 µs", () => {
    expect(allReduceMs(1_048_576, 8, 450e9, defaultEfficiency)).toBeCloseTo(0.015_097_244, 9);
  });

  it("costs nothing on one GPU", () => {
    expect(allReduceMs(1e9, 1, 450e9, defaultEfficiency)).toBe(0);
  });
});

describe("tensorParallelMs", () => {
  it("§3.9: Llama-3.1-70B at TP8, batch 64: 160 all-reduces of 64 · 8,192 · 2 B = 1 MiB, 160 · 15.097 µs = 2.4156 ms (docs/roofline.md §3.9: 1.5–3 ms)", () => {
    const model = modelPresets["llama-3.1-70b"];
    const tp8 = { tensorParallel: 8, expertParallel: 1, dataParallel: 1, gpus: 8 };
    const ms = tensorParallelMs(
      model.layers,
      model.hiddenSize,
      gpuPresets.h200,
      tp8,
      64,
      defaultEfficiency,
    );
    expect(ms).toBeCloseTo(2.415_59, 4);
  });
});

describe("groupLinkBytesPerSecond", () => {
  it("uses NVLink inside the 8-GPU domain and the 400 Gb/s NIC beyond it", () => {
    expect(groupLinkBytesPerSecond(gpuPresets.h100, 8)).toBe(450e9);
    expect(groupLinkBytesPerSecond(gpuPresets.h100, 16)).toBe(50e9);
    expect(groupLinkBytesPerSecond(gpuPresets.gb200, 72)).toBe(900e9);
  });

  it("falls back to PCIe where no NIC is declared (L40S)", () => {
    expect(groupLinkBytesPerSecond(gpuPresets.l40s, 2)).toBe(32e9);
  });
});

describe("expectedDestinationRanks", () => {
  // §3.6: uniform routing over 256 experts, top-8.
  it.each([
    [8, 5.29],
    [16, 6.52],
    [32, 7.27],
    [64, 7.68],
    [256, 8.0],
  ])("EP%i sends each token to %f distinct ranks", (ranks, expected) => {
    expect(expectedDestinationRanks(256, 8, ranks)).toBeCloseTo(expected, 2);
  });

  it("EP8 exactly: 8 · (1 − Π_{i<8} (224 − i) / (256 − i)) = 5.29465", () => {
    expect(expectedDestinationRanks(256, 8, 8)).toBeCloseTo(5.294_652, 6);
  });
});

describe("expertParallelMs", () => {
  it("reproduces DeepSeek's ISCA'25 bound: (1 B + 2 B) · 32 tokens · 9 experts · 7,000 / 50 GB/s = 120.96 µs per layer, two micro-batches · 61 layers = 14.76 ms (§3.6)", () => {
    // Nine experts on nine different remote ranks: one expert per rank, one GPU per domain, a 50 GB/s NIC.
    const ranks = 9000;
    const ib: GpuSpec = {
      ...gpuPresets.h800,
      gpusPerScaleUpDomain: 1,
      scaleOutBytesPerSecondPerGpu: 50e9,
    };
    const model = { moeLayers: 61, experts: ranks, activeExperts: 9, hiddenSize: 7000 };
    // 9 distinct ranks · 8,999 / 9,000 remote; 64 tokens = two micro-batches of 32.
    const ms = expertParallelMs(model, ib, dp(ranks), 64, 1, ideal);
    expect(ms).toBeCloseTo(14.757_12 * (8999 / 9000), 4);
    expect(ms).toBeCloseTo(14.76, 1);
  });

  it("DeepSeek-V3 EP8 on H800 NVLink, 128 tokens per GPU: 58 layers · (dispatch 37.4 + combine 63.1 µs) = 5.831 ms", () => {
    // Remote copies 5.29465 · 7/8 = 4.63282; values 128 · 7,168 = 917,504;
    // dispatch 917,504 · 4.63282 · 1.03125 B / (200e9 · 0.8) s + 10 µs = 27.397 + 10 µs;
    // combine 917,504 · 4.63282 · 2 B / 160e9 s + 10 µs = 53.134 + 10 µs; · 58 = 5.8307 ms.
    const ms = expertParallelMs(
      modelPresets["deepseek-v3"],
      gpuPresets.h800,
      dp(8),
      128,
      1.03125,
      defaultEfficiency,
    );
    expect(ms).toBeCloseTo(5.830_71, 4);
  });

  it("sends across the NIC once per remote domain: EP32 on 4 H800 nodes costs more than EP8 but less than counting every remote rank", () => {
    const v3 = modelPresets["deepseek-v3"];
    const ep32 = expertParallelMs(v3, gpuPresets.h800, dp(32), 128, 1.03125, defaultEfficiency);
    // NIC copies: 3.61421 distinct nodes · 3/4 = 2.71066; dispatch 917,504 · 2.71066 · 1.03125 / 40e9 s = 64.12 µs,
    // combine 124.35 µs, each + 10 µs; · 58 = 12.091 ms.
    expect(ep32).toBeCloseTo(12.091_33, 4);
  });

  it("costs nothing without EP or for a dense model", () => {
    expect(
      expertParallelMs(
        modelPresets["deepseek-v3"],
        gpuPresets.h800,
        { ...dp(8), expertParallel: 1 },
        128,
        1,
        defaultEfficiency,
      ),
    ).toBe(0);
    expect(
      expertParallelMs(
        modelPresets["llama-3.1-8b"],
        gpuPresets.h800,
        dp(8),
        128,
        1,
        defaultEfficiency,
      ),
    ).toBe(0);
  });
});

describe("lowLatencyBytesPerSecond", () => {
  it("reads DeepEP's table at its rows and between them by log(ranks)", () => {
    expect(lowLatencyBytesPerSecond(16, "dispatch")).toBe(63e9);
    expect(lowLatencyBytesPerSecond(128, "combine")).toBe(39e9);
    // Halfway between 32 and 64 in log(ranks), √(32 · 64) = 45.25 ranks: (48 + 43) / 2 = 45.5 GB/s.
    expect(lowLatencyBytesPerSecond(Math.sqrt(32 * 64), "dispatch")).toBeCloseTo(45.5e9, -3);
    // Below 16 ranks, 16's; past 256, 256's.
    expect(lowLatencyBytesPerSecond(9, "dispatch")).toBe(63e9);
    expect(lowLatencyBytesPerSecond(1024, "combine")).toBe(40e9);
  });
});

describe("expertParallelMs with the low-latency kernels", () => {
  const v3 = modelPresets["deepseek-v3"];

  it("reproduces DeepEP's own measurement: EP64 on H800, 128 tokens, dispatch 173 µs and combine 314 µs", () => {
    // One layer. Dispatch 128 · 8 · 7,168 · 1.03125 B = 7,569,408 B / 43 GB/s = 176.03 µs; combine
    // 128 · 8 · 7,168 · 2 B = 14,680,064 B / 46 GB/s = 319.13 µs; 495.16 µs against DeepEP's 487.
    const layer = { ...v3, moeLayers: 1 };
    const ms = expertParallelMs(
      layer,
      gpuPresets.h800,
      dp(64),
      128,
      1.03125,
      defaultEfficiency,
      "lowLatency",
    );
    expect(ms).toBeCloseTo(0.176_032_7 + 0.319_131_8, 6);
    expect(Math.abs(ms / (0.173 + 0.314) - 1)).toBeLessThan(0.02);
  });

  it("scales with the NIC: GB200's 800 Gb/s halves the time across NVL72 domains", () => {
    const at = (gpu: GpuSpec) =>
      expertParallelMs(v3, gpu, dp(144), 256, 1.03125, defaultEfficiency, "lowLatency");
    const nic400 = { ...gpuPresets.gb200, scaleOutBytesPerSecondPerGpu: 50e9 };
    const nic800 = { ...gpuPresets.gb200, scaleOutBytesPerSecondPerGpu: 100e9 };
    expect(at(nic800)).toBeCloseTo(at(nic400) / 2, 9);
  });

  it("keeps the scale-up model inside one domain, and never falls below the collective latency", () => {
    const normal = expertParallelMs(v3, gpuPresets.h800, dp(8), 128, 1.03125, defaultEfficiency);
    expect(
      expertParallelMs(v3, gpuPresets.h800, dp(8), 128, 1.03125, defaultEfficiency, "lowLatency"),
    ).toBe(normal);
    // One token: each of 58 layers' two collectives takes the 10 µs floor.
    expect(
      expertParallelMs(v3, gpuPresets.h800, dp(64), 1e-6, 1.03125, defaultEfficiency, "lowLatency"),
    ).toBeCloseTo(58 * 2 * 0.01, 9);
  });
});
