import type { PlanResult } from "../model/index.ts";
import type { Dictionary, SolveWords } from "../text/index.ts";
import { reportSections } from "./reportSections.ts";
import type { Derivations } from "./rowMaker.ts";
import { statusLines } from "./statusLines.ts";

// A pipe inside a cell would end it early.
const cell = (text: string): string => text.replaceAll("|", "\\|");

const tableRow = (cells: readonly string[]): string => `| ${cells.map(cell).join(" | ")} |`;

/** The result as Markdown: a heading and a table per section, then the feasibility as a list. */
export const formatMarkdown = (
  result: PlanResult,
  derivations: Derivations | null,
  words: SolveWords,
  dictionary: Dictionary,
): string => {
  const explain = derivations !== null;
  const c = words.columns;
  const header = explain ? [c.metric, c.value, c.how] : [c.metric, c.value];
  const blocks = reportSections(result, derivations ?? {}, words).map((section) =>
    [
      `## ${section.title}`,
      "",
      tableRow(header),
      tableRow(header.map(() => "---")),
      ...section.rows.map((row) =>
        tableRow(explain ? [row.label, row.value, row.explain ?? ""] : [row.label, row.value]),
      ),
    ].join("\n"),
  );
  const status = [
    `## ${words.sections.status}`,
    "",
    ...statusLines(result, words, dictionary).map((line) => `- ${line}`),
  ].join("\n");
  return `${[`# ${words.title}`, ...blocks, status].join("\n\n")}\n`;
};
