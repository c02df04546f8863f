import type { Derivation, ExplainedPath } from "../text/index.ts";

/** One line of the report: what it is, its value with unit, and how it was computed. */
export interface Row {
  label: string;
  value: string;
  /** The formula with the plan's numbers substituted, when the solver explains this value. */
  explain?: string;
}

export interface Section {
  title: string;
  rows: Row[];
}

export type RowOf = (label: string, value: string, explainPath?: ExplainedPath) => Row;

/** How each explained result was computed; empty when the report leaves formulas out. */
export type Derivations = Partial<Record<ExplainedPath, Derivation>>;

/** A row builder that looks each explained value up in the result's derivations. */
export const rowMaker =
  (derivations: Derivations): RowOf =>
  (label, value, explainPath) => {
    const explain = explainPath === undefined ? undefined : derivations[explainPath]?.substituted;
    return explain === undefined ? { label, value } : { label, value, explain };
  };
