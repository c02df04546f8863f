import type { PlanResult } from "../model/index.ts";
import type { OutputFormat } from "./cliArgs.ts";
import { formatMarkdown } from "./formatMarkdown.ts";
import { formatTable } from "./formatTable.ts";

/** The text `solve` prints for a result in the chosen format. */
export const formatResult = (
  result: PlanResult,
  format: OutputFormat,
  explain: boolean,
): string => {
  switch (format) {
    case "json":
      return `${JSON.stringify(result, null, 2)}\n`;
    case "markdown":
      return formatMarkdown(result, explain);
    case "table":
      return formatTable(result, explain);
  }
};
