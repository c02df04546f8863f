import { describe, expect, it } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import {
  computeEfficiencyOn,
  defaultComputeEfficiency,
  defaultEagerLaunchMsPerLayer,
  defaultEfficiency,
  defaultExpertLoadImbalance,
  defaultOverlapEfficiency,
  EfficiencySchema,
  efficiencyOverDefaults,
} from "../../../src/model/latency/efficiency.ts";

describe("defaultOverlapEfficiency", () => {
  it("is SGLang's simulated-MTP TBO gain read as a share of min = sum / 2: (1 − 12,929 / 17,552) / 0.5 = 0.52678", () => {
    expect(defaultOverlapEfficiency).toBeCloseTo(0.526_778, 6);
  });

  it("would give the ablation's 35.8% gain back at equal compute and communication: 1 / (1 − 0.52678 / 2) = 1.3576", () => {
    const stepShare = 1 - defaultOverlapEfficiency / 2;
    expect(1 / stepShare).toBeCloseTo(17_552 / 12_929, 12);
  });

  it("needs less than itself to explain the decode (25.5%) and prefill (27–35%) gains at any compute/communication split", () => {
    // Hidden share of the step 1 − 1 / (1 + gain) ≤ efficiency · min / sum ≤ efficiency / 2.
    for (const gain of [0.255, 0.27, 0.35]) {
      expect(2 * (1 - 1 / (1 + gain))).toBeLessThanOrEqual(defaultOverlapEfficiency);
    }
  });
});

describe("defaultExpertLoadImbalance", () => {
  it("is SGLang's perfectly balanced over measured prefill throughput per node: 59,337 / 50,302 = 1.1796", () => {
    expect(defaultExpertLoadImbalance).toBeCloseTo(1.179_615, 6);
  });
});

describe("defaultEagerLaunchMsPerLayer", () => {
  it("is what going eager added to GPT-2's step over its 12 layers, vLLM and SGLang averaged: 0.306214 ms", () => {
    // vLLM: 1,000 / 207.7 − 1,000 / 766.6 = 4.81464 − 1.30446 = 3.51018 ms, 0.292515 a layer;
    // SGLang: 1,000 / 205.1 − 1,000 / 964.6 = 4.87567 − 1.03670 = 3.83897 ms, 0.319914 a layer; (0.292515 + 0.319914) / 2 = 0.306214.
    expect(defaultEagerLaunchMsPerLayer).toBeCloseTo(0.306_214, 6);
    expect(defaultEfficiency.eagerLaunchMsPerLayer).toBe(defaultEagerLaunchMsPerLayer);
  });

  it("lies under the bounds the eager steps themselves set: 0.40 ms for GPT-2, 12 / 32 = 0.375 ms for Llama 2 7B", () => {
    expect(defaultEagerLaunchMsPerLayer).toBeLessThan(1000 / 207.7 / 12);
    expect(defaultEagerLaunchMsPerLayer).toBeLessThan(1200 / 100 / 32);
  });
});

describe("computeEfficiencyOn", () => {
  const { computeEfficiency: _, ...withoutCompute } = defaultEfficiency;

  it("takes InferSim's value from the GPU record: H800 0.35, H20 0.6, H200 0.4, GB200 0.5", () => {
    expect(computeEfficiencyOn(gpuPresets.h800, withoutCompute)).toBe(0.35);
    expect(computeEfficiencyOn(gpuPresets.h20, withoutCompute)).toBe(0.6);
    expect(computeEfficiencyOn(gpuPresets.h200, withoutCompute)).toBe(0.4);
    expect(computeEfficiencyOn(gpuPresets.gb200, withoutCompute)).toBe(0.5);
  });

  it("falls back to the 0.45 default on a GPU without one (H100, B200)", () => {
    expect(computeEfficiencyOn(gpuPresets.h100, withoutCompute)).toBe(defaultComputeEfficiency);
    expect(computeEfficiencyOn(gpuPresets.b200, withoutCompute)).toBe(0.45);
  });

  it("lets a given compute efficiency override the GPU's", () => {
    expect(
      computeEfficiencyOn(gpuPresets.h800, { ...withoutCompute, computeEfficiency: 0.5 }),
    ).toBe(0.5);
  });
});

describe("efficiencyOverDefaults", () => {
  it("fills every factor but compute efficiency from the defaults, so the GPU's own applies", () => {
    const efficiency = efficiencyOverDefaults();
    expect(efficiency.computeEfficiency).toBeUndefined();
    expect(efficiency.memoryEfficiency).toBe(0.8);
    expect(computeEfficiencyOn(gpuPresets.h800, efficiency)).toBe(0.35);
  });

  it("keeps a plan's overrides, compute efficiency included", () => {
    const efficiency = efficiencyOverDefaults({ computeEfficiency: 0.3, opLatencyMs: 0 });
    expect(efficiency).toEqual({ ...defaultEfficiency, computeEfficiency: 0.3, opLatencyMs: 0 });
    expect(EfficiencySchema.safeParse(efficiency).success).toBe(true);
  });
});
