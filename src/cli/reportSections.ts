import type { PlanResult } from "../model/index.ts";
import { capacitySections } from "./capacitySections.ts";
import { type Derivations, rowMaker, type Section } from "./rowMaker.ts";
import { serviceSections } from "./serviceSections.ts";
import { sustainableSection } from "./sustainableSection.ts";

/** The rows every text format prints, built once so table and Markdown show the same numbers. */
export const reportSections = (result: PlanResult, derivations: Derivations): Section[] => {
  const row = rowMaker(derivations);
  return [
    ...capacitySections(result, row),
    sustainableSection(result, row),
    ...serviceSections(result, row),
  ];
};
