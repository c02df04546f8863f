import type { Plan, Solved } from "../model/index.ts";
import { derivationsOf, dictionaries, type Language, solveWords } from "../text/index.ts";
import type { OutputFormat } from "./cliArgs.ts";
import { formatMarkdown } from "./formatMarkdown.ts";
import { formatTable } from "./formatTable.ts";

/**
 * The text `solve` prints for a result in the chosen format and language; with `explain`, each
 * number's derivation (in JSON as `explain`, keyed by result path).
 */
export const formatResult = (
  plan: Plan,
  solved: Solved,
  format: OutputFormat,
  explain: boolean,
  language: Language = "en",
): string => {
  const { result } = solved;
  const derivations = explain ? derivationsOf(plan, solved, language) : null;
  switch (format) {
    case "json":
      return `${JSON.stringify(derivations === null ? result : { ...result, explain: derivations }, null, 2)}\n`;
    case "markdown":
      return formatMarkdown(result, derivations, solveWords[language], dictionaries[language]);
    case "table":
      return formatTable(result, derivations, solveWords[language], dictionaries[language]);
  }
};
