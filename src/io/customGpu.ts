import { type GpuSpec, parseGpuSpec } from "../model/index.ts";
import {
  displayNumbers,
  type EntryField,
  type EntryIdRules,
  type EntryProblem,
  entryProblems,
  idProblems,
  specNumbers,
} from "./entryUnits.ts";

// A custom GPU as the form holds it: datasheet units, empty fields kept as NaN, checked with the
// same schema as the presets before it joins the plan.

export const gpuEntryFields = [
  { key: "bf16FlopsPerSecond", unit: "tflops" },
  { key: "fp8FlopsPerSecond", unit: "tflops", nullable: true },
  { key: "fp4FlopsPerSecond", unit: "tflops", nullable: true },
  { key: "hbmBytes", unit: "gib" },
  { key: "hbmBytesPerSecond", unit: "terabytesPerSecond" },
  { key: "scaleUpBytesPerSecondPerDirection", unit: "gigabytesPerSecond" },
  { key: "scaleOutBytesPerSecondPerGpu", unit: "gigabytesPerSecond", nullable: true },
  { key: "gpusPerScaleUpDomain", unit: "count" },
  { key: "computeEfficiency", unit: "fraction", optional: true },
] as const satisfies readonly EntryField[];

export type GpuEntryKey = (typeof gpuEntryFields)[number]["key"];

export interface GpuEntryDraft {
  id: string;
  name: string;
  source: string;
  numbers: Record<GpuEntryKey, number>;
}

export const gpuDraftFromSpec = (id: string, spec: GpuSpec): GpuEntryDraft => ({
  id,
  name: spec.name,
  source: spec.source,
  numbers: displayNumbers(gpuEntryFields, spec),
});

export type CheckedEntry<Spec> =
  | { ok: true; id: string; spec: Spec }
  | { ok: false; problems: EntryProblem[] };

/** The draft as a GPU spec in base units, or every problem with it, field by field. */
export const checkGpuDraft = (draft: GpuEntryDraft, rules: EntryIdRules): CheckedEntry<GpuSpec> => {
  const parsed = parseGpuSpec({
    name: draft.name,
    source: draft.source,
    ...specNumbers(gpuEntryFields, draft.numbers),
  });
  const problems = [
    ...idProblems(draft.id, rules),
    ...(parsed.ok ? [] : entryProblems(gpuEntryFields, parsed.problems)),
  ];
  return parsed.ok && problems.length === 0
    ? { ok: true, id: draft.id.trim(), spec: parsed.value }
    : { ok: false, problems };
};
