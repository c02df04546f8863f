import type { PlanResult } from "../model/index.ts";
import type { SolveWords } from "../text/index.ts";
import { accuracySection } from "./accuracySection.ts";
import { capacitySections } from "./capacitySections.ts";
import { type Derivations, rowMaker, type Section } from "./rowMaker.ts";
import { serviceSections } from "./serviceSections.ts";
import { sustainableSection } from "./sustainableSection.ts";

/** The rows every text format prints, built once so table and Markdown show the same numbers. */
export const reportSections = (
  result: PlanResult,
  derivations: Derivations,
  words: SolveWords,
): Section[] => {
  const row = rowMaker(derivations);
  const accuracy = accuracySection(result, row, words);
  return [
    ...capacitySections(result, row, words),
    sustainableSection(result, row, words),
    ...serviceSections(result, row, words),
    ...(accuracy === null ? [] : [accuracy]),
  ];
};
