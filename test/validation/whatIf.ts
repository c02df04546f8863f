import type { Efficiency } from "../../src/model/latency/index.ts";
import type { Plan } from "../../src/model/plan.ts";
import type { PublishedCase } from "./publishedCases.ts";

// What moves the errors: each what-if edits one thing in every case's plan, as a user would in
// the form, for docs/validation.md's "What moves the errors". None is used by the test.

export interface WhatIf {
  name: string;
  change: (plan: Plan, c: PublishedCase) => Plan;
}

const withEfficiency = (plan: Plan, efficiency: Partial<Efficiency>): Plan => ({
  ...plan,
  latency: { ...plan.latency, efficiency: { ...plan.latency.efficiency, ...efficiency } },
});

const withoutOverlap = (plan: Plan): Plan => ({
  ...plan,
  latency: {
    ...plan.latency,
    prefill: { ...plan.latency.prefill, overlapCommunication: false },
    decode: { ...plan.latency.decode, overlapCommunication: false },
  },
});

// Every linear layer in the routed experts' format: the model's single weight format of old.
const expertFormatEverywhere = (plan: Plan): Plan => {
  const precision = plan.latency.precision;
  if (precision?.expertWeights === undefined) return plan;
  const { expertWeights, ...rest } = precision;
  return { ...plan, latency: { ...plan.latency, precision: { ...rest, weights: expertWeights } } };
};

// InferSim has no H100 or B200 entry; H100 shares H800's die and clocks, B200 GB200's die: assumptions.
const siblingEfficiency: Partial<Record<PublishedCase["gpu"], number>> = {
  "NVIDIA H100 SXM5 80GB": 0.35,
  "NVIDIA B200 (HGX/DGX B200)": 0.5,
};

const oneEfficiency = 0.45;

export const whatIfs: readonly WhatIf[] = [
  { name: "no overlap", change: withoutOverlap },
  { name: "perfect overlap", change: (plan) => withEfficiency(plan, { overlapEfficiency: 1 }) },
  {
    name: "one MFU (0.45)",
    change: (plan) => withEfficiency(plan, { computeEfficiency: oneEfficiency }),
  },
  {
    name: "H100, B200 at H800, GB200 MFU",
    change: (plan, c) => {
      const computeEfficiency = siblingEfficiency[c.gpu];
      return computeEfficiency === undefined ? plan : withEfficiency(plan, { computeEfficiency });
    },
  },
  { name: "balanced experts", change: (plan) => withEfficiency(plan, { expertLoadImbalance: 1 }) },
  { name: "experts' format everywhere", change: expertFormatEverywhere },
  {
    name: "FP8 KV where unstated",
    change: (plan, c) =>
      c.precision.kvCache !== "unstated" || plan.latency.precision === undefined
        ? plan
        : {
            ...plan,
            latency: { ...plan.latency, precision: { ...plan.latency.precision, kvCache: "fp8" } },
          },
  },
];

// The model before the round that added partial overlap, an MFU per GPU, the experts' own format
// and expert load imbalance, then each added in turn; the last column is the plans as they stand.
const before = (plan: Plan): Plan =>
  expertFormatEverywhere(
    withEfficiency(plan, {
      overlapEfficiency: 1,
      computeEfficiency: oneEfficiency,
      expertLoadImbalance: 1,
    }),
  );
const withOverlap = (plan: Plan): Plan =>
  expertFormatEverywhere(
    withEfficiency(plan, { computeEfficiency: oneEfficiency, expertLoadImbalance: 1 }),
  );
const withGpuMfu = (plan: Plan): Plan =>
  expertFormatEverywhere(withEfficiency(plan, { expertLoadImbalance: 1 }));
const withExpertFormat = (plan: Plan): Plan => withEfficiency(plan, { expertLoadImbalance: 1 });

export const changesInTurn: readonly WhatIf[] = [
  { name: "before", change: before },
  { name: "+ partial overlap", change: withOverlap },
  { name: "+ MFU per GPU", change: withGpuMfu },
  { name: "+ expert weight format", change: withExpertFormat },
  { name: "+ expert load imbalance (plans as they stand)", change: (plan) => plan },
];
