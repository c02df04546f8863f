import type { Plan } from "../model/index.ts";
import { boundedCopy } from "./boundedCopy.ts";

// The form's working copy of a plan: one value per field path, kept even while invalid, so that
// nothing a person typed is lost. An empty required number is NaN (invalid), never 0.

interface FieldSpec {
  path: string;
  kind: "integer" | "number" | "choice" | "flag";
  /** Empty means "not set" rather than invalid. */
  optional?: boolean;
}

export const planFields = [
  { path: "hardware.gpusPerNode", kind: "integer" },
  { path: "hardware.gpuHourlyCostUsd", kind: "number", optional: true },
  { path: "hardware.decodeGpuHourlyCostUsd", kind: "number", optional: true },
  { path: "workload.inputTokens", kind: "integer" },
  { path: "workload.outputTokens", kind: "integer" },
  { path: "workload.prefixCacheHitRate", kind: "number", optional: true },
  { path: "prefill.nodesPerInstance", kind: "integer" },
  { path: "prefill.batchSize", kind: "integer" },
  { path: "prefill.batchTimeMs", kind: "number" },
  { path: "prefill.dataParallel", kind: "integer" },
  { path: "decode.nodesPerInstance", kind: "integer" },
  { path: "decode.batchSize", kind: "integer" },
  { path: "decode.itlMs", kind: "number" },
  { path: "decode.itlMeasuredWith", kind: "choice" },
  { path: "decode.dataParallel", kind: "integer" },
  { path: "specDecode.draftTokens", kind: "integer" },
  { path: "specDecode.acceptanceLength", kind: "number" },
  { path: "specDecode.perPositionAcceptance", kind: "number" },
  { path: "specDecode.stepCostRatio", kind: "number" },
  { path: "engine.prefill.maxNumSeqs", kind: "integer", optional: true },
  { path: "engine.prefill.maxNumBatchedTokens", kind: "integer", optional: true },
  { path: "engine.decode.maxNumSeqs", kind: "integer", optional: true },
  { path: "engine.decode.maxNumBatchedTokens", kind: "integer", optional: true },
  { path: "engine.prefill.chunkedPrefill", kind: "flag", optional: true },
  { path: "engine.router.maxConcurrency", kind: "integer", optional: true },
  { path: "slo.ttftMs", kind: "number", optional: true },
  { path: "slo.ttftStatistic", kind: "choice", optional: true },
  { path: "slo.tpotMs", kind: "number", optional: true },
  { path: "slo.tpotStatistic", kind: "choice", optional: true },
  { path: "slo.e2elMs", kind: "number", optional: true },
  { path: "slo.e2elStatistic", kind: "choice", optional: true },
  { path: "slo.attainment", kind: "number", optional: true },
  { path: "load.arrival", kind: "choice", optional: true },
  { path: "load.arrivalCv", kind: "number", optional: true },
  { path: "load.sizes", kind: "choice", optional: true },
  { path: "load.inputCv", kind: "number", optional: true },
  { path: "load.outputCv", kind: "number", optional: true },
  { path: "load.routing", kind: "choice", optional: true },
  { path: "rateMatching.prefill", kind: "number" },
  { path: "rateMatching.decode", kind: "number" },
  { path: "allocation.mode", kind: "choice" },
  { path: "allocation.totalNodes", kind: "integer" },
  { path: "allocation.targetQpm", kind: "number" },
  { path: "allocation.prefillInstances", kind: "integer" },
  { path: "allocation.decodeInstances", kind: "integer" },
] as const satisfies readonly FieldSpec[];

export type FieldPath = (typeof planFields)[number]["path"];
export type FieldValue = number | string | boolean;

/** The plan's nested parts that are not single fields: kept whole, validated with the plan. */
export const structuredKeys = [
  "latency",
  "customGpus",
  "customModels",
  "measured",
  "empiricalSizes",
] as const;
export type StructuredKey = (typeof structuredKeys)[number];

// Where each nested part sits in the plan; the imported request sizes live inside `load`.
const structuredPaths: Record<StructuredKey, string> = {
  latency: "latency",
  customGpus: "customGpus",
  customModels: "customModels",
  measured: "measured",
  empiricalSizes: "load.empirical",
};

export interface Draft {
  values: Partial<Record<FieldPath, FieldValue>>;
  structured: Partial<Record<StructuredKey, unknown>>;
  /** Which way the acceptance length is entered: directly, or from per-position acceptance. */
  acceptanceInput: "length" | "positions";
}

const fieldSpecs = new Map<string, FieldSpec>(planFields.map((spec) => [spec.path, spec]));

const readPath = (root: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined,
      root,
    );

const writePath = (root: Record<string, unknown>, path: string, value: unknown): void => {
  const keys = path.split(".");
  let node = root;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
};

