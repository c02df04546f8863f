import type { FieldProblem, ProblemRule } from "../model/index.ts";
import {
  billionParams,
  bytesPerGB,
  bytesPerGiB,
  bytesPerTB,
  flopsPerTeraflop,
  gibibytes,
  gigabytesPerSecond,
  paramsPerBillion,
  terabytesPerSecond,
  teraflops,
} from "../model/index.ts";

// The units a person reads on a datasheet, and how many of the schema's base units (FLOP/s, bytes,
// bytes/s, parameters) each one is. A custom entry is typed in these and stored in base units.

export const entryUnits = {
  tflops: flopsPerTeraflop,
  gib: bytesPerGiB,
  terabytesPerSecond: bytesPerTB,
  gigabytesPerSecond: bytesPerGB,
  billionParams: paramsPerBillion,
  count: 1,
  fraction: 1,
} as const;

export type EntryUnit = keyof typeof entryUnits;

export interface EntryField<Key extends string = string> {
  /** Dotted path in the spec, e.g. "hbmBytes" or "mla.kvLoraRank". */
  key: Key;
  unit: EntryUnit;
  /** Empty means null ("none"), not invalid. */
  nullable?: boolean;
  /** Empty means the key is left out (the default applies), not invalid. */
  optional?: boolean;
}

// Twelve significant digits undo the float noise of a round trip (989.4 TFLOPS → FLOP/s → 989.4).
const displayDigits = 12;

/** A base-unit number in the field's unit, for showing. */
export const toDisplay = (value: number, unit: EntryUnit): number =>
  Number((value / entryUnits[unit]).toPrecision(displayDigits));

// The presets' own converters (src/data), so a copied preset comes back exactly.
const toBase: Record<EntryUnit, (value: number) => number> = {
  tflops: teraflops,
  gib: gibibytes,
  terabytesPerSecond,
  gigabytesPerSecond,
  billionParams: (value) => (Number.isFinite(value) ? billionParams(value) : value),
  count: (value) => value,
  fraction: (value) => value,
};

/** A typed number in the field's unit, in base units; NaN stays NaN. */
export const fromDisplay = (value: number, unit: EntryUnit): number => toBase[unit](value);

/** What is wrong with one field of a custom entry, in words the form can translate. */
export interface EntryProblem {
  /** "id", "name", "source", or a numeric field's key. */
  field: string;
  rule: ProblemRule | "idTaken" | "idPreset" | "idTooLong" | "consistency";
  params: Record<string, string | number>;
}

const scaledParams = new Set(["limit", "got"]);

/** A schema problem on a numeric field, its limits said in the field's unit. */
export const inDisplayUnits = (problem: FieldProblem, unit: EntryUnit): EntryProblem => ({
  field: problem.field,
  rule: problem.rule,
  params: Object.fromEntries(
    Object.entries(problem.params).map(([name, value]) => [
      name,
      scaledParams.has(name) && typeof value === "number" ? toDisplay(value, unit) : value,
    ]),
  ),
});

export interface EntryIdRules {
  presetIds: readonly string[];
  customIds: readonly string[];
  /** The custom entry being edited, whose own id is not "taken". */
  editing: string | null;
}

const maxIdLength = 100;

/** The id a custom entry is saved under: non-empty, not a preset's, not another custom entry's. */
export const idProblems = (id: string, rules: EntryIdRules): EntryProblem[] => {
  const trimmed = id.trim();
  if (trimmed === "") return [{ field: "id", rule: "required", params: {} }];
  if (trimmed.length > maxIdLength)
    return [{ field: "id", rule: "idTooLong", params: { limit: maxIdLength } }];
  if (rules.presetIds.includes(trimmed)) return [{ field: "id", rule: "idPreset", params: {} }];
  if (trimmed !== rules.editing && rules.customIds.includes(trimmed))
    return [{ field: "id", rule: "idTaken", params: {} }];
  return [];
};

const readPath = (root: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      root,
    );

/** A spec's numbers in each field's unit; null (none) shows as NaN, an empty field. */
export const displayNumbers = <Key extends string>(
  fields: readonly EntryField<Key>[],
  spec: unknown,
): Record<Key, number> =>
  Object.fromEntries(
    fields.map(({ key, unit }) => {
      const value = readPath(spec, key);
      return [key, typeof value === "number" ? toDisplay(value, unit) : Number.NaN];
    }),
  ) as Record<Key, number>;

/** Typed numbers as the schema reads them: base units, nested by key; an empty nullable is null. */
export const specNumbers = <Key extends string>(
  fields: readonly EntryField<Key>[],
  numbers: Record<Key, number>,
): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  for (const { key, unit, nullable, optional } of fields) {
    const typed = numbers[key];
    if (optional && Number.isNaN(typed)) continue;
    const value = nullable && Number.isNaN(typed) ? null : fromDisplay(typed, unit);
    const parts = key.split(".");
    let node = input;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) as string] = value;
  }
  return input;
};

/** An id not yet used: `base`, else `base-2`, `base-3`, … */
export const freeId = (base: string, used: readonly string[]): string => {
  if (!used.includes(base)) return base;
  let n = 2;
  while (used.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
};

const textFields = new Set(["name", "source"]);

/** Schema problems on an entry, said per form field with numbers in the field's unit. */
export const entryProblems = <Key extends string>(
  fields: readonly EntryField<Key>[],
  problems: readonly FieldProblem[],
): EntryProblem[] =>
  problems.map((problem) => {
    // A blank name or source fails the schema's minimum length: to a person, it is missing.
    if (problem.rule === "atLeast" && textFields.has(problem.field))
      return { field: problem.field, rule: "required", params: {} };
    const field = fields.find((candidate) => candidate.key === problem.field);
    return field
      ? inDisplayUnits(problem, field.unit)
      : { field: problem.field, rule: problem.rule, params: problem.params };
  });
