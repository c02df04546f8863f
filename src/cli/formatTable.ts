import type { PlanResult } from "../model/index.ts";
import type { Dictionary, SolveWords } from "../text/index.ts";
import { reportSections } from "./reportSections.ts";
import type { Derivations } from "./rowMaker.ts";
import { statusLines } from "./statusLines.ts";
import { padToWidth, textWidth } from "./textWidth.ts";

const indent = "  ";
const gap = "  ";

const widest = (cells: readonly string[]): number => Math.max(0, ...cells.map(textWidth));

/** The result as aligned plain text: one block per section, then the feasibility lines. */
export const formatTable = (
  result: PlanResult,
  derivations: Derivations | null,
  words: SolveWords,
  dictionary: Dictionary,
): string => {
  const explain = derivations !== null;
  const sections = reportSections(result, derivations ?? {}, words);
  const rows = sections.flatMap((section) => section.rows);
  const labelWidth = widest(rows.map((row) => row.label));
  const valueWidth = widest(rows.map((row) => row.value));
  const blocks = sections.map((section) =>
    [
      section.title,
      ...section.rows.map((row) => {
        const cells = [padToWidth(row.label, labelWidth), padToWidth(row.value, valueWidth)];
        if (explain && row.explain) cells.push(row.explain);
        return `${indent}${cells.join(gap)}`.trimEnd();
      }),
    ].join("\n"),
  );
  return `${[...blocks, statusLines(result, words, dictionary).join("\n")].join("\n\n")}\n`;
};
