import type { Plan, Solved } from "../../model/index.ts";
import { fill } from "../fill.ts";
import type { Language } from "../language.ts";
import { type DerivationTexts, derivationEn } from "./derivationEn.ts";
import { builders, type ExplainedPath, type Filled } from "./derivationParams.ts";
import { derivationZh } from "./derivationZh.ts";
import { explains } from "./explains.ts";

/** How a number was computed: the formula, and the same formula with the plan's numbers in it. */
export interface Derivation {
  formula: string;
  substituted: string;
}

export const derivationTexts: Record<Language, DerivationTexts> = {
  en: derivationEn,
  zh: derivationZh,
};

/**
 * How the result at `path` was computed, in `language`; null when this result has no such
 * derivation (a roofline's parts when the time was entered, a cost when no price is set). Built
 * on demand: solving writes no words.
 */
export const derivationOf = (
  path: ExplainedPath,
  plan: Plan,
  solved: Solved,
  language: Language,
): Derivation | null => {
  if (!explains(path, solved)) return null;
  const texts = derivationTexts[language];
  const phrase = (filled: Filled) => fill(texts[filled.key].substituted, filled.params);
  const built = builders[path]({ plan, solved, phrase });
  const text = texts[built.key];
  return {
    formula: fill(text.formula, built.params),
    substituted: fill(text.substituted, built.params),
  };
};

export const explainedPaths = Object.keys(builders) as ExplainedPath[];

/** Every derivation this result has, keyed by result path. */
export const derivationsOf = (
  plan: Plan,
  solved: Solved,
  language: Language,
): Partial<Record<ExplainedPath, Derivation>> =>
  Object.fromEntries(
    explainedPaths.flatMap((path) => {
      const derivation = derivationOf(path, plan, solved, language);
      return derivation === null ? [] : [[path, derivation]];
    }),
  );

export type { ExplainedPath };
