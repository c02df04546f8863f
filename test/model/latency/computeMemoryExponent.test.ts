import { describe, expect, it } from "vitest";
import { defaultComputeMemoryExponent } from "../../../src/model/latency/efficiency.ts";
import { overlappedMs } from "../../../src/model/latency/roofline.ts";

// The default exponent, fitted again from the measurements it cites: DeepGEMM FP8 GEMMs on H800 as
// InferSim measured them (bench_data/gemm/h800/data.csv, latency in µs), seven (k, n) shapes at
// m = 256, 512, 1,024, 4,096, 8,192 and 16,384 rows.
const measuredUs: Record<string, Record<number, number>> = {
  "7168,1536": {
    256: 13.062,
    512: 21.965,
    1024: 25.841,
    4096: 73.091,
    8192: 129.853,
    16384: 250.947,
  },
  "1536,24576": {
    256: 26.656,
    512: 37.939,
    1024: 64.069,
    4096: 243.915,
    8192: 469.575,
    16384: 944.992,
  },
  "16384,7168": { 256: 59.319, 512: 117.306, 1024: 220.972, 4096: 649.13, 8192: 1310, 16384: 2870 },
  "7168,4096": {
    256: 24.871,
    512: 30.034,
    1024: 46.282,
    4096: 169.08,
    8192: 331.183,
    16384: 664.757,
  },
  "2048,7168": {
    256: 12.3,
    512: 20.999,
    1024: 35.674,
    4096: 98.102,
    8192: 187.148,
    16384: 364.188,
  },
  "7168,36864": { 256: 127.088, 512: 251.288, 1024: 373.066, 4096: 1489, 8192: 2981, 16384: 6136 },
  "18432,7168": { 256: 68.235, 512: 125.643, 1024: 238.06, 4096: 730.312, 8192: 1470, 16384: 2986 },
};

// H800 SXM5: 1,979 TFLOPS dense FP8, 3.35 TB/s of HBM at the model's 0.8 (the same numbers the presets use).
const fp8FlopsPerUs = 1979e12 / 1e6;
const bytesPerUs = (3.35e12 * 0.8) / 1e6;

/** The p at which overlappedMs reproduces a measured time, by bisection over [0.5, 20]. */
const fittedExponent = (computeUs: number, memoryUs: number, measured: number): number => {
  let low = 0.5;
  let high = 20;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (overlappedMs(computeUs, memoryUs, middle) > measured) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

describe("the compute–memory exponent's fit", () => {
  it("is 1.5, the median over 28 GEMMs, with compute at each shape's best rate at m ≥ 4,096", () => {
    const exponents: number[] = [];
    for (const [shape, rows] of Object.entries(measuredUs)) {
      const [k = 0, n = 0] = shape.split(",").map(Number);
      const flops = (m: number) => 2 * m * k * n;
      // Each shape's own large-m rate: what its FLOPs reach once the weights no longer matter.
      const bestRate = Math.max(
        ...[4096, 8192, 16384].map((m) => flops(m) / (rows[m] ?? Number.NaN)),
      );
      expect(bestRate / fp8FlopsPerUs).toBeGreaterThan(0.6);
      for (const m of [256, 512, 1024, 4096]) {
        // FP8 weights and activations in, BF16 out.
        const bytes = k * n + m * k + 2 * m * n;
        exponents.push(fittedExponent(flops(m) / bestRate, bytes / bytesPerUs, rows[m] ?? 0));
      }
    }
    exponents.sort((a, b) => a - b);
    expect(exponents).toHaveLength(28);
    // Nearest-rank median of 28: the 14th and 15th values bracket it.
    const median = ((exponents[13] ?? 0) + (exponents[14] ?? 0)) / 2;
    expect(median).toBeGreaterThan(1.35);
    expect(median).toBeLessThan(1.65);
    expect(defaultComputeMemoryExponent).toBe(1.5);
  });
});
