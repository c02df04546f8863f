import type { Efficiency, Precision, ProfilePoint } from "../model/index.ts";
import {
  defaultEfficiency,
  type LatencySource,
  latencySources,
  sourceDef,
} from "../model/index.ts";

// The plan's `latency` part as the form edits it: read from the draft (where it is kept whole) and
// changed by pure steps that return a new copy. Optional settings left empty are removed, not zeroed.

export type Phase = "prefill" | "decode";

export interface PhaseLatencyDraft {
  source: LatencySource;
  /** Rows as typed: an empty cell is NaN, which the schema reports. */
  profile?: ProfilePoint[];
  gpu?: string;
  expertParallel?: number;
  pipelineParallel?: number;
  overlapCommunication?: boolean;
  eagerMode?: boolean;
  /** The phase's own roofline factors, over the plan's. */
  efficiency?: Partial<Efficiency>;
}

export interface LatencyDraft {
  prefill: PhaseLatencyDraft;
  decode: PhaseLatencyDraft;
  model?: string;
  precision?: Precision;
  efficiency?: Partial<Efficiency>;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

const factorNames = Object.keys(defaultEfficiency) as (keyof Efficiency)[];

/**
 * The factors of an efficiency object the form can show, as typed (a value that is no number is kept,
 * so the schema names it at its field); names the form has no field for are dropped, so nothing it
 * cannot show or clear keeps the plan invalid. Undefined when none is left.
 */
const readFactors = (value: unknown): Partial<Efficiency> | undefined => {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const given = value as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const name of factorNames) if (Object.hasOwn(given, name)) read[name] = given[name];
  return Object.keys(read).length === 0 ? undefined : (read as Partial<Efficiency>);
};

const readPhase = (value: unknown): PhaseLatencyDraft => {
  const phase = record(value);
  const source = latencySources.find((name) => name === phase.source) ?? "constant";
  const read: PhaseLatencyDraft = { source };
  if (Array.isArray(phase.profile))
    read.profile = phase.profile.map((point) => {
      const { batch, timeMs } = record(point);
      return {
        batch: typeof batch === "number" ? batch : Number.NaN,
        timeMs: typeof timeMs === "number" ? timeMs : Number.NaN,
      };
    });
  if (typeof phase.gpu === "string") read.gpu = phase.gpu;
  if (typeof phase.expertParallel === "number") read.expertParallel = phase.expertParallel;
  if (typeof phase.pipelineParallel === "number") read.pipelineParallel = phase.pipelineParallel;
  if (phase.overlapCommunication === true) read.overlapCommunication = true;
  if (phase.eagerMode === true) read.eagerMode = true;
  const efficiency = readFactors(phase.efficiency);
  if (efficiency) read.efficiency = efficiency;
  return read;
};

/** The draft's latency part, as a plain copy in the form's shape. */
export const readLatencyDraft = (value: unknown): LatencyDraft => {
  const latency = record(value);
  const read: LatencyDraft = {
    prefill: readPhase(latency.prefill),
    decode: readPhase(latency.decode),
  };
  if (typeof latency.model === "string") read.model = latency.model;
  if (latency.precision && typeof latency.precision === "object")
    read.precision = { ...(latency.precision as Precision) };
  const efficiency = readFactors(latency.efficiency);
  if (efficiency) read.efficiency = efficiency;
  return read;
};

/** Sets or (when undefined, NaN or false, the default) removes one optional setting of a phase. */
export const withPhaseSetting = <
  Key extends "gpu" | "expertParallel" | "pipelineParallel" | "overlapCommunication" | "eagerMode",
>(
  latency: LatencyDraft,
  phase: Phase,
  key: Key,
  value: PhaseLatencyDraft[Key],
): LatencyDraft => {
  const next = { ...latency[phase] };
  if (value === undefined || value === false || (typeof value === "number" && Number.isNaN(value)))
    delete next[key];
  else next[key] = value;
  return { ...latency, [phase]: next };
};

export interface SourceDefaults {
  /** The GPU a roofline starts from when the phase names none. */
  gpu: string;
  /** The model a roofline starts from when the plan names none. */
  model: string;
  /** The profile's first row when the phase has none: the batch and time entered today. */
  point: ProfilePoint;
}

/**
 * Switches a phase's source and fills in what the source needs: a profile with no rows starts from
 * the entered constant, a missing GPU from the other phase's or the default, a missing model from
 * the default. Switching alone changes no result it need not.
 */
