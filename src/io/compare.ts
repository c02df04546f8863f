import type { Plan, PlanResult } from "../model/index.ts";
import { nearlyEqual } from "../model/index.ts";
import { draftFromPlan, type FieldPath, planFields } from "./draft.ts";

// Two plans side by side: every input field and the key results, with what differs and by how much.

/** One side's value: a number, a choice, feasible or not, or undefined where a field is not set. */
export type CompareValue = number | string | boolean | undefined;

export interface CompareRow<Key extends string> {
  key: Key;
  a: CompareValue;
  b: CompareValue;
  differs: boolean;
  /** b − a, when both sides are numbers. */
  delta?: number;
  /** (b − a) / |a|, when both sides are numbers and a is not 0. */
  deltaFraction?: number;
}

const readers = {
  "allocation.prefillInstances": (r) => r.allocation.prefillInstances,
  "allocation.decodeInstances": (r) => r.allocation.decodeInstances,
  "allocation.totalNodes": (r) => r.allocation.totalNodes,
  "allocation.totalGpus": (r) => r.allocation.totalGpus,
  "throughput.qpm": (r) => r.throughput.qpm,
  "throughput.qpmPerNode": (r) => r.throughput.qpmPerNode,
  "throughput.qpmPerGpu": (r) => r.throughput.qpmPerGpu,
  "throughput.outputTokensPerSecondPerGpu": (r) => r.throughput.outputTokensPerSecondPerGpu,
  "concurrency.article": (r) => r.concurrency.article,
  "concurrency.decodeSlots": (r) => r.concurrency.decodeSlots,
  "concurrency.littlesLaw": (r) => r.concurrency.littlesLaw,
  "utilization.prefill": (r) => r.utilization.prefill,
  "utilization.decode": (r) => r.utilization.decode,
  "latency.ttftMs": (r) => r.latency.ttftMs,
  "latency.tpotMs": (r) => r.latency.tpotMs,
  "latency.e2elMs": (r) => r.latency.e2elMs,
  feasible: (r) => r.feasible,
} satisfies Record<string, (result: PlanResult) => number | boolean>;

export type ResultKey = keyof typeof readers;

/** The results compared, in the order a table shows them. */
export const resultKeys = Object.keys(readers) as ResultKey[];

const row = <Key extends string>(key: Key, a: CompareValue, b: CompareValue): CompareRow<Key> => {
  if (typeof a !== "number" || typeof b !== "number") return { key, a, b, differs: a !== b };
  if (nearlyEqual(a, b)) return { key, a, b, differs: false, delta: 0, deltaFraction: 0 };
  const delta = b - a;
  return {
    key,
    a,
    b,
    differs: true,
    delta,
    ...(a === 0 ? {} : { deltaFraction: delta / Math.abs(a) }),
  };
};

/** Every plan field, A against B; a field one plan leaves unset is undefined on that side. */
export const compareInputs = (a: Plan, b: Plan): CompareRow<FieldPath>[] => {
  const valuesA = draftFromPlan(a).values;
  const valuesB = draftFromPlan(b).values;
  return planFields.map(({ path }) => row(path, valuesA[path], valuesB[path]));
};

/** The key results of two solved plans, A against B. */
export const compareResults = (a: PlanResult, b: PlanResult): CompareRow<ResultKey>[] =>
  resultKeys.map((key) => row(key, readers[key](a), readers[key](b)));
