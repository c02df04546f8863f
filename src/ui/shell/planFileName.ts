import type { PlanResult } from "../../model/index.ts";

/** A file name that tells plans apart in a downloads folder: ("xpyd-plan", 12 P + 19 D, "json") → "xpyd-plan-12P19D.json". */
export const planFileName = (stem: string, result: PlanResult, extension: string): string =>
  `${stem}-${result.allocation.prefillInstances}P${result.allocation.decodeInstances}D.${extension}`;
