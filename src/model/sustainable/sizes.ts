import { type Load, loadOf } from "../load.ts";
import type { Plan } from "../plan.ts";
import { cube } from "./cube.ts";
import { normalQuantile } from "./normal.ts";

// Request sizes as the estimate reads them: cells of each size's distribution (uniform within a
// cell) for the latency distributions, and the moments the queues need.

/** A share `weight` of requests whose size is spread evenly over [lowTokens, highTokens]. */
export interface SizeCell {
  lowTokens: number;
  highTokens: number;
  weight: number;
}

/** E[L], E[L²], E[L³] of one size. */
export interface Moments {
  mean: number;
  second: number;
  third: number;
}

export interface Sizes {
  input: SizeCell[];
  output: SizeCell[];
  inputMoments: Moments;
  outputMoments: Moments;
  /** E[(L_in + L_out) · L_out], E[(L_in + L_out)² · L_out]: KV reservations weighted by how long they are held. */
  reservationByOutput: { first: number; second: number };
  /** E[L_in · L_out]. */
  inputTimesOutput: number;
}

// Cell edges in probability: even tenths, then finer in the tails that set p99.
const edgeProbabilities = [
  1e-5,
  1e-3,
  0.01,
  0.025,
  0.05,
  0.1,
  0.2,
  0.3,
  0.4,
  0.5,
  0.6,
  0.7,
  0.8,
  0.9,
  0.95,
  0.975,
  0.99,
  0.995,
  0.999,
  1 - 1e-4,
  1 - 1e-5,
];
// Empirical sizes are grouped into this many cells of equal count.
const empiricalCells = 32;

const single = (tokens: number): SizeCell[] => [
  { lowTokens: tokens, highTokens: tokens, weight: 1 },
];

const lognormalCells = (mean: number, cv: number): SizeCell[] => {
  if (!(cv > 0)) return single(mean);
  const sigma = Math.sqrt(Math.log1p(cv * cv));
  const mu = Math.log(mean) - (sigma * sigma) / 2;
  const at = (p: number) => Math.exp(mu + sigma * normalQuantile(p));
  const edges = edgeProbabilities.map(at);
  const cells: SizeCell[] = [
    { lowTokens: edges[0] ?? mean, highTokens: edges[0] ?? mean, weight: 1e-5 },
  ];
  for (let i = 1; i < edges.length; i += 1) {
    cells.push({
      lowTokens: edges[i - 1] ?? mean,
      highTokens: edges[i] ?? mean,
      weight: (edgeProbabilities[i] ?? 1) - (edgeProbabilities[i - 1] ?? 0),
    });
  }
  const last = edges[edges.length - 1] ?? mean;
  cells.push({ lowTokens: last, highTokens: last, weight: 1e-5 });
  return cells;
};

const lognormalMoments = (mean: number, cv: number): Moments => {
  const spread = 1 + cv * cv;
  return { mean, second: mean * mean * spread, third: cube(mean) * cube(spread) };
};

const groupedCells = (values: readonly number[]): SizeCell[] => {
  const sorted = [...values].sort((p, q) => p - q);
  const groups = Math.min(empiricalCells, sorted.length);
  const cells: SizeCell[] = [];
  for (let g = 0; g < groups; g += 1) {
    const from = Math.floor((g * sorted.length) / groups);
    const to = Math.floor(((g + 1) * sorted.length) / groups);
    const low = sorted[from] ?? 1;
    const high = sorted[to - 1] ?? low;
    cells.push({ lowTokens: low, highTokens: high, weight: (to - from) / sorted.length });
  }
  return cells;
};

const sampleMoments = (values: readonly number[]): Moments => {
  let [first, second, third] = [0, 0, 0];
  for (const v of values) {
    first += v;
    second += v * v;
    third += v * v * v;
  }
  const n = Math.max(1, values.length);
  return { mean: first / n, second: second / n, third: third / n };
};

/** E[(L_in + L_out) · L_out] and E[(L_in + L_out)² · L_out] for independent sizes. */
const reservationByOutput = (input: Moments, output: Moments) => ({
  first: input.mean * output.mean + output.second,
  second: input.second * output.mean + 2 * input.mean * output.second + output.third,
});

const empiricalSizes = (inputs: readonly number[], outputs: readonly number[]): Sizes => {
  const count = Math.min(inputs.length, outputs.length);
  let [byOutput, byOutputSquared, cross] = [0, 0, 0];
  for (let i = 0; i < count; i += 1) {
    const input = inputs[i] ?? 0;
    const output = outputs[i] ?? 0;
    byOutput += (input + output) * output;
    byOutputSquared += (input + output) ** 2 * output;
    cross += input * output;
  }
  const n = Math.max(1, count);
  return {
    input: groupedCells(inputs.slice(0, count)),
    output: groupedCells(outputs.slice(0, count)),
    inputMoments: sampleMoments(inputs.slice(0, count)),
    outputMoments: sampleMoments(outputs.slice(0, count)),
    reservationByOutput: { first: byOutput / n, second: byOutputSquared / n },
    inputTimesOutput: cross / n,
  };
};

/** The sizes the plan's load draws: the workload's means, a lognormal spread around them, or the imported pairs. */
export const sizesOf = (plan: Plan, load: Load = loadOf(plan)): Sizes => {
  const { inputTokens, outputTokens } = plan.workload;
  if (load.sizes === "empirical" && load.empirical && load.empirical.inputTokens.length > 0) {
    return empiricalSizes(load.empirical.inputTokens, load.empirical.outputTokens);
  }
  const spread = load.sizes === "distribution";
  const inputCv = spread ? (load.inputCv ?? 0) : 0;
  const outputCv = spread ? (load.outputCv ?? 0) : 0;
  const inputMoments = lognormalMoments(inputTokens, inputCv);
  const outputMoments = lognormalMoments(outputTokens, outputCv);
  return {
    input: lognormalCells(inputTokens, inputCv),
    output: lognormalCells(outputTokens, outputCv),
    inputMoments,
    outputMoments,
    reservationByOutput: reservationByOutput(inputMoments, outputMoments),
    inputTimesOutput: inputMoments.mean * outputMoments.mean,
  };
};

/** Squared coefficient of variation Var / mean². */
export const scvOf = (moments: Moments): number =>
  moments.mean > 0 ? Math.max(0, moments.second / (moments.mean * moments.mean) - 1) : 0;
