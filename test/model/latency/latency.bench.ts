import { bench, describe } from "vitest";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import { decodeStepTime } from "../../../src/model/latency/decodeStepTime.ts";
import { defaultEfficiency } from "../../../src/model/latency/efficiency.ts";
import { prefillTime } from "../../../src/model/latency/prefillTime.ts";
import type { RooflineSetup } from "../../../src/model/latency/roofline.ts";

// DeepSeek-V3 on H800s as DeepSeek serves it: attention DP with EP over the instance's GPUs.
const deepSeek = (gpus: number): RooflineSetup => ({
  gpu: gpuPresets.h800,
  model: modelPresets["deepseek-v3"],
  parallelism: { tensorParallel: 1, expertParallel: gpus, dataParallel: gpus, gpus },
  precision: { weights: "fp8Block128", kvCache: "bf16", activations: "fp8Group128" },
  efficiency: defaultEfficiency,
  overlapCommunication: true,
});

const decode = deepSeek(144);
const prefill = deepSeek(32);

describe("roofline estimates", () => {
  bench("one decode step: DeepSeek-V3, 144 H800s, 9,216 sequences at 5K context, 1 draft", () => {
    decodeStepTime({ ...decode, batch: 9216, contextTokens: 5000, draftTokens: 1 });
  });

  bench("one prefill step: DeepSeek-V3, 32 H800s, 32 prompts of 4K", () => {
    prefillTime({ ...prefill, batch: 32, inputTokens: 4096 });
  });
});
