import { defaultEfficiency } from "../../src/model/latency/index.ts";
import { defaultPredictOptions, type PredictOptions } from "./caseSetup.ts";
import type { CaseGpuName } from "./publishedCases.ts";

// What moves the errors: each what-if changes one thing from the defaults, for docs/validation.md's
// "What moves the errors". None is used by the predictions or the test.

// InferSim hardware/gpu.py end-to-end MFU fallbacks (hardware-and-models.md §3.7): H800 0.35, H200 0.4,
// GB200 0.5, H20 0.6. H100 takes H800's value (same die and clocks) and B200 GB200's (same die): assumptions.
const inferSimComputeEfficiency: Record<CaseGpuName, number> = {
  "NVIDIA H800 SXM5 80GB": 0.35,
  "NVIDIA H100 SXM5 80GB": 0.35,
  "NVIDIA H200 SXM 141GB": 0.4,
  "NVIDIA H20": 0.6,
  "NVIDIA B200 (HGX/DGX B200)": 0.5,
  "NVIDIA GB200 (per Blackwell GPU, NVL72)": 0.5,
};

export interface WhatIf {
  name: string;
  options: PredictOptions;
}

export const whatIfs: readonly WhatIf[] = [
  { name: "no overlap", options: { ...defaultPredictOptions, useOverlap: false } },
  {
    name: "InferSim MFU per GPU",
    options: {
      ...defaultPredictOptions,
      efficiencyFor: (c) => ({
        ...defaultEfficiency,
        computeEfficiency: inferSimComputeEfficiency[c.gpu],
      }),
    },
  },
  {
    name: "prefill chunks in every step",
    options: { ...defaultPredictOptions, aggregatedStep: "mixed" },
  },
  { name: "FP8 KV where unstated", options: { ...defaultPredictOptions, unstatedFormat: "fp8" } },
];