export const withSource = (
  latency: LatencyDraft,
  phase: Phase,
  source: LatencySource,
  defaults: SourceDefaults,
): LatencyDraft => {
  const next: PhaseLatencyDraft = { ...latency[phase], source };
  const other = latency[phase === "prefill" ? "decode" : "prefill"];
  const { needs } = sourceDef(source);
  if (needs.profile && (next.profile?.length ?? 0) === 0) next.profile = [defaults.point];
  if (needs.gpu) next.gpu ??= other.gpu ?? defaults.gpu;
  const model = needs.model ? (latency.model ?? defaults.model) : latency.model;
  return { ...latency, [phase]: next, ...(model === undefined ? {} : { model }) };
};

export const withProfile = (
  latency: LatencyDraft,
  phase: Phase,
  profile: ProfilePoint[],
): LatencyDraft => ({ ...latency, [phase]: { ...latency[phase], profile } });

export const withModel = (latency: LatencyDraft, model: string | undefined): LatencyDraft => {
  const { model: _, ...rest } = latency;
  return model === undefined ? rest : { ...rest, model };
};

export const withPrecision = (
  latency: LatencyDraft,
  part: keyof Precision,
  format: Precision[keyof Precision],
  current: Precision,
): LatencyDraft => ({ ...latency, precision: { ...current, [part]: format } });

/** Which factors a change applies to: the plan's, for both phases, or one phase's own. */
export type EfficiencyScope = "both" | Phase;

/** A factor set with `value`, or (NaN) removed; an emptied set is dropped whole. */
const setFactor = (
  factors: Partial<Efficiency> | undefined,
  factor: keyof Efficiency,
  value: number,
): Partial<Efficiency> | undefined => {
  const next = { ...factors };
  if (Number.isNaN(value)) delete next[factor];
  else next[factor] = value;
  return Object.keys(next).length === 0 ? undefined : next;
};

/**
 * Sets one efficiency factor of the plan (`both`) or of one phase, or (NaN) removes it so the
 * plan's, else the default, applies.
 */
export const withEfficiency = (
  latency: LatencyDraft,
  factor: keyof Efficiency,
  value: number,
  scope: EfficiencyScope = "both",
): LatencyDraft => {
  if (scope === "both") {
    const efficiency = setFactor(latency.efficiency, factor, value);
    const { efficiency: _, ...rest } = latency;
    return efficiency === undefined ? rest : { ...rest, efficiency };
  }
  const efficiency = setFactor(latency[scope].efficiency, factor, value);
  const { efficiency: _, ...phase } = latency[scope];
  return { ...latency, [scope]: efficiency === undefined ? phase : { ...phase, efficiency } };
};

/** Forgets every reference to a custom entry that is being deleted. */
export const withoutEntry = (
  latency: LatencyDraft,
  kind: "gpu" | "model",
  id: string,
): LatencyDraft => {
  if (kind === "model") return latency.model === id ? withModel(latency, undefined) : latency;
  let next = latency;
  for (const phase of ["prefill", "decode"] as const)
    if (next[phase].gpu === id) next = withPhaseSetting(next, phase, "gpu", undefined);
  return next;
};

/** Points every reference to a custom entry at its new id, after an edit renamed it. */
export const withRenamedEntry = (
  latency: LatencyDraft,
  kind: "gpu" | "model",
  from: string,
  to: string,
): LatencyDraft => {
  if (kind === "model") return latency.model === from ? withModel(latency, to) : latency;
  let next = latency;
  for (const phase of ["prefill", "decode"] as const)
    if (next[phase].gpu === from) next = withPhaseSetting(next, phase, "gpu", to);
  return next;
};

/** A record of custom entries read from the draft, as a new record (the entries are shared). */
export const readEntries = <Spec>(value: unknown): Record<string, Spec> =>
  ({ ...record(value) }) as Record<string, Spec>;

/** Adds or replaces an entry; `replacing` is the id it had before an edit that renamed it. */
export const withEntry = <Spec>(
  entries: Record<string, Spec>,
  id: string,
  spec: Spec,
  replacing: string | null = null,
): Record<string, Spec> => {
  // Built from entries so that an id such as "__proto__" stays an own key, never a prototype.
  const kept = Object.entries(entries)
    .filter(([key]) => key === id || key !== replacing)
    .map(([key, value]): [string, Spec] => [key, key === id ? spec : value]);
  const present = kept.some(([key]) => key === id);
  return Object.fromEntries(present ? kept : [...kept, [id, spec]]) as Record<string, Spec>;
};

export const withoutKey = <Spec>(entries: Record<string, Spec>, id: string): Record<string, Spec> =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => key !== id)) as Record<string, Spec>;
