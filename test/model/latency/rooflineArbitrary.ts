import fc from "fast-check";
import { gpuPresets } from "../../../src/data/gpus.ts";
import { modelPresets } from "../../../src/data/models.ts";
import type { Efficiency } from "../../../src/model/latency/efficiency.ts";
import type { Precision } from "../../../src/model/latency/numberFormats.ts";
import type { Parallelism } from "../../../src/model/latency/parallelism.ts";
import type { RooflineSetup } from "../../../src/model/latency/roofline.ts";

// Random roofline setups over every preset GPU and model, valid parallelism and any efficiency.

const precisions: Precision[] = [
  { weights: "bf16", kvCache: "bf16", activations: "bf16" },
  { weights: "fp8", kvCache: "fp8", activations: "fp8" },
  { weights: "fp8Block128", kvCache: "bf16", activations: "fp8Group128" },
  { weights: "mxfp4", kvCache: "fp8", activations: "bf16" },
  { weights: "nvfp4", kvCache: "fp8", activations: "nvfp4" },
];

const parallelismArbitrary: fc.Arbitrary<Parallelism> = fc
  .record({
    tensorParallel: fc.constantFrom(1, 2, 4, 8, 16),
    dataParallel: fc.constantFrom(1, 2, 4, 8, 32, 144),
    expertsSpread: fc.boolean(),
  })
  .map(({ tensorParallel, dataParallel, expertsSpread }) => {
    const gpus = tensorParallel * dataParallel;
    return { tensorParallel, dataParallel, gpus, expertParallel: expertsSpread ? gpus : 1 };
  });

const fraction = fc.double({ min: 0.05, max: 1, noNaN: true });
const latencyMs = fc.double({ min: 0, max: 1, noNaN: true });

const efficiencyArbitrary: fc.Arbitrary<Efficiency> = fc.record({
  computeEfficiency: fraction,
  memoryEfficiency: fraction,
  networkEfficiency: fraction,
  collectiveLatencyMs: latencyMs,
  opLatencyMs: latencyMs,
  perStepOverheadMs: latencyMs,
});

export const setupArbitrary: fc.Arbitrary<RooflineSetup> = fc.record({
  gpu: fc.constantFrom(...Object.values(gpuPresets)),
  model: fc.constantFrom(...Object.values(modelPresets)),
  parallelism: parallelismArbitrary,
  precision: fc.constantFrom(...precisions),
  efficiency: efficiencyArbitrary,
  overlapCommunication: fc.boolean(),
});
