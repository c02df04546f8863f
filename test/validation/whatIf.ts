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

// This round's plan-level changes, from the model before them (the roofline's max of compute and memory,
// no kernel floors) to the plans as they stand. The measured FP4 rate and the drafter's cost are not plan
// fields; docs/validation.md gives their effect.
const before = (plan: Plan): Plan =>
  withEfficiency(plan, { computeMemoryExponent: 100, gemmFloorMs: 0, attentionFloorMs: 0 });
const withFloors = (plan: Plan): Plan => withEfficiency(plan, { computeMemoryExponent: 100 });

export const changesInTurn: readonly WhatIf[] = [
  { name: "max(compute, memory), no floors", change: before },
  { name: "+ kernel floors", change: withFloors },
  { name: "+ compute–memory p-norm (plans as they stand)", change: (plan) => plan },
];
