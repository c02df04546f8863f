import { catalog } from "../data/catalog.ts";
import { planJson } from "../io/export/planJson.ts";
import { planMarkdown } from "../io/export/planMarkdown.ts";
import { resultCsv } from "../io/export/resultCsv.ts";
import { benchText } from "../io/launch/benchText.ts";
import { launchText } from "../io/launch/launchText.ts";
import { sglangLaunch } from "../io/launch/sglangLaunch.ts";
import { vllmLaunch } from "../io/launch/vllmLaunch.ts";
import { type Plan, solve } from "../model/index.ts";
import type { ExportFormat } from "./cliArgs.ts";

/** The text `export` prints: a summary, the figures, the plan itself, or commands that act on it. */
export const formatExport = (plan: Plan, format: ExportFormat, shareUrl?: string): string => {
  if (format === "json") return planJson(plan);
  const result = solve(plan, catalog);
  switch (format) {
    case "markdown":
      return planMarkdown(plan, result, shareUrl);
    case "csv":
      return resultCsv(plan, result);
    case "vllm":
      return launchText(vllmLaunch(plan, result));
    case "sglang":
      return launchText(sglangLaunch(plan, result));
    case "bench":
      return benchText(plan, result);
  }
};
