import { readCasePlan } from "./casePlans.ts";
import { type Prediction, predict } from "./predict.ts";
import { publishedCases } from "./publishedCases.ts";
import { errorColumnsTable, inputsTable, validationTable, whatIfTable } from "./table.ts";
import { changesInTurn, type WhatIf, whatIfs } from "./whatIf.ts";

// docs/validation.md's numbers, generated from the case plan files: each block sits between
// "<!-- generated: name -->" and "<!-- end generated -->", and everything else is prose.
// `npx tsx scripts/validation-doc.ts` rewrites the blocks; the test fails while they are stale.

/** The aim: predicted throughput per GPU within 25% of the published figure. */
export const aim = 0.25;

/** Every case's prediction from its plan file as it stands. */
export const casePredictions = (): Prediction[] =>
  publishedCases.map((c) => predict(c, readCasePlan(c)));

const predictionsUnder = (whatIf: WhatIf): Prediction[] =>
  publishedCases.map((c) => predict(c, whatIf.change(readCasePlan(c), c)));

const withinAimLine = (predictions: readonly Prediction[]): string => {
  const within = predictions.filter((p) => Math.abs(p.throughput.error) <= aim);
  const graded = predictions.filter((p) => p.grade !== "C");
  const gradedWithin = within.filter((p) => p.grade !== "C");
  return `Within 25% on throughput per GPU: ${within.length} of ${predictions.length} (${within.map((p) => p.id).join(", ")}); grade A and B: ${gradedWithin.length} of ${graded.length}.`;
};

const plansList = (): string =>
  publishedCases
    .map((c, index) => `${index + 1}. [\`${c.id}.json\`](validation/${c.id}.json): ${c.title}`)
    .join("\n");

/** Each generated block of docs/validation.md by name. */
export const generatedBlocks = (): Record<string, string> => {
  const predictions = casePredictions();
  return {
    results: `${validationTable(predictions)}\n\n${withinAimLine(predictions)}`,
    plans: plansList(),
    inputs: inputsTable(predictions),
    changes: errorColumnsTable(
      changesInTurn.map((w) => ({ name: w.name, predictions: predictionsUnder(w) })),
    ),
    whatIfs: whatIfTable(
      predictions,
      whatIfs.map((w) => ({ name: w.name, predictions: predictionsUnder(w) })),
    ),
  };
};

// A block runs to the first end marker; its text never holds a marker of its own.
const blockPattern =
  /(<!-- generated: (\w+) -->\n)(?:(?!<!-- (?:end )?generated)[\s\S])*(<!-- end generated -->)/g;

/** The document with each generated block replaced by `blocks`' text; unknown names are an error. */
export const withGeneratedBlocks = (doc: string, blocks: Record<string, string>): string =>
  doc.replace(blockPattern, (_match, open: string, name: string, close: string) => {
    const text = blocks[name];
    if (text === undefined) throw new Error(`docs/validation.md: no generated block "${name}"`);
    return `${open}${text}\n${close}`;
  });

/** The names of the generated blocks a document holds, in order. */
export const generatedBlockNames = (doc: string): string[] =>
  [...doc.matchAll(blockPattern)].map((match) => match[2] ?? "");
