import { catalog } from "../data/index.ts";
import type { ManifestFormat } from "../io/index.ts";
import {
  benchCommands,
  benchText,
  launchText,
  llmdReportJson,
  planJson,
  planMarkdown,
  resultCsv,
  sglangLaunch,
  simulatedPredictions,
  vllmLaunch,
} from "../io/index.ts";
import { type Plan, solve, sustainableEstimate } from "../model/index.ts";
import { dictionaries, type Language, reportWords } from "../text/index.ts";
import type { ExportFormat } from "./exportArgs.ts";

/**
 * The text `export` prints: a summary (in `language`), the figures, the plan itself, or commands
 * that act on it (those stay English: scripts and engines read them).
 */
export const formatExport = (
  plan: Plan,
  format: Exclude<ExportFormat, ManifestFormat>,
  shareUrl?: string,
  language: Language = "en",
): string => {
  if (format === "json") return planJson(plan);
  const result = solve(plan, catalog);
  switch (format) {
    case "markdown":
      return planMarkdown(plan, result, shareUrl, {
        report: reportWords[language],
        dictionary: dictionaries[language],
      });
    case "csv":
      return resultCsv(plan, result);
    case "vllm":
      return launchText(vllmLaunch(plan, result));
    case "sglang":
      return launchText(sglangLaunch(plan, result));
    case "bench":
      return benchText(plan, result);
    case "llm-d-report": {
      // Predicted at the sustainable load, percentiles from the benchmark there simulated as it
      // runs (as the page's Deploy tab does) where it is stable; without SLOs, at capacity
      // without queueing.
      const estimate = sustainableEstimate(plan, catalog, result);
      const sustainable = benchCommands(plan, result).commands.filter(
        (command) => command.variant === "sustainable",
      );
      const [run] = simulatedPredictions(plan, sustainable);
      return llmdReportJson(plan, result, { estimate, simulation: run?.report ?? null });
    }
  }
};
