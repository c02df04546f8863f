import { type AttentionKind, type ModelSpec, parseModelSpec } from "../model/index.ts";
import type { CheckedEntry } from "./customGpu.ts";
import {
  displayNumbers,
  type EntryField,
  type EntryIdRules,
  type EntryProblem,
  entryProblems,
  idProblems,
  specNumbers,
} from "./entryUnits.ts";

// A custom model as the form holds it. The MLA block is present exactly when attention is MLA;
// local and sparse attention are switched on or off as a whole.

type Part = "mla" | "localAttention" | "sparseAttention";

const modelEntryFieldList = [
  { key: "layers", unit: "count" },
  { key: "hiddenSize", unit: "count" },
  { key: "heads", unit: "count" },
  { key: "kvHeads", unit: "count" },
  { key: "headDim", unit: "count" },
  { key: "mla.kvLoraRank", unit: "count" },
  { key: "mla.qkRopeHeadDim", unit: "count" },
  { key: "mla.qkNopeHeadDim", unit: "count" },
  { key: "mla.qLoraRank", unit: "count", nullable: true },
  { key: "mla.vHeadDim", unit: "count" },
  { key: "localAttention.layers", unit: "count" },
  { key: "localAttention.windowTokens", unit: "count" },
  { key: "sparseAttention.indexerHeads", unit: "count" },
  { key: "sparseAttention.indexerHeadDim", unit: "count" },
  { key: "sparseAttention.topTokens", unit: "count" },
  { key: "denseLayers", unit: "count" },
  { key: "moeLayers", unit: "count" },
  { key: "denseIntermediateSize", unit: "count", nullable: true },
  { key: "expertIntermediateSize", unit: "count", nullable: true },
  { key: "experts", unit: "count" },
  { key: "activeExperts", unit: "count" },
  { key: "sharedExperts", unit: "count" },
  { key: "vocabSize", unit: "count" },
  { key: "totalParams", unit: "billionParams" },
  { key: "activeParams", unit: "billionParams" },
] as const satisfies readonly EntryField[];

export const modelEntryFields: readonly EntryField<ModelEntryKey>[] = modelEntryFieldList;

export type ModelEntryKey = (typeof modelEntryFieldList)[number]["key"];

export interface ModelEntryDraft {
  id: string;
  name: string;
  source: string;
  attention: AttentionKind;
  localAttention: boolean;
  sparseAttention: boolean;
  numbers: Record<ModelEntryKey, number>;
}

/** The block a field belongs to, when it sits in one of the optional blocks. */
export const partOf = (key: string): Part | null => {
  const head = key.split(".")[0];
  return head === "mla" || head === "localAttention" || head === "sparseAttention" ? head : null;
};

const partOn = (draft: ModelEntryDraft, part: Part): boolean =>
  part === "mla" ? draft.attention === "mla" : draft[part];

/** The fields the draft uses: those outside a block, and those of each block switched on. */
export const activeModelFields = (draft: ModelEntryDraft): EntryField<ModelEntryKey>[] =>
  modelEntryFields.filter((field) => {
    const part = partOf(field.key);
    return part === null || partOn(draft, part);
  });

export const modelDraftFromSpec = (id: string, spec: ModelSpec): ModelEntryDraft => ({
  id,
  name: spec.name,
  source: spec.source,
  attention: spec.attention,
  localAttention: spec.localAttention !== null,
  sparseAttention: spec.sparseAttention !== null,
  numbers: displayNumbers(modelEntryFields, spec),
});

// The schema's cross-field checks carry no rule of their own; each field has one, named here so a
// form can say it in any language, with the numbers it depends on.
const consistencyCheck = (field: string, attention: AttentionKind): string | null => {
  if (field === "kvHeads") return `kvHeads.${attention}`;
  const known = [
    "moeLayers",
    "denseIntermediateSize",
    "expertIntermediateSize",
    "experts",
    "activeExperts",
    "localAttention.layers",
    "activeParams",
  ];
  return known.includes(field) ? field : null;
};

const consistencyProblem = (problem: EntryProblem, draft: ModelEntryDraft): EntryProblem => {
  const check =
    problem.rule === "invalid" || problem.rule === "consistency"
      ? consistencyCheck(problem.field, draft.attention)
      : null;
  if (check === null) return problem;
  const { heads, layers, experts, totalParams } = draft.numbers;
  return {
    field: problem.field,
    rule: "consistency",
    params: { check, heads, layers, experts, totalParams },
  };
};

/** The draft as a model spec in base units, or every problem with it, field by field. */
export const checkModelDraft = (
  draft: ModelEntryDraft,
  rules: EntryIdRules,
): CheckedEntry<ModelSpec> => {
  const active = activeModelFields(draft);
  const parsed = parseModelSpec({
    name: draft.name,
    source: draft.source,
    attention: draft.attention,
    mla: null,
    localAttention: null,
    sparseAttention: null,
    ...specNumbers(active, draft.numbers),
  });
  const problems = [
    ...idProblems(draft.id, rules),
    ...(parsed.ok
      ? []
      : entryProblems(active, parsed.problems).map((problem) =>
          consistencyProblem(problem, draft),
        )),
  ];
  return parsed.ok && problems.length === 0
    ? { ok: true, id: draft.id.trim(), spec: parsed.value }
    : { ok: false, problems };
};
