import type { PlanResult } from "../model/index.ts";

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

export type RowOf = (label: string, value: string, explainPath?: string) => Row;

/** A row builder that looks each explained value up in the result's derivations. */
export const rowMaker =
  (result: PlanResult): RowOf =>
  (label, value, explainPath) => {
    const explain =
      explainPath === undefined ? undefined : result.explain[explainPath]?.substituted;
    return explain === undefined ? { label, value } : { label, value, explain };
  };