export const draftFromPlan = (plan: Plan): Draft => {
  const values: Draft["values"] = {};
  for (const { path } of planFields) {
    const value = readPath(plan, path);
    if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") {
      values[path] = value;
    }
  }
  const structured: Draft["structured"] = {};
  const parts: [StructuredKey, unknown][] = [
    ["latency", plan.latency],
    ["customGpus", plan.customGpus],
    ["customModels", plan.customModels],
    ["measured", plan.measured],
    ["empiricalSizes", plan.load?.empirical],
  ];
  for (const [key, part] of parts) {
    const copy = part === undefined ? undefined : boundedCopy(part);
    if (copy !== undefined) structured[key] = copy;
  }
  return {
    values,
    structured,
    acceptanceInput: plan.specDecode.perPositionAcceptance !== undefined ? "positions" : "length",
  };
};

// Keyed by the stored mode, which is user text: a Map, so "constructor" finds nothing.
const modeNeeds = new Map<unknown, readonly FieldPath[]>([
  ["nodeBudget", ["allocation.totalNodes"]],
  ["targetQpm", ["allocation.targetQpm"]],
  ["fixed", ["allocation.prefillInstances", "allocation.decodeInstances"]],
]);

// Load numbers that only mean something for one arrival process or size model; kept in the draft
// while another is chosen, so switching back loses nothing.
const loadNeeds = new Map<string, [FieldPath, string]>([
  ["load.arrivalCv", ["load.arrival", "gamma"]],
  ["load.inputCv", ["load.sizes", "distribution"]],
  ["load.outputCv", ["load.sizes", "distribution"]],
  ["empiricalSizes", ["load.sizes", "empirical"]],
]);

const neededByLoad = (draft: Draft, key: string): boolean => {
  const need = loadNeeds.get(key);
  return need === undefined || draft.values[need[0]] === need[1];
};

/** Whether a field takes part in the plan the draft describes. */
const inUse = (draft: Draft, path: FieldPath): boolean => {
  const value = draft.values[path];
  if (!neededByLoad(draft, path)) return false;
  if (path === "specDecode.acceptanceLength" || path === "specDecode.perPositionAcceptance") {
    const wanted =
      draft.acceptanceInput === "length"
        ? "specDecode.acceptanceLength"
        : "specDecode.perPositionAcceptance";
    return path === wanted && draft.values["specDecode.draftTokens"] !== 0;
  }
  if (path.startsWith("allocation.") && path !== "allocation.mode") {
    const needed = modeNeeds.get(draft.values["allocation.mode"]) ?? [];
    return needed.includes(path) || (typeof value === "number" && Number.isFinite(value));
  }
  return !(fieldSpecs.get(path)?.optional && (value === undefined || Number.isNaN(value)));
};

/** The plan as the schema will read it: fields not in use are left out; empty required ones stay NaN. */
export const planInputFromDraft = (draft: Draft): Record<string, unknown> => {
  const input: Record<string, unknown> = { version: 1 };
  for (const { path } of planFields) {
    if (inUse(draft, path)) writePath(input, path, draft.values[path] ?? Number.NaN);
  }
  for (const key of structuredKeys) {
    if (draft.structured[key] !== undefined && neededByLoad(draft, key)) {
      writePath(input, structuredPaths[key], draft.structured[key]);
    }
  }
  return input;
};

/** Takes back a stored draft, keeping only known fields of the right kind; null if nothing fits. */
export const restoreDraft = (stored: unknown): Draft | null =>
  restoreDraftParts(stored)?.draft ?? null;

/** A stored draft taken back, and the nested parts left out for being too deep, too large or not data. */
export const restoreDraftParts = (
  stored: unknown,
): { draft: Draft; dropped: StructuredKey[] } | null => {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  const own = (record: object, key: string): unknown =>
    Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
  const values = own(stored, "values");
  const acceptanceInput = own(stored, "acceptanceInput");
  const structured = own(stored, "structured");
  if (!values || typeof values !== "object") return null;
  const kept: Draft["values"] = {};
  for (const { path, kind } of planFields) {
    const value = own(values, path);
    const fits =
      kind === "choice"
        ? typeof value === "string"
        : kind === "flag"
          ? typeof value === "boolean"
          : typeof value === "number" || value === null;
    if (fits) {
      kept[path] = value === null ? Number.NaN : (value as FieldValue);
    }
  }
  const keptStructured: Draft["structured"] = {};
  const dropped: StructuredKey[] = [];
  if (structured && typeof structured === "object") {
    for (const key of structuredKeys) {
      const part = own(structured, key);
      if (!part || typeof part !== "object") continue;
      const copy = boundedCopy(part);
      if (copy === undefined) dropped.push(key);
      else keptStructured[key] = copy;
    }
  }
  return {
    draft: {
      values: kept,
      structured: keptStructured,
      acceptanceInput: acceptanceInput === "positions" ? "positions" : "length",
    },
    dropped,
  };
};
