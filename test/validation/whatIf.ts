import { defaultEfficiency } from "../../src/model/latency/index.ts";
import { caseEfficiency, defaultPredictOptions, type PredictOptions } from "./caseSetup.ts";

// What moves the errors: each what-if changes one thing from the defaults, for docs/validation.md's
// "What moves the errors". None is used by the predictions or the test.

export interface WhatIf {
  name: string;
  options: PredictOptions;
}

export const whatIfs: readonly WhatIf[] = [
  { name: "no overlap", options: { ...defaultPredictOptions, useOverlap: false } },
  {
    name: "perfect overlap",
    options: { ...defaultPredictOptions, overlapEfficiency: 1 },
  },
  {
    name: "one MFU (0.45)",
    options: { ...defaultPredictOptions, efficiencyFor: () => defaultEfficiency },
  },
  {
    // InferSim has no H100 or B200 entry; H100 shares H800's die and clocks, B200 GB200's die: assumptions.
    name: "H100, B200 at H800, GB200 MFU",
    options: {
      ...defaultPredictOptions,
      efficiencyFor: (c) =>
        c.gpu === "NVIDIA H100 SXM5 80GB"
          ? { ...caseEfficiency, computeEfficiency: 0.35 }
          : c.gpu === "NVIDIA B200 (HGX/DGX B200)"
            ? { ...caseEfficiency, computeEfficiency: 0.5 }
            : caseEfficiency,
    },
  },
  { name: "balanced experts", options: { ...defaultPredictOptions, expertLoadImbalance: 1 } },
  {
    name: "experts' format everywhere",
    options: { ...defaultPredictOptions, expertFormatEverywhere: true },
  },
  {
    name: "prefill chunks in every step",
    options: { ...defaultPredictOptions, aggregatedStep: "mixed" },
  },
  { name: "FP8 KV where unstated", options: { ...defaultPredictOptions, unstatedFormat: "fp8" } },
];

// The model before this round of changes (full overlap, 0.45 for every GPU, one weight format, evenly
// loaded experts), then each change added in turn; the last column is the defaults.
const before: PredictOptions = {
  ...defaultPredictOptions,
  overlapEfficiency: 1,
  efficiencyFor: () => defaultEfficiency,
  expertFormatEverywhere: true,
  expertLoadImbalance: 1,
};
const withOverlap: PredictOptions = { ...before, overlapEfficiency: undefined };
const withGpuMfu: PredictOptions = { ...withOverlap, efficiencyFor: () => caseEfficiency };
const withExpertFormat: PredictOptions = { ...withGpuMfu, expertFormatEverywhere: false };

export const changesInTurn: readonly WhatIf[] = [
  { name: "before", options: before },
  { name: "+ partial overlap", options: withOverlap },
  { name: "+ MFU per GPU", options: withGpuMfu },
  { name: "+ expert weight format", options: withExpertFormat },
  { name: "+ expert load imbalance (defaults)", options: defaultPredictOptions },
];
