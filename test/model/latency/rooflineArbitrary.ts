import fc from "fast-check";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import type { StepEfficiency } from "../../../src/model/latency/efficiency.ts";
import type { Precision } from "../../../src/model/latency/numberFormats.ts";
import type { Parallelism } from "../../../src/model/latency/parallelism.ts";
import type { RooflineSetup } from "../../../src/model/latency/roofline.ts";

// Random roofline setups over every preset GPU and model, valid parallelism and any efficiency (with or
// without a compute efficiency of its own, so the GPU record's applies too) and overlap.

const precisions: Precision[] = [
  { weights: "bf16", kvCache: "bf16", activations: "bf16" },
  { weights: "fp8", kvCache: "fp8", activations: "fp8" },
  { weights: "fp8Block128", kvCache: "bf16", activations: "fp8Group128" },
  { weights: "mxfp4", kvCache: "fp8", activations: "bf16" },
  { weights: "nvfp4", kvCache: "fp8", activations: "nvfp4" },
  { weights: "fp8Block128", expertWeights: "nvfp4", kvCache: "fp8", activations: "nvfp4" },
  { weights: "bf16", expertWeights: "mxfp4", kvCache: "bf16", activations: "bf16" },
];

// Pipeline stages absent (most layouts) or 1 to 4; experts over a whole stage or none spread.
const parallelismArbitrary: fc.Arbitrary<Parallelism> = fc
  .record({
    tensorParallel: fc.constantFrom(1, 2, 4, 8, 16),
    dataParallel: fc.constantFrom(1, 2, 4, 8, 32, 144),
    pipelineParallel: fc.option(fc.constantFrom(1, 2, 3, 4), { nil: undefined, freq: 2 }),
    expertsSpread: fc.boolean(),
  })
  .map(({ tensorParallel, dataParallel, pipelineParallel, expertsSpread }) => {
    const stageGpus = tensorParallel * dataParallel;
    const layout = {
      tensorParallel,
      dataParallel,
      gpus: stageGpus * (pipelineParallel ?? 1),
      expertParallel: expertsSpread ? stageGpus : 1,
    };
    return pipelineParallel === undefined ? layout : { ...layout, pipelineParallel };
  });

const fraction = fc.double({ min: 0.05, max: 1, noNaN: true });
const latencyMs = fc.double({ min: 0, max: 1, noNaN: true });

const efficiencyArbitrary: fc.Arbitrary<StepEfficiency> = fc.record(
  {
    computeEfficiency: fraction,
    memoryEfficiency: fraction,
    networkEfficiency: fraction,
    collectiveLatencyMs: latencyMs,
    opLatencyMs: latencyMs,
    perStepOverheadMs: latencyMs,
    gemmFloorMs: latencyMs,
    attentionFloorMs: latencyMs,
    computeMemoryExponent: fc.double({ min: 1, max: 100, noNaN: true }),
    overlapEfficiency: fraction,
    expertLoadImbalance: fc.double({ min: 1, max: 3, noNaN: true }),
    eagerLaunchMsPerLayer: latencyMs,
  },
  {
    requiredKeys: [
      "overlapEfficiency",
      "expertLoadImbalance",
      "memoryEfficiency",
      "networkEfficiency",
      "collectiveLatencyMs",
      "opLatencyMs",
      "perStepOverheadMs",
      "gemmFloorMs",
      "attentionFloorMs",
      "computeMemoryExponent",
      "eagerLaunchMsPerLayer",
    ],
  },
);

export const setupArbitrary: fc.Arbitrary<RooflineSetup> = fc.record({
  gpu: fc.constantFrom(...Object.values(gpuPresets)),
  model: fc.constantFrom(...Object.values(modelPresets)),
  parallelism: parallelismArbitrary,
  precision: fc.constantFrom(...precisions),
  efficiency: efficiencyArbitrary,
  overlapCommunication: fc.boolean(),
  eagerMode: fc.boolean(),
  overlapEfficiency: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  expertLoadImbalance: fc.option(fc.double({ min: 1, max: 3, noNaN: true }), { nil: undefined }),
});
